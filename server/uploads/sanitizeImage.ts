import { detectImageType, type ImageType } from './detectImageType'
import { InvalidImageError } from './InvalidImageError'
import { stripJpegMetadata } from './stripJpegMetadata'
import { stripPngMetadata } from './stripPngMetadata'
import { stripWebpMetadata } from './stripWebpMetadata'

const STRIP: Record<ImageType, (bytes: Uint8Array) => Uint8Array> = {
  jpeg: stripJpegMetadata,
  png: stripPngMetadata,
  webp: stripWebpMetadata,
}

/**
 * Decides from the bytes alone whether an upload is a JPEG, PNG or WebP with a sound structure,
 * and returns it without metadata (EXIF, GPS, XMP, text chunks, comments). Null means refuse (415).
 * Pure: no I/O, so it is unit-tested with hand-made files.
 */
export function sanitizeImage(bytes: Uint8Array): { type: ImageType; bytes: Uint8Array } | null {
  const type = detectImageType(bytes)
  if (!type) return null
  try {
    return { type, bytes: STRIP[type](bytes) }
  } catch (err) {
    if (err instanceof InvalidImageError) return null
    throw err
  }
}
