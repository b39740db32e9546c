import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

/**
 * Presses "Return to Website" in the results overlay `results`, then checks what the host page
 * and the owner see: the widget's mount point fired `petlead:close` (so the site can react) and
 * no dialog is left on the page.
 */
export async function returnToWebsite(page: Page, results: Locator) {
  const closed = page.evaluate(
    () =>
      new Promise<boolean>((r) =>
        document.querySelector('[data-petlead-form]')!.addEventListener('petlead:close', () => r(true), { once: true }),
      ),
  )
  await results.getByRole('button', { name: 'Return to Website' }).click()
  expect(await closed).toBe(true)
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}
