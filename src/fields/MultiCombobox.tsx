import { useMemo, useState } from 'react'
import { useCombobox, useMultipleSelection } from 'downshift'
import { useWidget } from '../context/WidgetContext'
import { ComboFrame } from './ComboFrame'

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
export function MultiCombobox(props: MultiComboboxProps) {
  const { options, value, onChange, max = Infinity, labelOf = same } = props
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
  const combo = useCombobox<string>({
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
  return (
    <ComboFrame
      {...props}
      labelOf={labelOf}
      combo={combo}
      onType={setInputValue}
      wrapInput={(base) => getDropdownProps({ ...base, preventKeyAction: combo.isOpen })}
      placeholder={value.length ? '' : text.options.select}
      chips={value.map((item, index) => (
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
      shown={items}
      keyOf={same}
      more={items.more}
    />
  )
}
