// Types of scripts/htmlOnlyPurify.mjs for the TypeScript that imports it (test/unit/trimDependencies.test.ts).
import type { Plugin } from 'rollup'
export function htmlOnlyPurify(): Plugin
