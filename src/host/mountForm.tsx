import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { createApi } from '../api/createApi'
import { applyTheme } from '../clinics/applyTheme'
import { fetchClinic } from '../clinics/fetchClinic'
import { findClinic } from '../clinics/findClinic'
import { logoFromApi } from '../clinics/logoFromApi'
import type { Lang } from '../text/Lang'
import { pickLang } from '../text/pickLang'
import { adoptStyles } from './adoptStyles'
import type { MountHandle, MountOptions, WidgetEventName } from '../context/MountOptions'
import { shadowEnvironment } from '../context/shadowEnvironment'
import { validateOptions } from './validateOptions'
import { WidgetRoot } from './WidgetRoot'
import { readAttribution } from '../analytics/readAttribution'
import { createFunnel } from '../analytics/createFunnel'
import { announceLead } from '../analytics/announceLead'
import { sourceOf } from '../schemas/attribution'
import { FUNNEL_FORMS, type FunnelKind } from '../schemas/funnel'

const mounted = new WeakMap<Element, MountHandle>()

function defaultApiBase(): string {
  return typeof location !== 'undefined' ? location.origin : ''
}

/**
 * Render `Form` as a PetLead widget inside `el`'s open shadow root, with the shared stylesheet
 * plus the form's own `css`. Mounting twice on one element replaces the first widget; several
 * widgets can live on one page. The host knows no form: each widget entry (src/widgets/) passes
 * its own component and stylesheet.
 */
export function mountForm(el: Element, options: MountOptions, Form: ComponentType, css = ''): MountHandle {
  validateOptions(el, options)
  mounted.get(el)?.unmount()

  const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
  adoptStyles(root, css)
  const container = el.ownerDocument.createElement('div')
  container.className = 'pl-container'
  root.appendChild(container)

  const apiBase = options.apiBase ?? defaultApiBase()
  const { form } = options
  const clinicId = options.clinicId ?? null
  const attribution = readAttribution(location, document.referrer, options.campaign)
  // Only the widgets an owner sends a lead from report a funnel.
  const funnel = (FUNNEL_FORMS as readonly string[]).includes(form)
    ? createFunnel(
        { clinic: clinicId, form: form as (typeof FUNNEL_FORMS)[number], source: sourceOf(attribution) },
        `${apiBase.replace(/\/+$/, '')}/funnel`,
        options.funnel === false,
        root,
      )
    : undefined
  funnel?.track('view')
  const emit = (name: WidgetEventName, detail?: unknown) => {
    try {
      options.onEvent?.(name, detail)
    } finally {
      el.dispatchEvent(new CustomEvent(`petlead:${name}`, { detail, bubbles: true, composed: true }))
      if (name === 'success') funnel?.track('result')
      else if (name === 'submit' || name === 'booked') funnel?.track(name)
    }
  }
  const builtIn = logoFromApi(findClinic(options.clinicId), apiBase)
  const clinic = options.clinic ?? builtIn
  let lang: Lang = pickLang(options.lang, clinic?.languages, el.ownerDocument)
  const onLang = (l: Lang) => {
    lang = l
  }
  const widget = {
    api: createApi({
      apiBase,
      providerBase: options.providerBase,
      idempotency: options.idempotency,
      timeoutMs: options.timeoutMs,
      language: () => lang,
      lead: { widget: form, ...(Object.keys(attribution).length ? { attribution } : {}) },
      accepted: announceLead(form, clinicId, options.dataLayer, emit),
    }),
    lang,
    options,
    clinicId: options.clinicId,
    clinic,
    root,
    environment: shadowEnvironment(root),
    emit,
    track: (kind: FunnelKind, x?: number | object) => funnel?.track(kind, x),
  }
  const reactRoot = createRoot(container)
  const render = (w: typeof widget) => reactRoot.render(<WidgetRoot widget={w} Form={Form} onLang={onLang} />)
  render(widget)

  let live = true
  if (options.clinicId && !options.clinic) {
    // The built-in look (if any) shows at once; the API's, when it answers, replaces it in place.
    fetchClinic(widget.api, options.clinicId, builtIn).then((fetched) => {
      const clinic = logoFromApi(fetched, apiBase)
      if (!clinic || !live) return
      applyTheme(el, clinic.theme)
      render({ ...widget, clinic })
    })
  }
  const handle: MountHandle = {
    unmount() {
      if (!live) return
      live = false
      funnel?.end()
      reactRoot.unmount()
      container.remove()
      if (mounted.get(el) === handle) mounted.delete(el)
    },
  }
  mounted.set(el, handle)
  return handle
}
