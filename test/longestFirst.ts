import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that hold a worker longest, measured on this 2-core machine (seconds: the browser files
 * in one whole browser run here, the others in a clean-clone `npm test`, 2026-11-30 and 12-01).
 * Some are slow for their CPU (visual.e2e.ts pictures 114 states), others for their waits
 * (crash.test.ts restarts a server four times; workspace-moved.e2e.ts waits out a 30-second
 * re-route): either way a worker that starts one of them last runs alone while the other workers
 * have nothing left, and the cores idle through the suite's tail.
 */
export const LONGEST = [
  'test/e2e/visual.e2e.ts', // 242
  'test/e2e/lead-day.e2e.ts', // 110
  'test/e2e/security-faults.e2e.ts', // 110
  'test/e2e/security-hostile-css.e2e.ts', // 99
  'test/e2e/booking-live.e2e.ts', // 89
  'test/e2e/security-a11y.e2e.ts', // 87
  'test/e2e/funnel.e2e.ts', // 75
  'test/e2e/workspace-moved.e2e.ts', // 36, of which 30 waiting
  'server/crash.test.ts', // 44
  'server/workspace/workspaceApi.test.ts', // 21
  'server/mail/refusedMail.test.ts', // 21
  'server/webhooks/webhooks.test.ts', // 19
  'src/host/spanish.test.tsx', // 15
  'src/fields/DangerSigns.test.tsx', // 14
  'server/fuzz/accountCalls.test.ts', // 14
  'server/demoInProduction.test.ts', // 14
  'server/observability/observability.test.ts', // 12 (project unit-mocks, otherwise started after every unit file)
]

/**
 * Vitest's order (the longest first by the durations it cached from an earlier run on this
 * checkout, else the largest file first), with LONGEST ahead of it: a clean checkout, as CI's, has
 * no durations cached, and its largest files are not its longest.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const i = LONGEST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll('\\', '/'))
      return i < 0 ? LONGEST.length : i
    }
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return ordered.sort((a, b) => rank(a) - rank(b))
  }
}
