import { declareCall, type DeclaredCall } from '../openapi/declareCall'
import { jsonSuccess } from '../openapi/envelope'

const CACHED = { 'Cache-Control': { $ref: '#/components/headers/CacheControl' } }

/** The lists of names, by their path (the spec's spelling, `allergie`), with their title. */
const TITLES = {
  dog_breed: 'Dog breeds',
  cat_breed: 'Cat breeds',
  medicine: 'Medicines',
  condition: 'Health conditions',
  allergie: 'Allergies',
} as const

export type NameList = keyof typeof TITLES
export const NAME_LISTS = Object.keys(TITLES) as NameList[]

/** The reference lists the forms offer (lookupRoutes in lookups.ts). */
export const lookupCalls = {
  ...(Object.fromEntries(
    NAME_LISTS.map((list) => [
      list,
      declareCall({
        method: 'get',
        path: `/${list}`,
        tag: 'Lookups',
        summary: `${TITLES[list]} (the list the forms offer)`,
        description: "Reference data, the same for every clinic; cacheable for an hour. The spec's spelling is kept (`allergie`).",
        responses: {
          200: jsonSuccess(
            `${TITLES[list]}, each with its name.`,
            { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
            { headers: CACHED },
          ),
        },
      }),
    ]),
  ) as { [L in NameList]: DeclaredCall<`/${L}`> }),
  prevInfo: declareCall({
    method: 'get',
    path: '/prev_info',
    tag: 'Lookups',
    summary: 'Issues an owner can pick in the clinic forms',
    description: 'Each item is shown by its title; the value sent (in `additional_info`) is its description.',
    responses: {
      200: jsonSuccess(
        'The issues.',
        {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'description'],
            properties: { title: { type: 'string' }, description: { type: 'string' } },
          },
        },
        { headers: CACHED },
      ),
    },
  }),
}
