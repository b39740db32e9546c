import { describe, expect, it, vi } from 'vitest'
import { mount } from '../index'
import { withMountPoints } from '../../test/unit/withMountPoints'

const host = withMountPoints()

const overlayText = (el: Element) => el.shadowRoot?.querySelector('dialog')?.textContent ?? ''

describe('clinic-results configured from GET /clinics/{id}', () => {
  it('renders a clinic unknown to the bundle from the API alone, with its theme', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            content: {
              name: 'Sunset Veterinary Clinic',
              logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
              resultsVariant: 'logo-return',
              resultsText: 'Thanks from the Sunset team.',
              theme: { primary: '#9a3412', 'bad key': '#000', text: 'red;background:url(x)' },
            },
          }),
        ),
    )
    vi.stubGlobal('fetch', fetch)
    const el = host()
    mount(el, { form: 'clinic-results', clinicId: 'sunset-vet', apiBase: 'https://api.test/api' })
    await vi.waitFor(() => expect(overlayText(el)).toContain('Thanks from the Sunset team.'))
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('https://api.test/api/clinics/sunset-vet')
    // Revalidated on every mount: a clinic's saved settings show on the next mount, not after max-age.
    expect((fetch.mock.calls[0] as unknown[])[1]).toMatchObject({ cache: 'no-cache' })
    expect(el.shadowRoot!.querySelector('img')!.getAttribute('alt')).toBe('Sunset Veterinary Clinic logo')
    expect(el.style.getPropertyValue('--petlead-primary')).toBe('#9a3412')
    // Only hex colours under known-shaped names: an API answer cannot inject other CSS.
    expect(el.style.getPropertyValue('--petlead-text')).toBe('')
  })

  it('keeps the built-in look when the API answers 404, and stays silent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false,"content":{"_":"Unknown clinic"}}', { status: 404 })),
    )
    const errors = vi.spyOn(console, 'error')
    const el = host()
    mount(el, { form: 'clinic-results', clinicId: 'willow', apiBase: 'https://api.test' })
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('img')?.getAttribute('alt')).toBe('Willow Veterinary Hospital logo'))
    await new Promise((r) => setTimeout(r, 20))
    expect(el.shadowRoot!.querySelector('img')?.getAttribute('alt')).toBe('Willow Veterinary Hospital logo')
    expect(errors).not.toHaveBeenCalled()
  })

  it('falls back to the generic look for an unknown clinic on a network error, without an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const el = host()
    const seen: string[] = []
    mount(el, { form: 'clinic-health', clinicId: 'nowhere', apiBase: 'https://api.test', onEvent: (n) => seen.push(n) })
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy())
    await new Promise((r) => setTimeout(r, 20))
    expect(el.shadowRoot!.querySelector('form')).toBeTruthy()
    expect(seen).not.toContain('error')
  })
})
