import { fold } from './normalise'

/** Minutes since midnight of a clock time ("1:05am", "10pm", "las 7"), or undefined. */
function clockMinutes(h: string, m: string | undefined, half: string | undefined, before?: number): number | undefined {
  let hour = Number(h)
  if (hour > 23 || Number(m ?? 0) > 59) return undefined
  if (half === 'pm' && hour < 12) hour += 12
  if (half === 'am' && hour === 12) hour = 0
  let t = hour * 60 + Number(m ?? 0)
  // An hour without am/pm after an earlier one is the next such hour ("at 7 ... now it's 10" is three hours later).
  if (!half && before !== undefined) while (t < before) t += 12 * 60
  return t
}

/** Words that tell the time as now ("its 4:15", "ahorita son las once"). */
const NOW_CUES = ['its', 'it is', 'now', 'son las', 'ya son las', 'ahora son las']
/** A clock time after "at", "a las" or a now cue, or any time with am/pm. */
const CLOCK = new RegExp(
  `\\b(at|a las|a la|${NOW_CUES.join('|')})\\s+(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)?\\b|\\b(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)\\b`,
  'g',
)

/**
 * Hours from the last birth told by the clock to now told by the clock ("pup 2 at 1:40am... its 4:15
 * now", "el primero a las 7 y ya son las 10"): over two hours between babies is dystocia. Undefined
 * when the text does not give both.
 */
export function hoursSinceLastBirth(text: string): number | undefined {
  const t = fold(text).replace(/[\u2019']/g, '')
  const times = [...t.matchAll(CLOCK)]
  // The time told as now: after a now cue, or with "now" just before or after it.
  const isNow = (m: RegExpExecArray) =>
    NOW_CUES.includes(m[1] ?? '') ||
    /^\s*now\b/.test(t.slice(m.index + m[0].length)) ||
    /\bnow\s*(its|it is)?\s*$/.test(t.slice(Math.max(0, m.index - 12), m.index))
  let nowAt = -1
  for (let i = times.length - 1; i > 0 && nowAt < 0; i--) if (isNow(times[i])) nowAt = i
  if (nowAt < 1) return undefined
  let prev: number | undefined
  const minutes = times.slice(0, nowAt + 1).map((m) => (prev = clockMinutes(m[2] ?? m[5], m[3] ?? m[6], m[4] ?? m[7], prev)))
  const now = minutes[nowAt]
  const last = minutes[nowAt - 1]
  if (now === undefined || last === undefined) return undefined
  return ((((now - last) % 1440) + 1440) % 1440) / 60
}
