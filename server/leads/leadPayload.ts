import type { LeadRow } from '../db/leadsRepo'
import { leadFindings } from '../workspace/leadFindings'
import { leadPhotoNames, PHOTO_FIELDS, withoutPhotoFields } from '../workspace/leadPhotos'
import { splitStoredColumns } from '../workspace/splitStoredColumns'

/**
 * A lead as a webhook carries it: the inbox's lead (the same leadsRepo mapping as the workspace's
 * lead JSON) with every field the owner sent, the assessment and red flags, and an absolute link
 * to its workspace page. Never the photo: not its bytes, not its stored name (`has_photo` says
 * there is one; the workspace shows it to a signed-in user).
 */
export function leadPayload(lead: LeadRow, publicUrl: string) {
  const {
    image_path,
    data,
    // The inbox's marks (read, past its target) are one reader's view at one instant, not the lead's.
    // The visit's time is the booking webhooks' to say (booking.*).
    rest: { read: _read, overdue_since: _overdue, target_minutes: _target, visit_start: _visit, ...item },
  } = splitStoredColumns(lead)
  // No field naming a photo (image_url, imageUrl, imageQuoteUrl: public upload URLs), and any
  // data: URL the owner's data may hold is bytes too.
  const fields = Object.fromEntries(
    Object.entries(withoutPhotoFields(data)).filter(([, v]) => !(typeof v === 'string' && v.startsWith('data:'))),
  )
  const photos = leadPhotoNames(image_path, data)
  return {
    ...item,
    data: fields,
    has_photo: Boolean(
      image_path || photos.photo || photos.quote || PHOTO_FIELDS.some((f) => typeof data[f] === 'string' && data[f] !== ''),
    ),
    ...leadFindings(lead),
    url: `${publicUrl.replace(/\/+$/, '')}/workspace/leads/${lead.id}`,
  }
}
