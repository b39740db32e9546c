import { dateFormat } from './dateFormat'
import { fieldLabel } from './fieldLabel'
import { formatPhone } from './formatPhone'
import { leadFieldLabels, leadValueLabels } from './leadFields.en'

/** Fields a clinic never needs to read: routing data, and names the same value already shows under. */
const HIDDEN = new Set(['clinic_id', 'complaint', 'petName', 'breed'])
/** Fields that hold the owner's phone: read as every other phone of the workspace is, "(925) 555-0100", not as typed. */
const PHONES = new Set(['phone_number', 'phone'])
/** Fields that hold a day as the forms send it ("2019-05-04"): read as people write a date, "May 4, 2019". */
const DAYS = new Set(['birthday', 'birthdate'])
/** How such a day reads ("May 4, 2019"), in UTC: the day as sent, whatever the reader's zone. */
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

function value(key: string, v: unknown): string {
  if (v == null) return ''
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (Array.isArray(v)) {
    // Items that hold commas themselves ("Trouble breathing, or blue or pale gums") are parted by semicolons.
    const items = v.map((x) => value(key, x)).filter(Boolean)
    return items.join(items.some((x) => x.includes(',')) ? '; ' : ', ')
  }
  if (typeof v === 'object') return JSON.stringify(v)
  const s = String(v).trim()
  if (PHONES.has(key)) return formatPhone(s)
  if (DAYS.has(key) && /^\d{4}-\d\d-\d\d$/.test(s)) return dateFormat('en-US', DAY, 'UTC').format(new Date(`${s}T00:00Z`))
  return leadValueLabels[key]?.[s.toLowerCase()] ?? s
}

/**
 * What an owner sent, as [label, value] rows a clinic reads: labels from the one table
 * (leadFields.en.ts) in its reading order, values in words (Yes, Dog, Dental care), phones and birthdays as people read them, empty ones left out. A clinic form's
 * complaint, stored as `complaint: { issue, details }`, shows as its two items in place of the
 * run-on `additional_info` it was sent as.
 */
export function leadFieldRows(data: Record<string, unknown>): Array<[string, string]> {
  const complaint = data.complaint && typeof data.complaint === 'object' ? (data.complaint as { issue?: unknown; details?: unknown }) : null
  const rows: Array<[string, string]> = []
  // The table's reading order, whatever order the stored JSON keeps; fields it does not know come last.
  const order = Object.keys(leadFieldLabels)
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length)
  const entries = Object.entries(data).sort(([a], [b]) => rank(a) - rank(b))
  for (const [key, v] of entries) {
    if (HIDDEN.has(key)) continue
    if (complaint && key === 'additional_info') {
      for (const part of ['issue', 'details'] as const) {
        const text = value(part, complaint[part])
        if (text) rows.push([leadFieldLabels[part]!, text])
      }
      continue
    }
    const shown = value(key, v)
    if (shown) rows.push([fieldLabel(key), shown])
  }
  return rows
}
