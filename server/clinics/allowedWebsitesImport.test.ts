import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkClinicRows } from './importClinics'
import { DEMO_CLINICS_FILE } from './seedDemoClinics'

/** The import file carries a clinic's allowed websites, kept as origins, and refuses what is not a website. */
const willow = () => {
  // The demo file names its logo by path, which only the CLI reads; this check needs no logo.
  const { logo: _logo, ...row } = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<Record<string, unknown>>)[0]!
  return row
}

describe('allowedWebsites in an import file', () => {
  it('are optional (any website) and kept as origins, each once', async () => {
    const absent = await checkClinicRows([willow()])
    expect(absent.errors).toEqual([])
    expect(absent.good[0]!.record.allowedWebsites).toEqual([])
    const listed = await checkClinicRows([
      { ...willow(), allowedWebsites: ['https://willow.example.org/book?x=1', 'http://localhost:8000/', 'https://WILLOW.example.org'] },
    ])
    expect(listed.good[0]!.record.allowedWebsites).toEqual(['https://willow.example.org', 'http://localhost:8000'])
  })

  it('name a line that is not a website by its row and index', async () => {
    const bad = await checkClinicRows([
      { ...willow(), allowedWebsites: ['https://ok.example', 'willow.example.org', 'javascript:alert(1)'] },
    ])
    expect(bad.errors.map((e) => [e.row, e.field])).toEqual([
      [1, 'allowedWebsites.1'],
      [1, 'allowedWebsites.2'],
    ])
  })
})
