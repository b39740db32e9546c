import type { Widget } from '../../context/WidgetContext'
import { buildPetPayload } from '../../submission/buildPetPayload'
import { createPet, petFollowUp } from '../../submission/petChain'
import { sendChain, type CreatedLead } from '../../submission/sendChain'
import type { HealthValues } from './healthForm'

/** /main_form's submission: the shared health chain (submission/petChain.ts) without a clinic. */
export function sendHealth(widget: Widget, values: HealthValues, key: string): Promise<CreatedLead> {
  return sendChain(createPet, petFollowUp, widget, buildPetPayload(values), values, key)
}
