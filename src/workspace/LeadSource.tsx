import { TermList } from './TermList'
import type { LeadDetail } from './types'
import { useWorkspace } from './WorkspaceContext'
import { widgetName } from './widgetName'

/**
 * Where the owner came from: the widget, the source the lead is counted under ("Direct" without
 * one), then each attribution value the lead carries (campaign, medium, click ids, the referrer's
 * origin) under its readable label, in the catalogue's order.
 */
export function LeadSource({ lead }: { lead: LeadDetail }) {
  const { text } = useWorkspace()
  const t = text.lead.from
  const a: Record<string, string | undefined> = lead.attribution
  const rows: Array<[string, string]> = [[t.source, lead.source === 'direct' ? t.direct : lead.source]]
  if (lead.widget) rows.unshift([t.widget, widgetName(text, lead.widget)])
  for (const [k, label] of Object.entries(text.lead.attribution)) if (a[k]) rows.push([label, a[k]])
  return (
    <section aria-labelledby="ws-source">
      <h2 id="ws-source">{t.title}</h2>
      <TermList className="ws-fields" rows={rows} />
    </section>
  )
}
