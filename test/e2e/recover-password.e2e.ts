import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ApiDouble } from './support/apiDouble'
import { decodeCaptcha, serveAltcha } from './support/altcha'
import { expectNoAxeViolations } from './support/axe'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/recover-password',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Email').waitFor(),
})

const email = 'dana@example.com'
const cont = () => page.getByRole('button', { name: 'Continue' })
const code = () => page.getByLabel('6-digit code')

async function toCode() {
  await page.getByLabel('Email').fill(email)
  await cont().click()
  await code().waitFor()
}

async function expectErrorModal(text: string) {
  const dialog = page.getByRole('dialog', { name: 'Error' })
  await dialog.waitFor()
  expect(await dialog.textContent()).toContain(text)
  await expectNoAxeViolations(page, `${text} modal`)
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

describe("'recover-password' flow", () => {
  it('e-mail, code (with a back arrow), new password; sends e-mail with the code and the reset token; ends fresh', async () => {
    api.on('POST', '/user/verify_code', () => ({ json: { success: true, content: { reset_token: 'tok-123' } } }))
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username')
    await expectNoAxeViolations(page, 'step 1')
    await toCode()
    expect(await code().getAttribute('inputmode')).toBe('numeric')
    expect(await code().getAttribute('maxlength')).toBe('6')
    expect(await code().getAttribute('autocomplete')).toBe('one-time-code')
    await expectNoAxeViolations(page, 'step 2')

    await page.getByRole('button', { name: 'Back' }).click()
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    await cont().click()
    await code().pressSequentially('12a3456')
    expect(await code().inputValue()).toBe('123456')
    await cont().click()

    const password = page.getByLabel('New password', { exact: true })
    await password.waitFor()
    const hidden = page.locator('#w').locator('input[autocomplete="username"]')
    expect(await hidden.inputValue()).toBe(email)
    expect(await hidden.isHidden()).toBe(true)
    expect(await password.getAttribute('autocomplete')).toBe('new-password')
    expect(await page.getByLabel('Confirm new password').getAttribute('autocomplete')).toBe('new-password')
    await password.fill('Correct horse 1')
    await page.getByLabel('Confirm new password').fill('Correct horse 2')
    await cont().click()
    await page.getByText('Passwords must match').waitFor()
    await expectNoAxeViolations(page, 'step 3 with error')
    await page.getByLabel('Confirm new password').fill('Correct horse 1')
    await cont().click()

    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe('')
    await expectNoAxeViolations(page, 'done')
    expect(api.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['POST', '/user/recover_password', { email }],
      ['POST', '/user/recover_password', { email }],
      ['POST', '/user/verify_code', { email, code: '123456' }],
      ['PATCH', '/user/password', { email, password: 'Correct horse 1', reset_token: 'tok-123' }],
    ])
    expect(errors).toEqual([])
  })

  it("says 'Email not found' when recover answers success not true", async () => {
    api.on('POST', '/user/recover_password', () => ({ json: { success: false, content: 'no user' } }))
    await page.getByLabel('Email').fill(email)
    await cont().click()
    await expectErrorModal('Email not found')
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    expect(await code().count()).toBe(0)
  })

  it("says 'Code not found', and shows 'Expired code' and 'Invalid code' as-is, staying on the code step", async () => {
    const answers = [
      { json: { success: false, content: null } },
      { json: { success: true, content: 'Expired code' } },
      { status: 400, json: { success: false, content: 'Invalid code' } },
    ]
    api.on('POST', '/user/verify_code', () => answers.shift())
    await toCode()
    for (const text of ['Code not found', 'Expired code', 'Invalid code']) {
      await code().fill('654321')
      await cont().click()
      await expectErrorModal(text)
      expect(await code().inputValue()).toBe('654321')
    }
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0)
  })

  it('solves the captcha verify asks for (after many wrong codes for the address) and sends the code again with it', async () => {
    const signatures = serveAltcha(api, 321)
    api.on('POST', '/user/verify_code', (r) =>
      r.headers['x-captcha']
        ? { json: { success: true, content: { reset_token: 'tok-9' } } }
        : { status: 403, json: { success: false, content: { captcha: 'Please confirm you are not a robot' } } },
    )
    await toCode()
    await code().fill('123456')
    await cont().click()
    await page.getByLabel('New password', { exact: true }).waitFor()
    const verifies = api.writes().filter((w) => w.path === '/user/verify_code')
    expect(verifies.map((w) => [w.body, w.headers['x-captcha'] === undefined])).toEqual([
      [{ email, code: '123456' }, true],
      [{ email, code: '123456' }, false],
    ])
    // A fresh key for the second try: the first one's refusal is not replayed.
    expect(verifies[1]!.headers['idempotency-key']).not.toBe(verifies[0]!.headers['idempotency-key'])
    const solution = await decodeCaptcha(verifies[1]!.headers['x-captcha'])
    expect([solution.number, signatures.includes(solution.signature)]).toEqual([321, true])
    expect(errors).toEqual([])
  })

  it('works against a server that sends no reset token: the password change carries e-mail and password only', async () => {
    await toCode()
    await code().fill('111111')
    await cont().click()
    await page.getByLabel('New password', { exact: true }).fill('pw')
    await page.getByLabel('Confirm new password').fill('pw')
    await cont().click()
    await page.getByText('Your password has been changed', { exact: false }).waitFor()
    expect(api.writes().at(-1)).toMatchObject({ method: 'PATCH', path: '/user/password', body: { email, password: 'pw' } })
  })
})
