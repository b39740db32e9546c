import { Fragment, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { currentSchemaResolver } from '../currentSchemaResolver'
import * as v from 'valibot'
import { altchaProvider } from '../../captcha/altchaProvider'
import { CaptchaCheckbox } from './CaptchaCheckbox'
import { CaptchaProblem } from './CaptchaProblem'
import { useCaptcha } from '../../captcha/useCaptcha'
import { useWidget, type Widget } from '../../context/WidgetContext'
import type { Text } from '../../text/en'
import { localize } from '../../text/localize'
import { submissionKeys } from '../submissionKeys'
import { MessageModal } from '../../ui/MessageModal'
import { Modal } from '../../ui/Modal'
import { Spinner } from '../../ui/Spinner'
import { StepDots } from '../../ui/StepDots'
import { WhyDisabled } from '../../ui/WhyDisabled'
import { ResultsOverlay } from './ResultsOverlay'
import type { OwnerTriage } from '../../api/createApi'
import { TriageNotice } from '../../ui/TriageNotice'
import type { CreatedLead } from '../../submission/sendChain'
import { BookVisit } from '../../booking/BookVisit'
import type { BookingContact } from '../../api/bookingTypes'
import { describeError } from '../useSubmission'
import { initialStepState, stepReducer } from './reducer'

/** The dental forms' wait between sending and the thank-you modal. */
export const POST_SUBMIT_MS = 7000

/** One step as data: what it is called, what it shows, and the rules Next checks. */
export interface StepDef {
  id: string
  title: string
  /** What the step renders, in order: form fields plus 'captcha' and form-specific blocks. */
  fields: readonly string[]
  /** The step's rules, picked from the shared field table. */
  schema: v.ObjectSchema<v.ObjectEntries, undefined>
}

/** Everything that makes one multi-step clinic form differ from another. */
export interface StepFormConfig<V> {
  steps: readonly StepDef[]
  /** Every field's rules, parsed again at submit so the payload is trimmed and typed. */
  schema: v.GenericSchema<unknown, V>
  defaults: Record<string, unknown>
  /** The last step's button, in the widget's language. */
  submitLabel: (text: Text) => string
  /** Render one entry of a step's `fields` ('captcha' is rendered here). */
  field: (name: string, text: Text) => ReactNode
  /** The create call; resolves with the record's id and the server's triage. */
  create: (widget: Widget, values: V, o: { captcha: string; idempotencyKey: string }) => Promise<CreatedLead>
  /** The photo upload or message_to_ia after the record exists (failures are only logged). */
  followUp: (widget: Widget, id: string, values: V, key: string) => Promise<unknown>
  /** Wait POST_SUBMIT_MS (or the mount option's override) before thanking. */
  delay?: boolean
  /** The thank-you modal's words, in the widget's language. */
  thanks: (text: Text) => { title: string; text: string; button?: string }
  /**
   * A clinic form's "Book a visit" with the thank-you: the service whose slots are offered at the
   * form's clinic. Never with an emergency: the notice says to call now.
   */
  booking?: { service: string }
  /** The kiosk: the thank-you button resets the whole widget instead of showing results. */
  resetAfter?: boolean
  className?: string
}

/**
 * The thin component behind every multi-step clinic form: renders the current step of the
 * config's steps, validates only that step on Next, runs the captcha invisibly from step 1, and
 * walks one submission through the step reducer (overlay, thanks, results, or an error modal
 * with every value kept).
 */
export function StepForm<V>({ config }: { config: StepFormConfig<V> }) {
  const widget = useWidget()
  const { text, emit, track, options, clinic } = widget
  const { steps } = config
  const [triage, setTriage] = useState<OwnerTriage | undefined>()
  const [state, dispatch] = useReducer(stepReducer, undefined, () =>
    initialStepState(steps.length, !config.resetAfter && !!clinic?.resultsVariant),
  )
  const step = steps[state.step]
  const last = state.step === steps.length - 1
  const current = useRef(step)
  current.current = step

  const methods = useForm({
    // Only the current step's rules: errors never appear for fields the owner cannot see.
    resolver: currentSchemaResolver(() => current.current.schema),
    defaultValues: config.defaults,
    mode: 'onTouched',
  })
  useEffect(() => {
    // A field Next marked wrong is checked again as soon as it changes, so its error goes away
    // before the owner leaves it (and the buttons below do not jump under the pointer).
    const sub = methods.watch((_values, { name }) => {
      if (name && methods.getFieldState(name).error) methods.trigger(name)
    })
    return () => sub.unsubscribe()
  }, [methods])
  const provider = useMemo(() => altchaProvider(widget.api.captchaChallenge), [widget.api])
  // A form without the checkbox (the kiosk) still waits for a solution before sending; its
  // failures show on the last step, next to the submit button.
  const checkbox = steps.some((s) => s.fields.includes('captcha'))
  const captcha = useCaptcha(provider, !checkbox)
  const [ack, consent] = useWatch({ control: methods.control, name: ['ack', 'consent'] })
  const baseId = useId()
  const keys = useRef(submissionKeys()).current
  const live = useRef(true)
  /** The sent lead and its contact details, for the booking offered with the thank-you. */
  const visit = useRef<{ leadId: string; contact: BookingContact }>(undefined)
  useEffect(
    () => () => {
      live.current = false
    },
    [],
  )

  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    track('step', state.step + 1)
    if (first.current) {
      first.current = false
      return
    }
    // A new step starts at the top, for a sighted owner (scroll) and a screen reader (focus).
    heading.current?.closest('form')?.scrollIntoView?.({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
    emit('step', { step: state.step + 1 })
  }, [state.step, emit, track])

  const next = async () => {
    if (await methods.trigger(Object.keys(step.schema.entries))) dispatch({ type: 'next' })
    else track('error', methods.formState.errors)
  }
  const previous = () => {
    // Stepping back clears the captcha and the acknowledgement: the owner confirms again what they send.
    methods.setValue('ack', false)
    captcha.setChecked(false)
    dispatch({ type: 'previous' })
  }

  const send = methods.handleSubmit(
    async () => {
      const parsed = v.safeParse(config.schema, methods.getValues())
      if (!parsed.success) return
      const values = parsed.output
      const k = keys.keyFor(values)
      dispatch({ type: 'submit' })
      emit('submit')
      let id: string
      try {
        const created = await config.create(widget, values, { captcha: await captcha.take(), idempotencyKey: `${k}:create` })
        id = created.id
        const f = values as Record<string, string>
        visit.current = {
          leadId: id,
          contact: { owner_name: f.owner_name!, email: f.email!, phone: f.phone_number!, pet_name: f.pet_name!, species: f.pet_type! },
        }
        setTriage(created.triage)
        // The photo (or the request for the AI) goes before the form is cleared: if it fails, the
        // owner keeps every value, photo included, and a retry re-uses the record already created
        // (same idempotency keys). The spec's order puts the reset first; the overlay covers both.
        await config.followUp(widget, id, values, k)
      } catch (e) {
        const message = describeError(e, text)
        dispatch({ type: 'failed', message })
        emit('error', { message })
        return
      }
      keys.forget()
      methods.reset(config.defaults)
      captcha.setChecked(false)
      dispatch({ type: 'created' })
      if (config.delay) await new Promise((r) => setTimeout(r, options.delays?.postSubmitMs ?? POST_SUBMIT_MS))
      if (!live.current) return
      dispatch({ type: 'done' })
      emit('success', { id })
    },
    (errors) => track('error', errors),
  )

  // Handlers only (the modals keep the latest one): a new function each render costs nothing.
  const accept = () => {
    if (config.resetAfter) {
      emit('close')
      widget.reset()
      // The clinic may have arrived from the API since the form opened: read it now, not when the form opened.
    } else dispatch({ type: 'accept', results: !!widget.clinic?.resultsVariant })
  }
  const close = () => {
    if (state.phase === 'results') emit('close')
    dispatch({ type: 'close' })
  }

  const missing = (
    [
      last && step.fields.includes('ack') && !ack && 'ack',
      last && step.fields.includes('captcha') && captcha.status !== 'verified' && 'captcha',
      !last && step.fields.includes('consent') && !consent && 'consent',
    ] as const
  ).filter((m) => !!m)
  const ready = missing.length === 0
  const whyId = `${baseId}-why`
  return (
    <FormProvider {...methods}>
      <form
        className={`pl-form pl-steps ${config.className ?? ''}`}
        noValidate
        onSubmit={(e) => {
          if (last) return send(e)
          e.preventDefault()
          next()
        }}
      >
        <StepDots titles={steps.map((s) => localize(s.title, text))} current={state.step} />
        <h2 ref={heading} tabIndex={-1} className="pl-step-title">
          {localize(step.title, text)}
        </h2>
        {step.fields.map((name) => (
          <Fragment key={name}>{name === 'captcha' ? <CaptchaCheckbox captcha={captcha} /> : config.field(name, text)}</Fragment>
        ))}
        {last && !checkbox && <CaptchaProblem captcha={captcha} />}
        <div className="pl-actions">
          {state.step > 0 && (
            <button type="button" className="pl-button" onClick={previous}>
              {text.steps.previous}
            </button>
          )}
          <button
            type="submit"
            className="pl-button pl-primary"
            disabled={!ready || (last && state.phase === 'sending')}
            aria-describedby={ready ? undefined : whyId}
          >
            {last ? config.submitLabel(text) : text.steps.next}
          </button>
        </div>
        <WhyDisabled id={whyId} missing={missing} />
      </form>
      {state.phase === 'sending' && <Spinner />}
      {state.phase === 'error' && (
        <MessageModal title={text.modal.error} message={state.message ?? ''} onAccept={close} onDismiss={close} />
      )}
      {state.phase === 'thanks' && (
        <Modal title={config.thanks(text).title} onDismiss={accept}>
          <p className="pl-modal-text">{config.thanks(text).text}</p>
          {/* After the thank-you's own words, which stay as the specification has them. */}
          <TriageNotice triage={triage} />
          {config.booking && widget.clinicId && visit.current && triage?.urgency !== 'emergency' && (
            <BookVisit
              partners={[{ id: widget.clinicId, name: widget.clinic?.name ?? '' }]}
              service={config.booking.service}
              {...visit.current}
            />
          )}
          <div className="pl-actions">
            <button type="button" className="pl-button pl-primary" onClick={accept} autoFocus>
              {config.thanks(text).button ?? text.modal.accept}
            </button>
          </div>
        </Modal>
      )}
      {state.phase === 'results' && <ResultsOverlay onClose={close} />}
    </FormProvider>
  )
}
