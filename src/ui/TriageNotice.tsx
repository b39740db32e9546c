import type { OwnerTriage } from '../api/createApi'

/**
 * The server's triage of what the owner wrote, shown with the thank-you: the emergency notice
 * (an alert: do not wait for the e-mail) whose number is a `tel:` link, so a phone owner calls the
 * clinic (or the open emergency hospital) with one tap; or what to watch for and when to call now.
 * The server writes it in the owner's language; it is plain text, and the link is built here from
 * the number's digits alone, never from markup.
 */
export function TriageNotice({ triage }: { triage?: OwnerTriage }) {
  const e = triage?.emergency
  if (e) {
    const at = e.phone ? e.text.indexOf(e.phone.label) : -1
    const link = e.phone && <a href={`tel:${e.phone.tel.replace(/[^\d+]/g, '')}`}>{e.phone.label}</a>
    return (
      <div className="petlead-emergency" role="alert">
        <p>
          <strong>{e.title}.</strong>{' '}
          {at < 0 ? (
            <>
              {e.text} {link}
            </>
          ) : (
            <>
              {e.text.slice(0, at)}
              {link}
              {e.text.slice(at + e.phone!.label.length)}
            </>
          )}
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
