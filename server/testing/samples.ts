import { readFileSync } from 'node:fs'

const dir = new URL('./fixtures/', import.meta.url)
const load = (name: string) => new Uint8Array(readFileSync(new URL(name, dir)))

/** Tiny real images (CPython's test images, PSF licence) and hostile variants built from them. */
export const samples = {
  jpeg: () => load('python.jpg'),
  png: () => load('python.png'),
  webp: () => load('python.webp'),
}

const ascii = (s: string) => new TextEncoder().encode(s)
function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** The JPEG with an EXIF APP1 segment carrying GPS tags, and a comment segment. */
export function jpegWithExif(): Uint8Array {
  const jpeg = samples.jpeg()
  const payload = concat(ascii('Exif\0\0MM\0*GPSLatitude 37.7749 N GPSLongitude 122.4194 W'))
  const app1 = concat(new Uint8Array([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload)
  const com = ascii('<script>alert(1)</script>')
  const comSeg = concat(new Uint8Array([0xff, 0xfe, 0, com.length + 2]), com)
  return concat(jpeg.subarray(0, 2), app1, comSeg, jpeg.subarray(2))
}

/** The PNG with a tEXt chunk naming a location (inserted after IHDR, with a correct CRC). */
export async function pngWithText(): Promise<Uint8Array> {
  const { crc32 } = await import('node:zlib')
  const png = samples.png()
  const data = concat(ascii('tEXt'), ascii('Location\0GPS 37.7749,-122.4194'))
  const len = new Uint8Array(4)
  new DataView(len.buffer).setUint32(0, data.length - 4)
  const crc = new Uint8Array(4)
  new DataView(crc.buffer).setUint32(0, crc32(data))
  const ihdrEnd = 8 + 12 + 13
  return concat(png.subarray(0, ihdrEnd), len, data, crc, png.subarray(ihdrEnd))
}

/** The WebP with an EXIF chunk appended (and the RIFF size fixed up). */
export function webpWithExif(): Uint8Array {
  const webp = samples.webp()
  const exif = ascii('Exif\0\0GPSLatitude 37.77')
  const header = new Uint8Array(8)
  header.set(ascii('EXIF'))
  new DataView(header.buffer).setUint32(4, exif.length, true)
  const out = concat(webp, header, exif, exif.length % 2 ? new Uint8Array(1) : new Uint8Array(0))
  new DataView(out.buffer).setUint32(4, out.length - 8, true)
  return out
}

/** A JPEG with an HTML page after its end marker: a classic polyglot. */
export function jpegPolyglot(): Uint8Array {
  return concat(samples.jpeg(), ascii('<html><script>alert(document.domain)</script></html>'))
}

export const text = (s: string) => ascii(s)
export { concat }
