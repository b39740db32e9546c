// `npm run build` (after the widgets): compiles the server to plain JavaScript in server/dist/, so
// production starts with `node server/dist/main.js` and no TypeScript at run time. esbuild only
// strips types and bundles our own modules (server/, and the src/ schemas the server shares with
// the widgets) into one file per entry; every npm package stays an import resolved from
// node_modules at run time, so `dependencies` is exactly what production installs. The type check
// is tsc's job (`npm test`); esbuild is here because it compiles the whole server in under a second.
import { build } from 'esbuild'
import { rmSync } from 'node:fs'

const outdir = 'server/dist'
rmSync(outdir, { recursive: true, force: true })
await build({
  // The calendar reader's worker is an entry of its own: readIcsOffThread starts `icsWorker.js` beside the running file.
  entryPoints: { main: 'server/main.ts', clinics: 'server/cli/clinics.ts', icsWorker: 'server/booking/icsWorker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // No shared chunks: each entry is one self-contained file, so a file an entry finds beside itself
  // (the calendar worker, `new URL('./icsWorker.js', import.meta.url)`) is in server/dist/ whichever entry asks.
  splitting: false,
  logLevel: 'warning',
  legalComments: 'none',
  // The two entries are also the package's bin commands (petlead-server, petlead-clinics).
  banner: { js: '#!/usr/bin/env node' },
})
