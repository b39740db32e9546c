import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { DANGER_SIGNS } from '../schemas/dangerSigns'

/**
 * "Is any of this happening now?": the optional checklist of danger signs, one real checkbox per
 * sign, none ticked and never required. Any ticked box is an emergency by itself on the server, so
 * an owner who ticks one is told to call now even when their own words said less.
 */
export function DangerSigns() {
  const { text } = useWidget()
  const t = text.dangerSigns
  const id = useId()
  const { register } = useFormContext()
  return (
    <fieldset className="pl-field pl-radios" aria-describedby={`${id}-h`}>
      <legend className="pl-label">{t.question}</legend>
      <p className="pl-hint" id={`${id}-h`}>
        {t.hint}
      </p>
      {DANGER_SIGNS.map((key) => (
        <label key={key} className="pl-field pl-check">
          <input type="checkbox" value={key} {...register('danger_signs')} />
          <span>{t.signs[key]}</span>
        </label>
      ))}
    </fieldset>
  )
}
