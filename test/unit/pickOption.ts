import { act } from 'preact/test-utils'
import { expect, vi } from 'vitest'

/**
 * Opens the combobox labelled `label` (its label's text, the required star aside) in a widget's
 * shadow `root`, clicks the option that reads `shown` (the first option when absent), and waits
 * until the field shows it: a single choice as the box's value, a multiple one as a chip.
 *
 * The click runs inside Preact's act(): downshift hands a pick to the form in an effect, which
 * Preact runs after the next frame, and on a loaded machine a test's pause could end first and
 * Submit find the field empty. act() runs that effect before the click returns.
 */
export async function pickOption(root: ShadowRoot, label: string, shown?: string): Promise<void> {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.replace('*', '').trim() === label)
  if (!l) throw new Error(`no field "${label}"`)
  const box = root.getElementById(l.htmlFor) as HTMLInputElement
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
  let option: HTMLElement | undefined
  await vi.waitFor(() => {
    const options = [...root.querySelectorAll<HTMLElement>('[role=option]')]
    option = shown === undefined ? options[0] : options.find((o) => o.textContent === shown)
    expect(option).toBeTruthy()
  })
  const chosen = option!.textContent ?? ''
  await act(() => option!.click())
  await vi.waitFor(() =>
    expect(box.value === chosen || [...root.querySelectorAll('.pl-chip')].some((c) => c.textContent?.includes(chosen))).toBe(true),
  )
}
