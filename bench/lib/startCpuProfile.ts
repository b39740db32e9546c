import type { Page } from 'playwright-core'

/**
 * Starts sampling the page's CPU every `intervalUs` microseconds through the DevTools protocol;
 * `stop()` ends the sampling and gives the profile (read with ./selfTime).
 */
export async function startCpuProfile(page: Page, intervalUs: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs })
  await cdp.send('Profiler.start')
  return { stop: async () => (await cdp.send('Profiler.stop')).profile }
}
