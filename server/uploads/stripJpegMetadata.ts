import { InvalidImageError } from './InvalidImageError'

const SOI = 0xd8,
  EOI = 0xd9,
  SOS = 0xda,
  COM = 0xfe

function isApp(marker: number): boolean {
  return marker >= 0xe0 && marker <= 0xef
}

function startsWithAscii(bytes: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false
  return true
}

/**
 * Keeps JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's colour-transform flag
 * (APP14, needed to decode CMYK files); drops EXIF and XMP (APP1, which hold GPS), every other APPn
 * and comments, where polyglot payloads like to hide.
 */
function keepSegment(marker: number, bytes: Uint8Array, dataAt: number): boolean {
  if (marker === COM) return false
  if (!isApp(marker)) return true
  if (marker === 0xe0) return startsWithAscii(bytes, dataAt, 'JFIF\0') || startsWithAscii(bytes, dataAt, 'JFXX\0')
  if (marker === 0xe2) return startsWithAscii(bytes, dataAt, 'ICC_PROFILE\0')
  if (marker === 0xee) return startsWithAscii(bytes, dataAt, 'Adobe')
  return false
}

/**
 * Walks a JPEG's segments and returns a copy without metadata. Throws InvalidImageError when the
 * structure is broken or anything but padding follows the end-of-image marker (a JPEG+ZIP or
 * JPEG+HTML polyglot). Orientation from EXIF is lost; the widget's canvas output never has it.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new InvalidImageError('Not a JPEG')
  const out: Uint8Array[] = [bytes.subarray(0, 2)]
  let i = 2
  let sawScan = false
  for (;;) {
    if (i >= bytes.length) throw new InvalidImageError('JPEG ends without EOI')
    if (bytes[i] !== 0xff) throw new InvalidImageError('Expected a JPEG marker')
    while (bytes[i] === 0xff && bytes[i + 1] === 0xff) i++ // fill bytes
    const marker = bytes[i + 1]
    if (marker === undefined) throw new InvalidImageError('Truncated JPEG')
    if (marker === EOI) {
      if (!sawScan) throw new InvalidImageError('JPEG without image data')
      out.push(bytes.subarray(i, i + 2))
      for (let j = i + 2; j < bytes.length; j++) {
        if (bytes[j] !== 0x00 && bytes[j] !== 0xff) throw new InvalidImageError('Data after the end of the JPEG')
      }
      break
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(bytes.subarray(i, i + 2))
      i += 2
      continue
    }
    if (i + 4 > bytes.length) throw new InvalidImageError('Truncated JPEG')
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    if (length < 2 || i + 2 + length > bytes.length) throw new InvalidImageError('Bad JPEG segment length')
    const end = i + 2 + length
    if (keepSegment(marker, bytes, i + 4)) out.push(bytes.subarray(i, end))
    i = end
    if (marker === SOS) {
      sawScan = true
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      let j = i
      while (j < bytes.length && !(bytes[j] === 0xff && bytes[j + 1] !== 0x00 && !(bytes[j + 1]! >= 0xd0 && bytes[j + 1]! <= 0xd7))) j++
      out.push(bytes.subarray(i, j))
      i = j
    }
  }
  return concat(out)
}

/** Joins byte slices into one array. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.byteLength, 0)
  const result = new Uint8Array(total)
  let at = 0
  for (const p of parts) {
    result.set(p, at)
    at += p.byteLength
  }
  return result
}
