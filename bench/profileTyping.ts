// Where a breed-picker keystroke's time goes: CPU profile while typing into the health form's breed
// picker (sourcemapped Preact build), self time by function. Usage: tsx bench/profileTyping.ts [keys]
import type {} from './lib/benchWindow' // types window.__bench and the other in-page globals
import { readFileSync } from 'node:fs'
import { TraceMap } from '@jridgewell/trace-mapping'
import { launch } from './browser'
import { startPageServer } from './lib/pageServer'
import { printSlowest } from './lib/printSlowest'
import { selfTimeBySource } from './lib/selfTime'
import { startCpuProfile } from './lib/startCpuProfile'

const keys = Number(process.argv[2] ?? 150)
const file = 'bench/build/petlead.umd.js'
const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
const pages = await startPageServer(JSON.parse(readFileSync('bench/results/lists.json', 'utf8')))
const browser = await launch()
const page = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage()
await page.goto(pages.url)
await page.evaluate((code) => window.__bench.evalScript(code + '\n//# sourceURL=petlead.js'), readFileSync(file, 'utf8'))
await page.evaluate(() => {
  const b = window.__bench
  const h = b.newHost()
  window.PetLead.mount(h, { form: 'health', apiBase: '/api' })
  return b.whenReady(h.shadowRoot)
})
await page.getByLabel('Pet type').selectOption('dog')
await page.getByRole('combobox', { name: 'Breed (Max 2)' }).click()
const profiler = await startCpuProfile(page, 100)
const words = ['labrador', 'golden', 'german', 'beagle', 'poodle', 'shih', 'yorkshire', 'boxer']
for (let typed = 0, i = 0; typed < keys; i++) {
  for (const ch of words[i % words.length]!) {
    await page.keyboard.press(ch)
    typed++
  }
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
}
printSlowest(selfTimeBySource(await profiler.stop(), map), 25, keys, 'msPerKey')
await browser.close()
await pages.close()
