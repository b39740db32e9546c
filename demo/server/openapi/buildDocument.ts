import pkg from '../../../package.json'
import { aiTestCalls } from './aiTestCalls'
import { captchaCalls } from './captchaCalls'
import { clinicCalls } from './clinicCalls'
import { components } from './components'
import { contactCalls } from './contactCalls'
import { docCalls } from './docCalls'
import { fileCalls } from './fileCalls'
import { lookupCalls } from './lookupCalls'
import { recoveryCalls } from './recoveryCalls'
import { resultCalls } from './resultCalls'
import { submissionCalls } from './submissionCalls'
import type { ApiCall, OpenApiObject } from './types'

/** The tags in reading order, each with what its calls are for. */
const TAGS: [string, string][] = [
  ['Lookups', 'Reference lists the forms offer.'],
  ['Assessments', 'Health and dental submissions and their follow-up call.'],
  ['Results', 'Submissions answered with an on-screen HTML result.'],
  ['Photos', 'Uploads and the photos they store.'],
  ['Contact', 'The landing page\'s contact form.'],
  ['Password recovery', 'Three steps: e-mail, 6-digit code, new password.'],
  ['Captcha', 'Proof of work for the clinic forms.'],
  ['Clinics', 'A clinic\'s public profile and logo, for its widgets.'],
  ['AI test', 'The developer page\'s prompt.'],
  ['Documentation', 'This document.'],
]

/** Every public call, by family. */
export function publicCalls(): ApiCall[] {
  return [lookupCalls, submissionCalls, resultCalls, fileCalls, contactCalls, recoveryCalls, captchaCalls, clinicCalls, aiTestCalls, docCalls].flatMap((family) => family())
}

/**
 * The OpenAPI 3.1 document of the public API: every call of the spec (section 7), the lookups,
 * the captcha and the public clinic call. The server URL is the base path alone, so the
 * document is right on whatever origin serves it. Not described: the workspace and the admin
 * calls (signed-in and operator-only, not part of the widget contract).
 */
export function buildDocument(apiBase: string): OpenApiObject {
  const paths: Record<string, Record<string, OpenApiObject>> = {}
  for (const c of publicCalls()) (paths[c.path] ??= {})[c.method] = c.operation
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'PetLead API',
      version: pkg.version,
      summary: 'The public calls of the PetLead widgets.',
      description: 'Every answer is JSON `{ success, content }`: on success `content` is the result, on failure it names each bad field (`{ field: message }`, `_` for the request as a whole). Writes (POST, PATCH) are rate-limited per client address and honour Idempotency-Key. Bodies are described by the same valibot schemas the widget and the server validate with.',
    },
    servers: [{ url: apiBase || '/', description: 'This server (API_BASE_PATH)' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: components(),
  }
}
