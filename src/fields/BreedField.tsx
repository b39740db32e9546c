import { useCallback, useEffect, useRef } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { localize } from '../text/localize'
import { MultiCombobox } from './MultiCombobox'
import { useLabels } from './useLabels'
import { useLookup } from './useLookup'

/** At most two breeds: 'Breed (Max 2)'. */
export const MAX_BREEDS = 2

interface Props {
  /** Form field holding the breeds (string[]). */
  name?: string
  /** Form field holding the pet type; omit with `fixedType`. */
  typeName?: string
  /** A pet type fixed by the form (the kiosk is for dogs). */
  fixedType?: 'dog' | 'cat'
  label?: string
}

const byName = (i: { name: string }) => i.name

/**
 * 'Breed (Max 2)': disabled until a pet type is chosen, the dog or cat list by type, at most two,
 * and cleared whenever the pet type changes (a dog breed never goes with a cat).
 */
export function BreedField({ name = 'breeds', typeName = 'pet_type', fixedType, label }: Props) {
  const { api, text } = useWidget()
  const { control } = useFormContext()
  const watched = useWatch({ control, name: typeName, disabled: !!fixedType }) as string | undefined
  const petType = (fixedType ?? watched ?? '').toLowerCase()
  const { field, fieldState } = useController({ name, control })
  const load = useCallback(() => (petType === 'cat' ? api.catBreeds() : api.dogBreeds()), [api, petType])
  const source = petType === 'dog' || petType === 'cat' ? load : null
  const { names, loading, failed } = useLookup(source, byName)
  const labelOf = useLabels(source, names)

  const previous = useRef(petType)
  useEffect(() => {
    if (previous.current !== petType) {
      previous.current = petType
      field.onChange([])
    }
  }, [petType, field])

  return (
    <MultiCombobox
      label={label ?? text.labels.breeds}
      options={names}
      value={(field.value as string[]) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      max={MAX_BREEDS}
      disabled={!petType}
      loading={loading}
      failed={failed}
      error={localize(fieldState.error?.message, text)}
      labelOf={labelOf}
    />
  )
}
