import type { Deps } from '../deps'
import { claimDefaults } from '../leads/claimDefaults'
import { smsBudget } from '../sms/smsBudget'
import type { Lang } from '../text/lang'

/**
 * What storeSubmission needs from the server to take a lead from a public form: the grace before
 * its assessment job, the clinics, the public URL its links use, the owner's language, the
 * server's claim defaults, whether the owner's acknowledgement may go by text message, who pays
 * for the texts the lead makes PetLead send (`caller` is the request's client as the write limits
 * key it, callerKey, so a public form cannot text more than its caller's share), and the logger a
 * failed triage is reported to.
 */
export function leadOptions(deps: Pick<Deps, 'config' | 'clinics' | 'sms' | 'clock' | 'log'>, lang: Lang, caller: string) {
  return {
    graceMs: deps.config.leadGraceMs,
    clinics: deps.clinics,
    publicUrl: deps.config.publicUrl,
    lang,
    claim: claimDefaults(deps.config),
    acknowledge: { config: deps.config, texts: Boolean(deps.sms) },
    sms: { budget: smsBudget(deps), caller },
    log: deps.log,
  }
}
