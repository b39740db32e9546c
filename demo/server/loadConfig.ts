import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ServerConfig } from './deps'

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
  /** Worker leases (JOB_LEASE_MS, MAIL_LEASE_MS): how soon another process retries a dead one's work. */
  jobLeaseMs: number
  mailLeaseMs: number
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

/** Reads the configuration table of demo/server/README.md from `env`. */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): ProcessConfig {
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
    corsOrigins: (env.CORS_ORIGINS || publicUrl).split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean),
    dataDir,
    distDir: resolve(repoRoot, env.DIST_DIR || 'dist'),
    secret: env.SERVER_SECRET || persistentSecret(dataDir, 'server-secret'),
    // Shared by every process (a challenge from one verifies on another); demo: kept in DATA_DIR.
    altchaHmacKey: env.ALTCHA_HMAC_KEY || persistentSecret(dataDir, 'altcha-hmac-key'),
    captchaMaxNumber: Number(env.CAPTCHA_MAX_NUMBER ?? 50_000),
    clinicFallbackEmail: env.CLINIC_FALLBACK_EMAIL || 'leads@petlead.local',
    mailFrom: env.MAIL_FROM || 'PetLead <no-reply@petlead.local>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS ?? 25_000),
    recoverFloorMs: Number(env.RECOVER_FLOOR_MS ?? 250),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    jobLeaseMs: Number(env.JOB_LEASE_MS || 120_000),
    mailLeaseMs: Number(env.MAIL_LEASE_MS || 60_000),
  }
}
