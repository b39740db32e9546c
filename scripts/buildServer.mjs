// `npm run build` (after the widgets): compiles the server to plain JavaScript in server/dist/, so
// production starts with `node server/dist/main.js` and no TypeScript at run time. esbuild only
// strips types and bundles our own modules (server/, and the src/ schemas the server shares with
// the widgets) into one file per entry; every npm package stays an import resolved from
// node_modules at run time, so `dependencies` is exactly what production installs. The type check
// is tsc's job (`npm test`); esbuild is here because it compiles the whole server in under a second.
// `bundleServer` is also how a test runs a server entry as plain JavaScript (server/crash.test.ts).
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const REPO = fileURLToPath(new URL('..', import.meta.url))

/**
 * What every bundle of a server entry must carry beside it: the calendar reader's worker is an entry
 * of its own, since readIcsOffThread starts `icsWorker.js` beside the running file.
 */
export const SERVER_WORKERS = { icsWorker: 'server/booking/icsWorker.ts' }

/**
 * Bundles `entryPoints` (name -> source, from the repository's root) into `outdir`, one
 * self-contained file per entry, and the server's workers beside them.
 * @param {Record<string, string>} entryPoints
 * @param {string} outdir
 */
export async function bundleServer(entryPoints, outdir) {
  await build({
    absWorkingDir: REPO,
    entryPoints: { ...entryPoints, ...SERVER_WORKERS },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // No shared chunks: each entry is one self-contained file, so a file an entry finds beside itself
    // (the calendar worker, `new URL('./icsWorker.js', import.meta.url)`) is in its folder whichever entry asks.
    splitting: false,
    logLevel: 'warning',
    legalComments: 'none',
    // The two production entries are also the package's bin commands (petlead-server, petlead-clinics).
    banner: { js: '#!/usr/bin/env node' },
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = 'server/dist'
  rmSync(outdir, { recursive: true, force: true })
  await bundleServer({ main: 'server/main.ts', clinics: 'server/cli/clinics.ts' }, outdir)
}
