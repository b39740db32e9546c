import { forbiddenResolved, hostOf, isLocalhostName, MAX_URL_LENGTH } from '../webhooks/checkWebhookUrl'
import type { Resolver } from '../webhooks/resolver'
import type { WebhookPolicy } from '../webhooks/webhookPolicy'

/**
 * The address to store for a clinic's calendar (`webcal://`, which Outlook and Apple hand out, is
 * the same address over https), or why it cannot be one, in words the owner can act on. The rules
 * are the webhooks' (the same policy and forbiddenAddress): https only in production, no
 * private, local or reserved address; the poller checks the resolved address again before every
 * fetch, because DNS can change after the save. A host that does not resolve yet is accepted: its
 * polls fail, with that reason shown, until it does.
 */
export async function checkCalendarUrl(
  raw: unknown,
  policy: WebhookPolicy,
  resolve: Resolver,
): Promise<{ url: string; error?: undefined } | { error: string }> {
  if (typeof raw !== 'string' || raw.trim() === '') return { error: 'Paste the secret address of your calendar in iCal format' }
  if (raw.length > MAX_URL_LENGTH) return { error: `At most ${MAX_URL_LENGTH} characters` }
  let url: URL
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch (err) {
    // The owner's text is not a URL (URL throws TypeError): said to them. Anything else is a bug and propagates.
    if (!(err instanceof TypeError)) throw err
    return { error: 'Not a valid address' }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.httpsOnly)) {
    return {
      error: policy.httpsOnly ? 'Only https:// calendar addresses can be read' : 'Only https:// or http:// calendar addresses can be read',
    }
  }
  if (url.username || url.password) return { error: 'Paste the secret address itself, without a user name or password' }
  const refused = 'PetLead cannot read a calendar on this server or its private network'
  const host = hostOf(url)
  if (isLocalhostName(host)) return policy.allowLoopback ? { url: url.href } : { error: refused }
  if (await forbiddenResolved(host, resolve, policy.allowLoopback)) return { error: `${refused} (a private, local or reserved address)` }
  return { url: url.href }
}
