// The import checks of docs/architecture.md, for `npm test`: dependency-cruiser reads the module graph
// of src/ and server/ once (moduleGraph.mjs), and this fails on every import a may-import rule forbids,
// naming the rule, why it exists and the edge, and on every import cycle between folders (cycles.mjs).
// Tests are left out (they may reach across); type-only imports are noted where a rule lets them through.
import { folderCycles } from './cycles.mjs'
import { NOT_CHECKED, SOURCE_ROOTS, readModuleGraph } from './moduleGraph.mjs'

/** What the server may share with the widgets: schemas and words, which touch no browser API (no DOM, no Preact). */
const SHARED_SRC = '^src/(schemas|text)/'
/** ...except the text files that load a language chunk into the page (through the DOMPurify loader). */
const BROWSER_TEXT = '^src/text/(loadText|esEntry)\\.ts$'
/** Folders below the repositories: pure helpers and data that never call back into a feature. */
const BELOW_DB = '^server/((db|crypto|reference|text)/|(repoRoot|packageRoot)\\.ts$)'
/** The widgets' UI libraries: a schema that imports one would ship UI to the server. */
const UI_PACKAGES = '(^|/)node_modules/(preact|react|react-dom|downshift|react-hook-form|@hookform|dompurify)/'

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'src-imports-no-server-or-demo',
    comment:
      'The widgets and the workspace are a browser bundle: server or demo code in it would ship secrets and Node APIs to every page.',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: '^(server|demo)/' },
  },
  {
    name: 'server-imports-no-demo',
    comment:
      "Production runs server/ alone (server/dist/main.js); demo/ is the demo host, which demo/start.ts hands to the server (createApp's hostPages), never the other way round.",
    severity: 'error',
    from: { path: '^server/' },
    to: { path: '^demo/' },
  },
  {
    name: 'server-imports-only-shared-src',
    comment:
      'The server may run the widgets’ schemas and words (src/schemas, src/text), which are plain data and valibot, never browser code. A type-only import (an API answer’s shape) is erased by the compiler and allowed.',
    severity: 'error',
    from: { path: '^server/' },
    to: { path: '^src/', pathNot: SHARED_SRC, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'server-imports-no-browser-text',
    comment: 'src/text/loadText.ts and esEntry.ts load a language into the page through the DOMPurify loader: browser code.',
    severity: 'error',
    from: { path: '^server/' },
    to: { path: BROWSER_TEXT, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'shared-src-stays-browser-free',
    comment: 'What the server imports from src/ (schemas, text) must not pull in the rest of the widgets.',
    severity: 'error',
    from: { path: SHARED_SRC, pathNot: BROWSER_TEXT },
    to: { path: '^src/', pathNot: SHARED_SRC, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'db-imports-no-feature',
    comment:
      'server/db holds the SQL: a repository that imported a feature (triage, assessment, leads, workspace...) would make every feature depend on every other through it. Features pass what the SQL needs as arguments (db/backfillTriage.ts takes the triage engine). Type-only imports of the shapes a column stores are allowed.',
    severity: 'error',
    from: { path: '^server/db/' },
    to: { path: '^server/', pathNot: BELOW_DB, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'host-knows-no-form',
    comment: 'src/host mounts any widget by its entry: a form it imported would be in every widget’s bundle.',
    severity: 'error',
    from: { path: '^src/host/' },
    to: { path: '^src/(forms|widgets)/' },
  },
  {
    name: 'form-knows-no-other-form',
    comment:
      'One form, one folder: a widget’s form imports no other widget’s form, so each widget’s chunk holds its own form only. What forms share is a kit: stepForm/ (the step-by-step clinic and kiosk forms, the results overlay) and assessment/ (the health and dental assessment form).',
    severity: 'error',
    from: { path: '^src/forms/([^/]+)/' },
    to: { path: '^src/forms/[^/]+/', pathNot: '^src/forms/($1|stepForm|assessment)/' },
  },
  {
    name: 'schemas-know-no-ui',
    comment: 'src/schemas is shared with the server and the OpenAPI document: it is valibot and data, no component, hook or DOM library.',
    severity: 'error',
    from: { path: '^src/schemas/' },
    to: { path: ['^src/(host|ui|fields|forms|widgets|workspace|booking|captcha|loader|context|purify|submission|api)/', UI_PACKAGES] },
  },
]

const result = await readModuleGraph(SOURCE_ROOTS, { exclude: NOT_CHECKED, tsConfig: 'tsconfig.json', ruleSet: { forbidden } })
const byName = new Map(forbidden.map((r) => [r.name, r]))
const violations = result.summary.violations.filter((v) => v.rule.severity === 'error')
for (const v of violations) console.error(`✗ ${v.rule.name}: ${v.from} -> ${v.to}\n    ${byName.get(v.rule.name)?.comment ?? ''}`)
if (process.argv.includes('--list')) for (const r of forbidden) console.log(`${r.name}: ${r.comment}`)
console.log(`${forbidden.length} dependency rules checked on ${result.summary.totalCruised} modules: ${violations.length} violation(s)`)
const { folders, cycles } = folderCycles(result.modules)
console.log(`${folders} folders checked in ${SOURCE_ROOTS.join(' and ')}: ${cycles.length} cycle(s)`)
if (violations.length || cycles.length) process.exit(1)
