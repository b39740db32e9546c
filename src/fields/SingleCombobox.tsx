import { useMemo, useState } from 'react'
import { useCombobox } from 'downshift'
import { useWidget } from '../context/WidgetContext'
import { ComboFrame } from './ComboFrame'
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
export function SingleCombobox(props: SingleComboboxProps) {
  const { items, value, onChange } = props
  const { text, environment } = useWidget()
  const starred = useStarred()
  const selected = items.find((i) => i.value === value) ?? null
  const [query, setQuery] = useState<string | null>(null)
  const shown = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase()
    return items.filter((i) => !q || i.label.toLowerCase().includes(q)).slice(0, MAX_SHOWN)
  }, [items, query])

  const combo = useCombobox<Choice>({
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
  return (
    <ComboFrame
      {...props}
      starred={starred}
      combo={combo}
      onType={setQuery}
      placeholder={text.options.select}
      shown={shown}
      keyOf={(item) => item.value}
      labelOf={(item) => item.label}
    />
  )
}
