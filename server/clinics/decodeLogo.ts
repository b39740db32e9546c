import { detectImageType, IMAGE_TYPES } from '../uploads/detectImageType'
import type { LogoFetcher } from './fetchLogo'
import type { Logo } from './Partner'

/** Logos are shown at 240 x 120 px: half a megabyte is plenty. */
export const LOGO_MAX_BYTES = 512 * 1024

/**
 * A logo from an import: a data: URL (what export writes, and what the CLI makes of a file next
 * to the import file), or an http(s) URL fetched with `fetchUrl` (under the webhook rules).
 * Never a path: the server reads no file a client names, and the message is the same whatever
 * exists on its disk. The type comes from the bytes (JPEG, PNG, WebP, or SVG text), never from
 * the name. SVG is served with a sandboxing CSP, so a script inside one cannot run on the API's
 * origin. Throws an Error whose message says what is wrong.
 */
export async function decodeLogo(value: string, fetchUrl?: LogoFetcher): Promise<Logo> {
  let bytes: Uint8Array
  const data = /^data:[\w/+.-]+;base64,(.*)$/s.exec(value)
  if (data) bytes = new Uint8Array(Buffer.from(data[1]!, 'base64'))
  else if (/^https?:\/\//i.test(value) && fetchUrl) bytes = await fetchUrl(value)
  else throw new Error('Must be a data: URL or an http(s) URL of the image')
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) throw new Error(`Must be an image of at most ${LOGO_MAX_BYTES} bytes`)
  return logoFromBytes(bytes)
}

/**
 * The logo's type from its bytes alone: JPEG, PNG, WebP, or SVG text. Throws an Error saying what
 * is wrong otherwise. Shared by the import and the workspace's logo upload.
 */
export function logoFromBytes(bytes: Uint8Array): Logo {
  const raster = detectImageType(bytes)
  if (raster) return { bytes, type: IMAGE_TYPES[raster].contentType }
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart()
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(head)) return { bytes, type: 'image/svg+xml' }
  throw new Error('Must be a JPEG, PNG, WebP or SVG image')
}
