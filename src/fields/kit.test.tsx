import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountHealth as mount } from '../widgets/health'
import { clearLookupCache } from '../api/lookups'

const lists: Record<string, string[]> = {
  '/dog_breed': ['Beagle', 'Boxer', 'Poodle'],
  '/cat_breed': ['Siamese'],
  '/medicine': ['Apoquel', 'Carprofen'],
  '/allergie': ['Chicken'],
  '/condition': ['Arthritis'],
}

let root: ShadowRoot
const mounted: Array<{ unmount(): void }> = []

beforeEach(async () => {
  clearLookupCache()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname
      return new Response(JSON.stringify({ success: true, content: (lists[path] ?? []).map((name) => ({ name })) }))
    }),
  )
  const el = document.createElement('div')
  document.body.appendChild(el)
  mounted.push(mount(el, { form: 'health', apiBase: 'https://api.test' }))
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy())
  root = el.shadowRoot!
})
afterEach(() => {
  mounted.splice(0).forEach((m) => m.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const byLabel = (text: string, within: ShadowRoot = root) => {
  const label = [...within.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)!
  return within.getElementById(label.htmlFor) as HTMLInputElement
}
const change = (el: HTMLSelectElement, value: string) => {
  el.value = value
  el.dispatchEvent(new Event('change', { bubbles: true }))
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
const openMenu = (input: HTMLInputElement) => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
const options = (input: HTMLInputElement) =>
  [...root.getElementById(input.getAttribute('aria-controls')!)!.querySelectorAll('[role=option]')].map((o) => o.textContent)
const pick = async (input: HTMLInputElement, name: string) => {
  openMenu(input)
  await vi.waitFor(() => expect(options(input)).toContain(name))
  const option = [...root.querySelectorAll('[role=option]')].find((o) => o.textContent === name) as HTMLElement
  option.click()
}
const chips = () => [...root.querySelectorAll('.pl-chip')].map((c) => c.firstChild?.textContent)

describe('breed picker', () => {
  it('is disabled until a pet type is chosen, allows two breeds, and empties the options at two', async () => {
    const breed = byLabel('Breed (Max 2)')
    expect(breed.disabled).toBe(true)
    change(byLabel('Pet type') as unknown as HTMLSelectElement, 'dog')
    await vi.waitFor(() => expect(byLabel('Breed (Max 2)').disabled).toBe(false))
    await pick(byLabel('Breed (Max 2)'), 'Beagle')
    await pick(byLabel('Breed (Max 2)'), 'Poodle')
    await vi.waitFor(() => expect(chips()).toEqual(['Beagle', 'Poodle']))
    openMenu(byLabel('Breed (Max 2)'))
    await vi.waitFor(() => expect(root.textContent).toContain('No options'))
    expect(options(byLabel('Breed (Max 2)'))).toEqual([])
    ;(root.querySelector('[aria-label="Remove Poodle"]') as HTMLButtonElement).click()
    await vi.waitFor(() => expect(chips()).toEqual(['Beagle']))
    openMenu(byLabel('Breed (Max 2)'))
    await vi.waitFor(() => expect(options(byLabel('Breed (Max 2)'))).toEqual(['Boxer', 'Poodle']))
  })

  it('clears the breeds when the pet type changes', async () => {
    change(byLabel('Pet type') as unknown as HTMLSelectElement, 'dog')
    await vi.waitFor(() => expect(byLabel('Breed (Max 2)').disabled).toBe(false))
    await pick(byLabel('Breed (Max 2)'), 'Boxer')
    await vi.waitFor(() => expect(chips()).toEqual(['Boxer']))
    change(byLabel('Pet type') as unknown as HTMLSelectElement, 'cat')
    await vi.waitFor(() => expect(chips()).toEqual([]))
  })
})

describe('medical section', () => {
  it('is hidden by default and clears its selections when toggled', async () => {
    const toggle = [...root.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Medical Information (Click to add additional medical information)'),
    )!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(root.textContent).not.toContain('Medications')
    toggle.click()
    await vi.waitFor(() => expect(byLabel('Medications')).toBeTruthy())
    await pick(byLabel('Medications'), 'Carprofen')
    await vi.waitFor(() => expect(chips()).toEqual(['Carprofen']))
    toggle.click()
    toggle.click()
    await vi.waitFor(() => expect(byLabel('Medications')).toBeTruthy())
    expect(chips()).toEqual([])
  })
})

describe('lookup lists', () => {
  it('are fetched once per page, however many widgets list them', async () => {
    change(byLabel('Pet type') as unknown as HTMLSelectElement, 'dog')
    await vi.waitFor(() => expect(byLabel('Breed (Max 2)').disabled).toBe(false))
    openMenu(byLabel('Breed (Max 2)'))
    await vi.waitFor(() => expect(options(byLabel('Breed (Max 2)'))).toEqual(['Beagle', 'Boxer', 'Poodle']))

    // The first picker lets go of the focus before the second one opens, as a person moving on does
    // (while focus is in another shadow root, a root's activeElement is null: test/unit/shadowFocus.ts).
    ;(root.activeElement as HTMLElement | null)?.blur()
    const el = document.createElement('div')
    document.body.appendChild(el)
    mounted.push(mount(el, { form: 'health', apiBase: 'https://api.test' }))
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy())
    const second = el.shadowRoot!
    change(byLabel('Pet type', second) as unknown as HTMLSelectElement, 'dog')
    await vi.waitFor(() => expect(byLabel('Breed (Max 2)', second).disabled).toBe(false))
    openMenu(byLabel('Breed (Max 2)', second))
    const listed = () => [...second.querySelectorAll('[role=option]')].map((o) => o.textContent)
    await vi.waitFor(() => expect(listed()).toEqual(['Beagle', 'Boxer', 'Poodle']))
    const calls = (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map(([u]) => new URL(String(u)).pathname)
    expect(calls.filter((p) => p === '/dog_breed')).toHaveLength(1)
  })
})
