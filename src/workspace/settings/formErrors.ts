/** Top-level fields of the settings form that show their own error. */
const FIELDS =
  /^(name|website|bookingUrl|privacyUrl|phone|street|city|state|zip|radiusMiles|resultsVariant|resultsText|logo|leadEmails|allowedWebsites|languages|theme\.[a-z-]+|services\.\w+\.(dogSmall|dogLarge|cat)\.[01]|promotions\.\d+\.(title|text|validFrom|validTo)|hours\.timeZone|hours\.week\.[0-6]\.\d+\.(open|close)|hours\.closures\.\d+\.(from|to|reason))$/

/**
 * A 400's content (`{ 'theme.text': '…', 'leadEmails.1': '…' }`, the server's field paths) as
 * errors on the form's own fields, and whatever belongs to none of them as general messages.
 * A price range's own error goes on its first box; an address's on the addresses box, with its line.
 */
export function formErrors(
  content: unknown,
  line: (n: number, message: string) => string,
): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {}
  const general: string[] = []
  if (!content || typeof content !== 'object') return { fields, general: typeof content === 'string' ? [content] : [] }
  for (const [key, message] of Object.entries(content as Record<string, unknown>)) {
    if (typeof message !== 'string') continue
    // A line of the addresses or of the websites: the error goes on its box, with its line.
    const email = /^(leadEmails|allowedWebsites)\.(\d+)$/.exec(key)
    const name = email
      ? email[1]!
      : key.startsWith('openingHours')
        ? hoursField(key)
        : /^services\.\w+\.(dogSmall|dogLarge|cat)$/.test(key)
          ? `${key}.0`
          : /^promotions\.\d+$/.test(key)
            ? `${key}.title`
            : /^languages\.\d+$/.test(key)
              ? 'languages'
              : key
    if (!FIELDS.test(name)) general.push(key === '_' ? message : `${key}: ${message}`)
    else if (!fields[name]) fields[name] = email ? line(Number(email[2]) + 1, message) : message
  }
  return { fields, general }
}

/**
 * A server path in the opening hours as the form's field: `openingHours.week.1.0` (an opening that
 * closes before it opens) on its opening time, `openingHours.closures.0` on its first day.
 */
function hoursField(key: string): string {
  const name = key.replace(/^openingHours/, 'hours')
  if (/^hours\.week\.\d\.\d+$/.test(name)) return `${name}.open`
  if (/^hours\.closures\.\d+$/.test(name)) return `${name}.from`
  return name
}
