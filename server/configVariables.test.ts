import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configTable, configVariables } from './configVariables'
import { configTableIn } from './configTableDoc'

const root = new URL('../', import.meta.url)

/** Every `env.NAME` the server and the demo host read, outside tests. */
function variablesRead(): Set<string> {
  const names = new Set<string>()
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !path.includes('/testing/')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!)
      }
    }
  }
  walk(new URL('server', root).pathname)
  for (const m of readFileSync(new URL('demo/start.ts', root), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!)
  return names
}

describe('configuration', () => {
  it('declares every variable the server reads', () => {
    const declared = new Set(configVariables.flatMap((v) => [...v.name.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)))
    const undeclared = [...variablesRead()].filter((name) => !declared.has(name))
    expect(undeclared).toEqual([])
  })

  it('docs/operations.md carries the table generated from the declarations (npm run docs:config)', () => {
    const doc = readFileSync(new URL('docs/operations.md', root), 'utf8')
    expect(configTableIn(doc)).toBe(configTable())
  })
})
