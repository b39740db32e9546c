import { createContext, useContext } from 'react'
import type { Api } from '../api/createApi'
import type { Clinic } from '../clinics/Clinic'
import type { Text } from '../text/en'
import type { Lang } from '../text/Lang'
import type { MountOptions, WidgetEventName } from './MountOptions'
import type { ShadowEnvironment } from './shadowEnvironment'
import type { Funnel } from '../analytics/createFunnel'

/** What every widget receives from its mount: the API, the text, the clinic and its shadow root. */
export interface Widget {
  api: Api
  text: Text
  /** The language `text` is in. */
  lang: Lang
  /** Switch the widget's language in place: every typed value stays, only the words change. */
  setLang: (lang: Lang) => void
  /** An English catalogue string (a shared schema's message, a step title) in the widget's language. */
  localize: <S extends string | undefined>(s: S) => S
  options: MountOptions
  clinic?: Clinic
  clinicId?: string
  /** The widget's shadow root, for portals and for downshift's `environment`. */
  root: ShadowRoot
  environment: ShadowEnvironment
  emit: (name: WidgetEventName, detail?: unknown) => void
  /** Note a funnel event (src/analytics/createFunnel.ts); nothing happens when the funnel is off. */
  track: Funnel['track']
  /** Return the widget to its fresh initial state (what the spec calls "reload the page"). */
  reset: () => void
  /**
   * Whether the form draws the English/Español switch itself (a form with `ownsLanguageSwitch`,
   * where it belongs inside what the form opens): true when the clinic offers both languages.
   */
  languageSwitch: boolean
}

export const WidgetContext = createContext<Widget | null>(null)

/** The current widget; only valid below a mount. */
export function useWidget(): Widget {
  const w = useContext(WidgetContext)
  if (!w) throw new Error('PetLead: useWidget() outside a mounted widget')
  return w
}
