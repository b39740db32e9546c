import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import type { PhotoStore } from '../uploads/photoStore'
import { UPLOAD_NAME } from '../uploads/storeImage'

/** Where a submission's data names a photo: public upload URLs that never leave the server as such. */
export const PHOTO_FIELDS = ['image_url', 'imageUrl', 'imageQuoteUrl'] as const

/** The lead's photos a signed-in user may see: the pet's photo, and a service request's quote. */
export type LeadPhotoKind = 'photo' | 'quote'

/** The stored upload name inside a value (an upload URL or a bare name), or null. */
export function uploadNameIn(value: unknown): string | null {
  if (typeof value !== 'string') return null
  return value.split(/[/?#]/).find((part) => UPLOAD_NAME.test(part)) ?? null
}

/**
 * The upload names of a lead's photos: the pet's photo (image_path, else image_url of the
 * dental forms or imageUrl of a service request) and a service request's quote (imageQuoteUrl).
 */
export function leadPhotoNames(imagePath: string | null, data: Record<string, unknown>): Record<LeadPhotoKind, string | null> {
  return {
    photo: uploadNameIn(imagePath) ?? uploadNameIn(data.image_url) ?? uploadNameIn(data.imageUrl),
    quote: uploadNameIn(data.imageQuoteUrl),
  }
}

/** The owner's data without the fields that name photos (their public URLs). */
export function withoutPhotoFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([k]) => !(PHOTO_FIELDS as readonly string[]).includes(k)))
}

/**
 * The bytes of a lead's photo, for the authorised workspace route (the caller has checked the
 * lead is in the user's scope). Only an upload tied to this very lead is served: a submission
 * naming another lead's photo gets nothing.
 */
export async function leadPhoto(q: Queryable, photos: PhotoStore, leadId: string, kind: LeadPhotoKind) {
  const row = await submissionsRepo.photoColumns(q, leadId)
  const name = row ? leadPhotoNames(row.image_path, row.data)[kind] : null
  if (!name) return null
  return (await uploadsRepo.belongsTo(q, name, leadId)) ? photos.get(name) : null
}
