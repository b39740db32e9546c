/**
 * A clinic's secret calendar address as the workspace shows it: the host and the last 4
 * characters of the address's longest path part (where Google and Outlook put the secret), so an
 * owner can tell which calendar is set without anyone reading the secret over their shoulder or
 * from the API. Example: `calendar.google.com …c0de`.
 */
export function maskedCalendarUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch (err) {
    // Not a URL (URL throws TypeError): nothing of it is shown. Anything else is a bug and propagates.
    if (!(err instanceof TypeError)) throw err
    return '…'
  }
  const parts = url.pathname.split('/').filter(Boolean)
  // A file name's extension (`.ics`) is the same for everyone: the secret's own characters are shown.
  const longest = parts.map((p) => p.replace(/\.[a-z]{2,4}$/i, '')).reduce((a, b) => (b.length > a.length ? b : a), '')
  return longest.length >= 8 ? `${url.host} …${longest.slice(-4)}` : `${url.host} …`
}
