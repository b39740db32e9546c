import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { vapidConfig } from './alerts/vapidConfig'
import { MODEL_HOURLY_DEFAULT } from './assessment/modelBudget'
import { EMERGENCY_HOSPITAL_MAX_MILES } from './clinics/emergencyHospital'
import type { ServerConfig } from './deps'
import { SMS_LIMITS } from './sms/smsBudget'
import { OWNER_MAIL_LIMITS } from './mail/ownerMailBudget'
import { HOLD_LIMITS } from './booking/holdBudget'
import { FUNNEL_LIMITS } from './funnel/funnelBudget'
import { smsCountries } from './sms/smsCountries'

/** Everything start.ts reads from the environment, beyond ServerConfig. */
export interface ProcessConfig extends ServerConfig {
  port: number
  host: string
  databaseUrl?: string
  /** Empty: run the built-in SMTP server and send to it. */
  smtpUrl?: string
  aiBaseUrl?: string
  aiApiKey?: string
  aiModel: string
  /** LOG_LEVEL: the quietest level still written (pino's: trace, debug, info, warn, error, fatal, silent). */
  logLevel: string
  /** Seed the demo's partner clinics (demo/clinics.example.json) at start; off in production. */
  seedDemo: boolean
  /** Worker leases (JOB_LEASE_MS, MAIL_LEASE_MS, SMS_LEASE_MS): how soon another process retries a dead one's work. */
  jobLeaseMs: number
  mailLeaseMs: number
  smsLeaseMs: number
}

/**
 * A secret kept in the data folder, so recovery codes and captcha signatures survive a restart
 * without anyone having to set one for the demo. Production sets SERVER_SECRET instead.
 */
function persistentSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file)
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(path, secret + '\n', { mode: 0o600 })
  return secret
}

/** The longest a request waits for the model: the widget's 20 s time-out less room for the rest of the request. */
export const MAX_AI_WAIT_MS = 17_000

/** What production refuses to start without: each has a demo default that is unsafe or single-process. */
export const PRODUCTION_REQUIRED = ['SERVER_SECRET', 'ALTCHA_HMAC_KEY', 'DATABASE_URL', 'SMTP_URL'] as const

/** TRUST_PROXY: `false`/unset = 0, `true` = 1 hop, a number of hops, or a comma list of proxy addresses. */
function parseTrustProxy(value: string | undefined): number | string[] {
  const v = (value ?? '').trim()
  if (v === '' || v === 'false') return 0
  if (v === 'true') return 1
  if (/^\d+$/.test(v)) return Number(v)
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The values PETLEAD_MODE may take, exactly as written. */
export const MODES = ['demo', 'production'] as const

/** A value that reads as a mode once case and spaces are ignored (`PRODUCTION`, ` production`, `Prod`). */
const LOOKS_LIKE_MODE = /^\s*(demo|prod|production)\s*$/i

/**
 * The mode, parsed once and strictly from PETLEAD_MODE and NODE_ENV. PETLEAD_MODE, when set, must
 * be `demo` or `production` exactly. NODE_ENV=`demo` or `production` (exactly) names the mode too;
 * a NODE_ENV that only looks like one (`PRODUCTION`, `Production`, ` production`) is refused,
 * because reading it as "not production" once started the demo, with its public password and
 * /outbox, on a production database; any other NODE_ENV (`development`, `test`) says nothing.
 * The two naming different modes is refused rather than one silently winning. Neither set: demo.
 */
export function modeOf(env: NodeJS.ProcessEnv): (typeof MODES)[number] {
  const isMode = (v: string): v is (typeof MODES)[number] => (MODES as readonly string[]).includes(v)
  const shown = (v: string) => JSON.stringify(v).slice(0, 40)
  const given = env.PETLEAD_MODE || undefined
  if (given !== undefined && !isMode(given))
    throw new Error(`PETLEAD_MODE=${shown(given)} is not a mode: use ${MODES.join(' or ')} (lower case), or leave it unset.`)
  const nodeEnv = env.NODE_ENV ?? ''
  if (!isMode(nodeEnv) && LOOKS_LIKE_MODE.test(nodeEnv))
    throw new Error(
      `NODE_ENV=${shown(nodeEnv)} is not a mode: write ${MODES.join(' or ')} exactly (lower case, no spaces), or set PETLEAD_MODE=${MODES.join(' or ')}.`,
    )
  const implied = isMode(nodeEnv) ? nodeEnv : undefined
  if (given && implied && given !== implied)
    throw new Error(`PETLEAD_MODE=${given} and NODE_ENV=${implied} name different modes: set one, or make them agree.`)
  return given ?? implied ?? 'demo'
}

/**
 * A database or mail server of one's own means a real deployment: the demo is run there only when
 * PETLEAD_MODE=demo says so, because the demo seeds accounts whose password is public and partner
 * clinics with made-up lead addresses into whatever database it is given. Throws, naming what to set.
 */
function refuseImplicitDemo(env: NodeJS.ProcessEnv, mode: (typeof MODES)[number]): void {
  if (mode !== 'demo' || env.PETLEAD_MODE === 'demo') return
  const real = (['DATABASE_URL', 'SMTP_URL'] as const).filter((name) => env[name])
  if (real.length > 0)
    throw new Error(
      `${real.join(' and ')} ${real.length > 1 ? 'are' : 'is'} set but PETLEAD_MODE is not: set PETLEAD_MODE=production for a real deployment, or PETLEAD_MODE=demo to run the demo (public passwords, seeded clinics) on ${real.length > 1 ? 'them' : 'it'}.`,
    )
}

/**
 * Reads the variables declared in configVariables.ts (docs/operations.md) from `env`. In production mode
 * (PETLEAD_MODE=production, or NODE_ENV=production) throws, naming every missing variable, rather than
 * fall back to a generated secret, a local database or the built-in SMTP server. A demo on a database or
 * SMTP server of one's own needs PETLEAD_MODE=demo (refuseImplicitDemo).
 */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): ProcessConfig {
  const mode = modeOf(env)
  refuseImplicitDemo(env, mode)
  const missing = mode === 'production' ? PRODUCTION_REQUIRED.filter((name) => !env[name]) : []
  if (missing.length > 0)
    throw new Error(
      `Production mode needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} (see docs/operations.md), or run without NODE_ENV/PETLEAD_MODE=production for the demo.`,
    )
  const port = Number(env.PORT ?? 8080)
  const host = env.HOST || '127.0.0.1'
  const dataDir = resolve(repoRoot, env.DATA_DIR || '.data')
  const apiBase = '/' + (env.API_BASE_PATH ?? '/api').replace(/^\/+|\/+$/g, '')
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '')
  return {
    port,
    host,
    apiBase: apiBase === '/' ? '' : apiBase,
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS || '*')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    dataDir,
    distDir: resolve(repoRoot, env.DIST_DIR || 'dist'),
    secret: env.SERVER_SECRET || persistentSecret(dataDir, 'server-secret'),
    // Shared by every process (a challenge from one verifies on another); demo: kept in DATA_DIR.
    altchaHmacKey: env.ALTCHA_HMAC_KEY || persistentSecret(dataDir, 'altcha-hmac-key'),
    captchaMaxNumber: Number(env.CAPTCHA_MAX_NUMBER ?? 50_000),
    clinicFallbackEmail: env.CLINIC_FALLBACK_EMAIL || 'leads@petlead.local',
    mailFrom: env.MAIL_FROM || 'PetLead <no-reply@petlead.local>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Below the widget's time-out (src/api/createApi.ts, 20 s), so the owner gets the offline
    // result rather than an error; a larger setting is capped, never outlasting the widget.
    aiTimeoutMs: Math.min(Number(env.AI_TIMEOUT_MS ?? 15_000), MAX_AI_WAIT_MS),
    aiTestKey: env.AI_TEST_KEY || null,
    mode,
    outboxPublic: env.DEMO_OUTBOX_PUBLIC === '1',
    metricsToken: env.METRICS_TOKEN || null,
    logLevel: env.LOG_LEVEL || 'info',
    leadGraceMs: Number(env.LEAD_GRACE_MS ?? 10 * 60_000),
    writeLimitPerIp: Number(env.WRITE_LIMIT_PER_IP ?? 60),
    ownerMailDailyLimit: Number(env.OWNER_MAIL_DAILY_LIMIT ?? OWNER_MAIL_LIMITS.perRecipientDay),
    ownerMailHourlyLimit: positiveCount(env.OWNER_MAIL_HOURLY_LIMIT, OWNER_MAIL_LIMITS.perRecipientHour),
    ownerMailCallerHourlyLimit: positiveCount(env.OWNER_MAIL_CALLER_HOURLY_LIMIT, OWNER_MAIL_LIMITS.perCallerHour),
    holdCallerLimit: positiveCount(env.HOLD_CALLER_LIMIT, HOLD_LIMITS.perCaller),
    holdClinicLimit: positiveCount(env.HOLD_CLINIC_LIMIT, HOLD_LIMITS.perClinic),
    funnelCallerLimit: positiveCount(env.FUNNEL_CALLER_LIMIT, FUNNEL_LIMITS.perCaller),
    funnelClinicLimit: positiveCount(env.FUNNEL_CLINIC_LIMIT, FUNNEL_LIMITS.perClinic),
    retentionDays: env.RETENTION_DAYS ? Number(env.RETENTION_DAYS) : null,
    recoverFloorMs: Number(env.RECOVER_FLOOR_MS ?? 250),
    webhookAllowLoopback: mode !== 'production' && env.WEBHOOK_ALLOW_LOOPBACK === '1',
    vapid: vapidConfig(env, mode, dataDir, env.MAIL_FROM || 'PetLead <no-reply@petlead.local>'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    // Only the demo seeds; on a database or SMTP server of its own only when PETLEAD_MODE=demo says so (refuseImplicitDemo).
    seedDemo: mode === 'demo',
    jobLeaseMs: Number(env.JOB_LEASE_MS || 120_000),
    mailLeaseMs: Number(env.MAIL_LEASE_MS || 60_000),
    smsLeaseMs: Number(env.SMS_LEASE_MS || 60_000),
    claimTargetMinutes: positiveMinutes(env.CLAIM_TARGET_MINUTES, 5),
    rerouteAfterMinutes: positiveMinutes(env.REROUTE_AFTER_MINUTES, 30),
    emergencyTargetMinutes: positiveMinutes(env.EMERGENCY_TARGET_MINUTES, 1),
    icsPollMinutes: positiveMinutes(env.ICS_POLL_MINUTES, 10),
    smsCountries: smsCountries(env.SMS_COUNTRIES),
    smsHourlyLimit: positiveCount(env.SMS_HOURLY_LIMIT, SMS_LIMITS.hourly),
    smsCallerHourlyLimit: positiveCount(env.SMS_CALLER_HOURLY_LIMIT, SMS_LIMITS.perCallerHour),
    modelHourlyLimit: positiveCount(env.MODEL_HOURLY_LIMIT, MODEL_HOURLY_DEFAULT),
    emergencyHospitalMaxMiles: positiveCount(env.EMERGENCY_HOSPITAL_MAX_MILES, EMERGENCY_HOSPITAL_MAX_MILES),
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiBase: env.TWILIO_API_BASE || undefined,
          }
        : undefined,
  }
}

/** A count setting: a positive whole number, else `fallback`. */
function positiveCount(raw: string | undefined, fallback: number): number {
  const n = Number(raw)
  return raw && Number.isInteger(n) && n > 0 ? n : fallback
}

/** A minutes setting: a positive number (fractions allowed), else `fallback`. */
function positiveMinutes(raw: string | undefined, fallback: number): number {
  const n = Number(raw)
  return raw && Number.isFinite(n) && n > 0 ? n : fallback
}
