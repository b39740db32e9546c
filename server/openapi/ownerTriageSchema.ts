import type { OpenApiObject } from './types'

const NOTICE: OpenApiObject = {
  type: ['object', 'null'],
  required: ['title', 'text', 'signs'],
  properties: {
    title: { type: 'string' },
    text: { type: 'string' },
    signs: { type: 'array', items: { type: 'string' } },
    phone: {
      type: 'object',
      description: 'The number the text says to call, when it names one: `label` as written, `tel` dialable (for a `tel:` link).',
      required: ['label', 'tel'],
      properties: { label: { type: 'string' }, tel: { type: 'string', pattern: '^\\+?\\d+$' } },
    },
  },
}
const WATCH: OpenApiObject = {
  type: ['object', 'null'],
  required: ['title', 'watchFor', 'callNowTitle', 'callNowIf'],
  properties: {
    title: { type: 'string' },
    watchFor: { type: 'array', items: { type: 'string' } },
    callNowTitle: { type: 'string' },
    callNowIf: { type: 'array', items: { type: 'string' } },
  },
}

/**
 * The owner's triage beside a create call's `_id` (routes/answerTriage.ts): the emergency notice
 * with the number to call, or what to watch for, in the owner's language (Accept-Language).
 */
export const OWNER_TRIAGE: OpenApiObject = {
  type: 'object',
  description:
    "The stored triage in the owner's language: the emergency notice with the number to call (the clinic's, or the open emergency hospital's), or what to watch for.",
  required: ['urgency', 'emergency', 'watch'],
  properties: { urgency: { enum: ['emergency', 'soon', 'routine'] }, emergency: NOTICE, watch: WATCH },
}
