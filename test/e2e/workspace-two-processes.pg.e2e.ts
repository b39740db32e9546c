import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { REPO_ROOT } from '../../server/repoRoot'
import { loadConfig } from '../../server/loadConfig'
import { startServer, type RunningServer } from '../../server/startServer'
import { freePort } from '../../server/testing/freePort'
import { scratchDatabase } from '../../server/testing/cluster/scratchDatabase'
import { validPet } from '../../server/testing/payloads'
import { launchBrowser, newPage } from './support/browser'
import { demoHost } from '../../demo/demoHost'
import { solvedCaptcha } from '../../server/testing/solvedCaptcha'

/**
 * The server as two processes on PostgreSQL, and a
 * lead stored through one appears, live, in a browser connected to the other (LISTEN/NOTIFY carries
 * it across). Two whole demo servers in this process on one scratch database, each on its own port
 * and origin. Needs a PostgreSQL server: runs under `npm run test:pg`, which sets DATABASE_URL.
 */
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
let browser: Browser | undefined
const servers: RunningServer[] = []
const dirs: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  scratch = await scratchDatabase(process.env.DATABASE_URL!, 'petlead_ws_e2e')
  // One after the other: the second finds the migrations and the demo seed done.
  for (let i = 0; i < 2; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'petlead-ws-e2e-'))
    dirs.push(dir)
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const config = loadConfig(
      { PETLEAD_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dir, DATABASE_URL: scratch.url },
      REPO_ROOT,
    )
    servers.push(await startServer(config, { log: () => {}, idleMs: 200, hostPages: demoHost }))
  }
})
afterAll(async () => {
  await browser?.close()
  for (const s of servers) await s.stop()
  await scratch?.drop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('workspace on two processes', () => {
  it('a lead stored through server A appears in the inbox of a browser on server B within 2 s, without reload', async () => {
    const [a, b] = servers as [RunningServer, RunningServer]
    expect(a.url).not.toBe(b.url)
    const { page, errors } = await newPage(browser!, { width: 1280, height: 900 })
    let loads = 0
    page.on('load', () => {
      loads++
    })
    await page.goto(`${b.url}/workspace`)
    await page.getByLabel('Email').fill('front@willow.test')
    await page.getByLabel('Password').fill('PetLead-demo-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { level: 1, name: /^Leads/ }).waitFor()
    await page.getByText('Live updates on').waitFor()
    const loadsBefore = loads

    // A health lead with no clinic: willow's own ZIP routes it to willow by distance.
    const res = await fetch(`${a.url}/api/pet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha': await solvedCaptcha(a.url) },
      body: JSON.stringify({ ...validPet(), pet_name: 'Crossover', owner_name: 'Tess Twoproc', zip_code: '90755' }),
    })
    expect(res.status).toBe(201)
    const stored = Date.now()
    const row = page.locator('li.ws-lead').filter({ hasText: 'Crossover' })
    await row.waitFor({ timeout: 5_000 })
    const arrivedMs = Date.now() - stored
    console.log(`lead stored through A arrived in B's browser in ${arrivedMs} ms`)
    expect(arrivedMs).toBeLessThan(2_000)
    expect(await row.textContent()).toContain('Tess Twoproc')
    expect(loads).toBe(loadsBefore)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
