import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { LONGEST } from '../longestFirst'

const root = resolve(import.meta.dirname, '../..')

// A long file renamed or removed would drop out of the list unseen, and the suite's tail grow back.
it('every file the suites start first exists, once', () => {
  expect(LONGEST.filter((file) => !existsSync(resolve(root, file)))).toEqual([])
  expect(new Set(LONGEST).size).toBe(LONGEST.length)
})
