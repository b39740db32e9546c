import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useWidget } from '../../context/WidgetContext'

/** The kiosk's consent: one checkbox for the spec's four points, listed beside it. */
export function ConsentField() {
  const id = useId()
  const { text } = useWidget()
  const { register } = useFormContext()
  return (
    <div className="pl-field pl-check pl-consent">
      <input type="checkbox" id={id} aria-describedby={`${id}-p`} {...register('consent')} />
      <div>
        <label htmlFor={id}>{text.kiosk.consent}</label>
        <ul id={`${id}-p`}>
          {text.kiosk.consentPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
