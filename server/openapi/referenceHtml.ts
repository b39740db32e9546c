import { html, SafeHtml } from '../html/html'
import { inlineCode } from './inlineCode'
import { REFERENCE_CSS } from './referenceCss'
import { resolveSchema, rulesOf, typeOf } from './schemaSummary'
import type { OpenApiObject } from './types'
import { htmlDocument } from '../html/htmlDocument'

type Doc = OpenApiObject & {
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, OpenApiObject>>
  components: Record<string, Record<string, OpenApiObject>>
}
interface Op {
  method: string
  path: string
  op: OpenApiObject & { operationId: string; tags: string[]; summary: string; description: string }
}

/** A component by reference (`#/components/parameters/X`), or the object itself. */
function deref(doc: Doc, o: OpenApiObject): OpenApiObject {
  if (typeof o.$ref !== 'string') return o
  const [, , kind, name] = o.$ref.split('/')
  return doc.components[kind!]![name!]!
}

function rules(schema: OpenApiObject): SafeHtml {
  return inlineCode(rulesOf(schema).join('; '))
}

function parametersTable(doc: Doc, op: Op['op']): SafeHtml | '' {
  const params = ((op.parameters as OpenApiObject[] | undefined) ?? []).map((p) => deref(doc, p))
  if (!params.length) return ''
  // Where the parameter goes sits under its name: a column of its own would not fit a phone.
  return html`<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>
${params.map((p) => html`<tr><th scope="row"><code>${p.name}</code><br><span class="muted">${p.in}</span></th><td>${p.required ? 'yes' : 'no'}</td><td>${inlineCode(String(p.description ?? ''))}</td></tr>`)}
</tbody></table>`
}

function bodyTable(doc: Doc, op: Op['op']): SafeHtml | '' {
  const body = op.requestBody as { content: Record<string, { schema: OpenApiObject }> } | undefined
  if (!body) return ''
  const [type, { schema }] = Object.entries(body.content)[0]!
  const props = (schema.properties ?? {}) as Record<string, OpenApiObject>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  return html`<table><caption>Request body: <code>${type}</code>${schema.additionalProperties === false ? ' (no other fields)' : ''}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules</th></tr></thead><tbody>
${Object.entries(props).map(([name, raw]) => {
  const s = resolveSchema(raw, doc)
  return html`<tr><th scope="row"><code>${name}</code></th><td>${typeOf(s)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${rules(s)}</td></tr>`
})}
</tbody></table>`
}

/** What a response's body holds, in a few words: for the envelope, the type of `content`. */
function bodyOf(res: OpenApiObject): string {
  const content = res.content as Record<string, { schema?: OpenApiObject }> | undefined
  if (!content) return 'no body'
  return Object.entries(content)
    .map(([type, { schema }]) => {
      const inner = (schema?.properties as Record<string, OpenApiObject> | undefined)?.content
      if (schema?.$ref) return `${type}: the failure envelope`
      return inner ? `${type}: content is ${typeOf(inner)}` : type
    })
    .join('; ')
}

function responsesTable(doc: Doc, op: Op['op']): SafeHtml {
  const responses = Object.entries(op.responses as Record<string, OpenApiObject>).map(([status, r]) => [status, deref(doc, r)] as const)
  // Two columns, the body and headers under the meaning: four would not fit a phone's width.
  return html`<table><caption>Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Answer</th></tr></thead><tbody>
${responses.map(([status, r]) => {
  const headers = Object.keys((r.headers as object | undefined) ?? {})
  return html`<tr><th scope="row">${status}</th><td>${inlineCode(String(r.description ?? ''))}<br><span class="muted">Body: ${bodyOf(r)}${headers.length ? html`. Headers: ${headers.join(', ')}` : ''}.</span></td></tr>`
})}
</tbody></table>`
}

function operation(doc: Doc, base: string, { method, path, op }: Op): SafeHtml {
  return html`<article aria-labelledby="${op.operationId}">
<h3 id="${op.operationId}"><span class="method ${method}">${method.toUpperCase()}</span> <code>${base}${path}</code></h3>
<p><strong>${op.summary}</strong></p>
<p>${inlineCode(op.description)}</p>
${parametersTable(doc, op)}
${bodyTable(doc, op)}
${responsesTable(doc, op)}
</article>`
}

/**
 * The OpenAPI document as one readable page: a list of the calls, then each call with its
 * parameters, body fields (type, required, rules) and answers, as tables with headers. Plain
 * HTML and one inline style sheet (allowed by hash): no script of any origin.
 */
export function referenceHtml(document: OpenApiObject, jsonUrl: string): string {
  const doc = document as Doc
  const base = doc.servers[0]?.url.replace(/\/$/, '') ?? ''
  const ops: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op: op as Op['op'] })),
  )
  return htmlDocument({
    head: html`<title>${doc.info.title} reference</title>
<style>${new SafeHtml(REFERENCE_CSS)}</style>`,
    body: html`<a class="skip" href="#main">Skip to the calls</a>
<header>
<h1>${doc.info.title} reference</h1>
<p class="muted">Version ${doc.info.version} · base path <code>${base || '/'}</code> · machine-readable: <a href="${jsonUrl}">OpenAPI 3.1 document</a></p>
<p>${inlineCode(doc.info.description)}</p>
</header>
<nav aria-labelledby="contents"><h2 id="contents">Calls</h2>
${doc.tags.map((t) => html`<h3>${t.name}</h3><ul class="calls">${ops.filter((o) => o.op.tags[0] === t.name).map((o) => html`<li><a href="#${o.op.operationId}">${o.method.toUpperCase()} ${o.path}</a></li>`)}</ul>`)}
</nav>
<main id="main">
${doc.tags.map(
  (
    t,
  ) => html`<section aria-labelledby="tag-${t.name.replace(/\W+/g, '-')}"><h2 id="tag-${t.name.replace(/\W+/g, '-')}">${t.name}</h2><p>${t.description}</p>
${ops.filter((o) => o.op.tags[0] === t.name).map((o) => operation(doc, base, o))}</section>`,
)}
</main>
<footer><p>Generated from the same valibot schemas the widget and the server validate with.</p></footer>`,
  })
}
