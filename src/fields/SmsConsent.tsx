import { useWidget } from '../context/WidgetContext'
import { CheckField } from './CheckField'

/**
 * The optional text-message consent (`sms_consent`), unticked by default and never required: its
 * label is the whole of what the owner agrees to. The server texts only with it ticked and a
 * mobile number, and records the wording's version with the lead.
 */
export function SmsConsent() {
  const { text } = useWidget()
  return <CheckField name="sms_consent">{text.smsConsent}</CheckField>
}
