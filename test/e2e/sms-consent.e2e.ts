import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { fillAssessment } from './support/fillAssessment'
import { withApiDouble } from './support/suite'

let api: ApiDouble
let browser: Browser
let page: Page

withApiDouble((s) => ({ api, browser } = s))
beforeEach(async () => {
  api.reset()
  ;({ page } = await newPage(browser))
  await page.goto(`${api.origin}/page/health`)
  await page.getByLabel('Pet name').waitFor()
})

/** The consent box, found by its label: the words are what the owner agrees to. */
const consent = () =>
  page.getByRole('checkbox', { name: 'Text me updates about this request. Msg & data rates may apply. Reply STOP to opt out.' })
const submit = async () => {
  await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
  await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
  await page.getByRole('dialog', { name: 'Completed' }).waitFor()
}

describe('text-message consent on a form that asks for the phone', () => {
  it('is labelled with what the owner agrees to, unticked by default, reachable by keyboard, and its tick reaches the server', async () => {
    await fillAssessment(page, { health: true })
    expect(await consent().count()).toBe(1)
    expect(await consent().isChecked()).toBe(false)
    await expectNoAxeViolations(page, 'consent box shown')
    await consent().focus()
    await page.keyboard.press('Space')
    expect(await consent().isChecked()).toBe(true)
    await submit()
    expect(api.writes()[0]!.body).toMatchObject({ sms_consent: true })
  })

  it('left unticked, sends no consent at all', async () => {
    await fillAssessment(page, { health: true })
    await submit()
    expect(api.writes()[0]!.body).not.toHaveProperty('sms_consent')
  })
})
