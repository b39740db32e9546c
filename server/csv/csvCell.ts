/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"); tab and CR too, which some programs strip first. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV field, as RFC 4180 writes it: quoted (with inner quotes doubled) when it holds a comma,
 * a quote or a line break. A value that starts like a formula gets a leading `'` first, so Excel,
 * LibreOffice and Google Sheets show `=HYPERLINK(...)` as text instead of running it; an owner's
 * phone `+1 555...` then reads `'+1 555...`, the usual price of that safety.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(s)) s = "'" + s
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
