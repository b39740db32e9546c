import type { ReactNode } from 'react'
import type { UseComboboxReturnValue } from 'downshift'
import { useWidget } from '../context/WidgetContext'
import { ComboToggle } from './ComboToggle'
import { describedBy, FieldShell } from './FieldShell'
import { LoadFailed } from './LoadFailed'

export interface ComboFrameProps<T> {
  label: string
  error?: string
  hint?: string
  starred?: boolean
  disabled?: boolean
  loading?: boolean
  /** The list's call failed (a failed list is empty): said in the menu and under the field, never 'No options'. */
  failed?: boolean
  onBlur?: () => void
  combo: UseComboboxReturnValue<T>
  /** What the owner typed, taken from the input event itself (see below). */
  onType: (typed: string) => void
  /** Further wiring of the input's props (a multi-select's dropdown props). */
  wrapInput?: (props: object) => object
  placeholder: string
  /** What stands before the input in the box (a multi-select's chips). */
  chips?: ReactNode
  /** The options shown now, and how each reads and is keyed. */
  shown: readonly T[]
  keyOf: (item: T) => string
  labelOf: (item: T) => string
  /** More matched than are shown: the menu says to keep typing. */
  more?: boolean
}

/**
 * The markup both searchable lists share: the field's label, hint and error (FieldShell), the box
 * with its input and ▾ toggle, and the menu with its options or why it is empty.
 */
export function ComboFrame<T>(p: ComboFrameProps<T>) {
  const { text } = useWidget()
  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, getToggleButtonProps, highlightedIndex } = p.combo
  const base = {
    disabled: p.disabled,
    onBlur: p.onBlur,
    // Take the typed text in the event itself. downshift reports it through onStateChange,
    // which Preact runs after the next paint: a fast typist's next key would land on the
    // stale controlled value and be lost (seen in Chromium: "gold" became "god").
    onChange: (e: { target: EventTarget | null }) => p.onType((e.target as HTMLInputElement).value),
  }
  const inputProps = getInputProps(p.wrapInput ? p.wrapInput(base) : base)
  const id = inputProps.id as string
  return (
    <FieldShell
      id={id}
      label={p.label}
      error={p.error}
      hint={p.hint}
      starred={p.starred}
      className={`pl-combo ${p.disabled ? 'pl-disabled' : ''}`}
      labelProps={getLabelProps()}
      notice={p.failed && !p.shown.length && <LoadFailed />}
    >
      <div className="pl-combo-box">
        {p.chips}
        <input
          {...inputProps}
          className="pl-combo-input"
          placeholder={p.placeholder}
          disabled={p.disabled}
          {...describedBy(id, p.error, p.hint, p.starred)}
        />
        <ComboToggle label={text.options.show} props={getToggleButtonProps({ disabled: p.disabled })} />
      </div>
      <ul className={`pl-menu ${isOpen ? 'pl-open' : ''}`} {...getMenuProps()}>
        {isOpen &&
          p.shown.map((item, index) => (
            <li
              key={p.keyOf(item)}
              className={`pl-option ${highlightedIndex === index ? 'pl-highlighted' : ''}`}
              {...getItemProps({ item, index })}
            >
              {p.labelOf(item)}
            </li>
          ))}
        {isOpen && p.more && (
          <li className="pl-option pl-empty" role="presentation">
            {text.options.typeMore}
          </li>
        )}
        {isOpen && !p.shown.length && (
          <li className="pl-option pl-empty" role="presentation">
            {p.loading ? text.options.loading : p.failed ? text.options.loadFailed : text.options.noOptions}
          </li>
        )}
      </ul>
    </FieldShell>
  )
}
