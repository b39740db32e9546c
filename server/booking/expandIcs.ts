import nodeIcal, { type VEvent } from 'node-ical'
import { instantAt } from '../hours/zonedTime'
import type { Busy } from './slots'

const DAY = 86_400_000
const HOUR = 3_600_000
/**
 * A rule that can repeat more than once a day: by the second, minute or hour, or a daily or coarser
 * one given times of day. Any other event is at most one occurrence a day, read in one call.
 */
const DENSE = /FREQ=(SECONDLY|MINUTELY|HOURLY)|BYHOUR=|BYMINUTE=|BYSECOND=/i

/** How much one calendar may cost: occurrences kept, and time spent expanding them. */
export interface IcsBudget {
  /** Occurrences kept over every event together; the expansion stops as soon as more would be needed. */
  maxBlocks: number
  /** Milliseconds of expansion, checked after each event's piece of the window. */
  maxMs: number
  /** The stopwatch the time budget is read from (milliseconds); performance.now unless a test drives it. */
  elapsed?: () => number
}

/** The busy time read, one block an occurrence, and where a budget stopped the reading (null: the whole window was read). */
export interface IcsReading {
  blocks: Busy[]
  cut: null | { reason: 'blocks' | 'time'; kept: number; readUntil: number }
}

/** A date-only value (an all-day event's day) as the instant its day starts in `zone`. */
function dayStart(d: Date, zone: string): number {
  return instantAt(d.getFullYear(), d.getMonth() + 1, d.getDate(), 0, 0, zone)
}

/**
 * The busy time a clinic's own calendar (an .ics export of Google Calendar or Outlook) holds in
 * [from, to), as blocks that take every seat: single events, recurring ones expanded (RRULE,
 * EXDATE and moved instances, through node-ical), all-day events as the clinic's whole local day.
 * Events marked free (TRANSP:TRANSPARENT) or cancelled block nothing.
 *
 * Within a budget, checked while expanding rather than after: 200 events repeating every 4 minutes
 * are 1.6 million occurrences over a booking window, and a limit counted after expanding them all
 * costs the whole expansion first. Events that occur at most once a day are read over the whole
 * window at once (a clinic's calendar is mostly these); rules that can repeat within a day are read
 * from `from` on in pieces that double in length (1 h, 2 h, 4 h...: ten pieces for three weeks),
 * every such rule's occurrences of one piece before the next piece, so the budget keeps the
 * busy time nearest to now, complete up to where it stopped: the blocks of the piece that went over
 * are dropped, the earlier ones kept, and `cut` says how many and up to when.
 */
export function expandIcs(ics: string, from: number, to: number, zone: string, budget: IcsBudget): IcsReading {
  const elapsed = budget.elapsed ?? (() => performance.now())
  // Parsing is not interruptible and is bounded by the feed's size; the budget is the expansion's.
  const events = Object.values(nodeIcal.sync.parseICS(ics)).filter(
    (item): item is VEvent =>
      item?.type === 'VEVENT' && item.transparency !== 'TRANSPARENT' && item.status !== 'CANCELLED' && !item.recurrenceid,
  )
  const started = elapsed()
  const blocks: Busy[] = []
  const keep = (i: { start: Date; end: Date; isFullDay: boolean }, into: Busy[]) => {
    const start = i.isFullDay ? dayStart(i.start, zone) : i.start.getTime()
    const end = i.isFullDay ? dayStart(new Date(i.end.getTime() - 1), zone) + DAY : i.end.getTime()
    if (end > from && start < to) into.push({ start, end: Math.max(end, start + 1), seat: null })
  }
  let cut: IcsReading['cut'] = null
  const reasonFor = (count: number) => (count > budget.maxBlocks ? 'blocks' : elapsed() - started > budget.maxMs ? 'time' : null)
  /** Keeps what is complete: the blocks starting before `upTo`, the earliest `maxBlocks` of them. */
  const stop = (upTo: number, reason: 'blocks' | 'time'): IcsReading => {
    const whole = blocks.filter((b) => b.start < upTo).sort((a, b) => a.start - b.start)
    const readUntil = Math.max(from, Math.min(upTo, whole.length > budget.maxBlocks ? whole[budget.maxBlocks]!.start : upTo))
    cut = { reason, kept: Math.min(whole.length, budget.maxBlocks), readUntil }
    return { blocks: whole.slice(0, budget.maxBlocks), cut }
  }
  // A day either side, so an all-day event is found whatever the zone's offset from the server's.
  const lo = from - DAY
  const hi = to + DAY
  const dense: VEvent[] = []
  for (const e of events) {
    if (e.rrule && DENSE.test(e.rrule.toString())) {
      dense.push(e)
      continue
    }
    for (const i of nodeIcal.expandRecurringEvent(e, { from: new Date(lo), to: new Date(hi), expandOngoing: true })) keep(i, blocks)
    // Over budget before any dense rule was read: nothing is known complete past `from`.
    const reason = reasonFor(blocks.length)
    if (reason) return { ...stop(hi, reason), cut: { reason, kept: Math.min(blocks.length, budget.maxBlocks), readUntil: from } }
  }
  // Dense rules from `from` itself (the day before is only for all-day events, which these are not).
  let pieceStart = from
  let length = HOUR
  while (pieceStart < hi) {
    const pieceEnd = Math.min(pieceStart + length, hi)
    const piece: Busy[] = []
    for (const e of dense) {
      // `to` a millisecond short of the piece's end: node-ical reads a `to` at midnight as the whole
      // of that day, which would expand a day more than the piece for every piece ending at midnight.
      for (const i of nodeIcal.expandRecurringEvent(e, { from: new Date(pieceStart), to: new Date(pieceEnd - 1), expandOngoing: true })) {
        // An occurrence belongs to the piece it starts in (the first piece also takes those already
        // under way), so one overlapping two pieces is counted once.
        const s = i.start.getTime()
        if (s >= pieceEnd || (s < pieceStart && pieceStart !== from)) continue
        keep(i, piece)
      }
      const reason = reasonFor(blocks.length + piece.length)
      if (reason) return stop(pieceStart, reason)
    }
    blocks.push(...piece)
    pieceStart = pieceEnd
    length *= 2
  }
  return { blocks: blocks.sort((a, b) => a.start - b.start), cut }
}
