import { useEffect, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useWidget } from '../context/WidgetContext'
import { SingleCombobox, type Choice } from './SingleCombobox'

/**
 * The clinic form's issue, chosen from /prev_info: the owner reads each item's title, and the
 * form keeps its description (spec section 3).
 */
export function IssueField({ name = 'issue' }: { name?: string }) {
  const { api, text } = useWidget()
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name, control })
  const [items, setItems] = useState<Choice[] | null>(null)
  useEffect(() => {
    let live = true
    api.prevInfo().then((list) => {
      if (live) setItems(list.filter((i) => i && i.description).map((i) => ({ label: i.title || i.description, value: i.description })))
    })
    return () => { live = false }
  }, [api])
  return (
    <SingleCombobox
      label={text.clinic.issue}
      items={items ?? []}
      loading={!items}
      value={(field.value as string) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
