import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { TextField } from '../../fields/TextField'
import { useWidget } from '../../context/WidgetContext'
import { contactMessageSchema, type ContactMessage } from '../../schemas/contactMessage'
import { useSubmission } from '../useSubmission'

/** How long the check-mark shows after a message is sent. */
export const SENT_MS = 1200

const empty: ContactMessage = { name: '', company: '', phone: '', email: '', comment: '' }

/**
 * 'contact': name, company, phone, e-mail and comment to POST /contact. On success the fields
 * clear, a check-mark shows for 1.2 s and the spec's banner 'Form submitted successfully!...'
 * stays until the next message is sent; a failure says so and keeps every value. Submit is disabled
 * while sending, which drops its focus: the banner takes it once sent, Submit again after a failure.
 */
export function ContactForm() {
  const { api, text } = useWidget()
  const t = text.contact
  const methods = useForm<ContactMessage>({
    defaultValues: empty,
    // Checked on submit, then again on each change (react-hook-form's default modes).
    resolver: valibotResolver(contactMessageSchema) as never,
  })
  const { state, submit } = useSubmission((values: ContactMessage, key: string) => api.contact(values, { idempotencyKey: key }))
  const [sent, setSent] = useState(false)
  // The banner is the submission's success itself: it stays until the next message is sent.
  const banner = state.status === 'success'
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => setSent(false), SENT_MS)
    return () => clearTimeout(timer)
  }, [sent])

  const onValid = async (values: ContactMessage) => {
    if ((await submit(values)) === undefined) return
    // To the default values: every field empty.
    methods.reset()
    setSent(true)
  }
  const busy = state.status === 'submitting'
  const said = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    ;(state.status === 'success' ? said : state.status === 'error' ? button : null)?.current?.focus()
  }, [state.status])
  return (
    <FormProvider {...methods}>
      <form className="pl-form" noValidate onSubmit={methods.handleSubmit(onValid)}>
        <TextField name="name" label={t.name} autoComplete="name" maxLength={120} />
        <TextField name="company" label={t.company} autoComplete="organization" maxLength={120} optional />
        <TextField name="phone" label={text.labels.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} optional />
        <TextField name="email" label={text.labels.email} type="email" autoComplete="email" maxLength={254} />
        <TextField name="comment" label={t.comment} multiline maxLength={4000} />
        {state.status === 'error' && (
          <p className="pl-error" role="alert">
            {t.failed} {state.message}
          </p>
        )}
        <div className="pl-actions">
          <span role="status" className="pl-sent" tabIndex={-1} ref={said}>
            {sent && (
              <svg className="pl-check-mark" role="img" aria-label={t.sent} viewBox="0 0 24 24" width="40" height="40">
                <circle cx="12" cy="12" r="11" />
                <path d="M6.5 12.5l3.5 3.5 7.5-8" />
              </svg>
            )}
            {banner && <span>{text.submit.done}</span>}
          </span>
          <button type="submit" className="pl-button pl-primary" disabled={busy} ref={button}>
            {busy ? text.submit.sending : text.submit.submit}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
