/**
 * A phone number as people read it: a US number of 10 digits (or 11 starting with 1) as
 * "(925) 555-0100", anything else as the owner wrote it. Display only: the `tel:` link keeps
 * the digits.
 */
export function formatPhone(raw: string): string {
  const d = raw.replace(/\D/g, '')
  const us = d.length === 11 && d.startsWith('1') ? d.slice(1) : d
  return us.length === 10 && !raw.trim().startsWith('+') ? `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}` : raw
}
