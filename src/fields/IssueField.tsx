import { useEffect, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { lookupFailed } from '../api/lookups'
import { useWidget } from '../context/WidgetContext'
import { localize } from '../text/localize'
import { SingleCombobox, type Choice } from './SingleCombobox'

/**
 * The clinic form's issue, chosen from /prev_info: the owner reads each item's title (`title_es`
 * in Spanish, where the API has one), and the form keeps its English description, so the clinic reads the same value in every language.
 */
export function IssueField({ name = 'issue' }: { name?: string }) {
  const { api, text, lang } = useWidget()
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name, control })
  const [items, setItems] = useState<Choice[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    const pending = api.prevInfo()
    pending.then((list) => {
      if (live) setFailed(lookupFailed(pending))
      // In Spanish the owner reads title_es; the value stays the English description the clinic reads.
      if (live)
        setItems(
          list
            .filter((i) => i && i.description)
            .map((i) => ({ label: (lang === 'es' && i.title_es) || i.title || i.description, value: i.description })),
        )
    })
    return () => {
      live = false
    }
  }, [api, lang])
  return (
    <SingleCombobox
      label={text.clinic.issue}
      items={items ?? []}
      loading={!items}
      failed={failed}
      value={(field.value as string) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={localize(fieldState.error?.message, text)}
    />
  )
}
