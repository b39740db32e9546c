import { runServer } from './runServer'

/**
 * What production runs, compiled to `server/dist/main.js` (`npm run build`) and started with plain
 * `node server/dist/main.js`: the API, the workers and the pages production serves (workspace,
 * booking, embed preview), never the demo host. Configuration: docs/operations.md.
 */
await runServer()
