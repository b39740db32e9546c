import type { PhotoStore } from './photoStore'
import { UPLOAD_NAME } from './storeImage'

/**
 * The stored photo named by an upload name or one of our own upload URLs, as a data URL for the
 * model. Anything else (a foreign URL) gives undefined: the server never fetches URLs it was sent.
 */
export async function photoDataUrl(photos: PhotoStore, nameOrUrl: string | null | undefined): Promise<string | undefined> {
  const name = nameOrUrl
    ?.split(/[/?#]/)
    .filter(Boolean)
    .find((part) => UPLOAD_NAME.test(part))
  if (!name) return undefined
  const photo = await photos.get(name)
  return photo ? `data:${photo.contentType};base64,${Buffer.from(photo.bytes).toString('base64')}` : undefined
}
