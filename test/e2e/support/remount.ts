import type { Page } from 'playwright-core'

/**
 * Mount the fixture page's widget again with extra options (e.g. a short post-submit delay or a
 * preview date) through the public PetLead.mount, which replaces the script-tag widget.
 */
export async function remount(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((o) => {
    const el = document.querySelector<HTMLElement>('[data-petlead-form]')!
    const w = window as unknown as { PetLead: { mount: (el: Element, o: unknown) => void } }
    w.PetLead.mount(el, { form: el.dataset.petleadForm, clinicId: el.dataset.clinicId, apiBase: '/api', ...o })
  }, options)
}
