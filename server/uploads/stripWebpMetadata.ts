import { InvalidImageError } from './InvalidImageError'
import { concat } from './stripJpegMetadata'

const KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP'])
const EXIF_FLAG = 0x08,
  XMP_FLAG = 0x04

/**
 * Returns a copy of a WebP without its EXIF and XMP chunks (and their VP8X flags) or unknown
 * chunks. Throws InvalidImageError when the RIFF size does not match the file (data appended
 * to make a polyglot) or a chunk overruns.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 20 || view.getUint32(4, true) + 8 !== bytes.length) throw new InvalidImageError('Bad RIFF size')
  const chunks: Uint8Array[] = []
  let i = 12
  let hasImage = false
  while (i < bytes.length) {
    if (i + 8 > bytes.length) throw new InvalidImageError('Truncated WebP')
    const type = String.fromCharCode(...bytes.subarray(i, i + 4))
    const size = view.getUint32(i + 4, true)
    const end = i + 8 + size + (size % 2)
    if (end > bytes.length) throw new InvalidImageError('Bad WebP chunk size')
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') hasImage = true
    if (KEEP.has(type)) {
      const chunk = bytes.slice(i, end)
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG)
      chunks.push(chunk)
    }
    i = end
  }
  if (!hasImage) throw new InvalidImageError('WebP without image data')
  const body = concat(chunks)
  const header = new Uint8Array(12)
  header.set(bytes.subarray(0, 12))
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return concat([header, body])
}
