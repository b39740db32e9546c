import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Text } from '../../../src/text/en'
import { expectNoAxeViolations } from './axe'
import { pickOption } from './fillAssessment'

/** The element focused on the page, through every shadow root, as a person would read it. */
export interface Focus {
  tag: string
  type: string
  name: string
  /** Its label, or its own text for a button or heading. */
  label: string
  /** The legend of the fieldset it sits in (for a slot: the clinic). */
  group: string
  checked: boolean
}

/** What is focused now, looking through shadow roots (the widgets render in one). */
export function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement
    const el = a as HTMLInputElement | null
    const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim()
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      name: el?.getAttribute('name') ?? '',
      label: text(el?.closest('label') ?? el?.labels?.[0] ?? el),
      group: text(el?.closest('fieldset')?.querySelector('legend')),
      checked: !!el?.checked,
    }
  })
}

/** Presses `key` (Tab by default) until the focused element matches; fails naming what it went through. */
export async function tabTo(page: Page, match: (f: Focus) => boolean, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focus> {
  const seen: string[] = []
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key)
    const f = await focused(page)
    if (match(f)) return f
    seen.push(`${f.tag}${f.type ? `[${f.type}]` : ''}:${f.name || f.label.slice(0, 30)}`)
  }
  throw new Error(`never reached the wanted element with ${key} (went through: ${seen.join(' | ')})`)
}

/** The service request's dialog, in the language of `t`. */
export const wizardDialog = (page: Page, t: Text): Locator => page.getByRole('dialog', { name: t.serviceRequest.title })

/** Next, clicked on the open English wizard `d`, once its step `n` shows. */
export async function wizardNext(d: Locator, n: number): Promise<void> {
  await d.getByRole('button', { name: 'Next', exact: true }).click()
  await expect.poll(() => d.locator('form[data-step]').getAttribute('data-step')).toBe(String(n))
}

/**
 * The open English wizard `d`, on step 2, taken to step 6 by pointer as an owner of a dog booking
 * a vaccination: pet name Rex, the service, the species, Beagle.
 */
export async function wizardToStep6(page: Page, d: Locator): Promise<void> {
  const next = (n: number) => wizardNext(d, n)
  await d.getByLabel('Pet name').fill('Rex')
  await next(3)
  await d.getByLabel('Service').selectOption('vaccination')
  await next(4)
  await d.getByLabel('Pet type').selectOption('dog')
  await next(5)
  await pickOption(page, 'Breed (Max 2)', 'bea', 'Beagle')
  await next(6)
}

/** The owner's answers to the wizard; what is left out is a male 12 lb dog born 2019-04-02, neutered, for a vaccination. */
export interface WizardAnswers {
  zip: string
  pet: string
  owner: string
  phone: string
  email: string
  /** The service's value in the list (`vaccination` by default). */
  service?: string
  /** The treatment box, which every service but the fixed ones offers. */
  treatment?: string
  weight?: string
  gender?: 'male' | 'female'
  /** `null` where the service does not ask (spay or neuter skips the question). */
  neutered?: 'yes' | 'no' | null
  /** As an ISO date, `YYYY-MM-DD`. */
  birthday?: string
}

/**
 * The whole service request for a dog, from opening the dialog to the estimate: by pointer (fill,
 * select, check) or, with `keyboard`, by keys alone (Tab to each field, type, arrows and Space on
 * radios, Enter on Next). Fields are found by name, the same in every language. `atPhone` runs
 * once the phone is typed, before Next (e.g. to tick the text-message consent).
 */
export async function answerWizard(
  page: Page,
  t: Text,
  a: WizardAnswers,
  o: { keyboard?: boolean; atPhone?: () => Promise<void> } = {},
): Promise<void> {
  const { service = 'vaccination', weight = '12', gender = 'male', neutered = 'yes', birthday = '2019-04-02' } = a
  const d = wizardDialog(page, t)
  const step = () => d.locator('form[data-step]').getAttribute('data-step').then(Number)
  if (o.keyboard) {
    await tabTo(page, (f) => f.tag === 'button' && f.label === t.serviceRequest.open)
    await page.keyboard.press('Enter')
  } else {
    await page.getByRole('button', { name: t.serviceRequest.open }).first().click()
  }
  await expect.poll(step).toBe(1)
  const next = async (to: number, label = t.serviceRequest.next) => {
    if (o.keyboard) {
      await tabTo(page, (f) => f.tag === 'button' && f.label === label)
      await page.keyboard.press('Enter')
    } else {
      await d.getByRole('button', { name: label, exact: true }).click()
    }
    await expect.poll(step, { timeout: 5_000 }).toBe(to)
  }
  const type = async (name: string, value: string) => {
    if (!o.keyboard) return d.locator(`[name=${name}]`).fill(value)
    await tabTo(page, (f) => f.name === name)
    await page.keyboard.type(value)
  }
  const radio = async (name: string, value: string, label: string) => {
    if (!o.keyboard) return d.locator(`input[name=${name}][value=${value}]`).check()
    await tabTo(page, (f) => f.name === name)
    await page.keyboard.press('Space')
    // Arrows move the choice within the group until the wanted one is checked.
    for (let i = 0; i < 4 && (await focused(page)).label !== label; i++) await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toMatchObject({ name, label, checked: true })
  }
  const select = async (name: string, value: string) => {
    if (!o.keyboard) return d.locator(`select[name=${name}]`).selectOption(value)
    await tabTo(page, (f) => f.name === name)
    // A closed <select> moves its choice with the arrows.
    const at = () => d.locator(`select[name=${name}]`).inputValue()
    for (let i = 0; i < 20 && (await at()) !== value; i++) await page.keyboard.press('ArrowDown')
    expect(await at()).toBe(value)
  }

  await type('zip_code', a.zip)
  await next(2)
  await type('pet_name', a.pet)
  await next(3)
  await select('service', service)
  if (a.treatment) await type('request', a.treatment)
  await next(4)
  await select('pet_type', 'dog')
  await next(5)
  if (o.keyboard) {
    await tabTo(page, (f) => f.label.startsWith(t.labels.breeds))
    await page.keyboard.type('bea')
    await page.getByRole('option', { name: 'Beagle', exact: true }).waitFor()
    // Arrows move the highlight until Beagle is the highlighted option (the list may still be settling).
    const highlighted = () =>
      page
        .locator('[role=option][aria-selected=true]')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => null)
    for (let i = 0; i < 10 && (await highlighted())?.trim() !== 'Beagle'; i++) await page.keyboard.press('ArrowDown')
    expect((await highlighted())?.trim()).toBe('Beagle')
    await page.keyboard.press('Enter')
    // A person sees the breed chosen (its chip) before moving on to Next.
    await d.locator('.pl-chip', { hasText: 'Beagle' }).waitFor({ timeout: 5_000 })
  } else {
    await pickOption(page, t.labels.breeds, 'bea', 'Beagle')
  }
  await next(6)
  await type('weight', weight)
  await next(7)
  await radio('gender', gender, t.options.gender[gender])
  if (neutered) {
    await next(8)
    await radio('neutered_or_spayed', neutered, t.options.neutered[neutered])
  }
  await next(9)
  // A date input takes the keys of its month, day and year; a pointer user's fill takes the ISO date.
  const [year, month, day] = birthday.split('-')
  if (o.keyboard) await type('birthday', `${month}${day}${year}`)
  else await d.locator('[name=birthday]').fill(birthday)
  await next(10)
  await type('owner_name', a.owner)
  await next(11)
  await type('phone_number', a.phone)
  await o.atPhone?.()
  await next(12)
  await type('email', a.email)
  await next(14)
  await next(15, t.submit.submit)
}

/**
 * Books a visit in the "Book a visit" step by keyboard alone: waits for `clinics` groups of slots
 * side by side (their legends, in order, when given), Tabs to the first time of the clinic
 * `clinic` names (the first group when absent), Space holds it, Tab and Enter on "Book" confirm,
 * and the confirmation's heading takes focus. axe runs on the slots, the hold and the
 * confirmation (`where` names the run). Answers the groups' legends as shown (the clinics, in
 * order) and the start of the slot it chose.
 */
export async function bookFirstSlot(
  page: Page,
  t: Text,
  o: { clinics: number; clinic?: string; where: string },
): Promise<{ legends: string[]; start: string }> {
  const d = wizardDialog(page, t)
  await d.getByRole('heading', { name: t.booking.title }).waitFor()
  await d
    .locator('fieldset.pl-slots')
    .nth(o.clinics - 1)
    .waitFor()
  expect(await d.getByRole('radio').count()).toBeGreaterThanOrEqual(o.clinics)
  const legends = await d.locator('fieldset.pl-slots legend').allTextContents()
  await expectNoAxeViolations(page, `${o.where}: slots`)
  const slot = await tabTo(page, (f) => f.tag === 'input' && f.type === 'radio' && (!o.clinic || f.group === o.clinic))
  const start = await d.getByRole('radio').and(d.locator(':focus')).inputValue()
  await page.keyboard.press('Space')
  await d.getByText(t.booking.held(10)).waitFor()
  // The notice sits in the chosen clinic's own group, naming the clinic, the day and the time.
  const group = d.locator('fieldset.pl-slots', { has: page.locator('input:checked') })
  const notice = (await group.getByRole('status').textContent())!
  expect(notice.startsWith(`${await group.locator('legend').textContent()}, `)).toBe(true)
  expect(notice).toMatch(new RegExp(`\\d:\\d\\d.*: ${t.booking.held(10).replace(/[.]/g, '\\.')}$`))
  expect(await focused(page)).toMatchObject({ label: slot.label, checked: true })
  await expectNoAxeViolations(page, `${o.where}: held`)
  await tabTo(page, (f) => f.tag === 'button' && f.label === t.booking.book)
  await page.keyboard.press('Enter')
  await d.getByRole('heading', { name: t.booking.bookedTitle }).waitFor()
  expect(await focused(page)).toMatchObject({ tag: 'h3', label: t.booking.bookedTitle })
  await d.getByText(t.booking.mail).waitFor()
  await expectNoAxeViolations(page, `${o.where}: booked`)
  return { legends, start }
}
