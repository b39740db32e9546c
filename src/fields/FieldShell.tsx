import type { ReactNode } from 'react'
import { RequiredStar } from './RequiredStar'

interface Props {
  id: string
  label: string
  error?: string
  hint?: string
  /** The '(optional)' mark, in the widget's language; absent for a required field. */
  optional?: string
  /** Show the required star (forms inside `StarredFields`). */
  starred?: boolean
  children: ReactNode
  className?: string
  /** The label's own attributes where a library wires it (downshift's `getLabelProps()`). */
  labelProps?: object
  /** A message between the hint and the error (a list that failed to load). */
  notice?: ReactNode
}

/** Label, control, hint and error of one field, wired together by ids for screen readers. */
export function FieldShell({ id, label, error, hint, optional, starred, children, className, labelProps, notice }: Props) {
  return (
    <div className={`pl-field ${error ? 'pl-invalid' : ''} ${className ?? ''}`}>
      <label className="pl-label" htmlFor={id} {...labelProps}>
        {label}
        {starred && <RequiredStar />}
        {optional && <span className="pl-optional"> {optional}</span>}
      </label>
      {children}
      {hint && (
        <p className="pl-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {notice}
      {error && (
        <p className="pl-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The aria attributes a control needs to point at its hint and error, and say it is required. */
export function describedBy(id: string, error?: string, hint?: string, required?: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined }
}
