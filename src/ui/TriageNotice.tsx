import type { OwnerTriage } from '../../api/createApi'

/**
 * The server's triage of what the owner wrote, shown with the thank-you: the emergency notice
 * with the clinic's phone (an alert: do not wait for the e-mail), or what to watch for and when
 * to call now. The server writes it in the owner's language; it is plain text.
 */
export function TriageNotice({ triage }: { triage?: OwnerTriage }) {
  if (triage?.emergency) {
    return (
      <div className="petlead-emergency" role="alert">
        <p>
          <strong>{triage.emergency.title}.</strong> {triage.emergency.text}
        </p>
      </div>
    )
  }
  const w = triage?.watch
  if (!w) return null
  return (
    <div className="petlead-watch" role="note">
      <p>
        <strong>{w.title}.</strong> {w.watchFor.join(' ')}
      </p>
      <p>{w.callNowTitle}</p>
      <ul>
        {w.callNowIf.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </div>
  )
}
