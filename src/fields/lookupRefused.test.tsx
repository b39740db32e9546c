import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearLookupCache } from '../api/lookups'
import { ApiError } from '../api/ApiError'
import { describeError } from '../forms/useSubmission'
import { en } from '../text/en'
import { mountClinicHealth } from '../widgets/clinic-health'

/**
 * A refused call (a CORS refusal reads as a network error in the browser) names the problem
 * instead of leaving an empty list that says 'No options'; a submission refused because the
 * clinic does not allow the host website says so.
 */
const mounted: Array<{ unmount(): void }> = []
afterEach(() => {
  mounted.splice(0).forEach((m) => m.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  clearLookupCache()
})

describe('a refused list', () => {
  it("says the list could not be loaded, under the field and in its menu, not 'No options'", async () => {
    clearLookupCache()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const el = document.createElement('div')
    document.body.appendChild(el)
    mounted.push(mountClinicHealth(el, { form: 'clinic-health', apiBase: 'https://api.test', clinicId: 'willow', timeoutMs: 1000 }))
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy())
    const root = el.shadowRoot!
    await vi.waitFor(() => expect(root.querySelector('.pl-load-failed')?.textContent).toBe(en.options.loadFailed), { timeout: 8000 })
    const input = root.querySelector('.pl-combo-input') as HTMLInputElement
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    await vi.waitFor(() => expect(root.querySelector('.pl-menu .pl-empty')?.textContent).toBe(en.options.loadFailed))
    expect(root.textContent).not.toContain(en.options.noOptions)
  }, 15_000)
})

describe('a submission refused for the website', () => {
  it('tells the owner the clinic does not allow this website', () => {
    const err = new ApiError('POST /pet', 'rejected', 403, {
      website: 'This website (https://x.example) is not one of the websites Willow allows',
    })
    expect(describeError(err, en)).toBe(en.errors.siteNotAllowed)
  })
})
