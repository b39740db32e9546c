import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { PUBLIC_CALLS } from '../routes/publicFamilies'

/**
 * Solves the challenge `fetchChallenge` answers with (the body of GET /captcha/challenge) as the
 * widget does, and returns the X-Captcha header value: base64 of `{ challenge, solution }`.
 */
export async function solveCaptcha(fetchChallenge: () => Promise<unknown>): Promise<string> {
  const { parameters, signature } = (await fetchChallenge()) as Challenge
  const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64')
}

/** A solved proof from the server at `origin` (its API under `/api`), for tests that call it over HTTP. */
export function solvedCaptcha(origin: string, apiBase = '/api'): Promise<string> {
  return solveCaptcha(async () => (await fetch(`${origin}${apiBase}/captcha/challenge`)).json())
}

/** `METHOD /path` of every public call that creates a lead, a hold or a model call, and so pays a proof (auth 'captcha'). */
const PAYING = new Set(
  PUBLIC_CALLS.filter((c) => c.method !== 'get' && c.auth === 'captcha').map((c) => `${c.method.toUpperCase()} ${c.path}`),
)

/** Whether `method path` (with the API base, e.g. `/api/pet`) is a call that pays a proof. */
export function paysProof(method: string, path: string, apiBase = '/api'): boolean {
  const bare = path.split('?')[0]!
  return bare.startsWith(apiBase) && PAYING.has(`${method.toUpperCase()} ${bare.slice(apiBase.length)}`)
}
