import { FUNNEL_BATCH_MAX, type FunnelBatch, type FunnelEvent, type FunnelKind } from '../schemas/funnel'

/** One mounted widget's funnel: what it noted, and its end (on unmount). */
export interface Funnel {
  /**
   * Note an event. `step`: the step's number. `error`: the form library's errors object, whose keys
   * are the failing fields' names (only the names are sent). Every kind but `error` counts once per
   * owner; a `view` starts a new owner (a kiosk's reset), so it forgets what was counted.
   */
  track: (kind: FunnelKind, x?: number | object) => void
  /** Send what is left and stop listening. */
  end: () => void
}

/**
 * The funnel of one widget: events kept in memory and sent together (a text/plain JSON string, so
 * no preflight) when the page is hidden or left, when the widget is removed, and whenever
 * FUNNEL_BATCH_MAX have gathered. Sent as a beacon is (`keepalive`, so it outlives the page), but
 * by fetch: `navigator.sendBeacon` always sends the host page's cookies and its address (Referer)
 * when the API shares the page's site, and a batch carries neither (`credentials: 'omit'`,
 * `referrerPolicy: 'no-referrer'`). It stays a CORS request, as every API call is: its `Origin` is
 * the page's (a no-cors POST without a referrer says `null`), which a clinic's allowed websites are
 * checked against. The first `input` inside `root` is `start`.
 * Nothing is created (undefined) when the embed turned it off or the browser sends Global Privacy
 * Control. No cookie, storage or identifier: a batch names its widget, clinic and source only. A
 * beacon that fails is lost: the funnel never throws into the form or the host page.
 */
export function createFunnel(
  batch: Omit<FunnelBatch, 'events'>,
  url: string,
  off: boolean,
  root: EventTarget,
  w: Pick<Window, 'navigator' | 'document' | 'addEventListener' | 'fetch'> = window,
): Funnel | undefined {
  const nav = w.navigator as Navigator & { globalPrivacyControl?: boolean }
  if (off || nav.globalPrivacyControl) return
  let events: FunnelEvent[] = []
  const seen = new Set<string>()
  const stop = new AbortController()
  const signal = stop.signal
  const flush = () => {
    try {
      if (events.length)
        w.fetch(url, {
          method: 'POST',
          body: JSON.stringify({ ...batch, events }),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          keepalive: true,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        }).catch(() => {
          // Offline, or refused: the counts are lost, the form goes on.
        })
    } catch {
      // A browser that refuses to start it (a keepalive quota spent): the counts are lost, the form goes on.
    }
    events = []
  }
  const push = (e: FunnelEvent) => events.push(e) >= FUNNEL_BATCH_MAX && flush()
  const track = (kind: FunnelKind, x?: number | object) => {
    if (kind === 'error') {
      // Only a name the funnel's schema takes: one odd key must not cost the whole batch.
      for (const field in x as object) if (/^[A-Za-z]\w{0,39}$/.test(field)) push({ kind, field })
      return
    }
    if (kind === 'view') seen.clear()
    const key = kind + x
    if (seen.has(key)) return
    seen.add(key)
    push(x ? { kind, step: x as number } : { kind })
  }
  w.addEventListener('pagehide', flush, { signal })
  w.document.addEventListener('visibilitychange', () => w.document.visibilityState === 'hidden' && flush(), { signal })
  root.addEventListener('input', () => track('start'), { signal })
  return {
    track,
    end() {
      stop.abort()
      flush()
    },
  }
}
