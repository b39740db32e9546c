import type { MountHandle, MountOptions } from '../context/MountOptions'
import type { Campaign } from '../analytics/readAttribution'
import { ATTRIBUTION_KEYS } from '../schemas/attribution'

function resolveBase(value: string | undefined): string | undefined {
  return value ? new URL(value, location.href).href.replace(/\/+$/, '') : undefined
}

/**
 * `mountAll` for a script tag: mount every `[data-petlead-form]` element in `root` that has no
 * widget yet, with the API base from the script tag's `data-api-base` (or the element's own); `data-lang`
 * likewise. `data-utm-*` and the click ids' `data-gclid`... name the campaign, `data-funnel="off"` and
 * `data-data-layer="true"` are the `funnel` and `dataLayer` options.
 */
export function createMountAll(mount: (el: Element, options: MountOptions) => MountHandle, script: HTMLScriptElement | null) {
  return function mountAll(root: ParentNode = document): void {
    root.querySelectorAll<HTMLElement>('[data-petlead-form]').forEach((el) => {
      if (el.shadowRoot?.querySelector('.pl-container')) return
      const d = el.dataset
      // data-utm-source, data-gclid...: the dataset's camelCase of each attribution key.
      let campaign: Campaign | undefined
      ATTRIBUTION_KEYS.forEach((k) => {
        const x = d[k.replace(/_(.)/, (_, c: string) => c.toUpperCase())]
        if (x) (campaign ??= {})[k as keyof Campaign] = x
      })
      const options: MountOptions = {
        form: d.petleadForm as MountOptions['form'],
        clinicId: d.clinicId,
        apiBase: resolveBase(d.apiBase ?? script?.dataset.apiBase),
        providerBase: resolveBase(d.providerBase ?? script?.dataset.providerBase),
        privacyUrl: d.privacyUrl ?? script?.dataset.privacyUrl,
        open: d.open === 'true' ? true : undefined,
        previewDate: d.previewDate,
        delays: d.postSubmitMs ? { postSubmitMs: Number(d.postSubmitMs) } : undefined,
        timeoutMs: d.timeoutMs ? Number(d.timeoutMs) : undefined,
        idempotency: d.idempotency === 'false' ? false : undefined,
        lang: (d.lang ?? script?.dataset.lang) as MountOptions['lang'],
        campaign,
        funnel: d.funnel === 'off' ? false : undefined,
        dataLayer: d.dataLayer === 'true' || undefined,
      }
      try {
        mount(el, options)
      } catch (e) {
        console.error(e)
      }
    })
  }
}

/** Mount the page's widgets when the document is ready, unless the tag says `data-auto-mount="false"`. */
export function autoMount(mountAll: () => void, script: HTMLScriptElement | null): void {
  if (typeof document === 'undefined' || script?.dataset.autoMount === 'false') return
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => mountAll(), { once: true })
  else mountAll()
}
