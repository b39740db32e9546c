import { createChallenge, randomInt, verifySolution, type Challenge, type DeriveKeyFunction, type Solution } from 'altcha-lib'
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2'
import { deriveKey as sha } from 'altcha-lib/algorithms/sha'
import type { Queryable } from '../db/db'
import { captchaRepo } from '../db/captchaRepo'
import type { Deps } from '../deps'
import { HttpError } from '../http/respond'

const TTL_MS = 10 * 60_000
const MESSAGE = 'Please confirm you are not a robot'

/**
 * Each algorithm's key derivation, by the challenge's (signed) algorithm name. Only SHA-256 is
 * issued; PBKDF2 verifies too so a server switched to it keeps accepting solutions in flight.
 */
const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password)

/**
 * A new ALTCHA v2 challenge (altcha-lib's default createChallenge): SHA-256, one round, signed
 * with the server's HMAC key, valid for 10 minutes. Deterministic mode: the answer is a random
 * counter in 1..CAPTCHA_MAX_NUMBER, so that setting is the difficulty (the solver tries counters
 * from 0, half of it on average) and a phone solves the default in well under a second.
 */
export function newChallenge(deps: Pick<Deps, 'config'>): Promise<Challenge> {
  // Real time, not the injected clock: altcha-lib checks expiry against Date.now().
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(deps.config.captchaMaxNumber),
    deriveKey,
    hmacSignatureSecret: deps.config.altchaHmacKey,
    expiresAt: new Date(Date.now() + TTL_MS),
  })
}

/**
 * Verifies the X-Captcha header (base64 JSON ALTCHA v2 payload, `{ challenge, solution }`) with
 * altcha-lib's verifySolution and spends it: the challenge's signature is recorded in
 * `captcha_used` inside the caller's transaction, so a solved challenge works once across every
 * process, and a create that rolls back spends nothing. v1 payloads are refused: this server no
 * longer issues v1 challenges. Throws a 403 for missing, malformed, forged, expired or replayed
 * solutions.
 */
export async function spendCaptcha(deps: Pick<Deps, 'config'>, tx: Queryable, header: string | undefined): Promise<void> {
  const refused = await refusal(deps, tx, header)
  if (refused) throw new HttpError(403, { captcha: refused })
}

/**
 * The proof every anonymous create pays (a lead from any form, a hold, a model call): the clinic
 * forms' visible captcha, or the same ALTCHA solved invisibly by the forms the specification shows
 * without one. Routing (a ZIP, a QR form's fixed clinic) never sidesteps it. Spent in the create's
 * own transaction, before anything is stored. A refusal is counted in `petlead_refusals_total{rule="proof"}`.
 */
export async function spendProof(
  deps: Pick<Deps, 'config' | 'metrics'>,
  tx: Queryable,
  c: { req: { header(name: string): string | undefined } },
): Promise<void> {
  const refused = await refusal(deps, tx, c.req.header('x-captcha'))
  if (refused) refuseProof(deps, refused)
}

/** A solution altcha-lib verified, not spent yet. */
export interface VerifiedProof {
  signature: string
  expiresAt: Date
}

/**
 * spendProof's first half, which reads no database: the request's proof verified (403 when it is
 * none). A create that checks it before opening its transaction sends the spend (spendVerified)
 * beside its first read, in one round trip.
 */
export async function verifyProof(
  deps: Pick<Deps, 'config' | 'metrics'>,
  c: { req: { header(name: string): string | undefined } },
): Promise<VerifiedProof> {
  const proof = await verified(deps, c.req.header('x-captcha'))
  return typeof proof === 'string' ? refuseProof(deps, proof) : proof
}

/** spendProof's second half: `proof` spent in the create's transaction (403 when it was spent already). */
export async function spendVerified(deps: Pick<Deps, 'metrics'>, tx: Queryable, proof: VerifiedProof): Promise<void> {
  if (!(await spent(tx, proof))) refuseProof(deps, SPENT)
}

/** Spends `proof`: false when it was spent already. */
function spent(tx: Queryable, proof: VerifiedProof): Promise<boolean> {
  return captchaRepo.spend(tx, proof.signature, proof.expiresAt, new Date())
}

function refuseProof(deps: Pick<Deps, 'metrics'>, why: string): never {
  deps.metrics.refusals.inc({ rule: 'proof' })
  throw new HttpError(403, { captcha: why })
}

const SPENT = 'This captcha was already used'

/** Why `header` is no solution to spend, or undefined once it is spent. */
async function refusal(deps: Pick<Deps, 'config'>, tx: Queryable, header: string | undefined): Promise<string | undefined> {
  const proof = await verified(deps, header)
  if (typeof proof === 'string') return proof
  return (await spent(tx, proof)) ? undefined : SPENT
}

/** The solution `header` carries, verified (not spent), or why it is none. */
async function verified(deps: Pick<Deps, 'config'>, header: string | undefined): Promise<VerifiedProof | string> {
  if (!header || header.length > 2000) return MESSAGE
  let payload: { challenge?: Challenge; solution?: Solution }
  try {
    payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch (err) {
    // A header that is not base64 JSON (JSON.parse throws SyntaxError) is a failed captcha. Anything else propagates.
    if (!(err instanceof SyntaxError)) throw err
    return MESSAGE
  }
  const challenge = payload?.challenge
  if (typeof challenge?.signature !== 'string' || typeof challenge.parameters?.algorithm !== 'string' || !payload.solution) return MESSAGE
  // A payload altcha-lib cannot even read (wrong types, bad hex) is a failed check, not a 500.
  const ok = await verifySolution({
    challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.config.altchaHmacKey,
  }).then(
    (r) => r.verified,
    () => false,
  )
  if (!ok) return MESSAGE
  const expires = challenge.parameters.expiresAt
  return { signature: challenge.signature, expiresAt: expires ? new Date(expires * 1000) : new Date(Date.now() + TTL_MS) }
}
