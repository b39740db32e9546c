import { REPO_ROOT } from '../server/createApp'
import { DEMO_USER } from '../server/db/demoUser'
import { loadConfig } from '../server/loadConfig'
import { startServer } from '../server/startServer'
import { DemoDataInProduction } from '../server/db/demoData'

/**
 * `npm start`: the demo host, the reference API, the workers and a local SMTP server, in one
 * process with embedded defaults. Configuration: docs/operations.md.
 */
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig(process.env, REPO_ROOT)
} catch (err) {
  // Production mode without its secrets, database or SMTP: say what is missing, start nothing.
  console.error((err as Error).message)
  process.exit(1)
}
let running: Awaited<ReturnType<typeof startServer>>
try {
  running = await startServer(config)
} catch (err) {
  // Production on a database that still holds demo data: name it and the command that removes it.
  if (err instanceof DemoDataInProduction) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}
const base = config.publicUrl
const demo = config.mode !== 'production'
console.log(`PetLead ${config.mode} on ${running.url} (public ${base}), API ${base}${config.apiBase}, database ${running.deps.db.kind}`)
console.log(
  `Routes: ${base}/routes   ${demo ? `E-mails: ${base}/outbox (this machine only)   ` : ''}SMTP: ${demo && !config.smtpUrl ? running.smtpUrl : 'SMTP_URL'}`,
)
console.log(
  `Assessments: ${running.deps.provider.usesModel ? `AI model ${running.deps.provider.name}` : 'offline engine (no AI model configured)'}${demo ? `; demo user ${DEMO_USER.email}` : ''}`,
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1)
    stopping = true
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
