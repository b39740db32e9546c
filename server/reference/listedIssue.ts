import { prevInfo } from './seedData'
import { prevInfoEs } from '../text/listLabelsEs'

/** Each listed issue's wording in both languages, longest first so a longer one wins over its prefix. */
const WORDINGS = prevInfo
  .flatMap((p) => [p.description, prevInfoEs[p.title]?.description].filter((d): d is string => !!d).map((d) => ({ title: p.title, d })))
  .sort((a, b) => b.d.length - a.d.length)

/**
 * The issue a clinic form's list offers (GET /prev_info) at the start of `text`, in English or in
 * Spanish, and the owner's own words after it. The forms join the two with a space ('...head
 * shaking Scratching left ear'), so the issue is found by its known wording, never by the first
 * full stop. Null when the text does not start with a listed issue.
 */
export function listedIssue(text: string): { title: string; description: string; details: string } | null {
  const lower = text.trim().toLowerCase()
  const hit = WORDINGS.find(({ d }) => lower.startsWith(d) && (lower.length === d.length || /[\s.,;:!?]/.test(lower[d.length]!)))
  if (!hit) return null
  const en = prevInfo.find((p) => p.title === hit.title)!.description
  return {
    title: hit.title,
    description: en,
    details: text
      .trim()
      .slice(hit.d.length)
      .replace(/^[\s.,;:!?]+/, '')
      .trim(),
  }
}
