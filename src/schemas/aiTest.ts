import * as v from 'valibot'
import { requiredText } from './fields'

/** POST /pet_app/request_to_gpt_4o_mini */
export const aiPromptSchema = v.strictObject({
  prompt: requiredText(4000),
  image_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
})

/** POST /pet_app/image_app: a data URL of a JPEG, PNG or WebP image. */
export const imageAppSchema = v.strictObject({
  image: v.pipe(
    v.string(),
    v.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, 'Expected an image data URL'),
    v.maxLength(14_000_000, 'Image too large'),
  ),
})
