import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'

/**
 * The optional text-message consent (`sms_consent`), unticked by default and never required: its
 * label is the whole of what the owner agrees to. The server texts only with it ticked and a
 * mobile number, and records the wording's version with the lead.
 */
export function SmsConsent() {
  const id = useId()
  const { text } = useWidget()
  const { register } = useFormContext()
  return (
    <div className="pl-field pl-check">
      <input type="checkbox" id={id} {...register('sms_consent')} />
      <label htmlFor={id}>{text.smsConsent}</label>
    </div>
  )
}
