import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { worseUrgency, type Triage } from './triage'

/**
 * The triage stored when reading the words failed: at least `soon` (a person looks at it today,
 * never `routine`), and the "call the clinic now if" box, so the owner is told when not to wait
 * even though no sign was read. `read` is what was read before the failure (the rules' answer when
 * only the second reader failed): it is kept, and an emergency stays one with its notice.
 */
export function failSafe(read: Triage | null = null, lang: Lang = 'en'): Triage {
  const urgency = worseUrgency(read?.urgency ?? 'soon', 'soon')
  if (urgency === 'emergency') return read!
  const box = serverText(lang).triageWatch.unread
  const watch = [...new Set([...(read?.watch ?? []), 'unread' as const])]
  return {
    urgency,
    signs: read?.signs ?? [],
    uncertain: {
      watchFor: [...(read?.uncertain?.watchFor ?? []), ...box.watchFor],
      callNowIf: [...(read?.uncertain?.callNowIf ?? []), ...box.callNow],
    },
    watch,
  }
}
