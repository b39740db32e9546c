import type { EmergencyNotice } from '../clinics/emergencyNotice'
import { html } from '../html/html'
import { emergencyBlock } from './emergencyBlock'
import type { MailDraft } from './enqueueMail'
import { mailLayout } from './mailLayout'
import { textToHtml } from './textToHtml'

/** The owner's e-mail carrying the assessment; says which engine wrote it, and opens with the emergency notice if any. */
export function assessmentMail(opts: { to: string; petName: string; clinicName?: string; result: string; engine: string; usedModel: boolean; emergency?: EmergencyNotice | null }): MailDraft {
  const subject = `Your PetLead assessment for ${opts.petName}`
  // The offline engine's text already ends with its own plain "no AI model was used" note.
  const source = opts.usedModel ? `Written with the help of an AI model (${opts.engine}). It is guidance, not a diagnosis.` : ''
  const intro = opts.clinicName ? `Thank you for using ${opts.clinicName}'s free assessment.` : 'Thank you for using PetLead\'s free assessment.'
  return {
    to: opts.to,
    subject,
    text: [opts.emergency && `${opts.emergency.title.toUpperCase()}: ${opts.emergency.text}`, intro, opts.result, source].filter(Boolean).join('\n\n') + '\n',
    html: mailLayout(subject, html`${emergencyBlock(opts.emergency)}<p>${intro}</p>${textToHtml(opts.result)}${source ? html`<p><em>${source}</em></p>` : ''}`),
  }
}
