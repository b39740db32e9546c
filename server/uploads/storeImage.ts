import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db'
import { uploadsRepo } from '../db/uploadsRepo'
import type { Clock } from '../clock'
import type { ServerConfig } from '../serverConfig'
import type { PhotoStore } from './photoStore'
import { ImageRejected } from './ImageRejected'
import { IMAGE_TYPES } from './detectImageType'
import { sanitizeImage } from './sanitizeImage'

/** The upload limit the spec's photos must fit in. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** Unguessable (144 random bits) so a photo URL is its own access key and holds no personal data. */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{24}\.(jpg|png|webp)$/

/**
 * Checks, cleans and stores one uploaded photo: 413 over 10 MB, 415 unless the bytes are a sound
 * JPEG, PNG or WebP; metadata stripped; bytes put in the photo store and recorded in `uploads`, both in `tx`.
 * Returns the stored name and its public URL.
 */
export async function storeImage(
  deps: { config: ServerConfig; clock: Clock; photos: PhotoStore },
  tx: Queryable,
  bytes: Uint8Array,
  submissionId: string | null = null,
): Promise<{ name: string; url: string }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected(413, { image: 'Image larger than 10 MB' })
  const image = sanitizeImage(bytes)
  if (!image) throw new ImageRejected(415, { image: 'Only JPEG, PNG or WebP images are accepted' })
  const { ext, contentType } = IMAGE_TYPES[image.type]
  const name = `${randomBytes(18).toString('base64url')}.${ext}`
  await deps.photos.put(name, contentType, image.bytes, tx)
  await uploadsRepo.insert(tx, { name, contentType, bytes: image.bytes.byteLength, submissionId, now: deps.clock.now() })
  return { name, url: `${deps.config.publicUrl}${deps.config.apiBase}/uploads/${name}` }
}
