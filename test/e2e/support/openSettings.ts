import type { Page } from 'playwright-core'
import { logIn } from './logIn'

/** Logs in at `origin` as Willow's owner (see `logIn`) and opens the workspace's Settings page. */
export async function openSettings(page: Page, origin: string) {
  await logIn(page, origin)
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click()
}
