import { useMemo, useState } from 'react'
import { useCombobox, useMultipleSelection } from 'downshift'
import { useWidget } from '../context/WidgetContext'
import { ComboToggle } from './ComboToggle'
import { describedBy } from './FieldShell'

export interface MultiComboboxProps {
  label: string
  options: readonly string[]
  value: string[]
  onChange: (value: string[]) => void
  /** At most this many; at the limit the options are emptied so no more can be chosen. */
  max?: number
  disabled?: boolean
  loading?: boolean
  /** The list's call failed: say so, in the menu and under the field, instead of 'No options'. */
  failed?: boolean
  error?: string
  hint?: string
  onBlur?: () => void
  /** How a value reads (a Spanish label); the value itself is what onChange gets. */
  labelOf?: (value: string) => string
}

/**
 * Options rendered at once. Each keystroke re-renders the list, so a long breed list stays
 * fast on a phone; past this many the menu says to keep typing (the full list is searchable).
 */
const MAX_SHOWN = 40

const same = (value: string) => value

/**
 * A searchable multi-select (breeds, medications, allergies, conditions) on downshift's
 * combobox and multiple-selection hooks, with the shadow root as downshift's environment.
 */
export function MultiCombobox({
  label,
  options,
  value,
  onChange,
  max = Infinity,
  disabled,
  loading,
  failed,
  error,
  hint,
  onBlur,
  labelOf = same,
}: MultiComboboxProps) {
  const { text, environment } = useWidget()
  const [inputValue, setInputValue] = useState('')
  const full = value.length >= max
  const items = useMemo((): string[] & { more?: boolean } => {
    if (full) return []
    const q = inputValue.trim().toLowerCase()
    const out: string[] = []
    let more = false
    for (const o of options) {
      if (value.includes(o) || (q && !labelOf(o).toLowerCase().includes(q) && !o.toLowerCase().includes(q))) continue
      if (out.length === MAX_SHOWN) {
        more = true
        break
      }
      out.push(o)
    }
    return Object.assign(out, { more })
  }, [options, value, inputValue, full, labelOf])

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<string>({
    selectedItems: value,
    environment,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  })
  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex, getToggleButtonProps } = useCombobox<string>({
    items,
    inputValue,
    selectedItem: null,
    environment,
    itemToString: (item) => (item ? labelOf(item) : ''),
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Close after a pick so the list never covers the next field.
          return { ...changes, isOpen: false, highlightedIndex: state.highlightedIndex, inputValue: '' }
        case useCombobox.stateChangeTypes.InputBlur:
          // Leaving the field never picks whatever happened to be highlighted.
          return { ...changes, selectedItem: null, inputValue: '' }
        default:
          return changes
      }
    },
    // Typing is taken by the input's own onChange below, never from here: this runs late.
    onStateChange: ({ type, selectedItem }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem && value.length < max) onChange([...value, selectedItem])
          setInputValue('')
          break
        case useCombobox.stateChangeTypes.InputBlur:
          setInputValue('')
          break
      }
    },
  })
  const inputProps = getInputProps(
    getDropdownProps({
      preventKeyAction: isOpen,
      disabled,
      onBlur,
      // Take the typed text in the event itself. downshift reports it through onStateChange,
      // which Preact runs after the next paint: a fast typist's next key would land on the
      // stale controlled value and be lost (seen in Chromium: "gold" became "god").
      onChange: (e: { target: EventTarget | null }) => setInputValue((e.target as HTMLInputElement).value),
    }),
  )
  const id = inputProps.id as string
  return (
    <div className={`pl-field pl-combo ${error ? 'pl-invalid' : ''} ${disabled ? 'pl-disabled' : ''}`}>
      <label className="pl-label" {...getLabelProps()}>
        {label}
      </label>
      <div className="pl-combo-box">
        {value.map((item, index) => (
          <span key={item} className="pl-chip" {...getSelectedItemProps({ selectedItem: item, index })}>
            {labelOf(item)}
            <button
              type="button"
              className="pl-chip-remove"
              aria-label={text.labels.removeItem(labelOf(item))}
              tabIndex={-1}
              onClick={(e) => {
                e.stopPropagation()
                removeSelectedItem(item)
              }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          {...inputProps}
          className="pl-combo-input"
          placeholder={value.length ? '' : text.options.select}
          disabled={disabled}
          {...describedBy(id, error, hint)}
        />
        <ComboToggle label={text.options.show} props={getToggleButtonProps({ disabled })} />
      </div>
      <ul className={`pl-menu ${isOpen ? 'pl-open' : ''}`} {...getMenuProps()}>
        {isOpen &&
          items.map((item, index) => (
            <li key={item} className={`pl-option ${highlightedIndex === index ? 'pl-highlighted' : ''}`} {...getItemProps({ item, index })}>
              {labelOf(item)}
            </li>
          ))}
        {isOpen && items.more && (
          <li className="pl-option pl-empty" role="presentation">
            {text.options.typeMore}
          </li>
        )}
        {isOpen && !items.length && (
          <li className="pl-option pl-empty" role="presentation">
            {loading ? text.options.loading : failed ? text.options.loadFailed : text.options.noOptions}
          </li>
        )}
      </ul>
      {hint && (
        <p className="pl-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {failed && !items.length && (
        <p className="pl-error pl-load-failed" role="alert">
          {text.options.loadFailed}
        </p>
      )}
      {error && (
        <p className="pl-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
