import { useId, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { NameListField } from './NameListField'

/** The three lists of the medical section, cleared together whenever it is toggled. */
export const MEDICAL_FIELDS = ['medications', 'allergies', 'health_conditions'] as const

/**
 * 'Medical Information (Click to add additional medical information)': hidden by default; every
 * toggle clears medications, allergies and health conditions, so a 'no' never sends stale answers.
 */
export function MedicalSection() {
  const { api, text } = useWidget()
  const { setValue } = useFormContext()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggle = () => {
    for (const f of MEDICAL_FIELDS) setValue(f, [])
    setOpen((o) => !o)
  }
  return (
    <div className="pl-section">
      <button type="button" className="pl-disclosure" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className="pl-disclosure-icon" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
        {text.labels.medical}
      </button>
      <div id={panelId} hidden={!open} className="pl-section-body">
        {open && (
          <>
            <NameListField name="medications" label={text.labels.medications} load={api.medicines} />
            <NameListField name="allergies" label={text.labels.allergies} load={api.allergies} />
            <NameListField name="health_conditions" label={text.labels.conditions} load={api.conditions} />
          </>
        )}
      </div>
    </div>
  )
}
