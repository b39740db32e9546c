import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { SingleCombobox } from '../../fields/SingleCombobox'
import { useLabels } from '../../fields/useLabels'
import { useLookup } from '../../fields/useLookup'
import { useWidget } from '../../context/WidgetContext'
import { localize } from '../../text/localize'

const byName = (i: { name: string }) => i.name

/** One breed from the dog or cat list, disabled until a pet type is chosen and cleared when it changes. */
export function QrBreedField() {
  const { api, text } = useWidget()
  const { control } = useFormContext()
  const type = (useWatch({ control, name: 'pet_type' }) as string) ?? ''
  const { field, fieldState } = useController({ name: 'breed', control })
  const load = useCallback(() => (type === 'Cat' ? api.catBreeds() : api.dogBreeds()), [api, type])
  const { names, loading, failed } = useLookup(type ? load : null, byName)
  const labelOf = useLabels(type ? load : null, names)
  const items = useMemo(() => names.map((n) => ({ label: labelOf ? labelOf(n) : n, value: n })), [names, labelOf])
  const previous = useRef(type)
  useEffect(() => {
    if (previous.current !== type) {
      previous.current = type
      field.onChange('')
    }
  }, [type, field])
  return (
    <SingleCombobox
      label={text.qr.breed}
      items={items}
      value={(field.value as string) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={!type}
      loading={loading}
      failed={failed}
      error={localize(fieldState.error?.message, text)}
    />
  )
}
