import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaFailure, CaptchaProvider } from './Captcha'
import { captchaFailure } from './captchaFailure'

/** How long a failed challenge waits before it is tried again on its own. */
export const CAPTCHA_RETRY_MS = 4000

/** What the owner sees: nothing asked yet, working, done, or failed (with a retry). */
export type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'error'

export interface CaptchaState {
  status: CaptchaStatus
  /** Why the last challenge failed, while status is 'error'. */
  failure?: CaptchaFailure
  /** The owner ticks (true) or a step back clears (false) the checkbox. */
  setChecked: (checked: boolean) => void
  /** Try again after an error. */
  retry: () => void
  /** The solved token for one submission; a new one is solved in the background at once. */
  take: () => Promise<string>
}

/**
 * Runs a captcha invisibly from the moment the form mounts (the spec's step-1 bot check), so the
 * checkbox shown later is instant. Tokens are single use: each submission takes one and the next
 * is solved behind it. With `always` (a form without the checkbox, the kiosk) it counts as
 * ticked from the start, so a failure shows at once.
 */
export function useCaptcha(provider: CaptchaProvider, always = false): CaptchaState {
  const [ticked, setChecked] = useState(false)
  const [result, setResult] = useState<'pending' | 'solved' | CaptchaFailure>('pending')
  const pending = useRef<Promise<string>>(null as unknown as Promise<string>)
  const live = useRef(true)
  // The pending proof failed for want of the server (offline, server busy): `take` asks again
  // rather than hand that failure out. Other failures stand until the owner's retry (see below).
  const unreachable = useRef(false)

  const start = useCallback(() => {
    setResult('pending')
    unreachable.current = false
    const p = provider.getToken()
    pending.current = p
    p.then(
      () => {
        if (live.current && pending.current === p) setResult('solved')
      },
      (e) => {
        if (pending.current !== p) return
        const failure = captchaFailure(e) ?? 'network'
        unreachable.current = failure === 'network'
        if (live.current) setResult(failure)
      },
    )
  }, [provider])

  useEffect(() => {
    live.current = true
    start()
    return () => {
      live.current = false
    }
  }, [start])

  // A challenge that could not be fetched (offline, server busy) is tried again by itself: when
  // the browser is back online, and every few seconds meanwhile, so the form never stays stuck.
  // Any other failure waits for the owner's retry: the same server would hand out the same kind
  // again (and 'expired' on arrival usually means this device's clock is off, which no number of
  // silent retries fixes), so the message says what to do instead of burning the battery.
  useEffect(() => {
    if (result !== 'network') return
    const again = () => start()
    const timer = setTimeout(again, CAPTCHA_RETRY_MS)
    addEventListener('online', again)
    return () => {
      clearTimeout(timer)
      removeEventListener('online', again)
    }
  }, [result, start])

  // A challenge that could not be fetched (the owner was offline a moment ago, and the 'online'
  // retry has not come yet) is asked for again when the owner sends, so sending reports the
  // network as it is now.
  const take = useCallback(() => {
    if (unreachable.current) start()
    const p = pending.current
    start()
    return p
  }, [start])

  const failed = result !== 'pending' && result !== 'solved'
  const status: CaptchaStatus = !ticked && !always ? 'idle' : result === 'solved' ? 'verified' : failed ? 'error' : 'verifying'
  return { status, failure: failed ? result : undefined, setChecked, retry: start, take }
}
