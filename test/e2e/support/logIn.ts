import type { Locator, Page } from 'playwright-core'

/** The password of every staff account of the demo clinics. */
export const DEMO_PASSWORD = 'PetLead-demo-1'

/**
 * Logs in on the workspace's login form at `origin` as `email` (Willow's owner by default), then
 * waits for `landing`: by default the inbox's heading, so a refused login fails here. `path` is the
 * workspace page opened first (`/workspace` by default), which shows the form to anyone logged out.
 */
export async function logIn(
  page: Page,
  origin: string,
  o: { email?: string; password?: string; path?: string; landing?: (page: Page) => Locator } = {},
) {
  await page.goto(`${origin}${o.path ?? '/workspace'}`)
  await page.getByLabel('Email').fill(o.email ?? 'owner@willow.test')
  await page.getByLabel('Password').fill(o.password ?? DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await (o.landing ?? ((p) => p.getByRole('heading', { level: 1, name: /^Leads/ })))(page).waitFor()
}
