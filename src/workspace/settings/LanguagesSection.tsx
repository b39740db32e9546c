import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { useFieldError } from '../../fields/useFieldError'
import { useWorkspace } from '../WorkspaceContext'

/** The languages the clinic's widgets offer, as the catalogues name themselves (not translated). */
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
] as const

/**
 * Which languages the clinic's forms offer: both ticked shows the widgets' language
 * switch; one alone hides it and picks that language. At least one must stay ticked.
 */
export function LanguagesSection() {
  const t = useWorkspace().text.settings
  const id = useId()
  const { register, clearErrors } = useFormContext()
  const error = useFieldError('languages')
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset className="ws-set ws-langs" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>{t.languages}</legend>
      <p className="pl-hint" id={`${id}-hint`}>
        {t.languagesHint}
      </p>
      {LANGUAGES.map(([code, label]) => (
        <label key={code} lang={code}>
          {/* The error sits on the group, which no input is registered as, so a save would not clear it: a tick does. */}
          <input type="checkbox" {...register(`languages.${code}`, { onChange: () => clearErrors('languages') })} className="ws-tick" />
          {label}
        </label>
      ))}
      {error && (
        <p className="pl-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
