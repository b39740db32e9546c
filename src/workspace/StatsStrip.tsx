import { useEffect, useState } from 'react'
import { TermList } from './TermList'
import type { Stats } from './types'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** This week's leads, bookings, booked rate and median speed to lead; refreshed when `version` changes. */
export function StatsStrip({ version }: { version: number }) {
  const { text, apiBase } = useWorkspace()
  const [stats, setStats] = useState<Stats | null>(null)
  useEffect(() => {
    wsRequest<Stats>(apiBase, 'stats').then(setStats, () => setStats(null))
  }, [apiBase, version])
  if (!stats) return null
  const rate = stats.booked_rate == null ? '–' : `${Math.round(stats.booked_rate * (stats.booked_rate <= 1 ? 100 : 1))}%`
  const cells: [string, string][] = [
    [text.stats.leads, String(stats.leads_this_week)],
    [text.stats.booked, String(stats.booked_this_week)],
    [text.stats.rate, rate],
    [text.stats.speed, text.minutes(stats.median_speed_to_lead_minutes)],
  ]
  return (
    <section className="ws-stats" aria-labelledby="ws-stats-title">
      <h2 id="ws-stats-title" className="ws-visually-hidden">
        {text.stats.title}
      </h2>
      <TermList rows={cells} />
    </section>
  )
}
