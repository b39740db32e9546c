/** Settings the app reads; built from the environment by loadConfig, or by hand in tests. */
export interface ServerConfig {
  /** Where the API is mounted, '/api' by default. */
  apiBase: string
  /** This server's public origin, used in photo URLs and logo URLs. */
  publicUrl: string
  /** The origins the public calls answer (CORS_ORIGINS); `['*']`, the default: every origin, without credentials. */
  corsOrigins: string[]
  /** The generated demo secrets and, on PGlite, the database live here (photos are in the photo store). */
  dataDir: string
  /** The widget bundle served at /dist. */
  distDir: string
  /** Keys the hashes of recovery codes and tokens. */
  secret: string
  altchaHmacKey: string
  captchaMaxNumber: number
  clinicFallbackEmail: string
  mailFrom: string
  /**
   * Proxies in front of this server (TRUST_PROXY): a hop count, or the proxies' own addresses.
   * The client IP is the X-Forwarded-For entry the last trusted proxy appended; 0 = the socket.
   */
  trustProxy: number | string[]
  /** How long a synchronous HTML result waits for the provider before using the offline engine. */
  aiTimeoutMs: number
  /** Production: the bearer key that opens the /test page's model call (AI_TEST_KEY); null keeps it to staff sessions. */
  aiTestKey?: string | null
  // --- Safety: production mode, public write limits, retention ---
  /** 'production' (NODE_ENV or PETLEAD_MODE): no /outbox, no demo user, secrets required. */
  mode: 'demo' | 'production'
  /** Demo only: show /outbox to non-loopback visitors (recovery codes still hidden from them). */
  outboxPublic: boolean
  /** METRICS_TOKEN: set, /metrics needs `Authorization: Bearer <it>`; unset, /metrics answers loopback clients only. */
  metricsToken?: string | null
  /** A lead whose owner never sends the second call is assessed and mailed this long after creation. */
  leadGraceMs: number
  /** Public writes (POST/PATCH) one client address (IPv6: /64) may make per 10 minutes. */
  writeLimitPerIp: number
  /** Owner e-mails one recipient address may be sent per day, every kind together (server/mail/ownerMailBudget.ts). */
  ownerMailDailyLimit: number
  /** Owner e-mails one recipient address may be sent per hour (OWNER_MAIL_HOURLY_LIMIT; 10 when absent). */
  ownerMailHourlyLimit?: number
  /** Owner e-mails one client address (IPv6: /64) may make PetLead send per hour (OWNER_MAIL_CALLER_HOURLY_LIMIT; 30 when absent). */
  ownerMailCallerHourlyLimit?: number
  /** Live booking holds one client address (IPv6: /64) may have at once (HOLD_CALLER_LIMIT; 5 when absent). */
  holdCallerLimit?: number
  /** Live booking holds one clinic may have at once (HOLD_CLINIC_LIMIT; 20 when absent). */
  holdClinicLimit?: number
  /** Funnel beacons one client address (IPv6: /64) may send per 10 minutes (FUNNEL_CALLER_LIMIT; 120 when absent). */
  funnelCallerLimit?: number
  /** Funnel beacons one clinic's widgets may receive per 10 minutes, whoever sends them (FUNNEL_CLINIC_LIMIT; 3,000 when absent). */
  funnelClinicLimit?: number
  /** Leads, photos and mail bodies older than this many days are deleted; null keeps them. */
  retentionDays: number | null
  /**
   * recover_password never answers faster than this, so a known address (one more insert, an
   * e-mail queued) and an unknown one take the same time from outside.
   */
  recoverFloorMs: number
  /** Demo only (WEBHOOK_ALLOW_LOOPBACK=1): webhooks may go to loopback receivers; production ignores it. */
  webhookAllowLoopback?: boolean
  /** A clinic's first-contact target in open minutes, unless it sets its own (CLAIM_TARGET_MINUTES; 5 when absent). */
  claimTargetMinutes?: number
  /** A clinic's re-route time in open minutes, unless it sets its own (REROUTE_AFTER_MINUTES; 30 when absent). */
  rerouteAfterMinutes?: number
  /** An emergency's first-contact target in open minutes (EMERGENCY_TARGET_MINUTES; 1 when absent). */
  emergencyTargetMinutes?: number
  /** Web Push signing keys (VAPID_*); undefined: no push (production without keys). */
  vapid?: VapidConfig
  /**
   * Tests only, never read from the environment: push endpoints may be loopback (a local push
   * service double). Production ignores it.
   */
  pushAllowLoopbackForTests?: boolean
  /** How often a clinic's own calendar (its secret .ics address) is read, in minutes (ICS_POLL_MINUTES; 10 when absent). */
  icsPollMinutes?: number
  /** The largest calendar read, in bytes (2 MB when absent; tests set less). */
  icsMaxBytes?: number
  /** One calendar fetch's time limit in ms (15 s when absent; tests set less). */
  icsTimeoutMs?: number
  /** Busy blocks kept from one calendar, counted while expanding (5,000 when absent; tests set less). */
  icsMaxBlocks?: number
  /** The end of one calendar's parse and expansion on its worker thread, in ms (10 s when absent; tests set less). */
  icsReadTimeoutMs?: number
  /** The countries texts may go to, two-letter codes (SMS_COUNTRIES; US and CA when absent). */
  smsCountries?: readonly string[]
  /** Texts all callers together may have queued per hour before the rest are refused and the operator alerted (SMS_HOURLY_LIMIT; 200 when absent). */
  smsHourlyLimit?: number
  /** Acknowledgement texts one client address (IPv6: /64) may ask for per hour (SMS_CALLER_HOURLY_LIMIT; 10 when absent). */
  smsCallerHourlyLimit?: number
  /** Model calls (assessments, the model's urgency, the /test prompt) all callers together may make per hour (MODEL_HOURLY_LIMIT; 600 when absent). */
  modelHourlyLimit?: number
  /** The farthest, in miles, an emergency hospital named to an owner may be (EMERGENCY_HOSPITAL_MAX_MILES; 30 when absent). */
  emergencyHospitalMaxMiles?: number
  /** Twilio's settings (TWILIO_*); absent: the demo's in-process sink, or no texts in production. */
  twilio?: { accountSid: string; authToken: string; from: string; apiBase?: string }
}

/** Web Push signing keys: what alerts/vapidConfig reads from VAPID_* or generates for the demo. */
export interface VapidConfig {
  /** P-256 public key, base64url (what `PushManager.subscribe` takes as `applicationServerKey`). */
  publicKey: string
  privateKey: string
  /** `mailto:` or `https:` contact the push services may use about this sender. */
  subject: string
}
