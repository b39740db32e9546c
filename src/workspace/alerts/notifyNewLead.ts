import type { workspaceEn } from '../../text/workspace.en'
import { playChime } from './playChime'

/**
 * The open workspace's alert for a lead that just arrived: a desktop notification and a chime,
 * only when the browser granted notifications (asked from "Enable alerts", never on load). The
 * tag is the lead's, the same the service worker's push notification uses, so a lead announced
 * both ways shows once. Clicking it brings this tab forward on the lead.
 */
export function notifyNewLead(
  lead: { id: string; urgency?: string | null },
  text: typeof workspaceEn.alerts,
  open: (path: string) => void,
): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  playChime()
  try {
    const n = new Notification(text.title(lead.urgency ?? ''), { body: text.body, tag: `lead-${lead.id}`, icon: '/assets/favicon.svg' })
    n.onclick = () => {
      window.focus()
      open(`/workspace/leads/${encodeURIComponent(lead.id)}`)
      n.close()
    }
  } catch {
    /* a browser that only shows notifications from a service worker: the push covers it */
  }
}
