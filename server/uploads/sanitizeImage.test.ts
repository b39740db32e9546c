import { describe, expect, it } from 'vitest'
import { concat, jpegPolyglot, jpegWithExif, pngWithText, samples, text, webpWithExif } from '../testing/samples'
import { detectImageType } from './detectImageType'
import { sanitizeImage } from './sanitizeImage'

const has = (bytes: Uint8Array, s: string) => Buffer.from(bytes).includes(s)

describe('sanitizeImage', () => {
  it('accepts real JPEG, PNG and WebP files by their bytes', () => {
    expect(sanitizeImage(samples.jpeg())?.type).toBe('jpeg')
    expect(sanitizeImage(samples.png())?.type).toBe('png')
    expect(sanitizeImage(samples.webp())?.type).toBe('webp')
  })

  it('strips EXIF (GPS included) and comments from a JPEG, keeping the image data', () => {
    const dirty = jpegWithExif()
    expect(has(dirty, 'GPSLatitude')).toBe(true)
    const clean = sanitizeImage(dirty)!
    expect(has(clean.bytes, 'GPSLatitude')).toBe(false)
    expect(has(clean.bytes, '<script>')).toBe(false)
    expect(Buffer.from(clean.bytes).equals(Buffer.from(samples.jpeg()))).toBe(true)
  })

  it('strips text chunks from a PNG and EXIF from a WebP', async () => {
    const png = sanitizeImage(await pngWithText())!
    expect(has(png.bytes, 'GPS')).toBe(false)
    expect(sanitizeImage(png.bytes)?.type).toBe('png')
    const webp = sanitizeImage(webpWithExif())!
    expect(has(webp.bytes, 'GPSLatitude')).toBe(false)
    expect(new DataView(webp.bytes.buffer, webp.bytes.byteOffset).getUint32(4, true)).toBe(webp.bytes.length - 8)
  })

  it('refuses non-images, polyglots, truncated files and lying extensions', () => {
    expect(sanitizeImage(text('<svg onload=alert(1)>'))).toBeNull()
    expect(sanitizeImage(text('GIF89a......'))).toBeNull()
    expect(sanitizeImage(jpegPolyglot())).toBeNull()
    expect(sanitizeImage(samples.jpeg().subarray(0, 200))).toBeNull()
    expect(sanitizeImage(concat(samples.png(), text('PK\x03\x04zip')))).toBeNull()
    expect(sanitizeImage(concat(samples.webp(), text('<html>')))).toBeNull()
    expect(sanitizeImage(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull()
    expect(detectImageType(new Uint8Array(0))).toBeNull()
  })

  it('refuses a PNG whose chunk CRC was tampered with', () => {
    const png = samples.png()
    png[30] = png[30]! ^ 0xff
    expect(sanitizeImage(png)).toBeNull()
  })
})
