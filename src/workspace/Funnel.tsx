import { useEffect, useId, useState } from 'react'
import { FieldShell } from '../fields/FieldShell'
import { fieldLabel } from '../text/fieldLabel'
import { BarChart, COUNT_STEPS } from './BarChart'
import { ErrorAlert } from './ErrorAlert'
import type { FunnelAnswer, FunnelCounts, FunnelRow } from './funnelTypes'
import { Link } from './Link'
import { StatTable } from './StatTable'
import { widgetName } from './widgetName'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** The funnel's stages in order: each counts owners of the stage before who went on. */
const STAGES = ['views', 'starts', 'submits', 'claimed', 'booked', 'visited'] as const
/** The service-request wizard's steps. */
const WIZARD_STEPS = 15

/** A table line: the words of its heading cells, and its counts. */
type Line = [string[], FunnelCounts]

/** Rows added up under the words `names` gives each, most views first. */
function total(rows: FunnelRow[], names: (r: FunnelRow) => string[]): Line[] {
  const lines = new Map<string, Line>()
  for (const r of rows) {
    const k = names(r)
    const line = lines.get(k.join('\n')) ?? [k, { views: 0, starts: 0, submits: 0, claimed: 0, booked: 0, visited: 0 }]
    for (const s of STAGES) line[1][s] += r[s]
    lines.set(k.join('\n'), line)
  }
  return [...lines.values()].sort((a, b) => b[1].views - a[1].views)
}

/** A chart's label cut to what fits under its bar; the table beside it names it whole. */
const short = (s: string) => (s.length > 10 ? `${s.slice(0, 9)}…` : s)

/**
 * Where owners come from and where they leave (`GET workspace/funnel`): per widget and per source,
 * views to starts, sent forms, claimed leads, booked visits and visits, each stage also as a share
 * of the stage before and of the views; the wizard's steps with the one most owners leave at said in
 * words; the stages by week; the fields that failed their check most. The network team's rows name
 * the clinic, and it compares clinics as well as sources. Every chart has a table carrying its
 * figures, which is what a screen reader and a keyboard user read. The period is chosen in weeks.
 */
export function Funnel() {
  const { text, apiBase, user } = useWorkspace()
  const t = text.funnel
  const p = text.performance
  const id = useId()
  const [weeks, setWeeks] = useState(8)
  const [data, setData] = useState<FunnelAnswer | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    // A slower answer for the period chosen before is dropped, never shown under the new choice.
    let current = true
    setData(null)
    setError('')
    wsRequest<FunnelAnswer>(apiBase, `funnel?weeks=${weeks}`).then(
      (d) => current && setData(d),
      () => current && setError(text.errors.generic),
    )
    return () => {
      current = false
    }
  }, [apiBase, text, weeks])

  const network = data?.scope === 'network'
  const widget = (form: string) => widgetName(text, form)
  const clinic = (r: FunnelRow) => r.clinic_name ?? t.unrouted
  const chart = (what: string, values: number[], labels: string[]) => (
    <BarChart key={what} values={values} labels={labels.map(short)} caption={t.chart(what)} format={t.n} steps={COUNT_STEPS} />
  )
  // A table of lines with every stage: its count, its share of the stage before and of the views.
  const table = (caption: string, heads: string[], lines: Line[]) => (
    <StatTable
      caption={caption}
      heads={heads}
      groups={STAGES.map((s, i) => [t.stages[s], i ? [t.count, t.ofBefore, t.ofViews] : []])}
      rows={lines.map(([names, c]) => [
        names,
        STAGES.flatMap((s, i) => (i ? [t.n(c[s]), t.share(c[s], c[STAGES[i - 1]!]), t.share(c[s], c.views)] : [t.n(c[s])])),
      ])}
    />
  )
  // The clinics and the sources side by side: visits booked as the chart, every stage in the table.
  const compare = (title: string, head: string, names: (r: FunnelRow) => string[]) => {
    const lines = total(data!.rows, names)
    return (
      <>
        <h2>{title}</h2>
        {chart(
          `${t.stages.booked} ${title.toLowerCase()}`,
          lines.map((l) => l[1].booked),
          lines.map((l) => l[0][0]!),
        )}
        {table(title, [head], lines)}
      </>
    )
  }

  let wizard = null
  if (data) {
    // Left at step n: reached it and no later step; left at the last step: reached it and sent nothing.
    // "No later step", not "not the next": the wizard skips a step a service does not ask (step 13,
    // the treatment box, for a vaccination), and every owner at a later step went past step n.
    const reached = Array.from({ length: WIZARD_STEPS }, (_, i) => data.wizard_steps.find((s) => s.step === i + 1)?.reached ?? 0)
    const sent = data.rows.reduce((n, r) => n + (r.form === 'service-request' ? r.submits : 0), 0)
    const left = reached.map((n, i) => Math.max(0, n - Math.max(sent, ...reached.slice(i + 1))))
    const most = left.indexOf(Math.max(...left))
    if (reached.some(Boolean))
      wizard = (
        <>
          <h2>{t.wizard}</h2>
          {left[most]! > 0 && <p>{t.drop(most + 1, left[most]!, reached[most]!)}</p>}
          {chart(
            t.reachedChart,
            reached,
            reached.map((_, i) => String(i + 1)),
          )}
          <StatTable
            caption={t.wizard}
            hide
            heads={[t.step, t.reached, t.left, t.leftShare]}
            rows={reached.map((n, i) => [[i + 1], [t.n(n), t.n(left[i]!), t.share(left[i]!, n)]])}
          />
        </>
      )
  }

  return (
    <section className="ws-perf ws-funnel">
      <h1 tabIndex={-1}>{t.title}</h1>
      <FieldShell id={id} label={p.period}>
        <select id={id} className="pl-input" value={String(weeks)} onChange={(e) => setWeeks(Number(e.currentTarget.value))}>
          {t.weeks.map((w) => (
            <option key={w} value={w}>
              {p.lastWeeks(w)}
            </option>
          ))}
        </select>
      </FieldShell>
      <ErrorAlert message={error} />
      {!data && !error && <p role="status">{p.loading}</p>}
      {data && (
        <>
          <p>{t.intro(data.from, data.to, data.time_zone)}</p>
          {!data.rows.some((r) => r.views) && (
            <p>
              {t.empty} {!!data.rows.length && `${t.fromNetwork} `}
              {user?.role === 'owner' && <Link href="/workspace/embed">{text.embed.title}</Link>}
            </p>
          )}
        </>
      )}
      {!!data?.rows.length && (
        <>
          <h2>{t.byWidget}</h2>
          {total(data.rows, (r) => [r.form]).map(([[form], sum]) => {
            const name = widget(form!)
            const heads = network ? [p.clinic, t.source] : [t.source]
            const lines = total(
              data.rows.filter((r) => r.form === form),
              (r) => (network ? [clinic(r), r.source] : [r.source]),
            )
            return (
              <div key={form}>
                <h3>{name}</h3>
                {chart(
                  name,
                  STAGES.map((s) => sum[s]),
                  STAGES.map((s) => t.stages[s]),
                )}
                {table(name, heads, [...lines, [heads.map(() => t.all), sum]])}
              </div>
            )
          })}
          {compare(t.bySource, t.source, (r) => [r.source])}
          {network && compare(t.byClinic, p.clinic, (r) => [clinic(r)])}
          {wizard}
          <h2>{p.byWeek}</h2>
          <div className="ws-charts">
            {STAGES.map((s) =>
              chart(
                `${t.stages[s]} ${p.byWeek.toLowerCase()}`,
                data.by_week.map((w) => w[s]),
                data.by_week.map((w) => w.week.slice(5)),
              ),
            )}
          </div>
          {table(
            p.byWeek,
            [p.week],
            data.by_week.map((w) => [[w.week], w]),
          )}
          {!!data.errors.length && (
            <>
              <h2>{t.errors}</h2>
              <StatTable
                caption={t.errors}
                hide
                heads={[t.field, text.embed.widget, t.failed]}
                rows={data.errors.map((e) => [[fieldLabel(e.field)], [widget(e.form), t.n(e.count)]])}
              />
            </>
          )}
        </>
      )}
    </section>
  )
}
