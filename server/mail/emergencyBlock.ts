import type { EmergencyNotice } from '../triage/emergencyNotice'
import { html, type SafeHtml } from '../html/html'

/** The emergency notice at the top of an e-mail, in a red box mail clients keep (inline styles). */
export function emergencyBlock(notice: EmergencyNotice | null | undefined): SafeHtml | '' {
  if (!notice) return ''
  return html`<div role="alert" style="border:2px solid #b42318;background:#fef3f2;color:#7a271a;padding:12px 16px;margin:0 0 16px"><strong>${notice.title}.</strong> ${notice.text}</div>`
}
