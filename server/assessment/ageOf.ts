import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/** Whole years and remaining months between a YYYY-MM-DD birthday and `now`; null when unreadable. */
export function ageOf(birthday: string | undefined, now: Date): { years: number; months: number } | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number]
  let months = (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m)
  if (now.getUTCDate() < d) months--
  if (months < 0) return null
  return { years: Math.floor(months / 12), months: months % 12 }
}

/** '3 years and 2 months', '5 months', 'less than a month' (in `lang`, English by default). */
export function describeAge(age: { years: number; months: number }, lang: Lang = 'en'): string {
  const t = serverText(lang).offline.age
  if (age.years === 0) return age.months === 0 ? t.lessThanMonth : t.months(age.months)
  return age.months === 0 ? t.years(age.years) : t.yearsAndMonths(t.years(age.years), t.months(age.months))
}
