import { useEffect, useId, useState } from 'react'
import { FieldShell } from '../fields/FieldShell'
import { CopyField } from './CopyField'
import { EmbedPreview } from './EmbedPreview'
import { SendSnippet } from './SendSnippet'
import { WebsiteCheck, type WebsiteCheckState } from './WebsiteCheck'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'
import { ErrorAlert } from './ErrorAlert'

/** One widget on offer, as GET workspace/embed lists it (the server writes every snippet). */
interface EmbedForm {
  form: string
  label: string
  snippet: string
  one_line: string
  csp: string
  preview_url: string
}

/**
 * The embed builder (owners): pick one of the clinic's widgets, see it live at three widths, copy
 * the snippet, the CSP sources and the one-line variant, or have them e-mailed to the webmaster.
 */
export function Embed() {
  const { text, apiBase } = useWorkspace()
  const t = text.embed
  const id = useId()
  const [forms, setForms] = useState<EmbedForm[] | null>(null)
  const [check, setCheck] = useState<WebsiteCheckState | null>(null)
  const [form, setForm] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    wsRequest<{ forms: EmbedForm[]; website_check?: WebsiteCheckState }>(apiBase, 'embed').then(
      (c) => {
        setForms(c.forms)
        setCheck(c.website_check ?? null)
        setForm(c.forms[0]?.form ?? '')
      },
      (e) => setError((e as Error).message || text.errors.generic),
    )
  }, [apiBase, text])
  const f = forms?.find((x) => x.form === form)
  const label = f ? (t.forms[f.form] ?? f.label) : ''
  return (
    <section className="ws-embed">
      <h1 tabIndex={-1}>{t.title}</h1>
      <p>{t.intro}</p>
      <ErrorAlert message={error} />
      {forms && !forms.length && <p>{t.none}</p>}
      {check && <WebsiteCheck check={check} />}
      {f && (
        <>
          <FieldShell id={id} label={t.widget}>
            <select id={id} className="pl-input" value={form} onChange={(e) => setForm(e.currentTarget.value)}>
              {forms!.map((x) => (
                <option key={x.form} value={x.form}>
                  {t.forms[x.form] ?? x.label}
                </option>
              ))}
            </select>
          </FieldShell>
          <EmbedPreview url={f.preview_url} label={label} />
          <CopyField label={t.snippet} name={t.names.snippet} value={f.snippet} />
          <CopyField label={t.csp} name={t.names.csp} value={f.csp} />
          <CopyField label={t.oneLine} name={t.names.oneLine} value={f.one_line} />
          <SendSnippet form={f.form} />
        </>
      )}
    </section>
  )
}
