import { useController, useFormContext } from 'react-hook-form'
import type { NamedItem } from '../api/lookups'
import { MultiCombobox } from './MultiCombobox'
import { useLabels } from './useLabels'
import { useLookup } from './useLookup'

interface Props {
  name: string
  label: string
  load: () => Promise<NamedItem[]>
}

const byName = (i: NamedItem) => i.name

/**
 * A searchable multi-select fed by a lookup list (medications, allergies, health conditions);
 * in Spanish it shows each item's `label_es` and keeps the English name as the value.
 */
export function NameListField({ name, label, load }: Props) {
  const { control } = useFormContext()
  const { field } = useController({ name, control })
  const { names, loading, failed } = useLookup(load, byName)
  const labelOf = useLabels(load, names)
  return (
    <MultiCombobox
      label={label}
      options={names}
      value={(field.value as string[]) ?? []}
      onChange={field.onChange}
      loading={loading}
      failed={failed}
      labelOf={labelOf}
    />
  )
}
