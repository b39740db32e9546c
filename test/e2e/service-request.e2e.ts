import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page, errors: string[]

const RESULT =
  '<h2>Your estimate</h2><p><a href="tel:5551234567">(555) 123-4567</a></p><p id="price">From $120 at Willow Clinic</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">book</a>'

withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/service-request',
  viewport: { width: 390, height: 844 },
  prepare(a) {
    a.reset()
    a.on('POST', '/form_low_cost', () => ({ json: { success: true, content: RESULT } }))
  },
})

const dialog = () => page.getByRole('dialog', { name: 'Request a low-cost service' })
const button = (name: string) => dialog().getByRole('button', { name, exact: true })
/** The question on screen, numbered 1 to 15 as the widget contract lists them (skipped ones keep their number). */
const progress = () => dialog().locator('form[data-step]').getAttribute('data-step').then(Number)
/** What the owner reads: skipped questions are not counted. */
const counter = async () => {
  const bar = dialog().getByRole('progressbar')
  return `${await dialog().locator('.pl-progress .pl-hint').textContent()} (${await bar.getAttribute('aria-valuenow')}/${await bar.getAttribute('aria-valuemax')})`
}
const open = async () => {
  await page.getByRole('button', { name: 'Request a low-cost service' }).click()
  await dialog().waitFor()
}
const next = async (expected: number) => {
  await button('Next').click()
  await expect.poll(progress).toBe(expected)
}

/** The two estimate requests sent so far, checked to be one submission: two sends, one Idempotency-Key. */
function twoSendsOfOneSubmission() {
  const sends = api.writes().filter((w) => w.path === '/form_low_cost')
  expect(sends).toHaveLength(2)
  expect(sends[0].headers['idempotency-key']).toBe(sends[1].headers['idempotency-key'])
  return sends
}

interface Path {
  service: string
  ai?: boolean
  photo?: boolean
  quote?: boolean
  axe?: boolean
}

/** Answer steps 1-12 as an owner would, checking the progress bar (and axe) on every step. */
async function answerUpToEmail({ service, ai, axe }: Path) {
  const check = async (where: string) => {
    if (axe) await expectNoAxeViolations(page, where)
  }
  await open()
  expect(await progress()).toBe(1)
  await check('step 1')
  await dialog().getByLabel('Zip code').fill('94103')
  await next(2)
  await check('step 2')
  await dialog().getByLabel('Pet name').fill('Rex')
  await next(3)
  await dialog().getByLabel('Service').selectOption(service)
  if (ai !== undefined) {
    await dialog().getByLabel('Describe the treatment your pet needs').fill('Itchy paws for two weeks')
    if (ai) await dialog().getByRole('checkbox', { name: "Analyze my pet's photo with AI" }).check()
  }
  await check('step 3')
  await next(4)
  await dialog().getByLabel('Pet type').selectOption('dog')
  await check('step 4')
  await next(5)
  await pickOption(page, 'Breed (Max 2)', 'bea', 'Beagle')
  await pickOption(page, 'Breed (Max 2)', 'poo', 'Poodle')
  await check('step 5')
  await next(6)
  await dialog().getByLabel('Weight (lbs)').fill('12.5')
  await check('step 6')
  await next(7)
  await dialog().getByRole('radio', { name: 'Male', exact: true }).check()
  await check('step 7')
  if (service === 'spay_neuter') {
    await next(9)
  } else {
    await next(8)
    await dialog().getByRole('radio', { name: 'Yes' }).check()
    await check('step 8')
    await next(9)
  }
  const lastSteps = [
    [9, 'Birthday or Approximate', '2019-04-02'],
    [10, 'Owner name', 'Ana Diaz'],
    [11, 'Phone', '555-123-4567'],
    [12, 'Email', 'ana@example.com'],
  ] as const
  for (const [step, label, value] of lastSteps) {
    await dialog().getByLabel(label).fill(value)
    await check(`step ${step}`)
    if (step < 12) await next(step + 1)
  }
}

const base = {
  zip_code: '94103',
  pet_name: 'Rex',
  pet_type: 'dog',
  pet_breeds: ['Beagle', 'Poodle'],
  weight: '12.5',
  gender: 'male',
  owner_name: 'Ana Diaz',
  phone_number: '5551234567',
  email: 'ana@example.com',
  birthday: '2019-04-02',
  widget: 'service-request',
}

async function expectResult() {
  await dialog().locator('#price').waitFor()
  expect(await progress()).toBe(15)
  const html = await dialog().locator('.pl-html').innerHTML()
  expect(html).not.toMatch(/<script|onerror|javascript:/i)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // The estimate is drawn in the widget's look: its heading ranks below the wizard's title and
  // question, and its links take the clinic's colour, not the browser's default blue.
  const look = await dialog().evaluate((d) => {
    const px = (sel: string) => parseFloat(getComputedStyle(d.querySelector(sel)!).fontSize)
    const link = d.querySelector('.pl-html a[href^="tel:"]')!
    const primary = getComputedStyle(d.querySelector('.pl-primary')!).backgroundColor
    return {
      title: px('.pl-modal-title'),
      question: px('.pl-question'),
      heading: px('.pl-html h2'),
      link: getComputedStyle(link).color,
      primary,
    }
  })
  expect(look.heading).toBeLessThan(look.question)
  expect(look.question).toBeLessThan(look.title)
  expect(look.link).toBe(look.primary)
}

describe("'service-request' wizard", () => {
  it('with AI analysis: all 15 steps, both photos uploaded first, exact payload, sanitized result, close starts fresh', async () => {
    await answerUpToEmail({ service: 'skin_rash', ai: true, axe: true })
    await next(13)
    expect(await button('Skip').count()).toBe(1)
    await dialog().getByLabel('Photo of the affected area').setInputFiles(pngFile())
    await expect.poll(() => button('Next').count()).toBe(1)
    await expectNoAxeViolations(page, 'step 13')
    await next(14)
    await dialog()
      .getByLabel('Photo of a quote from another clinic')
      .setInputFiles(pngFile('quote.png', 800, 600))
    await dialog().getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await expectNoAxeViolations(page, 'step 14')
    await button('Submit').click()
    await expectResult()
    await expectNoAxeViolations(page, 'step 15 result')

    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/file', '/file', '/form_low_cost'])
    // The request carries a proof solved in the background since the wizard opened; the uploads create nothing and carry none.
    expect(writes.map((w) => !!w.headers['x-captcha'])).toEqual([false, false, true])
    expect(await decodeCaptcha(writes[2].headers['x-captcha'])).toMatchObject({ number: BACKGROUND_COUNTER, format: 'v2' })
    for (const w of writes.slice(0, 2)) {
      expect(parseMultipart(w.raw, w.headers['content-type'])[0]).toMatchObject({ name: 'image', filename: 'foto.jpg', type: 'image/jpeg' })
    }
    expect(writes[2].body).toEqual({
      ...base,
      service: 'skin_rash',
      neutered_or_payed: 'yes',
      imageUrl: 'https://files.example/1.jpg',
      imageQuoteUrl: 'https://files.example/2.jpg',
      analizeAi: true,
      request: 'Itchy paws for two weeks',
    })
    expect(await page.evaluate(() => sessionStorage.getItem('petlead:service-request'))).toBeNull()

    await button('Close').first().click()
    // The fresh start is a new launcher: it has the focus, the page never does.
    const launcher = page.getByRole('button', { name: 'Request a low-cost service' })
    await expect.poll(() => launcher.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    await launcher.click()
    await expect.poll(progress).toBe(1)
    expect(await dialog().getByLabel('Zip code').inputValue()).toBe('')
    expect(await dialog().getByText('Continue where you left off?').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a blank step says "This field is required *" and shakes; zip and phone keep digits only', async () => {
    await open()
    await button('Next').click()
    await dialog().getByText('This field is required *').waitFor()
    expect(await dialog().locator('form.pl-shake').count()).toBe(1)
    expect(await progress()).toBe(1)
    await dialog().getByLabel('Zip code').fill('9a4-1')
    expect(await dialog().getByLabel('Zip code').inputValue()).toBe('941')
    await expectNoAxeViolations(page, 'step 1 with error')
    await next(2)
  })

  it('spay_neuter: skips step 8 forward and back, skips 13, sends sterilized "no" without AI, photo or treatment', async () => {
    await answerUpToEmail({ service: 'spay_neuter' })
    await next(14)
    await button('Back').click()
    await expect.poll(progress).toBe(12)
    for (const step of [11, 10, 9, 7]) {
      await button('Back').click()
      await expect.poll(progress).toBe(step)
    }
    expect(await counter()).toBe('Step 7 of 13 (7/13)')
    for (const step of [9, 10, 11, 12, 14]) await next(step)
    expect(await counter()).toBe('Step 12 of 13 (12/13)')
    expect(await button('Submit').count()).toBe(1)
    await button('Submit').click()
    await expectResult()
    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/form_low_cost'])
    expect(writes[0].body).toEqual({
      ...base,
      service: 'spay_neuter',
      neutered_or_payed: 'no',
      imageUrl: '',
      imageQuoteUrl: '',
      analizeAi: false,
      request: '',
    })
    expect(errors).toEqual([])
  })

  it('a non-fixed service without AI analysis skips step 13 both ways and sends analizeAi false', async () => {
    await answerUpToEmail({ service: 'dental_care', ai: false })
    // The counter numbers only the questions asked: 12, then 13 of 14, never 12 then 14 of 15.
    expect(await counter()).toBe('Step 12 of 14 (12/14)')
    await next(14)
    expect(await counter()).toBe('Step 13 of 14 (13/14)')
    await button('Back').click()
    await expect.poll(progress).toBe(12)
    await next(14)
    await button('Submit').click()
    await expectResult()
    expect(api.writes().map((w) => w.body)).toEqual([
      {
        ...base,
        service: 'dental_care',
        neutered_or_payed: 'yes',
        imageUrl: '',
        imageQuoteUrl: '',
        analizeAi: false,
        request: 'Itchy paws for two weeks',
      },
    ])
  })

  it('failures keep every answer and say so; a retry works with the same idempotency key', async () => {
    let failFile = true
    let failSend = true
    api.on('POST', '/file', () =>
      failFile ? ((failFile = false), { status: 400, json: { success: false, content: 'Upload refused' } }) : undefined,
    )
    api.on('POST', '/form_low_cost', () =>
      failSend
        ? ((failSend = false), { status: 400, json: { success: false, content: 'Try later' } })
        : { json: { success: true, content: RESULT } },
    )
    await answerUpToEmail({ service: 'dental_care', ai: false })
    await next(14)
    await dialog()
      .getByLabel('Photo of a quote from another clinic')
      .setInputFiles(pngFile('quote.png', 800, 600))
    await dialog().getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await button('Submit').click()
    await dialog().getByRole('alert').filter({ hasText: 'Upload refused' }).waitFor()
    expect(await progress()).toBe(14)
    await button('Submit').click()
    await dialog().getByRole('alert').filter({ hasText: 'Try later' }).waitFor()
    expect(await progress()).toBe(14)
    await button('Back').click()
    await expect.poll(progress).toBe(12)
    expect(await dialog().getByLabel('Email').inputValue()).toBe('ana@example.com')
    await next(14)
    await button('Submit').click()
    await expectResult()
    const sends = twoSendsOfOneSubmission()
    expect((sends[1].body as { imageQuoteUrl: string }).imageQuoteUrl).toMatch(/^https:\/\/files\.example\//)
  })

  it('a close on step 15 while the estimate loads starts fresh: the draft is gone and a resend keeps the key', async () => {
    let sends = 0
    // The first estimate takes long enough for the owner to close, come back and send again.
    api.on('POST', '/form_low_cost', () => ({ json: { success: true, content: RESULT }, delayMs: ++sends === 1 ? 15000 : 0 }))
    await answerUpToEmail({ service: 'spay_neuter' })
    await next(14)
    await button('Submit').click()
    await expect.poll(progress).toBe(15)
    await dialog().getByRole('status').filter({ hasText: 'Preparing your estimate' }).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('petlead:service-request'))).toBeNull()
    await button('Close').first().click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await open()
    expect(await dialog().getByText('Continue where you left off?').count()).toBe(0)
    expect(await progress()).toBe(1)
    expect(await dialog().getByLabel('Zip code').inputValue()).toBe('')
    await button('Close').click()

    // The same answers sent again before the first answer: the same Idempotency-Key, one lead.
    await answerUpToEmail({ service: 'spay_neuter' })
    await next(14)
    await button('Submit').click()
    await expectResult()
    twoSendsOfOneSubmission()
    expect(errors).toEqual([])
  })

  it('a half-filled wizard survives a close and a reload (sessionStorage, never the URL) and can start over', async () => {
    await open()
    await dialog().getByLabel('Zip code').fill('94103')
    await next(2)
    await dialog().getByLabel('Pet name').fill('Rex')
    await next(3)
    await dialog().getByLabel('Service').selectOption('skin_rash')
    await button('Close').click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await open()
    await dialog().getByText('Continue where you left off?').waitFor()
    await expectNoAxeViolations(page, 'resume prompt')
    await button('Continue').click()
    await expect.poll(progress).toBe(3)
    expect(await dialog().getByLabel('Service').inputValue()).toBe('skin_rash')
    await button('Back').click()
    expect(await dialog().getByLabel('Pet name').inputValue()).toBe('Rex')

    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('petlead:service-request')))!)
    expect(stored.values).toMatchObject({ zip_code: '94103', pet_name: 'Rex', service: 'skin_rash' })
    expect(stored.values).not.toHaveProperty('photo')
    await page.reload()
    expect(page.url()).toBe(`${api.origin}/page/service-request`)
    await open()
    await button('Start over').click()
    await expect.poll(progress).toBe(1)
    expect(await dialog().getByLabel('Zip code').inputValue()).toBe('')
    expect(await page.evaluate(() => sessionStorage.getItem('petlead:service-request'))).toBeNull()
    expect(errors).toEqual([])
  })
})

describe("'service-request' mounted with open: true", () => {
  it('renders the wizard in the page, without the call-to-action button', async () => {
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.id = 'inline'
      document.querySelector('main')!.append(el)
      ;(window as unknown as { PetLead: { mount: (el: Element, o: object) => void } }).PetLead.mount(el, {
        form: 'service-request',
        open: true,
        apiBase: '/api',
      })
    })
    const inline = page.locator('#inline')
    await inline.getByRole('progressbar').waitFor()
    expect(await inline.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1')
    expect(await inline.getByRole('button', { name: 'Request a low-cost service' }).count()).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await inline.getByLabel('Zip code').fill('94103')
    await inline.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => inline.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2')
    await expectNoAxeViolations(page, 'inline wizard')
  })
})
