import { defineConfig } from 'vitest/config'

/**
 * Three projects: node unit tests (`*.test.ts`), component tests under happy-dom (`*.test.tsx`),
 * and end-to-end tests in Debian's Chromium (`test/e2e/*.e2e.ts`), which run one file at a time
 * because the machine has two cores and each file starts a browser and a server.
 */
const alias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/test-utils': 'preact/test-utils',
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'demo/**/*.test.ts', 'test/unit/**/*.test.ts'],
          // `*.pg.test.ts` need a PostgreSQL server (several processes on one database, LISTEN/NOTIFY
          // across processes): they run under `npm run test:pg`, which starts one and sets DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          // A hang guard, not a time budget (no test here times anything by the wall clock): CI runs this
          // suite beside the browser suite on two cores, where a test that takes 10 s alone can take 40.
          testTimeout: 120000,
          hookTimeout: 120000,
          maxWorkers: 2,
          // One migrated PGlite for the run, which every test database starts as a copy of.
          globalSetup: ['server/testing/globalSetup.ts'],
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          testTimeout: 30000,
          maxWorkers: 2,
          setupFiles: ['test/unit/patientWaitFor.ts', 'test/unit/quietBeacons.ts'],
          // Inline the React-API libraries so their `react` imports hit the Preact alias too.
          server: { deps: { inline: ['react-hook-form', 'downshift', '@hookform/resolvers'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          // `*.pg.e2e.ts` need a PostgreSQL server (the server as two processes on one database):
          // they run under `npm run test:pg`, which starts one and sets DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.e2e.ts', '**/node_modules/**'],
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
          maxWorkers: 1,
          globalSetup: ['test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
})
