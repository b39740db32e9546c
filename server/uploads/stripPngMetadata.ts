import { crc32 } from 'node:zlib'
import { InvalidImageError } from './InvalidImageError'
import { concat } from './stripJpegMetadata'

/** Critical chunks plus the ancillary ones that change how the picture looks (colour, transparency, animation). */
const KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
])

/**
 * Returns a copy of a PNG with only the chunks in KEEP: text chunks (tEXt, iTXt, zTXt), eXIf,
 * tIME and unknown private chunks are dropped. Throws InvalidImageError on a bad signature,
 * a bad CRC, a missing IHDR/IEND or bytes after IEND.
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [bytes.subarray(0, 8)]
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 8
  let first = true
  for (;;) {
    if (i + 12 > bytes.length) throw new InvalidImageError('Truncated PNG')
    const length = view.getUint32(i)
    const end = i + 12 + length
    if (end > bytes.length) throw new InvalidImageError('Bad PNG chunk length')
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8))
    if (!/^[A-Za-z]{4}$/.test(type)) throw new InvalidImageError('Bad PNG chunk type')
    if (first && type !== 'IHDR') throw new InvalidImageError('PNG must start with IHDR')
    first = false
    if (crc32(bytes.subarray(i + 4, i + 8 + length)) !== view.getUint32(i + 8 + length)) throw new InvalidImageError('Bad PNG CRC')
    if (KEEP.has(type)) out.push(bytes.subarray(i, end))
    i = end
    if (type === 'IEND') {
      if (i !== bytes.length) throw new InvalidImageError('Data after the end of the PNG')
      break
    }
  }
  return concat(out)
}
