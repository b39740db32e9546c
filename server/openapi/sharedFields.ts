import type * as v from 'valibot'
import { DANGER_SIGNS, dangerSignsField } from '../../src/schemas/dangerSigns'
import { ATTRIBUTION_KEYS, ATTRIBUTION_VALUE_MAX, attributionField } from '../../src/schemas/attribution'
import { birthdayField, clinicIdField, emailField, petTypeField, phoneField, zipField } from '../../src/schemas/fields'
import { FUNNEL_FORMS, widgetField } from '../../src/schemas/funnel'

/**
 * Field schemas many bodies share, published once under `components.schemas` and referenced
 * from each body: the same objects the widget's forms and the server's validation are built from.
 */
export const SHARED_FIELDS: Record<string, v.GenericSchema> = {
  Email: emailField,
  Phone: phoneField,
  ZipCode: zipField,
  PetType: petTypeField,
  Birthday: birthdayField,
  ClinicId: clinicIdField,
  DangerSigns: dangerSignsField,
  Attribution: attributionField,
  Widget: widgetField,
}

/** What each attribution key is, for the document. */
const ATTRIBUTION_NOTES: Record<(typeof ATTRIBUTION_KEYS)[number], string> = {
  utm_source: 'The campaign source (utm_source), e.g. google; the lead is counted under it.',
  utm_medium: 'The medium (utm_medium), e.g. cpc.',
  utm_campaign: 'The campaign (utm_campaign), e.g. dental-month.',
  utm_term: 'The paid keyword (utm_term).',
  utm_content: 'The ad or link variant (utm_content).',
  gclid: 'Google Ads click id.',
  gbraid: 'Google Ads click id (app, iOS).',
  wbraid: 'Google Ads click id (web to app, iOS).',
  fbclid: 'Meta (Facebook, Instagram) ads click id.',
  msclkid: 'Microsoft Advertising click id.',
  referrer: "The origin of the page that sent the owner (scheme, host, port: `document.referrer`'s origin), never a path or query.",
}
/** A value's rule: one line (no control character), at most ATTRIBUTION_VALUE_MAX characters. */
const ONE_LINE = '[^\\u0000-\\u001f\\u007f]'

/**
 * What JSON Schema cannot say of a shared field (its custom `v.check`s), written by hand so the
 * document is not looser than the server: a birthday is a real date from 1980-01-01 to today,
 * a pet type is dog or cat in any case.
 */
export const FIELD_NOTES: Record<string, object> = {
  PetType: { pattern: '^([dD][oO][gG]|[cC][aA][tT])$', description: 'dog or cat (any case: the kiosk sends Dog)' },
  Birthday: { format: 'date', description: 'YYYY-MM-DD, a real date from 1980-01-01 to today' },
  // Its keys are a custom check: the list is written out, and the multipart form's one JSON part beside it.
  DangerSigns: {
    description:
      'Optional. The danger signs the owner ticked on the checklist "Is any of this happening now?", sent only when at least one is ticked; each makes the lead an emergency by itself. A JSON body sends a list; the multipart QR check sends the same list as one text part holding a JSON array (`["breathing","seizure"]`). A key not listed is a 400 on `danger_signs`.',
    anyOf: [
      { type: 'array', items: { enum: [...DANGER_SIGNS] }, maxItems: DANGER_SIGNS.length },
      { type: 'string', contentMediaType: 'application/json' },
    ],
  },
  // A union with a JSON text part and two patterns on the referrer: written out, so the document says exactly what the server takes.
  Attribution: {
    description:
      "Optional. Where the owner came from, read by the widget from the host page at mount: its UTM parameters, ad click ids and the referrer's origin, only the keys it found. Stored on the lead and copied to its booking; shown on the lead page, in the CSV export and in the `lead.*` and `booking.*` webhooks; deleted with the lead. An unknown key, a value over 200 characters or on two lines, or a referrer that is not an origin is a 400 on `attribution`. The multipart QR check sends the object as one text part holding JSON.",
    anyOf: [
      {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          ATTRIBUTION_KEYS.map((k) => [
            k,
            {
              type: 'string',
              maxLength: ATTRIBUTION_VALUE_MAX,
              pattern: k === 'referrer' ? `^https?://[^/?#\\s\\u0000-\\u001f\\u007f]+$` : `^${ONE_LINE}*$`,
              description: ATTRIBUTION_NOTES[k],
            },
          ]),
        ),
      },
      { type: 'string', contentMediaType: 'application/json' },
    ],
  },
  Widget: {
    description: `Optional. The widget the lead is sent from (${FUNNEL_FORMS.join(', ')}), so the lead counts under the same widget as its funnel; without it, the one the call and its clinic_id give (a health form naming a clinic: clinic-health).`,
  },
}
