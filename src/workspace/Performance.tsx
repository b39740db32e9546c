import { useEffect, useState } from 'react'
import { BarChart } from './BarChart'
import { StatTable } from './StatTable'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'
import { formatDay, formatHour } from './formatDate'

interface Percentiles {
  p50: number | null
  p90: number | null
  n: number
}
interface Bucket {
  key: string | number
  leads: number
  acknowledged: Percentiles
  claimed: Percentiles
  contacted: Percentiles
}
interface ClinicRecord {
  clinic_id: string
  name: string
  target_minutes: number
  leads: number
  booked: number
  booking_rate: number | null
  checked: number
  missed: number
  missed_share: number | null
  misses_target: boolean
}
/** `GET workspace/performance`: one clinic's buckets, or (network) every clinic's record. */
type Answer =
  | {
      scope: 'clinic'
      weeks: number
      time_zone: string
      target_minutes: number
      by_week: Bucket[]
      by_hour: Bucket[]
      /** The whole period in one bucket; null without a lead. */
      period: Bucket | null
      bookings: { leads: number; booked: number; rate: number | null }
    }
  | { scope: 'network'; weeks: number; miss_share: number; clinics: ClinicRecord[] }

const MEASURES = ['acknowledged', 'claimed', 'contacted'] as const
/** A share as a whole percentage; a dash when there is nothing to divide by. */
const percent = (share: number | null) => (share == null ? '–' : `${Math.round(share * 100)}%`)

/**
 * Speed to lead: for a clinic, the median and the time 9 in 10 leads beat, to the owner's
 * acknowledgement, to a claim and to first contact, over the period (a measure no lead reached is
 * said in words), by week and by hour of day, each as a chart and as the table that carries every
 * figure; for the network team, which clinics miss their first-contact target. Both show the
 * visits booked and the lead-to-booking rate, as a table.
 */
export function Performance() {
  const { text, apiBase } = useWorkspace()
  const t = text.performance
  const [data, setData] = useState<Answer | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    wsRequest<Answer>(apiBase, 'performance').then(setData, () => setError(text.errors.generic))
  }, [apiBase, text])
  // A bucket where no lead reached the measure says so in words, never a median of 0.
  const fig = (p: Percentiles, k: 'p50' | 'p90') => (p.n ? text.minutes(p[k]) : t.notYet)

  const table = (caption: string, first: string, rows: Bucket[], label: (b: Bucket) => string) => (
    <StatTable
      caption={caption}
      heads={[first, t.leads]}
      groups={MEASURES.map((m) => [t.measures[m]!, [t.p50, t.p90]])}
      rows={rows.map((b) => [[label(b)], [b.leads, ...MEASURES.flatMap((m) => [fig(b[m], 'p50'), fig(b[m], 'p90')])]])}
    />
  )
  const chart = (what: string, rows: Bucket[], label: (b: Bucket) => string) => (
    <BarChart
      values={rows.map((b) => b.claimed.p50)}
      labels={rows.map(label)}
      caption={t.chart(what.toLowerCase())}
      format={text.minutes}
    />
  )
  const hour = (b: Bucket) => formatHour(Number(b.key))

  return (
    <section className="ws-perf">
      <h1 tabIndex={-1}>{t.title}</h1>
      <ErrorAlert message={error} />
      {!data && !error && <p role="status">{t.loading}</p>}
      {data?.scope === 'clinic' && (
        <>
          <p>{t.intro(data.weeks, data.time_zone, text.minutes(data.target_minutes))}</p>
          <h2>{t.bookings}</h2>
          <p>{t.bookingsIntro}</p>
          <StatTable
            caption={t.bookings}
            hide
            heads={[t.period, t.leads, t.booked, t.bookingRate]}
            rows={[[[t.lastWeeks(data.weeks)], [data.bookings.leads, data.bookings.booked, percent(data.bookings.rate)]]]}
          />
          {!data.period ? (
            <p>{t.none}</p>
          ) : (
            <>
              <h2>{t.summary}</h2>
              {MEASURES.filter((m) => !data.period![m].n).map((m) => (
                <p key={m}>{t.empty(m)}</p>
              ))}
              {table(t.summary, t.period, [data.period], () => t.lastWeeks(data.weeks))}
              <h2>{t.byWeek}</h2>
              {chart(t.byWeek, data.by_week, (b) => formatDay(String(b.key)))}
              {table(t.byWeek, t.week, data.by_week, (b) => formatDay(String(b.key), true))}
              <h2>{t.byHour}</h2>
              {chart(t.byHour, data.by_hour, hour)}
              {table(t.byHour, t.hour, data.by_hour, hour)}
            </>
          )}
        </>
      )}
      {data?.scope === 'network' && (
        <>
          <h2>{t.network}</h2>
          <p>{t.networkIntro(data.weeks, data.miss_share)}</p>
          <p>{t.bookingsIntro}</p>
          <StatTable
            caption={t.network}
            hide
            heads={[t.clinic, t.target, t.leads, t.booked, t.bookingRate, t.checked, t.missed, t.share, t.verdict]}
            rows={data.clinics.map((c) => [
              [c.name],
              [
                t.within(text.minutes(c.target_minutes)),
                c.leads,
                c.booked,
                percent(c.booking_rate),
                c.checked,
                c.missed,
                percent(c.missed_share),
                c.misses_target ? <span className="ws-miss">{t.misses}</span> : t.keeps,
              ],
            ])}
          />
        </>
      )}
    </section>
  )
}
