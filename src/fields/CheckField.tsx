import { useId } from 'react'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'

interface Props {
  /** The form value the box sets. */
  name: string
  /** What the owner agrees to, as the box's label. */
  children: ReactNode
  className?: string
  /** Words beside the label that the box is described by (the points a consent covers), given their id. */
  note?: (id: string) => ReactNode
}

/** One checkbox of a form with its label: consents and acknowledgements, never required by the browser itself. */
export function CheckField({ name, children, className, note }: Props) {
  const id = useId()
  const { register } = useFormContext()
  const label = <label htmlFor={id}>{children}</label>
  return (
    <div className={`pl-field pl-check ${className ?? ''}`}>
      <input type="checkbox" id={id} aria-describedby={note ? `${id}-p` : undefined} {...register(name)} />
      {note ? (
        <div>
          {label}
          {note(`${id}-p`)}
        </div>
      ) : (
        label
      )}
    </div>
  )
}
