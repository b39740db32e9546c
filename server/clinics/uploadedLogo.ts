import { SettingsRejected } from './SettingsRejected'
import { IMAGE_TYPES } from '../uploads/detectImageType'
import { sanitizeImage } from '../uploads/sanitizeImage'
import { LOGO_MAX_BYTES, logoFromBytes } from './decodeLogo'
import type { Logo } from './Partner'

/**
 * A logo uploaded from the workspace, as a data: URL in the settings' `logo` field. Unlike the
 * import (decodeLogo), a value that is not a data: URL is refused rather than read as a path, so
 * a browser can never name a file on the server. Over LOGO_MAX_BYTES: 413; not a sound JPEG, PNG,
 * WebP or an SVG: 415. Raster images lose their metadata (EXIF, GPS) like the lead photos.
 */
export function uploadedLogo(value: string): Logo {
  const data = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value)
  if (!data) throw new SettingsRejected(400, { logo: 'Must be an image file' })
  const bytes = new Uint8Array(Buffer.from(data[1]!, 'base64'))
  if (bytes.length === 0) throw new SettingsRejected(400, { logo: 'The image file is empty' })
  if (bytes.length > LOGO_MAX_BYTES) throw new SettingsRejected(413, { logo: `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB` })
  const raster = sanitizeImage(bytes)
  if (raster) return { bytes: raster.bytes, type: IMAGE_TYPES[raster.type].contentType }
  try {
    const logo = logoFromBytes(bytes)
    // A raster type sanitizeImage refused is a damaged file; only SVG text gets this far.
    if (logo.type === 'image/svg+xml') return logo
  } catch (err) {
    // logoFromBytes refuses with a plain Error ("not an image"), answered below as a 415; anything else propagates.
    if (!(err instanceof Error)) throw err
  }
  throw new SettingsRejected(415, { logo: 'Must be a JPEG, PNG, WebP or SVG image' })
}
