import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { currentSchemaResolver } from '../currentSchemaResolver'
import { useWidget } from '../../context/WidgetContext'
import { LanguageSwitch } from '../../host/LanguageSwitch'
import { BookVisit } from '../../booking/BookVisit'
import { estimatePartners } from '../../booking/estimatePartners'
import { Modal } from '../../ui/Modal'
import { ProgressBar } from '../../ui/ProgressBar'
import { preloadSanitizer, SafeHtml } from '../../ui/SafeHtml'
import { useSubmission } from '../useSubmission'
import { buildLowCostPayload } from './buildLowCostPayload'
import { clearDraft, loadDraft, saveDraft, sessionStore } from './draft'
import {
  closeStartsFresh,
  initialWizardState,
  keepsDraft,
  PHOTO_STEP,
  RESULT_STEP,
  stepPosition,
  SUBMIT_STEP,
  wantsAi,
  wizardReducer,
  type Steering,
  type WizardAction,
} from './reducer'
import { steps, wizardDefaults, type WizardValues } from './steps'
import { wizardKeys } from './wizardKeys'
import { WizardField } from './WizardField'

interface Props {
  /** Render in the page (mount option `open`) rather than in a modal. */
  inline: boolean
  /** Close: `fresh` on the result step (loading, answered or failed), so the widget starts fresh. */
  onClose: (fresh: boolean) => void
}

/**
 * The 15-step service request: one question per step, navigation by `wizardReducer`, each step
 * validated by its own schema, answers kept in sessionStorage until they are submitted.
 */
export function ServiceWizard({ inline, onClose }: Props) {
  const { api, text, emit, track, root, languageSwitch } = useWidget()
  const t = text.serviceRequest
  const store = sessionStore()
  const [draft, setDraft] = useState(() => loadDraft(store))
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState)
  const [shake, setShake] = useState(false)
  const step = useRef(state.step)
  step.current = state.step
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  // The lead the request created: a visit booked from its estimate follows it (the server checks the e-mail).
  const lead = useRef<string>(undefined)

  // Only the current step's fields are checked, each by the shared rule with the wizard's message.
  const resolver = useRef(currentSchemaResolver<WizardValues>(() => steps[step.current - 1].schema as never)).current
  const methods = useForm<WizardValues>({ defaultValues: wizardDefaults, resolver })
  const answers = () => methods.getValues() as Steering

  // Called only when the owner sends: a new function each render costs nothing.
  const run = async (values: WizardValues, key: string) => {
    preloadSanitizer(root)
    const upload = async (photo: Blob | null, part: string) =>
      photo ? ((await api.uploadFile(photo, { idempotencyKey: `${key}:${part}` })).content[0] ?? '') : ''
    const imageUrl = wantsAi(values) ? await upload(values.photo, 'photo') : ''
    const imageQuoteUrl = await upload(values.quote, 'quote')
    const sent = await api.formLowCost(buildLowCostPayload(values, { imageUrl, imageQuoteUrl }), { idempotencyKey: `${key}:send` })
    lead.current = sent._id
    return typeof sent.content === 'string' ? sent.content : ''
  }
  const { state: sending, submit } = useSubmission(run, wizardKeys(root))

  useEffect(() => {
    const sub = methods.watch((values, { name }) => {
      // The breed lists depend on the pet type, asked one step earlier.
      if (name === 'pet_type') methods.setValue('breeds', [])
      if (step.current < RESULT_STEP) saveDraft(store, step.current, values as WizardValues)
    })
    return () => sub.unsubscribe()
  }, [methods, store])

  useEffect(() => {
    if (draft) return
    if (state.step < RESULT_STEP) saveDraft(store, state.step, methods.getValues())
    track('step', state.step)
    if (moved.current) {
      heading.current?.focus()
      emit('step', { step: state.step })
    }
    moved.current = true
  }, [state.step, draft, emit, track, methods, store])

  const onValid = async () => {
    // The result step has no question: nothing there (a slot, a day) may send the request again.
    if (state.step >= RESULT_STEP) return
    const action: WizardAction = { type: 'next', answers: answers() }
    dispatch(action)
    if (keepsDraft(wizardReducer(state, action))) return
    // Submitted: the answers now live in the request alone (a close on step 15 starts fresh).
    clearDraft(store)
    if ((await submit(methods.getValues())) === undefined) dispatch({ type: 'submitFailed' })
  }
  const resume = () => {
    const values = { ...wizardDefaults, ...draft!.values }
    methods.reset(values)
    dispatch({ type: 'resume', step: draft!.step, answers: values })
    setDraft(undefined)
  }
  const startOver = () => {
    clearDraft(store)
    setDraft(undefined)
  }

  const current = steps[state.step - 1]
  const photo = useWatch({ control: methods.control, name: 'photo' })
  const done = state.step === RESULT_STEP
  const [service, analizeAi] = useWatch({ control: methods.control, name: ['service', 'analizeAi'] })
  const position = stepPosition(state.step, { service, analizeAi })
  const close = () => onClose(closeStartsFresh(state))
  const estimate = sending.status === 'success' ? String(sending.result ?? '') : ''
  const partners = useMemo(() => estimatePartners(estimate), [estimate])
  const v = methods.getValues()
  const nextLabel = state.step === SUBMIT_STEP ? text.submit.submit : state.step === PHOTO_STEP && !photo ? t.skip : t.next

  const body = (
    <>
      <button type="button" className="pl-close" aria-label={text.modal.close} onClick={close}>
        ×
      </button>
      {languageSwitch && <LanguageSwitch />}
      {draft ? (
        <div className="pl-form">
          <p className="pl-question">{t.resume}</p>
          <div className="pl-actions">
            <button type="button" className="pl-button" onClick={startOver}>
              {t.resumeNo}
            </button>
            <button type="button" className="pl-button pl-primary" onClick={resume}>
              {t.resumeYes}
            </button>
          </div>
        </div>
      ) : (
        <FormProvider {...methods}>
          <form
            className={`pl-form pl-wizard-step${shake ? ' pl-shake' : ''}`}
            data-step={state.step}
            noValidate
            onSubmit={methods.handleSubmit(onValid, (errors) => {
              setShake(true)
              track('error', errors)
            })}
            onAnimationEnd={() => setShake(false)}
          >
            <ProgressBar value={position.n} max={position.total} label={t.progress(position.n, position.total)} />
            <h3 ref={heading} tabIndex={-1} className="pl-question">
              {t.questions[current.id]}
            </h3>
            {current.fields.map((name) => (
              <WizardField key={name} name={name} />
            ))}
            {done &&
              (sending.status === 'success' ? (
                <>
                  <SafeHtml className="pl-html" html={estimate} />
                  {partners.length > 0 && (
                    <BookVisit
                      partners={partners}
                      leadId={lead.current}
                      service={v.service}
                      contact={{
                        owner_name: v.owner_name,
                        email: v.email,
                        phone: v.phone_number,
                        pet_name: v.pet_name,
                        species: v.pet_type,
                      }}
                    />
                  )}
                </>
              ) : (
                <div className="pl-wait" role="status">
                  <span className="pl-spinner-ring" aria-hidden="true" />
                  {t.waiting}
                </div>
              ))}
            {sending.status === 'error' && state.step === SUBMIT_STEP && (
              <p className="pl-error" role="alert">
                {sending.message}
              </p>
            )}
            <div className="pl-actions">
              {done ? (
                <button type="button" className="pl-button pl-primary pl-wide" onClick={close}>
                  {text.modal.close}
                </button>
              ) : (
                <>
                  {state.step > 1 && (
                    <button type="button" className="pl-button" onClick={() => dispatch({ type: 'back', answers: answers() })}>
                      {t.back}
                    </button>
                  )}
                  <button type="submit" className="pl-button pl-primary" disabled={sending.status === 'submitting'}>
                    {nextLabel}
                  </button>
                </>
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </>
  )
  return inline ? (
    <section className="pl-wizard pl-modal-box" aria-label={t.title}>
      <h2 className="pl-modal-title">{t.title}</h2>
      {body}
    </section>
  ) : (
    <Modal title={t.title} onDismiss={close} className="pl-wizard">
      {body}
    </Modal>
  )
}
