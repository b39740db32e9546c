/** HTML that is already safe to insert (built by `html` from escaped parts). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"'`]/g, (ch) => ESCAPES[ch]!)
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/**
 * Tagged template for every HTML the server returns or mails: each interpolated value is escaped
 * unless it is itself the result of `html`, so owner text can never become markup.
 * Arrays are joined, and null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!
  })
  return new SafeHtml(out)
}
