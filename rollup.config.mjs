import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import alias from '@rollup/plugin-alias'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import terser from '@rollup/plugin-terser'
import typescript from '@rollup/plugin-typescript'
import { dts } from 'rollup-plugin-dts'
import { chunkManifest } from './scripts/chunkManifest.mjs'
import { formNames } from './scripts/formNames.mjs'
import { trimDownshift } from './scripts/trimDownshift.mjs'
import { htmlOnlyPurify } from './scripts/htmlOnlyPurify.mjs'
import { shortenVendorMessages } from './scripts/shortenVendorMessages.mjs'
import { trimPreactCompat } from './scripts/trimPreactCompat.mjs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

/** prop-types is only read by React in development; see src/lib/propTypesStub.ts. */
const stub = (file) => fileURLToPath(new URL(`./src/lib/${file}`, import.meta.url))

/** Sources use React's API; the shipped bundle carries Preact through preact/compat. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Not preact/compat itself: its default export holds every member and kept them all (see the stub).
  { find: /^react$/, replacement: stub('reactDefaultStub.ts') },
]

const sharedAliases = [
  { find: /^prop-types$/, replacement: stub('propTypesStub.ts') },
  { find: /^compute-scroll-into-view$/, replacement: stub('computeScrollStub.ts') },
]
const preactOnlyAliases = [{ find: /^react-is$/, replacement: stub('reactIsStub.ts') }]

/** @type {import('@rollup/plugin-terser').Options} */
const terserOptions = {
  ecma: 2020,
  module: true,
  compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
  format: { comments: false },
}

/**
 * downshift builds prop-types objects at module level (PropTypes.shape(...), merged with the
 * Babel helper _extends) that only React's development build reads. Declaring those two names
 * pure lets rollup drop the objects nobody uses: every _extends call in the bundle starts from a
 * fresh object and PropTypes is our no-op stub, so no call with an effect is lost (-238 B gzipped
 * in the single file).
 */
function pureHelpers() {
  return {
    name: 'petlead-pure-helpers',
    options(input) {
      const treeshake = input.treeshake === false ? false : { ...(typeof input.treeshake === 'object' ? input.treeshake : {}) }
      if (treeshake) treeshake.manualPureFunctions = [...(treeshake.manualPureFunctions ?? []), 'PropTypes', '_extends']
      return { ...input, treeshake }
    },
  }
}

/**
 * The stylesheets are written one rule a line for their readers (template literals marked
 * `/* css *\/`); the bundle needs no line breaks in them. A break after `{`, `}`, `;` or `,`
 * goes; any other becomes a space, so two tokens never run together.
 */
function cssLineBreaks() {
  const literal = /\/\* css \*\/ `([^`]*)`/g
  return {
    name: 'petlead-css-line-breaks',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('/* css */')) return null
      const out = code.replace(literal, (_, body) => '/* css */ `' + body.replace(/([{};,])?\n+/g, (m, end) => end ?? ' ').trim() + '`')
      return { code: out, map: null }
    },
  }
}

/**
 * `only` and `skip`: the sources the build's TypeScript program holds (default all of src). The
 * program emits every one of them before the build transforms its first file, so a build that needs
 * a few folders names them: a source it imports from elsewhere is not transformed, and the build
 * fails on its syntax.
 * @param {{ react?: boolean, only?: string[], skip?: string[] }} o
 */
export function plugins(o = {}) {
  return [
    pureHelpers(),
    trimPreactCompat(),
    trimDownshift(),
    htmlOnlyPurify(),
    shortenVendorMessages(),
    cssLineBreaks(),
    alias({ entries: o.react ? sharedAliases : [...sharedAliases, ...preactOnlyAliases, ...preactAliases] }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PETLEAD_VERSION__: JSON.stringify(pkg.version),
        // Read when the main bundles build, after dist/petlead-purify.js (the first output below).
        __PETLEAD_PURIFY_SRI__: () => JSON.stringify(purifyIntegrity()),
        // Likewise the language files (dist/petlead-es.js), built right after the sanitizer.
        __PETLEAD_TEXT_SRI__: () => JSON.stringify(textIntegrity()),
        // Read when the loader builds, after the chunks (dist/chunks.json) are written.
        __PETLEAD_CHUNKS__: () => chunksManifest(),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    typescript({
      tsconfig: './tsconfig.json',
      include: o.only ?? ['src/**/*'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', ...(o.skip ?? [])],
      // Transpile only: each output's plugin would type-check all of src again (a third of the build's
      // CPU). Types are checked once, by `tsc -p .` in `npm test`; with isolatedModules the emit is the same.
      // Nor does its program read what the sources import (noResolve) or Node's types: each of the
      // eight builds parsed them again before transforming a file (half of the build's time; the
      // emit is byte for byte the same, since isolatedModules decides each file's emit alone).
      compilerOptions: { noEmit: false, declaration: false, jsxImportSource: 'react', noCheck: true, noResolve: true, types: [] },
      noEmitOnError: false,
    }),
    terser(terserOptions),
  ]
}

/**
 * Subresource integrity: prints the sha384 of each written file and records it in
 * dist/integrity.json, so the README's snippet and the demo pages can carry it.
 */
function integrity() {
  return {
    name: 'petlead-integrity',
    writeBundle(options, bundle) {
      const file = 'dist/integrity.json'
      let all = {}
      try {
        all = JSON.parse(readFileSync(file, 'utf8'))
      } catch {
        /* first output */
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const hash = 'sha384-' + createHash('sha384').update(chunk.code).digest('base64')
        all[chunk.fileName] = hash
        console.log(`${chunk.fileName}  integrity="${hash}"`)
      }
      writeFileSync(file, JSON.stringify(all, null, 2) + '\n')
    },
  }
}

function chunksManifest() {
  try {
    return readFileSync('dist/chunks.json', 'utf8').trim()
  } catch {
    return '{"widgets":{},"integrity":{}}' // builds that carry no loader
  }
}

/**
 * Every widget entry, src/widgets/<form>.ts, one per name of the widget list (src/formNames.ts):
 * a name without its entry file stops the build.
 */
export const widgetEntries = Object.fromEntries(
  formNames().map((name) => {
    const file = `src/widgets/${name}.ts`
    if (!existsSync(file)) throw new Error(`${file} is missing: every name in src/formNames.ts needs its widget entry`)
    return [name, file]
  }),
)

/**
 * How the widgets' code is split into files a page fetches. Every widget needs the framework,
 * the form library (react-hook-form, its resolver, valibot) and the core (mount, context, API,
 * text, stylesheet, modal), so they are one file, `shared`: separate files cost more in gzip
 * restarts and cross-file references than any page would save. The field kit (comboboxes,
 * breed, date and medical fields) and downshift, which only the kit uses, are `kit`; the step
 * wizard and the results overlay are `steps`; the rest stays in each widget's own file (or, for
 * the sanitizer's wrapper used by two widgets, a small file of its own).
 */
export function chunkGroups(id) {
  if (/node_modules\/(preact|react-hook-form|@hookform|valibot)\//.test(id)) return 'shared'
  if (/node_modules\/downshift\//.test(id)) return 'kit'
  // The booking step, shown after a result by several widgets: one file of its own, so each
  // widget's file stays small and the step is fetched once for all of them.
  if (/\/src\/booking\//.test(id)) return 'booking'
  if (/\/src\/forms\/(stepForm\/|clinicResults\/ResultsOverlay)|\/ui\/StepDots/.test(id)) return 'steps'
  // Used by one or two widgets only: left to rollup, which puts each with its widget(s) and keeps
  // shared lean, so the language switch fits in its budget.
  if (/\/ui\/(SafeHtml|ProgressBar)|\/schemas\/(passwordRecovery|contactMessage)/.test(id)) return undefined
  if (
    /\/src\/(fields\/|forms\/assessment\/)|\/src\/submission\/|splitBreeds|sendClinic/.test(id) &&
    !/TextField|FieldShell|useFieldError|PhotoField|useStarred|RequiredStar/.test(id)
  )
    return 'kit'
  if (
    /\/src\/(host|context|api|text|clinics|purify|schemas|ui)\/|\/src\/lib\/(randomKey|retry|digitsOnly|loadScript|propTypesStub|reactIsStub|reactDefaultStub|computeScrollStub)|formNames|submissionKeys|useSubmission|TextField|FieldShell|useFieldError|useStarred|RequiredStar|currentSchemaResolver/.test(
      id,
    )
  )
    return 'shared'
}

function purifyIntegrity() {
  try {
    return 'sha384-' + createHash('sha384').update(readFileSync('dist/petlead-purify.js')).digest('base64')
  } catch {
    return '' // bench and test builds of the sources alone
  }
}

/** sha384 of each language file (petlead-<lang>.js), by file name. */
function textIntegrity() {
  const out = {}
  for (const lang of TEXT_LANGS) {
    try {
      out[`petlead-${lang}.js`] =
        'sha384-' +
        createHash('sha384')
          .update(readFileSync(`dist/petlead-${lang}.js`))
          .digest('base64')
    } catch {
      /* bench and test builds of the sources alone */
    }
  }
  return out
}

/** Languages besides English: each is its own file, fetched only by a widget that speaks it, so English pages never download it. */
const TEXT_LANGS = ['es']

/**
 * The single file carries the Spanish text and DOMPurify inside itself, because a webmaster copies
 * it alone: in that bundle only, src/text/loadText.ts and src/purify/loadPurify.ts resolve to their
 * `.single.ts` versions, which hold them instead of fetching petlead-es.js and petlead-purify.js.
 * Swapping the two modules, rather than registering the text and sanitizer at start-up, also leaves
 * the fetching code and its sha384s out of the file. Every other bundle keeps fetching them. A third
 * swap, src/purify/isOwnScript.single.ts, gives the file's Trusted Types policy no script URL to
 * accept, since it adds no script (and drops the code that finds files next to the bundle).
 */
export function singleFile() {
  const swapped = ['text/loadText', 'purify/loadPurify', 'purify/isOwnScript'].map((f) =>
    fileURLToPath(new URL(`./src/${f}.ts`, import.meta.url)),
  )
  return {
    name: 'petlead-single-file',
    async resolveId(source, importer, options) {
      if (!/\/(loadText|loadPurify|isOwnScript)$/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && swapped.includes(resolved.id) ? resolved.id.replace(/\.ts$/, '.single.ts') : resolved
    },
  }
}

/** Copies the workspace's stylesheet next to its bundle: the strict CSP allows no inline style. */
function workspaceCss() {
  return {
    name: 'petlead-workspace-css',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'petlead-workspace.css', source: readFileSync('src/workspace/workspace.css', 'utf8') })
    },
  }
}

/**
 * The build for bundlers: `petlead` (src/index.ts) and one entry per widget as ES modules in dist/,
 * named petlead.<ext> and petlead-<widget>.<ext>, so the code and its types (.mjs, .d.ts) are found
 * under one name; shared chunks go to `chunkFileNames`.
 */
function forBundlers(ext, chunkFileNames) {
  return {
    input: { petlead: 'src/index.ts', ...widgetEntries },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: (c) => (c.name === 'petlead' ? `petlead.${ext}` : `petlead-[name].${ext}`),
      chunkFileNames,
    },
  }
}

/** Every source but the clinic workspace's (its own bundle, last below): what the widgets' builds are made of. */
const WIDGET_SOURCES = { skip: ['src/workspace/**/*', 'src/text/workspace.*'] }

export default [
  {
    // DOMPurify on its own: fetched on demand by the two widgets that show server HTML.
    input: 'src/purify/entry.ts',
    output: { file: 'dist/petlead-purify.js', format: 'iife', inlineDynamicImports: true },
    plugins: [...plugins({ only: ['src/purify/**/*'] }), integrity()],
  },
  ...TEXT_LANGS.map((lang) => ({
    // One language's text on its own (e.g. dist/petlead-es.js): fetched, with its integrity checked,
    // only by a widget that speaks it, so English pages never download it. Before the widget builds,
    // which carry its sha384.
    input: `src/text/${lang}Entry.ts`,
    output: { file: `dist/petlead-${lang}.js`, format: 'iife', inlineDynamicImports: true },
    plugins: [...plugins({ only: ['src/text/**/*'] }), integrity()],
  })),
  {
    // The widgets' code for the script-tag loader: AMD-style chunks (their define renamed to
    // PetLeadChunk) that run as classic <script integrity> elements, so the browser checks every
    // file's sha384, imports included, under script-src 'self' and Trusted Types.
    input: widgetEntries,
    output: {
      dir: 'dist',
      format: 'amd',
      amd: { define: 'PetLeadChunk', autoId: true },
      entryFileNames: 'petlead-[name].js',
      chunkFileNames: 'petlead-[name].js',
      manualChunks: chunkGroups,
    },
    plugins: [...plugins(WIDGET_SOURCES), integrity(), chunkManifest('dist/chunks.json')],
  },
  {
    // The single file: every widget, the Spanish text and DOMPurify in one script (src/umd.ts), what a webmaster copies.
    input: 'src/umd.ts',
    output: { file: 'dist/petlead.umd.js', format: 'umd', name: 'PetLead', inlineDynamicImports: true, sourcemap: false },
    plugins: [singleFile(), ...plugins(WIDGET_SOURCES), integrity()],
  },
  {
    // The chunk loader (src/loaderEntry.ts), for pages served from PetLead's own host: built after
    // the chunks, whose manifest it carries.
    input: 'src/loaderEntry.ts',
    output: { file: 'dist/petlead.loader.js', format: 'umd', name: 'PetLead', sourcemap: false },
    plugins: [...plugins(WIDGET_SOURCES), integrity()],
  },
  {
    // For bundlers: `petlead` (mount with a dynamic import per widget) and one entry per widget.
    ...forBundlers('mjs', 'petlead-[name].mjs'),
    plugins: [...plugins(WIDGET_SOURCES), integrity()],
  },
  {
    // The clinic workspace: its own bundle, so petlead.umd.js carries none of it; an ES module whose
    // screens used now and then (charts, settings, webhooks, calendar) are chunks fetched when shown.
    input: { 'petlead-workspace': 'src/workspace/entry.tsx' },
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'petlead-workspace-[name].js' },
    plugins: [...plugins(), integrity(), workspaceCss()],
  },
  {
    // Their types, under the same names.
    ...forBundlers('d.ts', 'petlead-types-[name].d.ts'),
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { noEmit: false } })],
  },
]
