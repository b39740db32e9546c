// Built only by `npm run bench` (rollup.bench.config.mjs), never shipped.
// The single-file build the loader is measured against ("today's" dist/petlead.umd.js): the same
// sources with every widget imported up front and mounted synchronously, as before issue 16.
import type { MountHandle, MountOptions } from './context/MountOptions'
import { FORM_NAMES, type FormName } from './formNames'
import { validateOptions } from './host/validateOptions'
import { autoMount, createMountAll } from './loader/mountAll'
import type { WidgetModule } from './loader/WidgetModule'
import * as aiTest from './widgets/ai-test'
import * as clinicDental from './widgets/clinic-dental'
import * as clinicHealth from './widgets/clinic-health'
import * as clinicResults from './widgets/clinic-results'
import * as contact from './widgets/contact'
import * as dental from './widgets/dental'
import * as health from './widgets/health'
import * as kioskDental from './widgets/kiosk-dental'
import * as qrDental from './widgets/qr-dental'
import * as recoverPassword from './widgets/recover-password'
import * as serviceRequest from './widgets/service-request'

const widgets: Record<FormName, WidgetModule> = {
  health, dental, 'clinic-health': clinicHealth, 'clinic-dental': clinicDental, 'kiosk-dental': kioskDental,
  'qr-dental': qrDental, 'service-request': serviceRequest, contact, 'recover-password': recoverPassword,
  'clinic-results': clinicResults, 'ai-test': aiTest,
}

const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null

export { FORM_NAMES }
export function mount(el: Element, options: MountOptions): MountHandle {
  validateOptions(el, options)
  return widgets[options.form].mountWidget(el, options)
}
export const mountAll = createMountAll(mount, script)
export const version: string = __PETLEAD_VERSION__
autoMount(mountAll, script)
