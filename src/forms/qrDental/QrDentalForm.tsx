import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { DateField } from '../../fields/DateField'
import { FormField } from '../../fields/FormField'
import { PhotoField } from '../../fields/PhotoField'
import { RadioGroup } from '../../fields/RadioGroup'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { StarredFields } from '../../fields/useStarred'
import { useWidget } from '../../context/WidgetContext'
import { submissionKeys } from '../submissionKeys'
import { preloadSanitizer, SafeHtml } from '../../ui/SafeHtml'
import { TriageNotice } from '../../ui/TriageNotice'
import type { OwnerTriage } from '../../api/createApi'
import { buildQrForm } from './buildQrForm'
import { QrBreedField } from './QrBreedField'
import { sendQrCheck } from './sendQrCheck'
import { QR_DEFAULT_BIRTHDAY, qrDefaults, qrSchema, type QrValues } from './schema'

/**
 * 'qr-dental': the single-page dental check behind the clinic's QR code. Sends one multipart
 * to the provider (5 attempts, 1 s apart) and replaces itself with the sanitized HTML answer.
 */
export function QrDentalForm() {
  const { api, text, emit, track, root } = useWidget()
  const t = text.qr
  const methods = useForm({
    resolver: valibotResolver(qrSchema),
    defaultValues: qrDefaults as never,
    // Checked on submit, then again on each change: react-hook-form's default modes.
  })
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [imageBusy, setImageBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  const [triage, setTriage] = useState<OwnerTriage>()
  // One Idempotency-Key per logical submission: the 5 attempts and an owner's retry of the same
  // values share it, so a server that stored the first try answers the retry without a duplicate.
  const keys = useRef(submissionKeys()).current
  // The check carries a captcha proof the owner never sees: it is solved from the moment the form shows.
  useEffect(() => api.prime(), [api])

  const send = methods.handleSubmit(
    async (values: QrValues) => {
      setStatus('sending')
      emit('submit')
      preloadSanitizer(root)
      try {
        const form = buildQrForm(values)
        const idempotencyKey = keys.keyFor(values)
        const answer = await sendQrCheck(api, form, idempotencyKey)
        setTriage(answer.triage)
        setResult(typeof answer.content === 'string' ? answer.content : '')
        emit('success')
      } catch {
        setStatus('failed')
        emit('error', { message: t.failed })
      }
    },
    (errors) => track('error', errors),
  )

  if (result !== null) {
    // The server's emergency notice (the number to call as a link) comes before the answer: it may
    // be a long assessment, and on a phone the notice must not sit below the fold.
    return (
      <>
        {triage?.emergency && (
          <div className="pl-form">
            <TriageNotice triage={triage} />
          </div>
        )}
        {result.trim() ? (
          <SafeHtml html={result} className="pl-form pl-result" />
        ) : (
          <div className="pl-form" role="status">
            <p className="pl-banner">{text.submit.done}</p>
            <p className="pl-notice">{t.thanks}</p>
          </div>
        )}
      </>
    )
  }
  const l = text.labels
  // The values stay the spec's capitalised 'Dog' / 'Cat'; only what the owner reads is translated.
  const petTypes = { Dog: text.options.petType.dog, Cat: text.options.petType.cat }
  return (
    <FormProvider {...methods}>
      <StarredFields.Provider value>
        <form className="pl-form" noValidate onSubmit={send}>
          <FormField name="owner_name" />
          <FormField name="pet_name" />
          <FormField name="email" />
          <FormField name="phone_number" />
          <FormField name="sms_consent" />
          <SelectField name="pet_type" label={l.petType} options={petTypes} />
          <QrBreedField />
          <DateField name="birthday" label={l.birthday} opensOn={QR_DEFAULT_BIRTHDAY} />
          <RadioGroup name="bad_breath" label={t.breath} options={t.breathScale} />
          <TextField name="additional_info" label={t.concerns} multiline optional maxLength={4000} />
          <FormField name="danger_signs" />
          <PhotoField onBusy={setImageBusy} />
          {status === 'failed' && (
            <p className="pl-error" role="alert">
              {t.failed}
            </p>
          )}
          <div className="pl-actions">
            <button type="submit" className="pl-button pl-primary pl-wide" disabled={status === 'sending' || imageBusy}>
              {status === 'sending' ? text.submit.sending : imageBusy ? t.loadingImage : text.submit.submit}
            </button>
          </div>
        </form>
      </StarredFields.Provider>
    </FormProvider>
  )
}
