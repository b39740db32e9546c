import type { MountHandle, MountOptions } from '../context/MountOptions'
import type { PetLeadPolicy } from '../purify/petleadPolicy'

/** What every widget entry (src/widgets/<form>.ts) exports, as the lazy `mount` sees it. */
export interface WidgetModule {
  mountWidget(el: Element, options: MountOptions): MountHandle
  /** Hands the loader's Trusted Types policy to the chunks (a page may create `petlead` once). */
  adoptPolicy?(policy: PetLeadPolicy | null): void
}

/** Fetches a widget's code; `root` is the shadow root waiting for it (scripts go there). */
export type LoadWidget = (form: MountOptions['form'], root?: ShadowRoot) => Promise<WidgetModule>
