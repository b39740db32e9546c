import type { Widget } from '../../context/WidgetContext'
import { buildDentalPayload } from '../../submission/buildDentalPayload'
import { sendDentalChain } from '../../submission/dentalChain'
import type { DentalValues } from './dentalForm'

/** /dentipet's submission: the shared dental chain (submission/dentalChain.ts) without a clinic. */
export function sendDental(widget: Widget, values: DentalValues, key: string): Promise<string> {
  return sendDentalChain(widget, buildDentalPayload(values), values, key)
}
