import type { EmergencyNotice } from '../clinics/emergencyNotice'
import type { WatchBox } from '../triage/ownerTriage'
import { html } from '../html/html'
import { emergencyBlock } from './emergencyBlock'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { textToHtml } from './textToHtml'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/**
 * The owner's e-mail carrying the assessment, in the owner's language (`lang`, English by
 * default); says which engine wrote it, and opens with the emergency notice (in the same language) if any.
 */
export function assessmentMail(opts: { to: string; petName: string; clinicName?: string; result: string; engine: string; usedModel: boolean; emergency?: EmergencyNotice | null; watch?: WatchBox | null; lang?: Lang }): MailDraft {
  const t = serverText(opts.lang).assessmentMail
  const subject = t.subject(opts.petName)
  // The offline engine's text already ends with its own plain "no AI model was used" note.
  const source = opts.usedModel ? t.usedModel(opts.engine) : ''
  // Uncertain means ask: what to watch for and when to call now, when the words leave an emergency open.
  const w = opts.watch
  const intro = opts.clinicName ? t.intro(opts.clinicName) : t.introNoClinic
  return {
    to: opts.to,
    subject,
    text: [opts.emergency && `${opts.emergency.title.toUpperCase()}: ${opts.emergency.text}`, w && `${w.title.toUpperCase()}: ${w.watchFor.join(' ')}\n${w.callNowTitle}\n${w.callNowIf.map((x) => `- ${x}`).join('\n')}`, intro, opts.result, source].filter(Boolean).join('\n\n') + '\n',
    html: mailLayout(subject, html`${emergencyBlock(opts.emergency)}${w ? html`<div role="note" style="border:2px solid #b54708;background:#fffaeb;padding:12px 16px;margin:0 0 16px"><strong>${w.title}.</strong> ${w.watchFor.join(' ')}<br>${w.callNowTitle}<ul>${w.callNowIf.map((x) => html`<li>${x}</li>`)}</ul></div>` : ''}<p>${intro}</p>${textToHtml(opts.result)}${source ? html`<p><em>${source}</em></p>` : ''}`, opts.lang),
  }
}
