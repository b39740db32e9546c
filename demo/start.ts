import { runServer } from '../server/runServer'
import { demoHost } from './demoHost'

/**
 * `npm start`: the demo host (landing page, every route, the outbox), the reference API, the
 * workers and a local SMTP server, in one process with embedded defaults. Configuration:
 * docs/operations.md. Production runs `node server/dist/main.js`, which has no demo page.
 */
await runServer(demoHost)
