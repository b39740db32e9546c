import { useWidget } from '../../context/WidgetContext'
import { CheckField } from '../../fields/CheckField'

/** The kiosk's consent: one checkbox for the spec's four points, listed beside it. */
export function ConsentField() {
  const { text } = useWidget()
  return (
    <CheckField
      name="consent"
      className="pl-consent"
      note={(id) => (
        <ul id={id}>
          {text.kiosk.consentPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    >
      {text.kiosk.consent}
    </CheckField>
  )
}
