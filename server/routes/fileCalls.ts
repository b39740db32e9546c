import { imageAppSchema } from '../../src/schemas/aiTest'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import { jsonSuccess } from '../openapi/envelope'
import { IMAGE_PART } from '../openapi/imagePart'

const URL = { type: 'string', format: 'uri', description: 'Where the stored photo is served (GET /uploads/{name}).' }

/** The photo calls (fileRoutes): two uploads, multipart and data URL, and the stored photo. */
export const fileCalls = {
  upload: declareCall({
    method: 'post',
    path: '/file',
    tag: 'Photos',
    summary: 'Upload a photo (multipart)',
    description:
      'Used by the service request and the dental check before the submission, which then names the URL. A photo no submission names is deleted after a day.',
    body: {
      multipart: { type: 'object', required: ['image'], properties: { image: IMAGE_PART } },
      encoding: { image: { contentType: 'image/jpeg, image/png, image/webp' } },
    },
    bodyLimit: BODY_LIMITS.multipart,
    auth: 'none',
    responses: { 201: jsonSuccess('Stored; the first item is its URL.', { type: 'array', minItems: 1, maxItems: 1, items: URL }) },
  }),
  uploadDataUrl: declareCall({
    method: 'post',
    path: '/pet_app/image_app',
    tag: 'Photos',
    summary: 'Upload a photo as a data URL',
    description: "The AI test page's upload: a JPEG, PNG or WebP data URL in JSON.",
    body: { json: imageAppSchema },
    bodyLimit: BODY_LIMITS.dataUrl,
    auth: 'none',
    responses: { 201: jsonSuccess('Stored.', URL) },
  }),
  photo: declareCall({
    method: 'get',
    path: '/uploads/{name}',
    tag: 'Photos',
    summary: 'A stored photo',
    description: 'The photo bytes, served with nosniff and a sandboxing Content-Security-Policy; the name is random and unguessable.',
    parameters: [
      { name: 'name', in: 'path', required: true, description: 'The file name of the URL an upload answered.', schema: { type: 'string' } },
    ],
    responses: {
      200: {
        description: 'The photo.',
        headers: { 'Cache-Control': { $ref: '#/components/headers/CacheControl' } },
        content: {
          'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
          'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
          'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
        },
      },
      404: { $ref: '#/components/responses/NotFound' },
    },
  }),
}
