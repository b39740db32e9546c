import type { Urgency } from '../triage/triage'

/** Why staff are alerted: a lead just arrived, or one is still unclaimed. */
export type AlertReason = 'new' | 'unclaimed'

/**
 * The words of a staff alert, the same on every channel. They name the urgency and the lead's
 * link, never the owner or the pet: a lock screen and an SMS are read over shoulders.
 */
export function alertText(a: { urgency: Urgency | null; reason: AlertReason; link: string }): { title: string; body: string } {
  const what = a.urgency === 'emergency' ? 'Emergency lead' : a.urgency === 'soon' ? 'Urgent lead' : 'New lead'
  const title = a.reason === 'unclaimed' ? `${what} still unclaimed` : what
  return { title, body: `Open it in the PetLead workspace: ${a.link}` }
}
