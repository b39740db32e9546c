import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/repoRoot'

/**
 * Nothing private about a clinic ships to visitors. Runs over the built bundle (npm test
 * builds it first), so a lead address pasted back into src/clinics/registry.ts, or a server module
 * pulled into the widget, fails the build.
 */
const dist = join(REPO_ROOT, 'dist')
const partners = JSON.parse(readFileSync(join(REPO_ROOT, 'demo', 'clinics.example.json'), 'utf8')) as Array<{
  leadEmails: string[]
  street: string
  services: Record<string, { cat: [number, number] }>
}>

describe('dist/ holds no private clinic field', () => {
  const files = readdirSync(dist).filter((f) => /\.(m?js|d\.ts|map)$/.test(f))
  it('has bundles to check', () => {
    expect(files).toEqual(expect.arrayContaining(['petlead.umd.js', 'petlead.loader.js', 'petlead.mjs']))
  })
  for (const file of files) {
    it(`${file}: no lead address, lead-address field, street address or price table`, () => {
      const text = readFileSync(join(dist, file), 'utf8')
      for (const p of partners) {
        for (const address of p.leadEmails) expect(text).not.toContain(address)
        expect(text).not.toContain(p.street)
      }
      // The workspace bundle and its chunks are the owner's settings form: it names these fields to edit them, and their
      // values reach it only from the signed-in API. No widget bundle may even name them.
      if (!file.startsWith('petlead-workspace')) expect(text).not.toMatch(/leadEmails?|lead_emails|radiusMiles|dogLarge|leads@[a-z]/)
      else expect(text).not.toMatch(/leads@[a-z]/)
    })
  }
})
