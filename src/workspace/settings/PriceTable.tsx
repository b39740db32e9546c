import { useFormContext } from 'react-hook-form'
import { useFieldError } from '../../fields/useFieldError'
import { SERVICES } from '../../schemas/services'
import { useWorkspace } from '../WorkspaceContext'

const SIZES = ['dogSmall', 'dogLarge', 'cat'] as const

/** One price box, labelled for screen readers by service, size and end of the range, with its own error. */
function PriceInput({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = `ws-price-${name.replace(/\./g, '-')}`
  return (
    <>
      <input
        {...register(name)}
        id={id}
        className="pl-input ws-price"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span className="pl-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </>
  )
}

/** The services the clinic offers and its price range for each, per small dog, large dog and cat. */
export function PriceTable() {
  const t = useWorkspace().text.settings
  const { register } = useFormContext()
  return (
    <fieldset className="ws-set">
      <legend>{t.services}</legend>
      <p className="pl-hint">{t.servicesHint}</p>
      <div className="ws-scroll">
        <table className="ws-table ws-prices">
          <thead>
            <tr>
              <th scope="col">{t.service}</th>
              <th scope="col">{t.offered}</th>
              {SIZES.map((s) => (
                <th scope="col" key={s}>
                  {t.sizes[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SERVICES.map((key) => {
              const label = t.serviceNames[key] ?? key
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>
                    <input
                      type="checkbox"
                      {...register(`services.${key}.offered`)}
                      aria-label={`${label}: ${t.offered}`}
                      className="ws-tick"
                    />
                  </td>
                  {SIZES.map((size) => (
                    <td key={size}>
                      <span className="ws-range">
                        <PriceInput name={`services.${key}.${size}.0`} label={`${label}, ${t.sizes[size]}, ${t.from} ($)`} />
                        <span aria-hidden="true">–</span>
                        <PriceInput name={`services.${key}.${size}.1`} label={`${label}, ${t.sizes[size]}, ${t.to} ($)`} />
                      </span>
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  )
}
