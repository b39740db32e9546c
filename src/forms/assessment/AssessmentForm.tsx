import { useId, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { FormField, type FieldName } from '../../fields/FormField'
import { useWidget, type Widget } from '../../context/WidgetContext'
import type { Text } from '../../text/en'
import { MessageModal } from '../../ui/MessageModal'
import { TriageNotice } from '../../ui/TriageNotice'
import type { OwnerTriage } from '../../api/createApi'
import type { CreatedLead } from '../../submission/sendChain'
import { Spinner } from '../../ui/Spinner'
import { WhyDisabled } from '../../ui/WhyDisabled'
import { useSubmission } from '../useSubmission'

export interface AssessmentConfig<V> {
  /** The fields in the order the owner sees them. */
  fields: readonly FieldName[]
  schema: v.GenericSchema<unknown, V>
  defaults: Record<string, unknown>
  /** The submit button, in the widget's language. */
  submitLabel: (text: Text) => string
  /** The chain of calls for one submission; resolves with the record's id and the server's triage. */
  send: (widget: Widget, values: V, key: string) => Promise<CreatedLead>
}

/** One single-page assessment widget's component: its config, fixed once outside render. */
// @__NO_SIDE_EFFECTS__
export function assessmentForm<V extends { email: string }>(config: AssessmentConfig<V>) {
  return function Assessment() {
    return <AssessmentForm config={config} />
  }
}

/**
 * A single-page assessment form (/main_form, /dentipet): every field on one page, submit
 * enabled once the acknowledgement is ticked, the full-screen spinner while the chain runs, then
 * 'Completed' (its words as the specification has them, then the server's emergency notice with the
 * number to call as a link, or what to watch for); on failure an 'Error' modal and every value kept
 * for a retry.
 */
export function AssessmentForm<V extends { email: string }>({ config }: { config: AssessmentConfig<V> }) {
  const widget = useWidget()
  const { text, reset } = widget
  const methods = useForm({
    resolver: valibotResolver(config.schema as never),
    defaultValues: config.defaults,
    // Errors appear on submit, then follow the typing (react-hook-form's default modes). Validating
    // on blur would insert messages while the pointer is on its way to the submit button, moving it
    // before the click lands.
  })
  const ack = useWatch({ control: methods.control, name: 'ack' })
  const whyId = `${useId()}-why`
  const [triage, setTriage] = useState<OwnerTriage>()
  // The 'success' event still carries the record's id alone, as before the triage was shown.
  const { state, submit, dismiss } = useSubmission(async (values: V, key: string) => {
    const created = await config.send(widget, values, key)
    setTriage(created.triage)
    return created.id
  })
  const done = () => {
    widget.emit('close')
    reset()
  }
  return (
    <FormProvider {...methods}>
      <form
        className="pl-form"
        noValidate
        onSubmit={methods.handleSubmit(
          (values) => submit(values as V),
          (errors) => widget.track('error', errors),
        )}
      >
        {config.fields.map((name) => (
          <FormField key={name} name={name} />
        ))}
        <div className="pl-actions">
          <button
            type="submit"
            className="pl-button pl-primary pl-wide"
            disabled={!ack || state.status === 'submitting'}
            aria-describedby={ack ? undefined : whyId}
          >
            {config.submitLabel(text)}
          </button>
        </div>
        <WhyDisabled id={whyId} missing={ack ? [] : ['ack']} />
      </form>
      {state.status === 'submitting' && <Spinner />}
      {state.status === 'success' && (
        <MessageModal
          title={text.modal.completed}
          message={text.modal.completedText(methods.getValues('email') as string)}
          onAccept={done}
          onDismiss={done}
        >
          <TriageNotice triage={triage} />
        </MessageModal>
      )}
      {state.status === 'error' && <MessageModal title={text.modal.error} message={state.message} onAccept={dismiss} onDismiss={dismiss} />}
    </FormProvider>
  )
}
