/**
 * Every environment variable the server reads, declared once: docs/operations.md's configuration
 * table is generated from this list (`npm run docs:config`), and a test fails when a variable is read
 * without being declared here or when the table in the docs differs from this list.
 */
export interface ConfigVariable {
  /** As written in the table, e.g. `PORT` or `PETLEAD_MODE` (or `NODE_ENV`). */
  name: string
  default: string
  description: string
}

export const configVariables: readonly ConfigVariable[] = [
  {
    name: '`PORT`',
    default: '`8080`',
    description: 'HTTP port.',
  },
  {
    name: '`HOST`',
    default: '`127.0.0.1`',
    description: 'Interface to listen on (`0.0.0.0` to expose it).',
  },
  {
    name: '`PUBLIC_URL`',
    default: '`http://HOST:PORT`',
    description: "This server's public origin: used in photo and logo URLs, and the only origin the workspace accepts.",
  },
  {
    name: '`API_BASE_PATH`',
    default: '`/api`',
    description: "Where the API is mounted; the widget's `data-api-base`. The two `/pet_app/*` calls live under it too.",
  },
  {
    name: '`CORS_ORIGINS`',
    default: '`*`',
    description:
      "The origins the widget's public calls answer (comma-separated); `*`: every origin, without credentials. The workspace and admin calls answer only `PUBLIC_URL`. See [embedding.md](embedding.md).",
  },
  {
    name: '`DATA_DIR`',
    default: '`.data`',
    description:
      'The PGlite database (`db/`, with the photos in it) and the generated demo secrets (`server-secret`, `altcha-hmac-key`). Unused on PostgreSQL once both secrets are set. Delete it for a fresh demo.',
  },
  {
    name: '`DATABASE_URL`',
    default: '(unset)',
    description: '`postgres://user:pass@host:port/db`: use a PostgreSQL server (same migrations and SQL) instead of PGlite.',
  },
  {
    name: '`DIST_DIR`',
    default: '`dist`',
    description: 'Folder served at `/dist/*` (the widget bundle).',
  },
  {
    name: '`SMTP_URL`',
    default: '(unset)',
    description:
      '`smtp://user:pass@host:port` to send real mail. Unset (demo only): a built-in SMTP server on 127.0.0.1 (random port) receives everything, shown at `/outbox` to this machine only.',
  },
  {
    name: '`MAIL_FROM`',
    default: '`PetLead <no-reply@petlead.local>`',
    description: 'Sender of every e-mail.',
  },
  {
    name: '`CLINIC_FALLBACK_EMAIL`',
    default: '`leads@petlead.local`',
    description:
      'The network queue: leads no partner can take (no partner in range, unknown ZIP code, unknown clinic) and contact messages.',
  },
  {
    name: '`AI_BASE_URL`',
    default: '(unset)',
    description: 'OpenAI-compatible endpoint, e.g. `https://api.openai.com/v1`. Unset: the offline assessment engine (no model; says so).',
  },
  {
    name: '`AI_API_KEY`',
    default: '(unset)',
    description: 'Bearer key for `AI_BASE_URL`.',
  },
  {
    name: '`AI_TEST_KEY`',
    default: '(unset)',
    description:
      "Production only: the bearer key that opens the `/test` page's model call (`POST {API}/pet_app/request_to_gpt_4o_mini`) to a developer; a signed-in staff member may use it too. Unset, and without a staff session, the call answers 404 in production, because it spends the operator's model budget on any prompt. The demo keeps it open (rate-limited).",
  },
  {
    name: '`AI_MODEL`',
    default: '`gpt-4o-mini`',
    description: 'Model name sent to `AI_BASE_URL` (must accept image input for photos).',
  },
  {
    name: '`AI_TIMEOUT_MS`',
    default: '`15000`',
    description:
      "How long an on-screen HTML result waits for the model before using the offline rules engine instead. Capped at 17 s, below the widget's 20 s time-out, so the owner gets the offline result rather than an error.",
  },
  {
    name: '`SERVER_SECRET`',
    default: 'generated in `DATA_DIR/server-secret`',
    description: 'Keys the HMACs of recovery codes, reset tokens and e-mail addresses. Required in production.',
  },
  {
    name: '`ALTCHA_HMAC_KEY`',
    default: 'generated in `DATA_DIR/altcha-hmac-key`',
    description:
      'Signs captcha challenges. Required in production; set the same value on every process: a challenge fetched from one is verified by another.',
  },
  {
    name: '`CAPTCHA_MAX_NUMBER`',
    default: '`50000`',
    description:
      "ALTCHA difficulty: each v2 challenge's answer is a random counter up to this number, so a solver tries about half of it (a phone solves 50 000 SHA-256 in well under a second).",
  },
  {
    name: '`RECOVER_FLOOR_MS`',
    default: '`250`',
    description: 'Minimum response time of `recover_password`, so known and unknown addresses cannot be told apart by timing.',
  },
  {
    name: '`TRUST_PROXY`',
    default: '`false`',
    description:
      "The reverse proxies in front of this server: a hop count (`1` = one proxy; `true` means 1) or a comma list of the proxies' addresses. The client address (rate limits, outbox) is the `X-Forwarded-For` entry the last trusted proxy appended; entries further left, which the client can write, are ignored. `false`: the socket's peer.",
  },
  {
    name: '`PETLEAD_MODE` (or `NODE_ENV`)',
    default: '`demo`',
    description:
      "`demo` or `production`, exactly (any other value stops the server with a message; so does a `NODE_ENV` such as `PRODUCTION` or ` production`, while other `NODE_ENV` values such as `development` or `test` say nothing, and `PETLEAD_MODE` and `NODE_ENV` naming different modes). With `DATABASE_URL` or `SMTP_URL` set, the demo runs only when `PETLEAD_MODE=demo` says so (it seeds accounts with a public password): otherwise the server stops, asking for `PETLEAD_MODE`. `production` (`PETLEAD_MODE` or `NODE_ENV`): refuses to start while the database holds demo accounts or demo clinics (named, with the command `npm run clinics -- purge-demo` that removes them), and unless `SERVER_SECRET`, `ALTCHA_HMAC_KEY`, `DATABASE_URL` and `SMTP_URL` are set (the message names the missing ones), never creates the demo account (and removes one an older demo build left while its public password still opens it), seeds none of the demo's partner clinics, and serves no `/outbox`.",
  },
  {
    name: '`DEMO_OUTBOX_PUBLIC`',
    default: '(unset)',
    description:
      'Demo only. `1`: `/outbox` answers every client, not only loopback; recovery-code e-mails stay hidden from all but loopback.',
  },
  {
    name: '`LEAD_GRACE_MS`',
    default: '`600000` (10 min)',
    description:
      'A lead whose owner never sends the second call (`/pet/image`, `message_to_ia`) is assessed from its facts and mailed to its clinic this long after `POST /pet` or `/pet/dentipet_pet`.',
  },
  {
    name: '`WRITE_LIMIT_PER_IP`',
    default: '`60`',
    description: 'Public writes (POST/PATCH) one client address may make per 10 minutes (IPv6: per /64); over it, 429 with `Retry-After`.',
  },
  {
    name: '`OWNER_MAIL_DAILY_LIMIT`',
    default: '`20`',
    description:
      "E-mails one owner's address may be sent per day, every kind together: a lead (its acknowledgement and assessment count as one), a booking's confirmation, a visit's reminder, move and cancellation; over it, the request that would send one answers 429 with `Retry-After` and stores nothing.",
  },
  {
    name: '`OWNER_MAIL_HOURLY_LIMIT`',
    default: '`10`',
    description: 'The same owner e-mails, per address per hour; over it, 429 with `Retry-After` and nothing stored.',
  },
  {
    name: '`OWNER_MAIL_CALLER_HOURLY_LIMIT`',
    default: '`30`',
    description:
      'Owner e-mails one client address (IPv6: per /64) may make PetLead send per hour, whatever the recipients; over it, 429 with `Retry-After` and nothing stored.',
  },
  {
    name: '`HOLD_CALLER_LIMIT`',
    default: '`5`',
    description:
      'Live booking holds (10 minutes each) one client address (IPv6: per /64) may have at once; one more answers 429 with `Retry-After` (until its oldest hold expires). A confirmed hold no longer counts.',
  },
  {
    name: '`HOLD_CLINIC_LIMIT`',
    default: '`20`',
    description:
      "Live booking holds one clinic may have at once, whoever holds them, so scripts cannot hide all of a clinic's free slots; one more answers 429 with `Retry-After` (until the clinic's oldest hold expires).",
  },
  {
    name: '`FUNNEL_CALLER_LIMIT`',
    default: '`120`',
    description:
      'Funnel beacons (`POST /funnel`, docs/funnel.md) one client address (IPv6: per /64) may send per 10 minutes; one more answers 429 with `Retry-After` and is not counted. Beacons do not count against `WRITE_LIMIT_PER_IP`.',
  },
  {
    name: '`FUNNEL_CLINIC_LIMIT`',
    default: '`3000`',
    description:
      "Funnel beacons one clinic's widgets may receive per 10 minutes, whoever sends them, so many addresses together can only add so much to its counters; the network's own widgets share ten times this.",
  },
  {
    name: '`RETENTION_DAYS`',
    default: '(unset: keep)',
    description:
      "Leads with their photos, attribution (its copy on their bookings too), jobs, webhook deliveries, text messages (whatever their state: an owner's number never outlives the lead) and push sends, sent e-mail bodies, received demo mail and texts, finished webhook deliveries, texts and push sends of no lead, and bookings whose visit, lapsed hold or cancellation is older than this many days are deleted (checked hourly). Numbers that texted STOP are kept, so the opt-out is honoured. Photos no submission names are deleted after a day regardless.",
  },
  {
    name: '`JOB_LEASE_MS`',
    default: '`120000`',
    description:
      "How long an assessment job stays claimed by the process running it; when a process dies, another takes its job over after this. Keep it above `AI_TIMEOUT_MS` and the model's answer time.",
  },
  {
    name: '`WEBHOOK_ALLOW_LOOPBACK`',
    default: '(unset)',
    description:
      'Demo only. `1`: webhook endpoints may be loopback receivers (`127.0.0.1`, `::1`, `localhost`), for trying webhooks on one machine; production ignores it (see Integrations > Webhooks).',
  },
  {
    name: '`VAPID_PUBLIC_KEY`',
    default: '(demo: generated)',
    description:
      "Web Push: the server's VAPID public key (base64url, P-256), which browsers subscribe to for staff alerts. Set it with `VAPID_PRIVATE_KEY` (both or neither; `npx web-push generate-vapid-keys` makes a pair). Unset: the demo generates a pair once and keeps it in `DATA_DIR/vapid-keys.json`; production sends no push. Changing it invalidates every subscription (staff enable alerts again). See [speed-to-lead.md](speed-to-lead.md).",
  },
  {
    name: '`VAPID_PRIVATE_KEY`',
    default: '(demo: generated)',
    description: 'Web Push: the private half of the VAPID key pair (base64url). A secret, like `SERVER_SECRET`.',
  },
  {
    name: '`VAPID_SUBJECT`',
    default: "`mailto:` + `MAIL_FROM`'s address",
    description: 'Web Push: the contact (`mailto:` or `https:` URL) push services may use about this sender.',
  },
  {
    name: '`MAIL_LEASE_MS`',
    default: '`60000`',
    description:
      'The same for an outgoing e-mail. The SMTP time-outs are derived from it (a sixth to connect, a sixth for the greeting, a third of silence), so a send always ends before its lease.',
  },
  {
    name: '`SMS_LEASE_MS`',
    default: '`60000`',
    description:
      "The same for an outgoing text message; Twilio's call times out at a third of it (at most 10 s). A text whose process died while Twilio had it is not sent again: after this lease it is ended `failed` with that reason on the lead's timeline, so no owner gets it twice.",
  },
  {
    name: '`CLAIM_TARGET_MINUTES`',
    default: '`5`',
    description:
      "A clinic's first-contact target, in minutes of its open time, when it sets none in Settings (fractions allowed: `0.1` is 6 seconds, to watch an escalation in the demo). A lead nobody has claimed by then is alerted again to every staff member and the clinic's owner; while the clinic is open, the owner's acknowledgement promises a call within it. See [speed-to-lead.md](speed-to-lead.md).",
  },
  {
    name: '`REROUTE_AFTER_MINUTES`',
    default: '`30`',
    description:
      "A clinic's re-route time, in minutes of its open time, when it sets none in Settings (fractions allowed). A lead still unclaimed by then goes to the next open partner in range that offers what it asks for, and the owner is told who will call; never for a clinic whose Settings turn re-routing off (outside the network).",
  },
  {
    name: '`EMERGENCY_TARGET_MINUTES`',
    default: '`1`',
    description:
      "An emergency's first-contact target, in minutes of its clinic's open time (never longer than the clinic's own target). An emergency nobody has claimed by then is alerted again on every channel of every staff member, and again every this long until someone says \"I'll call\". See [speed-to-lead.md](speed-to-lead.md).",
  },
  {
    name: '`ICS_POLL_MINUTES`',
    default: '`10`',
    description:
      "How often each clinic's own calendar (the secret iCal address pasted in Settings > Online booking) is read for busy time, in minutes. Each read sends the last ETag and Last-Modified, so an unchanged calendar costs a 304. See [booking.md](booking.md).",
  },
  {
    name: '`PETLEAD_URL`',
    default: '`PUBLIC_URL`',
    description:
      '`npm run clinics` only: the running server whose admin call the CLI uses (an embedded database can be open in one process only). Unset: the server at `PUBLIC_URL` when one answers, else the CLI opens the database itself (`DATABASE_URL` or `DATA_DIR`).',
  },
  {
    name: '`TWILIO_ACCOUNT_SID`',
    default: '(unset)',
    description:
      'With `TWILIO_AUTH_TOKEN` and `TWILIO_FROM`: owners who ticked the text-message box get their acknowledgement by text through Twilio. Unset: the demo keeps texts in an in-process sink shown at `/outbox`; production sends none.',
  },
  {
    name: '`TWILIO_AUTH_TOKEN`',
    default: '(unset)',
    description:
      "Twilio's auth token: signs the REST calls and verifies `X-Twilio-Signature` on `POST {API}/sms/inbound` (STOP/START). Set, an unsigned or forged inbound call is refused (403).",
  },
  {
    name: '`TWILIO_FROM`',
    default: '(unset)',
    description: 'The sending number in E.164 (`+19255550100`) or a Messaging Service sid (`MG...`).',
  },
  {
    name: '`TWILIO_API_BASE`',
    default: '`https://api.twilio.com`',
    description: "Where Twilio's REST API lives; a test or a staging set-up points it at a double.",
  },
  {
    name: '`SMS_COUNTRIES`',
    default: '`US,CA`',
    description:
      'Two-letter codes of the countries texts may go to (owners, staff mobiles, reminders). An owner who asks for texts at a number elsewhere, or at a premium-rate or shared-cost number, is told so (400 on `phone_number`); a staff mobile outside them is refused on save. An unknown code stops the server at start. See SECURITY.md, "Cost model".',
  },
  {
    name: '`SMS_CALLER_HOURLY_LIMIT`',
    default: '`10`',
    description:
      'Acknowledgement texts one client address (IPv6: its /64) may ask for per hour; past it that address gets 429 with `Retry-After`. Raise it for a clinic whose front-desk tablets share one address.',
  },
  {
    name: '`SMS_HOURLY_LIMIT`',
    default: '`200`',
    description:
      'Texts all callers together may queue per hour (besides 3 an hour and 5 a day per number, and `SMS_CALLER_HOURLY_LIMIT` per client address). Past it, owners asking for a text get 429 with `Retry-After`, staff texts and reminders are skipped, and an `error sms hourly budget` line is logged once per hour: the operator alert.',
  },
  {
    name: '`MODEL_HOURLY_LIMIT`',
    default: '`600`',
    description:
      "Calls to the model at `AI_BASE_URL` all callers together may make per hour (each assessment, the model's own urgency, the `/test` prompt). Past it, assessments come from the offline rules engine (which says no model was used; urgency stays the triage engine's), the `/test` prompt answers 429 with `Retry-After`, and an `error model hourly budget` line is logged once per hour: the operator alert.",
  },
  {
    name: '`EMERGENCY_HOSPITAL_MAX_MILES`',
    default: '`30`',
    description:
      "The farthest a 24-hour emergency hospital may be from the owner (in straight-line miles) to be named to them in an emergency while their clinic is closed, whatever the hospital's own radius. Past it the owner is told to call their nearest emergency vet.",
  },
  {
    name: '`LOG_LEVEL`',
    default: '`info`',
    description:
      'The quietest log level written: `trace`, `debug`, `info`, `warn`, `error`, `fatal` or `silent`. Logs are JSON lines on stdout (one per request and per failure, with `reqId` and `leadId`).',
  },
  {
    name: '`METRICS_TOKEN`',
    default: '(unset)',
    description:
      'Set: `GET /metrics` (Prometheus) answers only `Authorization: Bearer <token>`. Unset: it answers loopback clients that no proxy forwarded, and 404 to anyone else.',
  },
]

/** The markdown table of `configVariables`, as docs/operations.md carries it between its markers. */
export function configTable(): string {
  const head = ['| Variable | Default | What it does |', '|---|---|---|']
  return [...head, ...configVariables.map((v) => `| ${v.name} | ${v.default} | ${v.description} |`)].join('\n')
}
