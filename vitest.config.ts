import { defineConfig } from 'vitest/config'
// Named with an extension, as Vite's config loader asks of a config's own imports (TypeScript maps .js to the .ts file).
import LongestFirst from './test/longestFirst.js'

/**
 * The projects: node unit tests (`*.test.ts`, those that mock a module apart in `unit-mocks`),
 * component tests under happy-dom (`*.test.tsx`), and end-to-end tests in Debian's Chromium
 * (`test/e2e/*.e2e.ts`), two files at a time, each with its own browser and servers.
 */
const alias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/test-utils': 'preact/test-utils',
}

const unitFiles = ['src/**/*.test.ts', 'server/**/*.test.ts', 'demo/**/*.test.ts', 'test/unit/**/*.test.ts']
/**
 * The unit files that replace a module with `vi.mock`: a mock is set when a file's modules are first
 * loaded, so these run in a module registry of their own (project `unit-mocks`), never in the shared one.
 */
const mockingFiles = [
  'server/alerts/staffAlerts.test.ts',
  'server/assessment/storedTriage.test.ts',
  'server/observability/observability.test.ts',
]
/** The component files that replace a module with `vi.mock`: in a module registry of their own (project `dom-mocks`), as `mockingFiles`. */
const mockingComponentFiles = ['src/fields/DangerSigns.test.tsx']
/** The component tests' settings (happy-dom, the React API on Preact), shared by `dom` and `dom-mocks`. */
const componentProject = {
  resolve: { alias },
  esbuild: { jsx: 'automatic' as const, jsxImportSource: 'preact' },
  test: {
    environment: 'happy-dom',
    testTimeout: 30000,
    maxWorkers: 2,
    setupFiles: ['test/unit/patientWaitFor.ts', 'test/unit/quietBeacons.ts', 'test/unit/shadowFocus.ts'],
    // Inline the React-API libraries so their `react` imports hit the Preact alias too.
    server: { deps: { inline: ['react-hook-form', 'downshift', '@hookform/resolvers'] } },
  },
}
// `*.pg.test.ts` need a PostgreSQL server (several processes on one database, LISTEN/NOTIFY
// across processes): they run under `npm run test:pg`, which starts one and sets DATABASE_URL.
const notHere = process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts']
// The inner loop (`npm run test:quick`, which sets PETLEAD_INNER_LOOP=1) leaves the server's real
// processes to `npm test`: crash.test.ts starts, kills and restarts it (a minute of the suite).
const notInInnerLoop = process.env.PETLEAD_INNER_LOOP === '1' ? ['server/crash.test.ts'] : []
const unitTest: { environment: 'node'; testTimeout: number; hookTimeout: number; maxWorkers: number; globalSetup: string[] } = {
  environment: 'node',
  // A hang guard, not a time budget (no test here times anything by the wall clock): on a loaded
  // two-core CI machine a test that takes 10 s alone has taken a minute.
  testTimeout: 300000,
  hookTimeout: 300000,
  maxWorkers: 2,
  // One migrated PGlite for the run, which every test database starts as a copy of.
  globalSetup: ['server/testing/globalSetup.ts'],
}

export default defineConfig({
  test: {
    // The longest files start first, so no long one is left to run alone at a suite's end (test/longestFirst.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          ...unitTest,
          name: 'unit',
          include: unitFiles,
          exclude: [...notHere, ...notInInnerLoop, ...mockingFiles, '**/node_modules/**'],
          // The files of a worker share one module registry: the server's modules, PGlite's WebAssembly
          // and the triage engine's compiled rules are loaded once per worker, not once per file (about
          // 40% of the suite's CPU). Every test builds its own app, database and clock, so no state is
          // shared but code. On PostgreSQL (`test:pg`) each file keeps its own, as the cluster tests need.
          isolate: Boolean(process.env.DATABASE_URL),
        },
      },
      {
        resolve: { alias },
        test: { ...unitTest, name: 'unit-mocks', include: mockingFiles },
      },
      {
        ...componentProject,
        test: {
          ...componentProject.test,
          name: 'dom',
          // The files of a worker share one module registry, as the unit files do: preact, the form
          // libraries and the widgets' modules are loaded once per worker (alone: 41.6 -> 20.1 CPU-s,
          // 28 -> 17 s). Each file still gets its own happy-dom window and runs the setup files in it,
          // and the suite passes in shuffled file orders (`--sequence.shuffle.files`, three seeds).
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: [...mockingComponentFiles, '**/node_modules/**'],
        },
      },
      {
        ...componentProject,
        test: { ...componentProject.test, name: 'dom-mocks', include: mockingComponentFiles },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          // `*.pg.e2e.ts` need a PostgreSQL server (the server as two processes on one database):
          // they run under `npm run test:pg`, which starts one and sets DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.e2e.ts', '**/node_modules/**'],
          // Hang guards, not budgets: a whole booking by keyboard (15 steps, three axe runs, every Tab a
          // round trip to the page) took 35 s alone and over 120 s among the other files on two cores.
          testTimeout: 240000,
          hookTimeout: 240000,
          // A poll waits for what a page or its server will do (a dialog opening, a beacon sent, a row
          // stored): vitest's default gives up after 1 s, which a loaded two-core machine can spend on
          // one page's paint. A hang guard like the test's own, never a time budget.
          expect: { poll: { timeout: 20_000 } },
          // Three files at a time: a browser file mostly waits (on pages, timers and its server), using
          // about half a core; with two, a clean-clone run still left a third of the two cores idle.
          maxWorkers: 3,
          // The files of a worker share one module registry, as the unit files do: the server and demo
          // host a browser file starts in-process were imported again for every file (import took 488
          // of the CI suite's seconds; 83 s of 100 for twelve small files here, 35 s without).
          // Each file starts its own servers and opens its own browser contexts, in the worker's one browser
          // process (support/browser.ts); module state of the server is per app.
          isolate: false,
          globalSetup: ['test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
})
