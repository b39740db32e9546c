import { formatPhone } from '../text/formatPhone'
import { useCallback, useEffect, useState } from 'react'
import { ClaimButton } from './ClaimButton'
import { formatDate } from './formatDate'
import { isMoved } from './isMoved'
import { LeadActions } from './LeadActions'
import { LeadSource } from './LeadSource'
import { MarkVisited } from './MarkVisited'
import { leadFieldRows } from '../text/leadFieldRows'
import { kindLabel } from './LeadRow'
import { Link } from './Link'
import { MovedLeadPage } from './MovedLeadPage'
import { OverdueMark } from './OverdueMark'
import { TermList } from './TermList'
import type { LeadDetail, MovedLead } from './types'
import { useLeadEvents } from './useLeadEvents'
import { useWorkspace } from './WorkspaceContext'
import { ErrorAlert } from './ErrorAlert'
import { WsError, wsRequest } from './wsRequest'

/**
 * One lead in full: contact links, status workflow and notes, what the owner sent, the photo, the
 * assessment and its engine, red flags, where the owner came from, routing, e-mails and the timeline. Every value renders as
 * text, so an owner's input or a model's answer can never become markup here. It follows the lead
 * live: moved to another clinic (reassigned or re-routed), it becomes that move's read-only page (MovedLeadPage).
 */
export function LeadView({ id }: { id: string }) {
  const { text, apiBase, setUser } = useWorkspace()
  const t = text.lead
  const [lead, setLead] = useState<LeadDetail | MovedLead | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    wsRequest<LeadDetail>(apiBase, `leads/${encodeURIComponent(id)}`).then(setLead, (e) => {
      if (e instanceof WsError && e.status === 401) setUser(null)
      else setError(e instanceof WsError && e.status === 404 ? text.errors.notFound : text.errors.generic)
    })
  }, [apiBase, id, setUser, text])
  useEffect(load, [load])
  useLeadEvents(apiBase, load, () => {})

  if (error)
    return (
      <section>
        <h1 tabIndex={-1}>{t.back}</h1>
        <ErrorAlert message={error} />
        <Link href="/workspace">{t.back}</Link>
      </section>
    )
  if (!lead) return <p role="status">…</p>
  if (isMoved(lead)) return <MovedLeadPage lead={lead} />
  const pet = lead.pet.name || '–'
  return (
    <article className="ws-leadpage">
      <p>
        <Link href="/workspace">← {t.back}</Link>
      </p>
      <h1 tabIndex={-1}>
        {pet} · {lead.owner.name || lead.owner.email || '–'}
      </h1>
      <p className="ws-meta">
        <span>{kindLabel(lead, text)}</span>
        <span>
          {text.inbox.cols.urgency}:{' '}
          <span className={`ws-urgency ws-u-${lead.urgency ?? 'none'}`}>
            {lead.urgency ? (text.urgencies[lead.urgency] ?? lead.urgency) : '–'}
          </span>
        </span>
        <span tabIndex={-1}>
          {text.inbox.cols.status}: <span className={`ws-status ws-s-${lead.status}`}>{text.statuses[lead.status] ?? lead.status}</span>
          <MarkVisited lead={lead} onDone={setLead} />
        </span>
        <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        <span className="ws-who-calls" tabIndex={-1}>
          {text.claim.col}:{' '}
          <ClaimButton key={lead.claimed_by?.id ?? ''} lead={lead} onClaimed={(l) => setLead((old) => ({ ...old!, ...l }))} />
        </span>
        <OverdueMark lead={lead} since />
      </p>
      <p className="ws-contact">
        {lead.lang === 'es' && <span className="ws-lang">{t.speaksSpanish}</span>}
        {lead.owner.phone && (
          <a className="ws-button ws-secondary" href={`tel:${lead.owner.phone.replace(/[^\d+]/g, '')}`}>
            {t.call} {formatPhone(lead.owner.phone)}
          </a>
        )}
        {lead.owner.email && (
          <a className="ws-button ws-secondary" href={`mailto:${lead.owner.email}`}>
            {t.email} {lead.owner.email}
          </a>
        )}
      </p>
      <dl className="ws-speed">
        <dt>{t.speed}</dt>
        <dd data-testid="speed-to-lead">{lead.speed_to_lead_minutes == null ? t.notYet : text.minutes(lead.speed_to_lead_minutes)}</dd>
      </dl>
      <div className="ws-columns">
        <div>
          <LeadActions lead={lead} onChange={(l) => setLead((old) => ({ ...(old as LeadDetail), ...l }))} />
          <section aria-labelledby="ws-timeline">
            <h2 id="ws-timeline">{t.timeline}</h2>
            {!lead.timeline.length && <p>{t.none}</p>}
            <ol className="ws-timeline">
              {lead.timeline.map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{formatDate(e.at)}</time> <strong>{text.events[e.type] ?? e.type}</strong>
                  {e.status ? `: ${text.statuses[e.status] ?? e.status}` : ''}
                  {e.reason ? ` (${e.reason})` : ''}
                  {t.by(e.actor || t.system)}
                  {e.note ? <p className="ws-note">{e.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div>
          <section aria-labelledby="ws-assessment">
            <h2 id="ws-assessment">{t.assessment}</h2>
            {lead.assessment ? (
              <>
                <p className="ws-pre">{lead.assessment.text}</p>
                <p className="ws-sub">{t.engine(lead.assessment.engine)}</p>
              </>
            ) : (
              <p>{t.none}</p>
            )}
            <h3>{t.redFlags}</h3>
            {lead.red_flags.length ? (
              <ul className="ws-flags">
                {lead.red_flags.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              <p>{t.none}</p>
            )}
          </section>
          {lead.photo_url && (
            <section aria-labelledby="ws-photo">
              <h2 id="ws-photo">{t.photo}</h2>
              <img className="ws-img" src={lead.photo_url} alt={t.photoAlt(pet)} />
            </section>
          )}
          {lead.quote_photo_url && (
            <section aria-labelledby="ws-quote">
              <h2 id="ws-quote">{t.quotePhoto}</h2>
              <img className="ws-img" src={lead.quote_photo_url} alt={t.quotePhotoAlt(pet)} />
            </section>
          )}
          <section aria-labelledby="ws-sent">
            <h2 id="ws-sent">{t.sent}</h2>
            {/* The one label table the clinic's lead e-mail reads too: words, never wire names. */}
            <TermList className="ws-fields" rows={leadFieldRows(lead.data)} />
          </section>
          <LeadSource lead={lead} />
          <section aria-labelledby="ws-routing">
            <h2 id="ws-routing">{t.routing}</h2>
            <dl className="ws-fields">
              <div>
                <dt>{t.routedTo}</dt>
                {/* By its name; a lead no clinic holds is in the network queue, said in the navigation's words. */}
                <dd>{lead.routing?.clinic_name ?? (lead.clinic_id ? '–' : text.nav.queue)}</dd>
              </div>
              <div>
                <dt>{t.rule}</dt>
                <dd>{lead.routing?.rule ?? '–'}</dd>
              </div>
              <div>
                <dt>{t.distance}</dt>
                <dd>{lead.routing?.distance_miles == null ? '–' : t.miles(lead.routing.distance_miles)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="ws-emails">
            <h2 id="ws-emails">{t.emails}</h2>
            {lead.emails.length ? (
              <ul>
                {lead.emails.map((m, i) => (
                  <li key={i}>
                    {m.subject} → {m.to} ({m.status}, <time dateTime={m.sent_at ?? undefined}>{formatDate(m.sent_at)}</time>)
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t.none}</p>
            )}
          </section>
        </div>
      </div>
    </article>
  )
}
