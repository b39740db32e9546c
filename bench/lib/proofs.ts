import { validPet } from '../../server/testing/payloads'
import { newChallenge } from '../../server/captcha/captcha'
import { solveCaptcha } from '../../server/testing/solvedCaptcha'

/**
 * Solved proofs for the calls that pay one (every create: server/captcha/captcha.ts spendProof),
 * made and solved before the load starts so the load (and a profile of it) measures the server's
 * intake, not the solver or the challenge call. They are the server's own challenges: made by its
 * `newChallenge` with the HMAC key the bench gives its servers (BENCH_LIMITS.ALTCHA_HMAC_KEY), at
 * a low difficulty, since the cost of verifying one does not depend on it.
 */
export const BENCH_CAPTCHA_MAX_NUMBER = '20'

/**
 * A supply of `n` unspent proofs; `next()` hands out each once. Past the last it hands out
 * nothing, and the server's 403 shows in the load's non-2xx count, not as a crash.
 */
export async function proofPool(n: number): Promise<{ next(): string; left(): number }> {
  const config = { captchaMaxNumber: Number(BENCH_CAPTCHA_MAX_NUMBER), altchaHmacKey: BENCH_LIMITS.ALTCHA_HMAC_KEY }
  const proofs: string[] = []
  for (let i = 0; i < n; i++) proofs.push(await solveCaptcha(() => newChallenge({ config } as Parameters<typeof newChallenge>[0])))
  return {
    next: () => proofs.pop() ?? '',
    left: () => proofs.length,
  }
}

/**
 * The limits a production server keeps per caller and per owner, lifted for a load generator
 * that is one caller: the bench measures the server's work, not its refusals. The owner's
 * address still varies per request (benchPet), as real owners do, so no counter row is shared.
 */
export const BENCH_LIMITS = {
  ALTCHA_HMAC_KEY: 'bench-altcha',
  CAPTCHA_MAX_NUMBER: BENCH_CAPTCHA_MAX_NUMBER,
  WRITE_LIMIT_PER_IP: '10000000',
  OWNER_MAIL_DAILY_LIMIT: '10000000',
  OWNER_MAIL_HOURLY_LIMIT: '10000000',
  OWNER_MAIL_CALLER_HOURLY_LIMIT: '10000000',
  SMS_CALLER_HOURLY_LIMIT: '10000000',
  SMS_HOURLY_LIMIT: '10000000',
}

let owners = 0
/** A health form's body of an owner of its own (the n-th bench owner). */
export function benchPet(): string {
  const n = ++owners
  return JSON.stringify({ ...validPet(), email: `owner${n}@bench.example`, phone_number: String(9250000000 + (n % 9_999_999)) })
}

/**
 * The environment of a bench server process as production runs it: production mode on the
 * PostgreSQL database `databaseUrl` and the SMTP sink `smtpUrl`, answering at `publicUrl`, no
 * model (the offline engine), with BENCH_LIMITS (one load generator on one address: the
 * per-address limits are not what a bench measures).
 */
export function benchServerEnv(o: { databaseUrl: string; smtpUrl: string; publicUrl: string; dataDir: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    SMTP_URL: o.smtpUrl,
    PUBLIC_URL: o.publicUrl,
    CORS_ORIGINS: o.publicUrl,
    SERVER_SECRET: 'bench-secret',
    AI_BASE_URL: '',
    DATA_DIR: o.dataDir,
    ...BENCH_LIMITS,
  }
}
