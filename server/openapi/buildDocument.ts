import pkg from '../../package.json'
import { components } from './components'
import type { ApiCall, OpenApiObject } from './types'

/** The tags in reading order, each with what its calls are for. */
const TAGS: [string, string][] = [
  ['Lookups', 'Reference lists the forms offer.'],
  ['Assessments', 'Health and dental submissions and their follow-up call.'],
  ['Results', 'Submissions answered with an on-screen HTML result.'],
  ['Photos', 'Uploads and the photos they store.'],
  ['Contact', "The landing page's contact form."],
  ['Text messages', "Replies to the owners' text messages (Twilio's webhook): STOP and START."],
  ['Password recovery', 'Three steps: e-mail, 6-digit code, new password.'],
  ['Captcha', 'Proof of work for the clinic forms.'],
  ['Clinics', "A clinic's public profile and logo, for its widgets."],
  [
    'Booking',
    "A visit at a partner: its free slots, a 10-minute hold, the confirmation, the e-mailed link to cancel or move it, and the clinic's private calendar feed.",
  ],
  [
    'Funnel',
    "Where owners drop out: the widgets' beacons, added to daily counters per clinic, widget, source and step; no event, address or cookie is kept.",
  ],
  ['AI test', "The developer page's prompt."],
  ['Documentation', 'This document.'],
]

/**
 * The OpenAPI 3.1 document of the public API, from the calls as declared beside their handlers:
 * every call of the widget contract, the lookups, the captcha, the public clinic call and this
 * document. The server URL is the base path alone, so the document is right on whatever origin
 * serves it. Not described: the workspace and the admin calls (signed-in and operator-only, not
 * part of the widget contract).
 */
export function buildDocument(apiBase: string, calls: readonly ApiCall[]): OpenApiObject {
  const paths: Record<string, Record<string, OpenApiObject>> = {}
  for (const c of calls) (paths[c.path] ??= {})[c.method] = c.operation
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'PetLead API',
      version: pkg.version,
      summary: 'The public calls of the PetLead widgets.',
      description:
        'Every answer is JSON `{ success, content }`: on success `content` is the result, on failure it names each bad field (`{ field: message }`, `_` for the request as a whole). Writes (POST, PATCH) are rate-limited per client address and honour Idempotency-Key. Bodies are described by the same valibot schemas the widget and the server validate with.',
    },
    servers: [{ url: apiBase || '/', description: 'This server (API_BASE_PATH)' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: components(),
  }
}
