import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { PhotoField } from '../../fields/PhotoField'
import { TextField } from '../../fields/TextField'
import { useWidget } from '../../context/WidgetContext'
import { requiredText } from '../../schemas/fields'
import { formFields } from '../../schemas/formFields'
import { useSubmission } from '../useSubmission'
import { readDataUrl } from './readDataUrl'

// The prompt's rule is aiPromptSchema's (schemas/aiTest.ts); the photo is the kit's optional photo.
const schema = v.object({ prompt: requiredText(4000), photo: formFields.photo })
type Values = v.InferOutput<typeof schema>

/** Whatever the model answered, as text. */
const asText = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content ?? ''))

/**
 * 'ai-test' (/test): a prompt and an optional photo. The photo (already a JPEG of at most
 * 1600 px from PhotoField) goes to /pet_app/image_app as a data URL, its URL and the prompt to the
 * model; the answer is rendered as text, never as HTML.
 */
export function AiTest() {
  const { api, text } = useWidget()
  const t = text.aiTest
  const methods = useForm<Values>({ defaultValues: { prompt: '', photo: null }, resolver: valibotResolver(schema) })
  // Called only when the owner sends: a new function each render costs nothing.
  const { state, submit } = useSubmission(async (values: Values, key: string) => {
    const url = values.photo
      ? asText((await api.imageApp(await readDataUrl(values.photo), { idempotencyKey: `${key}:image` })).content)
      : undefined
    return asText((await api.askModel(values.prompt, url, { idempotencyKey: `${key}:ask` })).content)
  })
  const busy = state.status === 'submitting'
  return (
    <FormProvider {...methods}>
      <form className="pl-form" noValidate onSubmit={methods.handleSubmit(submit)}>
        <TextField name="prompt" label={t.prompt} multiline maxLength={4000} />
        <PhotoField label={t.image} />
        <div className="pl-actions">
          <button type="submit" className="pl-button pl-primary" disabled={busy}>
            {busy ? text.submit.sending : t.ask}
          </button>
        </div>
        <div role="status">{busy && <p className="pl-hint">{t.thinking}</p>}</div>
        {state.status === 'error' && (
          <p className="pl-error" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'success' && (
          <section className="pl-notice" aria-label={t.answer}>
            <p className="pl-answer">{String(state.result)}</p>
          </section>
        )}
      </form>
    </FormProvider>
  )
}
