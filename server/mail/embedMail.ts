import { html } from '../html/html'
import type { EmbedSnippet } from '../embed/embedSnippet'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'

const pre =
  'background:#f4f6f8;border:1px solid #d9e2ec;padding:12px;white-space:pre-wrap;word-break:break-all;font-family:monospace;font-size:13px'

/** The embed builder's "Send to my webmaster": the snippet, the CSP lines and what to do with them. */
export function embedMail(o: {
  to: string
  from: string
  clinicName: string
  formLabel: string
  snippet: EmbedSnippet
  allowedWebsites?: string[]
}): MailDraft {
  const subject = `Website snippet for ${o.clinicName}: ${o.formLabel}`
  const csp = o.snippet.csp.join('\n')
  // Which websites may send the clinic's forms: the webmaster's page must be one of them.
  const sites = o.allowedWebsites?.length
    ? `Only these websites may send ${o.clinicName}'s forms: ${o.allowedWebsites.join(', ')}. A page on any other website shows the form but cannot send it; the clinic adds websites under Settings, Allowed websites.`
    : `The form works on any website: PetLead's public calls answer every origin. ${o.clinicName} may limit which websites can send its forms under Settings, Allowed websites.`
  const text = [
    `${o.from} asked PetLead to send you the code that puts the ${o.formLabel} of ${o.clinicName} on its website.`,
    '',
    '1. Paste this where the form should appear (the script may go once in the page head instead):',
    '',
    o.snippet.snippet,
    '',
    '2. If the site sends a Content-Security-Policy, add these sources to it:',
    '',
    csp,
    '',
    '3. If the page already loads petlead.loader.js, the element alone is enough:',
    '',
    o.snippet.oneLine,
    '',
    'The integrity value pins this exact version of the script: when PetLead releases a new one, a new snippet comes with it.',
    '',
    sites,
  ].join('\n')
  const body = html`<p>${o.from} asked PetLead to send you the code that puts the ${o.formLabel} of ${o.clinicName} on its website.</p>
<ol>
<li><p>Paste this where the form should appear (the script may go once in the page head instead):</p><pre style="${pre}">${o.snippet.snippet}</pre></li>
<li><p>If the site sends a Content-Security-Policy, add these sources to it:</p><pre style="${pre}">${csp}</pre></li>
<li><p>If the page already loads petlead.loader.js, the element alone is enough:</p><pre style="${pre}">${o.snippet.oneLine}</pre></li>
</ol>
<p>The integrity value pins this exact version of the script: when PetLead releases a new one, a new snippet comes with it.</p>
<p>${sites}</p>`
  return { to: o.to, subject, text, html: mailLayout(subject, body) }
}
