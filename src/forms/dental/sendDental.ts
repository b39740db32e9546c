import type { Widget } from '../../context/WidgetContext'
import { buildDentalPayload } from '../../submission/buildDentalPayload'
import { createDentalPet, dentalFollowUp } from '../../submission/dentalChain'
import { sendChain, type CreatedLead } from '../../submission/sendChain'
import type { DentalValues } from './dentalForm'

/** /dentipet's submission: the shared dental chain (submission/dentalChain.ts) without a clinic. */
export function sendDental(widget: Widget, values: DentalValues, key: string): Promise<CreatedLead> {
  return sendChain(createDentalPet, dentalFollowUp, widget, buildDentalPayload(values), values, key)
}
