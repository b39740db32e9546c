// Prints raw, gzip and brotli bytes of each dist file; with --check, fails past the budget.
import { readFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

/** The gzip budget of dist/petlead.umd.js, every widget included. */
export const UMD_GZIP_BUDGET = 55 * 1024
/** The gzip budget of dist/petlead-workspace.js, the clinic workspace's own bundle. */
export const WORKSPACE_GZIP_BUDGET = 40 * 1024

export function sizes(file) {
  const b = readFileSync(file)
  return {
    file,
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = ['dist/petlead.umd.js', 'dist/petlead.mjs', 'dist/petlead-purify.js', 'dist/petlead-workspace.js'].map(sizes)
  console.table(rows)
  const umd = rows[0]
  console.log('dist/petlead-purify.js is DOMPurify alone, fetched only when a widget shows server HTML.')
  console.log(`UMD gzip budget ${UMD_GZIP_BUDGET} bytes; headroom ${UMD_GZIP_BUDGET - umd.gzip} bytes`)
  if (process.argv.includes('--check') && umd.gzip > UMD_GZIP_BUDGET) {
    console.error(`dist/petlead.umd.js is ${umd.gzip} bytes gzipped, over the ${UMD_GZIP_BUDGET} budget`)
    process.exit(1)
  }
  const ws = rows[3]
  console.log(`Workspace gzip budget ${WORKSPACE_GZIP_BUDGET} bytes; headroom ${WORKSPACE_GZIP_BUDGET - ws.gzip} bytes`)
  if (process.argv.includes('--check') && ws.gzip > WORKSPACE_GZIP_BUDGET) {
    console.error(`dist/petlead-workspace.js is ${ws.gzip} bytes gzipped, over the ${WORKSPACE_GZIP_BUDGET} budget`)
    process.exit(1)
  }
}
