import type { Page } from 'playwright-core'

/**
 * Ticks "I'm not a robot" and waits until the widget says "Verified", i.e. it has solved the
 * challenge (proof of work takes longer on a loaded machine, hence `timeout`).
 */
export async function solveCaptcha(page: Page, timeout?: number) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check()
  await page.getByText('Verified').waitFor({ timeout })
}
