import type { EmergencyNotice } from '../triage/emergencyNotice'
import { html } from '../html/html'
import { emergencyBlock } from './emergencyBlock'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import type { Lang } from '../text/lang'
import { leadFieldRows } from '../../src/text/leadFieldRows'
import { servicesEn } from '../../src/text/services.en'

const LABELS: Record<string, string> = {
  health: 'Pet health assessment',
  dental: 'Dental assessment',
  dental_check: 'Dental assessment',
  qr_dental: 'QR dental check',
  low_cost: 'Low-cost service request',
  contact: 'Contact message',
}

/** The owner's language as the clinic's notification names it (English: nothing is added). */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish' }

/** Where the lead opens in the clinic's workspace, when this server's public URL is known. */
export function leadLink(publicUrl: string | undefined, id: string): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}/workspace/leads/${encodeURIComponent(id)}` : ''
}

/**
 * The clinic's notification of a new lead, in English (the clinic's language): the emergency notice
 * first if any, the owner's language when it is not English (so staff call in it), a link to the
 * lead in the workspace (`publicUrl`), every submitted field under its human label (the one table,
 * src/text/leadFields.en.ts, the workspace's lead page reads too), escaped, and the result if any.
 * A service request names its service in the subject.
 */
export function leadMail(opts: {
  to: string
  kind: string
  id: string
  clinicName?: string
  data: Record<string, unknown>
  result?: string | null
  emergency?: EmergencyNotice | null
  lang?: Lang
  publicUrl?: string
}): MailDraft {
  const service = typeof opts.data.service === 'string' ? servicesEn[opts.data.service as keyof typeof servicesEn] : undefined
  const label = (LABELS[opts.kind] ?? opts.kind) + (service ? `: ${service}` : '')
  const subject = `New lead: ${label}${opts.clinicName ? ` (${opts.clinicName})` : ''}`
  const list = leadFieldRows(opts.data)
  const link = leadLink(opts.publicUrl, opts.id)
  const language =
    opts.lang && opts.lang !== 'en'
      ? `Owner's language: ${LANGUAGE_NAMES[opts.lang]} (the owner's e-mails and results are in ${LANGUAGE_NAMES[opts.lang]}).`
      : ''
  // The clinic reads the same notice turned towards it: call the owner, do not wait for a slot.
  const phone = typeof opts.data.phone_number === 'string' ? opts.data.phone_number : ''
  const urgent = opts.emergency && {
    ...opts.emergency,
    text: `The owner reports ${opts.emergency.signs.join(', ')} (in their words or ticked on the checklist). Please call the owner now${phone ? ` at ${phone}` : ''}. The owner was told to call you or an emergency clinic.`,
  }
  return {
    to: opts.to,
    subject,
    text: [
      ...(urgent ? [`${urgent.title.toUpperCase()}: ${urgent.text}`, ''] : []),
      `${label}, reference ${opts.id}`,
      ...(link ? [`Open the lead in your workspace: ${link}`] : []),
      ...(language ? [language] : []),
      '',
      ...list.map(([k, v]) => `${k}: ${v}`),
      ...(opts.result ? ['', 'Result sent to the owner:', opts.result] : []),
    ].join('\n'),
    html: mailLayout(
      subject,
      html`${emergencyBlock(urgent)}<p>Reference ${opts.id}</p>${
        link
          ? html`
<p><a href="${link}">Open the lead in your workspace</a></p>`
          : ''
      }${
        language
          ? html`
<p>${language}</p>`
          : ''
      }
<table>${list.map(([k, v]) => html`<tr><th align="left">${k}</th><td>${v}</td></tr>`)}</table>
${opts.result ? html`<h2 style="font-size:16px">Result sent to the owner</h2><pre style="white-space:pre-wrap">${opts.result}</pre>` : ''}`,
    ),
  }
}
