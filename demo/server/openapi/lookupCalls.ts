import { call } from './call'
import { jsonSuccess } from './envelope'
import type { ApiCall } from './types'

const CACHED = { 'Cache-Control': { $ref: '#/components/headers/CacheControl' } }

const LISTS: [string, string][] = [
  ['dog_breed', 'Dog breeds'],
  ['cat_breed', 'Cat breeds'],
  ['medicine', 'Medicines'],
  ['condition', 'Health conditions'],
  ['allergie', 'Allergies'],
]

/** GET /dog_breed, /cat_breed, /medicine, /condition, /allergie and /prev_info (spec section 7, lookupRoutes). */
export function lookupCalls(): ApiCall[] {
  return [
    ...LISTS.map(([list, title]) => call({
      method: 'get', path: `/${list}`, tag: 'Lookups', summary: `${title} (the list the forms offer)`,
      description: 'Reference data, the same for every clinic; cacheable for an hour. The spec\'s spelling is kept (`allergie`).',
      responses: {
        200: jsonSuccess(`${title}, each with its name.`, { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } }, { headers: CACHED }),
      },
    })),
    call({
      method: 'get', path: '/prev_info', tag: 'Lookups', summary: 'Issues an owner can pick in the clinic forms',
      description: 'Each item is shown by its title; the value sent (in `additional_info`) is its description.',
      responses: {
        200: jsonSuccess('The issues.', { type: 'array', items: { type: 'object', required: ['title', 'description'], properties: { title: { type: 'string' }, description: { type: 'string' } } } }, { headers: CACHED }),
      },
    }),
  ]
}
