import type { CaptchaProvider } from '../captcha/Captcha'

/**
 * How long a proof solved ahead is handed out, counted from when its challenge was asked for:
 * the server accepts one for 10 minutes, and the last minute is left for the call carrying it.
 */
export const PROOF_FRESH_MS = 9 * 60_000

/** A proof solved ahead for the next anonymous create, so the owner never waits for it. */
export interface BackgroundProof {
  /** Start solving now, unless a fresh proof is already solved or on its way. */
  prime(): void
  /** A fresh single-use proof; the next one starts solving behind it at once. */
  take(): Promise<string>
}

/**
 * Solves the anonymous forms' captcha invisibly, one proof ahead. A proof is spent once, so each
 * `take` hands its proof out and starts the next; one older than `PROOF_FRESH_MS` is dropped and
 * solved anew, and a failed solve is forgotten, so the next `take` tries again instead of
 * handing out the same failure. `now` is the clock (injected by tests).
 */
// @__NO_SIDE_EFFECTS__
export function backgroundProof(provider: CaptchaProvider, now: () => number = Date.now): BackgroundProof {
  let next: Promise<string> | undefined
  let asked = 0
  const solve = () => {
    asked = now()
    const p = (next = provider.getToken())
    p.catch(() => {
      if (next === p) next = undefined
    })
    return p
  }
  const fresh = () => (next && now() - asked < PROOF_FRESH_MS ? next : solve())
  return {
    prime: () => void fresh(),
    take() {
      const p = fresh()
      solve()
      return p
    },
  }
}
