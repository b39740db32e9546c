import { useMemo, useState } from 'react'
import { useCombobox } from 'downshift'
import { useWidget } from '../context/WidgetContext'
import { describedBy } from './FieldShell'
import { ComboToggle } from './ComboToggle'
import { RequiredStar } from './RequiredStar'
import { useStarred } from './useStarred'

/** One choice: what the owner reads, and the value the form keeps. */
export interface Choice {
  label: string
  value: string
}

export interface SingleComboboxProps {
  label: string
  items: readonly Choice[]
  /** The chosen value ('' for none). */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  disabled?: boolean
  loading?: boolean
  /** The list's call failed: say so, in the menu and under the field, instead of 'No options'. */
  failed?: boolean
  error?: string
}

const MAX_SHOWN = 60

/**
 * A searchable single-choice list (the clinic form's issue, the QR form's breed) on downshift's
 * combobox hook, with the shadow root as downshift's environment.
 */
export function SingleCombobox({ label, items, value, onChange, onBlur, disabled, loading, failed, error }: SingleComboboxProps) {
  const { text, environment } = useWidget()
  const starred = useStarred()
  const selected = items.find((i) => i.value === value) ?? null
  const [query, setQuery] = useState<string | null>(null)
  const shown = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase()
    return items.filter((i) => !q || i.label.toLowerCase().includes(q)).slice(0, MAX_SHOWN)
  }, [items, query])

  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, getToggleButtonProps, highlightedIndex } = useCombobox<Choice>({
    items: shown,
    selectedItem: selected,
    inputValue: query ?? selected?.label ?? '',
    environment,
    itemToString: (item) => item?.label ?? '',
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? ''),
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery(null)
    },
  })
  // The typed text is taken in the event itself (see MultiCombobox: Preact runs downshift's
  // change callbacks after the next paint, and a fast typist's keys would be lost).
  const inputProps = getInputProps({
    disabled,
    onBlur,
    onChange: (e: { target: EventTarget | null }) => setQuery((e.target as HTMLInputElement).value),
  })
  const id = inputProps.id as string
  return (
    <div className={`pl-field pl-combo ${error ? 'pl-invalid' : ''} ${disabled ? 'pl-disabled' : ''}`}>
      <label className="pl-label" {...getLabelProps()}>
        {label}
        {starred && <RequiredStar />}
      </label>
      <div className="pl-combo-box">
        <input
          {...inputProps}
          className="pl-combo-input"
          placeholder={text.options.select}
          disabled={disabled}
          {...describedBy(id, error, undefined, starred)}
        />
        <ComboToggle label={text.options.show} props={getToggleButtonProps({ disabled })} />
      </div>
      <ul className={`pl-menu ${isOpen ? 'pl-open' : ''}`} {...getMenuProps()}>
        {isOpen &&
          shown.map((item, index) => (
            <li
              key={item.value}
              className={`pl-option ${highlightedIndex === index ? 'pl-highlighted' : ''}`}
              {...getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
        {isOpen && !shown.length && (
          <li className="pl-option pl-empty" role="presentation">
            {loading ? text.options.loading : failed ? text.options.loadFailed : text.options.noOptions}
          </li>
        )}
      </ul>
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
