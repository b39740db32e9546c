import { RequiredStar } from './RequiredStar'
import { useRegisteredField, type ChoiceProps } from './useRegisteredField'

/** A group of radio buttons in a fieldset whose legend names the group. */
export function RadioGroup({ name, label, options }: ChoiceProps) {
  const { id, register, error, starred } = useRegisteredField(name)
  return (
    <fieldset className={`pl-field pl-radios ${error ? 'pl-invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="pl-label">
        {label}
        {starred && <RequiredStar />}
      </legend>
      <div className="pl-radio-row">
        {Object.entries(options).map(([value, text]) => (
          <label key={value} className="pl-radio">
            <input type="radio" value={value} {...register(name)} required={starred || undefined} />
            <span>{text}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="pl-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
