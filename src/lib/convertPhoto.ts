/** The longest edge of an uploaded photo: plenty for an assessment, quick on a phone network. */
export const PHOTO_MAX_EDGE = 1600
export const PHOTO_QUALITY = 0.85

/** Thrown when the chosen file is not an image the browser can decode. */
export class PhotoError extends Error {
  readonly reason: 'type' | 'decode'
  constructor(reason: 'type' | 'decode') {
    super(reason === 'type' ? 'not an image' : 'image could not be decoded')
    this.reason = reason
  }
}

/** Size that fits `max` on the longest edge, never upscaling. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Convert a chosen photo in the browser to the spec's upload: JPEG named foto.jpg, at most
 * 1600 px on its longest edge, EXIF orientation applied and every metadata field (GPS too) dropped
 * because the pixels are redrawn on a canvas.
 */
export async function convertPhoto(file: Blob): Promise<File> {
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError('type')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new PhotoError('decode')
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height)
  let blob: Blob
  try {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height)
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#fff' // transparent PNG areas become white, not black, in a JPEG
      ctx.fillRect(0, 0, width, height)
      ctx.drawImage(bitmap, 0, 0, width, height)
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY })
    } else {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, width, height)
      ctx.drawImage(bitmap, 0, 0, width, height)
      blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new PhotoError('decode'))), 'image/jpeg', PHOTO_QUALITY),
      )
    }
  } finally {
    bitmap.close()
  }
  return new File([blob], 'foto.jpg', { type: 'image/jpeg' })
}
