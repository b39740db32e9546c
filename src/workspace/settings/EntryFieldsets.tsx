import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { AppointmentTypeForm, Promotion, SettingsForm } from './ClinicSettings'

type Lists = { promotions: Promotion; 'booking.appointmentTypes': AppointmentTypeForm }

interface Props<N extends keyof Lists> {
  /** The settings form's array the entries are. */
  name: N
  /** A new entry's values. */
  blank: Lists[N]
  /** The field of a new entry that takes the focus, so the clinic can type at once. */
  first: keyof Lists[N] & string
  /** The list's words: said when it is empty; an entry's legend and its remove button (numbered from 1); the add button. */
  words: { none: string; entry(n: number): string; remove(n: number): string; add: string }
  /** The fields of entry `i`. */
  children(i: number): ReactNode
}

/**
 * A settings list the clinic grows and shrinks (promotions, appointment types): each entry a
 * fieldset of its own with a button that removes it, and one button after them all to add another.
 */
export function EntryFieldsets<N extends keyof Lists>({ name, blank, first, words, children }: Props<N>) {
  const { watch, setValue, clearErrors } = useFormContext<SettingsForm>()
  const list = (watch(name) ?? []) as Array<Lists[N]>
  const replace = (next: Array<Lists[N]>) => {
    // Errors are held by index: after a removal they would sit on the wrong entry.
    clearErrors(name)
    setValue(name, next as never, { shouldDirty: true })
  }
  const add = () => {
    replace([...list, { ...blank }])
    setTimeout(() => document.querySelector<HTMLElement>(`[name="${name}.${list.length}.${first}"]`)?.focus())
  }
  return (
    <>
      {list.length === 0 && <p>{words.none}</p>}
      {list.map((_, i) => (
        <fieldset key={i} className="ws-promo">
          <legend>{words.entry(i + 1)}</legend>
          {children(i)}
          <button type="button" className="ws-button ws-secondary" onClick={() => replace(list.filter((__, j) => j !== i))}>
            {words.remove(i + 1)}
          </button>
        </fieldset>
      ))}
      <button type="button" className="ws-button ws-secondary" onClick={add}>
        {words.add}
      </button>
    </>
  )
}
