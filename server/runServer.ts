import type { HostPages } from './createApp'
import { DemoDataInProduction } from './db/demoData'
import { DEMO_USER } from './db/demoUser'
import { loadConfig } from './loadConfig'
import { REPO_ROOT } from './repoRoot'
import { startServer } from './startServer'

/**
 * Starts the process from its environment and keeps it until SIGINT or SIGTERM: the one start-up
 * sequence of `server/dist/main.js` (production) and `demo/start.ts` (`npm start`, which passes the
 * demo host's pages). A configuration that cannot run (production without its secrets, or on a
 * database holding demo data) is told in one line and exits 1, starting nothing.
 */
export async function runServer(hostPages?: HostPages): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(process.env, REPO_ROOT)
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  let running: Awaited<ReturnType<typeof startServer>>
  try {
    running = await startServer(config, { hostPages })
  } catch (err) {
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
    `${demo && hostPages ? `Routes: ${base}/routes   E-mails: ${base}/outbox (this machine only)   ` : ''}Workspace: ${base}/workspace   SMTP: ${demo && !config.smtpUrl ? running.smtpUrl : 'SMTP_URL'}`,
  )
  console.log(
    `Assessments: ${running.deps.provider.usesModel ? `AI model ${running.deps.provider.name}` : 'offline rules engine (no AI model configured)'}${demo ? `; demo user ${DEMO_USER.email}` : ''}`,
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
}
