// Prints raw, gzip and brotli bytes of each dist file; with --check, fails past a budget or when the
// docs' figures drift from the build (README) or from the budgets (docs/bundles.md); --write-docs rewrites both.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

/**
 * The gzip budget of dist/petlead.umd.js, the single file a webmaster copies: every widget, the
 * Spanish text and DOMPurify, because it must work copied alone (a folder holding nothing else
 * gives a Spanish owner Spanish and sanitizes server HTML). 62,316 B of widgets plus the Spanish
 * text and DOMPurify came to 77,118 B in one file; the cuts in docs/bundles.md brought it to
 * 72,483 B. 72 KB holds that with about 1.2 KB to spare for the next feature.
 */
export const UMD_GZIP_BUDGET = 72 * 1024

/** The gzip budget of dist/petlead.loader.js, the chunk loader every page on PetLead's host pays for. */
export const LOADER_GZIP_BUDGET = 6 * 1024

/**
 * Gzip budgets of the chunks the loader fetches (dist/petlead-*.js): the shared ones by name,
 * each widget's own entry, and any smaller file rollup splits off by who imports it.
 */
export const CHUNK_GZIP_BUDGETS = {
  'petlead-shared.js': 37 * 1024,
  'petlead-kit.js': 13 * 1024,
  'petlead-steps.js': 5 * 1024,
  'petlead-purify.js': 11.5 * 1024,
  'petlead-es.js': 4.5 * 1024,
  'petlead-service-request.js': 4.5 * 1024,
}
/** Every other chunk (a widget's own entry, or a small shared module). */
export const OTHER_CHUNK_GZIP_BUDGET = 3 * 1024
/** All chunks but the sanitizer together: every widget, as the single file once carried them. */
export const ALL_CHUNKS_GZIP_BUDGET = 70 * 1024
/**
 * The gzip budget of dist/petlead-workspace.js, the clinic workspace's own bundle (staff only, never
 * on a clinic's website): what every staff member loads to reach the inbox and a lead. It was 48 KB
 * while it carried every screen (50,428 B with the Funnel page); since the screens used now and then
 * are chunks fetched when shown, 40 KB (38,003 B).
 */
export const WORKSPACE_GZIP_BUDGET = 40 * 1024
/** Each chunk of the workspace (dist/petlead-workspace-*.js): one screen used now and then, or what two such screens share. */
export const WORKSPACE_CHUNK_GZIP_BUDGET = 8 * 1024

/**
 * Every budget with what it holds, in the order docs/bundles.md shows them: the table there is
 * generated from this list (`--write-docs`) and `--check` fails when it differs, so a budget
 * changed here and not in the doc, or the other way round, stops `npm test`.
 */
export const BUDGETS = [
  {
    file: 'petlead.umd.js',
    gzip: UMD_GZIP_BUDGET,
    holds: 'the single file: every widget, the Spanish text and DOMPurify, for a page that copies one file',
  },
  {
    file: 'petlead.loader.js',
    gzip: LOADER_GZIP_BUDGET,
    holds: "the loader: options checking, the shadow host, auto-mount, every chunk's sha384",
  },
  {
    file: 'petlead-shared.js',
    gzip: CHUNK_GZIP_BUDGETS['petlead-shared.js'],
    holds: 'Preact, react-hook-form, valibot and the core every widget needs: mount, API client, English text, stylesheet, modal',
  },
  {
    file: 'petlead-kit.js',
    gzip: CHUNK_GZIP_BUDGETS['petlead-kit.js'],
    holds: 'the field kit (breed, date, medical, select fields) and downshift',
  },
  { file: 'petlead-steps.js', gzip: CHUNK_GZIP_BUDGETS['petlead-steps.js'], holds: 'the step wizard and the clinic results overlay' },
  {
    file: 'petlead-service-request.js',
    gzip: CHUNK_GZIP_BUDGETS['petlead-service-request.js'],
    holds: "the 15-step service wizard's own code",
  },
  {
    file: 'petlead-purify.js',
    gzip: CHUNK_GZIP_BUDGETS['petlead-purify.js'],
    holds: 'DOMPurify alone, fetched by a loader page only when a widget shows server HTML',
  },
  {
    file: 'petlead-es.js',
    gzip: CHUNK_GZIP_BUDGETS['petlead-es.js'],
    holds: 'the Spanish text alone, fetched by a loader page only when a widget speaks Spanish',
  },
  { file: 'any other chunk', gzip: OTHER_CHUNK_GZIP_BUDGET, holds: "a widget's own entry, or a small module rollup splits off" },
  {
    file: 'all chunks together',
    gzip: ALL_CHUNKS_GZIP_BUDGET,
    holds: 'every chunk but the sanitizer: every widget, as the loader serves them',
  },
  {
    file: 'petlead-workspace.js',
    gzip: WORKSPACE_GZIP_BUDGET,
    holds: "the clinic workspace (staff only, never on a clinic's website): sign-in, the inbox, a lead, the team",
  },
  {
    file: 'petlead-workspace-*.js',
    gzip: WORKSPACE_CHUNK_GZIP_BUDGET,
    holds: 'each workspace screen used now and then (Performance, Funnel, Settings, Webhooks, Calendar), fetched when shown',
  },
]

/** `n` with thousands separators, as the docs write byte counts. */
const bytes = (n) => Math.round(n).toLocaleString('en-US')

/** The budgets as the markdown table docs/bundles.md holds between its budget markers. */
export function budgetTable() {
  const rows = BUDGETS.map((b) => {
    const file = b.file.endsWith('.js') ? `\`dist/${b.file}\`` : b.file
    return `| ${file} | ${bytes(b.gzip)} B (${+(b.gzip / 1024).toFixed(1)} KB) | ${b.holds} |`
  })
  return ['| file | gzip budget | what it holds |', '|---|---|---|', ...rows].join('\n')
}

const BUDGET_REGION = /(<!-- budgets -->)([\s\S]*?)(<!-- \/budgets -->)/
/** `<!-- size petlead.umd.js -->62,316 B<!-- /size -->`: a built file's measured gzip bytes, quoted in the README. */
const SIZE_REGION = /<!-- size ([\w.-]+) -->([^<]*)<!-- \/size -->/g
/**
 * How far the README's figure may be from the measured one: 1 %, so a small change to the widgets
 * does not need the README rewritten, while a figure from an older build (the 57 KB the README
 * quoted when the file measured 62 KB) fails.
 */
const README_TOLERANCE = 0.01

/** README.md and docs/bundles.md with their generated regions filled from this build and the budget list. */
export function writeDocs() {
  const readme = readFileSync('README.md', 'utf8').replace(
    SIZE_REGION,
    (_, file) => `<!-- size ${file} -->${bytes(sizes(`dist/${file}`).gzip)} B<!-- /size -->`,
  )
  writeFileSync('README.md', readme)
  const doc = readFileSync('docs/bundles.md', 'utf8')
  if (!BUDGET_REGION.test(doc)) throw new Error('docs/bundles.md has no <!-- budgets --> region')
  writeFileSync(
    'docs/bundles.md',
    doc.replace(BUDGET_REGION, (_, a, _old, b) => `${a}\n${budgetTable()}\n${b}`),
  )
}

/** What the docs say that this build and the budget list do not: one sentence per difference. */
export function docsDrift() {
  const out = []
  const regions = [...readFileSync('README.md', 'utf8').matchAll(SIZE_REGION)]
  if (!regions.some((m) => m[1] === 'petlead.umd.js'))
    out.push('README.md quotes no measured size of the single file (<!-- size petlead.umd.js -->)')
  for (const [, file, said] of regions) {
    const quoted = Number(said.replace(/[^\d]/g, ''))
    const measured = sizes(`dist/${file}`).gzip
    if (!(Math.abs(quoted - measured) <= measured * README_TOLERANCE))
      out.push(
        `README.md says ${file} is ${said.trim()} gzipped, the build measures ${bytes(measured)} B: run node scripts/size.mjs --write-docs`,
      )
  }
  const table = BUDGET_REGION.exec(readFileSync('docs/bundles.md', 'utf8'))?.[2]
  if (table !== `\n${budgetTable()}\n`)
    out.push("docs/bundles.md's budget table differs from scripts/size.mjs's budgets: run node scripts/size.mjs --write-docs")
  return out
}

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
/** The workspace's chunks (dist/petlead-workspace-*.js), by name. */
export function workspaceChunks() {
  return readdirSync('dist')
    .filter((f) => /^petlead-workspace-.+\.js$/.test(f))
    .sort()
}

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
    ...workspaceChunks().map((c) => `dist/${c}`),
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
              : name.startsWith('petlead-workspace-')
                ? WORKSPACE_CHUNK_GZIP_BUDGET
                : (CHUNK_GZIP_BUDGETS[name] ?? OTHER_CHUNK_GZIP_BUDGET)
    return { ...sizes(file), budget }
  })
  const total = rows.filter((r) => chunks.includes(r.file.slice('dist/'.length))).reduce((s, r) => s + r.gzip, 0)
  console.table(rows)
  console.log(
    `${chunks.length} chunks, ${total} bytes gzipped together (budget ${ALL_CHUNKS_GZIP_BUDGET}); the ES module build is dist/petlead.mjs and dist/petlead-*.mjs.`,
  )
  console.log(
    'dist/petlead-purify.js and dist/petlead-es.js are DOMPurify and the Spanish text alone, for the loader; the single file carries both.',
  )
  if (process.argv.includes('--write-docs')) writeDocs()
  const over = rows
    .filter((r) => r.budget !== undefined && r.gzip > r.budget)
    .map(({ file, gzip, budget }) => ({ file, gzip, budget: budget ?? 0 }))
  if (total > ALL_CHUNKS_GZIP_BUDGET) over.push({ file: 'all chunks', gzip: total, budget: ALL_CHUNKS_GZIP_BUDGET })
  const drift = docsDrift()
  if (process.argv.includes('--check') && (over.length || drift.length)) {
    for (const r of over) console.error(`${r.file} is ${r.gzip} bytes gzipped, over its ${Math.round(r.budget)} budget`)
    for (const d of drift) console.error(d)
    process.exit(1)
  }
}
