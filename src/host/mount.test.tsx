import { describe, expect, it, vi } from 'vitest'
import { mount } from '../index'
import { withMountPoints } from '../../test/unit/withMountPoints'

const host = withMountPoints()

describe('PetLead.mount', () => {
  it('throws an Error naming the problem for an unknown form or a missing clinicId', () => {
    expect(() => mount(host(), { form: 'nope' as never })).toThrow(/unknown form "nope"/)
    expect(() => mount(host(), { form: 'clinic-health' })).toThrow(/"clinic-health" form needs a clinicId/)
    expect(() => mount(null as never, { form: 'health' })).toThrow(/first argument must be an element/)
  })

  it('renders inside an open shadow root and leaves the host document alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":true,"content":[]}')),
    )
    const el = host()
    const headBefore = document.head.innerHTML
    const handle = mount(el, { form: 'health', apiBase: 'https://api.test' })
    // The widget's code is a dynamic import: the first one transforms the whole form under test.
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy(), { timeout: 15000 })
    expect(el.querySelector('form')).toBeNull()
    expect(document.head.innerHTML).toBe(headBefore)
    handle.unmount()
    expect(el.shadowRoot?.querySelector('.pl-container')).toBeNull()
  })

  it('is idempotent: mounting twice on one element replaces the first widget', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":true,"content":[]}')),
    )
    const el = host()
    mount(el, { form: 'health', apiBase: 'https://api.test' })
    mount(el, { form: 'dental', apiBase: 'https://api.test' })
    // The widget's code is a dynamic import: the first one transforms the whole form under test.
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy(), { timeout: 15000 })
    expect(el.shadowRoot!.querySelectorAll('.pl-container')).toHaveLength(1)
    expect(el.shadowRoot!.querySelector('[data-form]')?.getAttribute('data-form')).toBe('dental')
  })
})
