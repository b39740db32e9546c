import type { Urgency } from '../triage/triage'
import { submissionTriage } from '../assessment/submissionTriage'

/**
 * The urgency stored on a submission when it arrives, from the triage engine on the owner's own
 * words (the engine the assessment, the e-mails' emergency notice and `npm run triage` use):
 * `emergency`, `soon` or `routine`. Contact messages are not leads and have none. A model's
 * answer may later raise it, never lower it (runDueJobs).
 */
export function leadUrgency(kind: string, data: Record<string, unknown>, now?: Date): Urgency | null {
  return submissionTriage(kind, data, now)?.urgency ?? null
}
