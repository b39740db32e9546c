import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { pngFile } from './support/images'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page, errors: string[]

const ANSWER = 'Looks healthy.\n<b>Bold?</b> <img src=x onerror="window.__pwned=1">'

withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/ai-test',
  ready: (p) => p.getByLabel('Prompt').waitFor(),
  prepare(a) {
    a.reset()
    a.on('POST', '/pet_app/image_app', () => ({ json: { success: true, content: 'https://img.example/rex.jpg' } }))
    a.on('POST', '/pet_app/request_to_gpt_4o_mini', () => ({ json: { success: true, content: ANSWER } }))
  },
})

const answer = () => page.getByRole('region', { name: 'Answer' })

describe("'ai-test' (/test)", () => {
  it('sends the prompt alone and shows the answer as text, never as HTML', async () => {
    await expectNoAxeViolations(page, 'empty')
    await page.getByLabel('Prompt').fill('Is a 12 lb beagle overweight?')
    await page.getByRole('button', { name: 'Ask the model' }).click()
    await answer().waitFor()
    expect(await answer().textContent()).toBe(ANSWER)
    expect(await answer().locator('b, img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(api.writes().map((w) => [w.path, w.body])).toEqual([
      ['/pet_app/request_to_gpt_4o_mini', { prompt: 'Is a 12 lb beagle overweight?' }],
    ])
    await expectNoAxeViolations(page, 'answer shown')
    expect(errors).toEqual([])
  })

  it('sends the image as a JPEG data URL of at most 1600 px, then the prompt with its URL', async () => {
    await page.getByLabel('Prompt').fill('What breed is this?')
    await page.getByLabel('Image').setInputFiles(pngFile('dog.png', 2400, 1800))
    await page.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await page.getByRole('button', { name: 'Ask the model' }).click()
    await answer().waitFor()
    const [image, ask] = api.writes()
    expect(image.path).toBe('/pet_app/image_app')
    const dataUrl = (image.body as { image: string }).image
    expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/)
    const jpeg = Buffer.from(dataUrl.split(',')[1], 'base64')
    const sof = jpeg.findIndex((b, i) => b === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2))
    expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1600, 1200])
    expect(ask).toMatchObject({
      path: '/pet_app/request_to_gpt_4o_mini',
      body: { prompt: 'What breed is this?', image_url: 'https://img.example/rex.jpg' },
    })
    // The model call carries a proof solved in the background; the photo's upload is no create and carries none.
    expect(image.headers['x-captcha']).toBeUndefined()
    expect((await decodeCaptcha(ask.headers['x-captcha'])).number).toBe(BACKGROUND_COUNTER)
  })

  it('shows a loading state, then a clear error that keeps the prompt; a prompt is required', async () => {
    await page.getByRole('button', { name: 'Ask the model' }).click()
    await page.getByText('Is required').waitFor()
    expect(api.writes()).toEqual([])
    api.on('POST', '/pet_app/request_to_gpt_4o_mini', () => ({
      status: 400,
      delayMs: 400,
      json: { success: false, content: 'Model unavailable' },
    }))
    await page.getByLabel('Prompt').fill('Hello')
    await page.getByRole('button', { name: 'Ask the model' }).click()
    await page.getByText('Waiting for the answer...').waitFor()
    expect(await page.getByRole('button', { name: 'Sending' }).isDisabled()).toBe(true)
    const alert = page.getByRole('alert').filter({ hasText: 'Model unavailable' })
    await alert.waitFor()
    expect(await page.getByLabel('Prompt').inputValue()).toBe('Hello')
    await expectNoAxeViolations(page, 'error shown')
  })
})
