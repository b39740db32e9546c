import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaProvider } from './Captcha'

/** How long a failed challenge waits before it is tried again on its own. */
export const CAPTCHA_RETRY_MS = 4000

/** What the owner sees: nothing asked yet, working, done, or failed (with a retry). */
export type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'error'

export interface CaptchaState {
  status: CaptchaStatus
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
 * is solved behind it.
 */
export function useCaptcha(provider: CaptchaProvider): CaptchaState {
  const [checked, setChecked] = useState(false)
  const [result, setResult] = useState<'pending' | 'solved' | 'failed'>('pending')
  const pending = useRef<Promise<string>>(null as unknown as Promise<string>)
  const live = useRef(true)

  const start = useCallback(() => {
    setResult('pending')
    const p = provider.getToken()
    pending.current = p
    p.then(
      () => { if (live.current && pending.current === p) setResult('solved') },
      () => { if (live.current && pending.current === p) setResult('failed') },
    )
  }, [provider])

  useEffect(() => {
    live.current = true
    start()
    return () => { live.current = false }
  }, [start])

  // A failed challenge (offline, server busy) is tried again by itself: when the browser says it
  // is back online, and every few seconds meanwhile, so the form never stays stuck.
  useEffect(() => {
    if (result !== 'failed') return
    const again = () => start()
    const timer = setTimeout(again, CAPTCHA_RETRY_MS)
    addEventListener('online', again)
    return () => {
      clearTimeout(timer)
      removeEventListener('online', again)
    }
  }, [result, start])

  const take = useCallback(() => {
    const p = pending.current
    start()
    return p
  }, [start])

  const status: CaptchaStatus = !checked ? 'idle' : result === 'solved' ? 'verified' : result === 'failed' ? 'error' : 'verifying'
  return { status, setChecked, retry: start, take }
}
