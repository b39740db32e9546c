import type { Widget } from '../../context/WidgetContext'
import { buildPetPayload } from '../../submission/buildPetPayload'
import { sendPetChain } from '../../submission/petChain'
import type { HealthValues } from './healthForm'

/** /main_form's submission: the shared health chain (submission/petChain.ts) without a clinic. */
export function sendHealth(widget: Widget, values: HealthValues, key: string): Promise<string> {
  return sendPetChain(widget, buildPetPayload(values), values, key)
}
