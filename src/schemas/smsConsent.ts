import * as v from 'valibot'

/**
 * The version of the text-message consent wording (src/text/en.ts and es.ts, `smsConsent`).
 * Change it whenever those words change: the server records it with every lead whose owner ticked
 * the box, so each text can be traced to the words the owner agreed to.
 */
export const SMS_CONSENT_VERSION = '2026-11-24'

/**
 * `sms_consent`: the owner ticked "Text me updates about this request" (optional, unticked by
 * default). A JSON body sends a boolean; a multipart form sends a string ('true', 'on').
 */
export const smsConsentField = v.optional(
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false', 'on', '1', '0', '']),
      v.transform((s) => s === 'true' || s === 'on' || s === '1'),
    ),
  ]),
)
