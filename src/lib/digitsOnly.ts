/** Keep only the digits of what was typed (phone numbers, codes). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, '')
}
