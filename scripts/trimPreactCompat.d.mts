// Types of scripts/trimPreactCompat.mjs for the TypeScript that imports it (test/unit/trimDependencies.test.ts).
import type { Plugin } from 'rollup'
export const TRIMMED_COMPAT_CLASSES: string[]
export function trimPreactCompat(): Plugin
