// Prints raw, gzip and brotli bytes of each dist file; with --check, fails past a budget.
import { readFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

/**
 * The gzip budget of dist/petlead.umd.js, the single file with every widget a webmaster copies.
 * 60 KB: it was 55 KB before the chunk loader, and the widgets have since gained the styled photo
 * picker, the fades, the inherited-style reset and the language switch (58,253 B when it became
 * the single file again), then the triage notice, the refused-list and refused-website messages and
 * the disabled buttons' reasons (59,393 B), then booking a visit inside the widget and the consent
 * to texts (62,255 B); docs/bundles.md gives the figures and where the bytes go.
 */
export const UMD_GZIP_BUDGET = 62 * 1024

/** The gzip budget of dist/petlead.loader.js, the chunk loader every page on PetLead's host pays for. */
export const LOADER_GZIP_BUDGET = 6 * 1024

/**
 * Gzip budgets of the chunks the loader fetches (dist/petlead-*.js): the shared ones by name,
 * each widget's own entry, and any smaller file rollup splits off by who imports it.
 */
export const CHUNK_GZIP_BUDGETS = {
  // 37 KB: it holds the styled photo picker, the fades, the inherited-style reset and the thank-you's booking hook every widget needs.
  'petlead-shared.js': 37 * 1024,
  'petlead-kit.js': 13 * 1024,
  'petlead-steps.js': 5 * 1024,
  'petlead-purify.js': 11.5 * 1024,
  // The Spanish text, fetched only by a widget that speaks Spanish.
  'petlead-es.js': 4.5 * 1024,
  'petlead-service-request.js': 4.5 * 1024,
}
/** Every other chunk (a widget's own entry, or a small shared module). */
export const OTHER_CHUNK_GZIP_BUDGET = 3 * 1024
/** All chunks but the sanitizer together: every widget, as the single file once carried them. */
export const ALL_CHUNKS_GZIP_BUDGET = 70 * 1024
/**
 * The gzip budget of dist/petlead-workspace.js, the clinic workspace's own bundle (staff only, never
 * on a clinic's website): 48 KB since it gained claiming and the Performance page, staff alerts and
 * the Profile, opening hours, and the Calendar with booking settings (37,806 B -> 47,566 B).
 */
export const WORKSPACE_GZIP_BUDGET = 48 * 1024

/** Raw, gzip (level 9) and brotli (quality 11) bytes of one file: the one measure the size check and the benchmark share. */
export function sizes(file) {
  const b = readFileSync(file)
  return {
    file,
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** The chunk files of the current build, from the loader's manifest. */
export function chunkFiles() {
  const manifest = JSON.parse(readFileSync('dist/chunks.json', 'utf8'))
  return Object.keys(manifest.integrity).sort()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = chunkFiles()
  const rows = [
    'dist/petlead.umd.js',
    'dist/petlead.loader.js',
    ...chunks.map((c) => `dist/${c}`),
    'dist/petlead-purify.js',
    'dist/petlead-es.js',
    'dist/petlead.mjs',
    'dist/petlead-workspace.js',
  ].map((file) => {
    const name = file.slice('dist/'.length)
    const budget =
      name === 'petlead.umd.js'
        ? UMD_GZIP_BUDGET
        : name === 'petlead.loader.js'
          ? LOADER_GZIP_BUDGET
          : name === 'petlead.mjs'
            ? undefined
            : name === 'petlead-workspace.js'
              ? WORKSPACE_GZIP_BUDGET
              : (CHUNK_GZIP_BUDGETS[name] ?? OTHER_CHUNK_GZIP_BUDGET)
    return { ...sizes(file), budget }
  })
  const total = rows.filter((r) => chunks.includes(r.file.slice('dist/'.length))).reduce((s, r) => s + r.gzip, 0)
  console.table(rows)
  console.log(
    `${chunks.length} chunks, ${total} bytes gzipped together (budget ${ALL_CHUNKS_GZIP_BUDGET}); the ES module build is dist/petlead.mjs and dist/petlead-*.mjs.`,
  )
  console.log('dist/petlead-purify.js is DOMPurify alone, fetched only when a widget shows server HTML.')
  console.log('dist/petlead-es.js is the Spanish text alone, fetched only by a widget that speaks Spanish.')
  const over = rows
    .filter((r) => r.budget !== undefined && r.gzip > r.budget)
    .map(({ file, gzip, budget }) => ({ file, gzip, budget: budget ?? 0 }))
  if (total > ALL_CHUNKS_GZIP_BUDGET) over.push({ file: 'all chunks', gzip: total, budget: ALL_CHUNKS_GZIP_BUDGET })
  if (process.argv.includes('--check') && over.length) {
    for (const r of over) console.error(`${r.file} is ${r.gzip} bytes gzipped, over its ${Math.round(r.budget)} budget`)
    process.exit(1)
  }
}
