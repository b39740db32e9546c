/*
 * Shadow root or light DOM: this widget stays in PetLead's open shadow root like every other.
 * Chromium's password manager and autofill find forms inside open shadow roots, and so do
 * 1Password and Bitwarden (bitwarden/clients#4119); the fields carry the standard hints
 * (username, one-time-code, new-password, a hidden username on step 3) that those tools key on.
 * Light DOM would leak the host page's CSS into the inputs and ours into the page, and need a
 * second styling path for a three-field flow. Known gap: extensions that only call
 * document.querySelectorAll (older KeePassXC-browser, some LastPass versions) do not offer to fill.
 */
import { useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { currentSchemaResolver } from '../currentSchemaResolver'
import { ApiError } from '../../api/ApiError'
import { altchaProvider } from '../../captcha/altchaProvider'
import { TextField } from '../../fields/TextField'
import { useWidget } from '../../context/WidgetContext'
import { digitsOnly } from '../../lib/digitsOnly'
import { randomKey } from '../../lib/randomKey'
import { MessageModal } from '../../ui/MessageModal'
import { describeError } from '../useSubmission'
import { readVerify, recoverySchemas } from './steps'

const fresh = { email: '', code: '', password: '', confirm_password: '' }
type Values = typeof fresh

/**
 * 'recover-password': e-mail, then the 6-digit code (with a back arrow), then the new password;
 * afterwards the widget starts again from step 1 with a success notice.
 */
export function RecoverPassword() {
  const { api, text, emit } = useWidget()
  const t = text.recovery
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const [done, setDone] = useState(false)
  const token = useRef('')
  const at = useRef(0)
  at.current = step
  const resolver = useRef(currentSchemaResolver<Values>(() => recoverySchemas[at.current] as never)).current
  const methods = useForm<Values>({ defaultValues: fresh, resolver })

  // handleSubmit hands over the step's fields only; the e-mail is needed on every step.
  const go = async () => {
    const values = methods.getValues()
    const email = values.email.trim()
    setBusy(true)
    setDone(false)
    try {
      if (step === 0) {
        await api.recoverPassword(email, { idempotencyKey: randomKey() }).catch((e) => {
          throw e instanceof ApiError && e.kind === 'rejected' ? t.emailNotFound : e
        })
        methods.setValue('code', '')
        setStep(1)
      } else if (step === 1) {
        const verify = (captcha?: string) => api.verifyCode(values.code, email, { idempotencyKey: randomKey(), captcha })
        const verdict = await verify()
          .catch(async (e) => {
            // After many wrong codes for this address (anyone's), the server asks for proof of work
            // instead of locking the owner out: solve its challenge in the background and try again.
            if (!(e instanceof ApiError && e.status === 403 && (e.content as { captcha?: unknown } | undefined)?.captcha)) throw e
            return verify(await altchaProvider(api.captchaChallenge).getToken())
          })
          .then(
            (r) => readVerify(true, r.content, t.codeNotFound),
            (e) => {
              if (e instanceof ApiError && e.kind === 'rejected') return readVerify(false, e.content, t.codeNotFound)
              throw e
            },
          )
        if ('message' in verdict) throw verdict.message
        token.current = verdict.token
        setStep(2)
      } else {
        await api.changePassword(email, values.password, token.current || undefined, { idempotencyKey: randomKey() })
        token.current = ''
        methods.reset(fresh)
        setStep(0)
        setDone(true)
        emit('success')
      }
    } catch (e) {
      const shown = typeof e === 'string' ? e : describeError(e, text)
      setMessage(shown)
      emit('error', { message: shown })
    } finally {
      setBusy(false)
    }
  }
  const email = methods.getValues('email')
  return (
    <FormProvider {...methods}>
      <form className="pl-form" noValidate onSubmit={methods.handleSubmit(go)}>
        {done && (
          <p className="pl-notice" role="status">
            {t.done}
          </p>
        )}
        {step === 0 && <TextField name="email" label={text.labels.email} type="email" autoComplete="username" maxLength={254} />}
        {step === 1 && (
          <>
            <button type="button" className="pl-button pl-link pl-back" aria-label={t.back} onClick={() => setStep(0)}>
              <span aria-hidden="true">←</span>
            </button>
            <TextField
              name="code"
              label={t.code}
              hint={t.codeHint(email)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              clean={digitsOnly}
            />
          </>
        )}
        {step === 2 && (
          <>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <TextField name="password" label={t.password} type="password" autoComplete="new-password" maxLength={200} />
            <TextField name="confirm_password" label={t.confirm} type="password" autoComplete="new-password" maxLength={200} />
          </>
        )}
        <div className="pl-actions">
          <button type="submit" className="pl-button pl-primary pl-wide" disabled={busy}>
            {t.continue}
          </button>
        </div>
      </form>
      {message && (
        <MessageModal
          title={text.modal.error}
          message={message}
          onAccept={() => setMessage(undefined)}
          onDismiss={() => setMessage(undefined)}
        />
      )}
    </FormProvider>
  )
}
