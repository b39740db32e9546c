import { useId } from 'react'

interface Props {
  value: number
  max: number
  /** The visible text that also names the bar, e.g. 'Step 3 of 15'. */
  label: string
}

/** A labelled progress bar; the fill is set through the CSSOM, which a strict CSP allows. */
export function ProgressBar({ value, max, label }: Props) {
  const id = useId()
  return (
    <div className="pl-progress">
      <span id={id} className="pl-hint">
        {label}
      </span>
      <div
        className="pl-progress-track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={max}
        aria-valuenow={value}
      >
        <div className="pl-progress-fill" style={{ width: `${(100 * value) / max}%` }} />
      </div>
    </div>
  )
}
