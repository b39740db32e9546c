import * as v from 'valibot'
import { clinicSchema } from '../../src/schemas/clinic'
import { clinicIdParam } from '../openapi/clinicIdParam'
import { declareCall } from '../openapi/declareCall'
import { jsonSuccess } from '../openapi/envelope'
import { jsonSchemaOf } from '../openapi/jsonSchemaOf'
import { CACHING_HEADERS, IF_NONE_MATCH, NOT_MODIFIED } from '../openapi/caching'

/**
 * The public part of a partner (publicClinic): the import schema's fields a visitor may see,
 * with the logo as the URL of GET /clinics/{id}/logo instead of the imported image.
 */
const publicClinicSchema = v.object({
  ...v.pick(clinicSchema, [
    'id',
    'name',
    'website',
    'bookingUrl',
    'privacyUrl',
    'phone',
    'resultsVariant',
    'resultsText',
    'promotions',
    'theme',
    'languages',
  ]).entries,
  logo: v.optional(v.pipe(v.string(), v.url())),
})

const ID = clinicIdParam("The clinic's id (`data-clinic-id`, `clinic_id`).")

/** A clinic's public profile and its logo (clinicRoutes): what a widget on a clinic's site loads at mount. */
export const clinicCalls = {
  profile: declareCall({
    method: 'get',
    path: '/clinics/{id}',
    tag: 'Clinics',
    summary: "A clinic's public profile",
    description:
      'Name, logo, links, phone, results overlay, promotions and theme: what the widgets show. Lead addresses, street address, radius and prices stay on the server. Cacheable 5 minutes; a change of the clinic changes the ETag, so a widget shows it on its next mount.',
    parameters: [ID, IF_NONE_MATCH],
    responses: {
      200: jsonSuccess('The public profile.', jsonSchemaOf(publicClinicSchema), { headers: CACHING_HEADERS }),
      304: NOT_MODIFIED,
      404: { $ref: '#/components/responses/NotFound' },
    },
  }),
  logo: declareCall({
    method: 'get',
    path: '/clinics/{id}/logo',
    tag: 'Clinics',
    summary: "A clinic's logo",
    description:
      'The image bytes, cacheable a day, loadable from any origin (Cross-Origin-Resource-Policy: cross-origin); an SVG is sandboxed.',
    parameters: [ID, IF_NONE_MATCH],
    responses: {
      200: {
        description: 'The logo.',
        headers: CACHING_HEADERS,
        content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
      },
      304: NOT_MODIFIED,
      404: { $ref: '#/components/responses/NotFound' },
    },
  }),
}
