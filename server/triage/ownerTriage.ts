import { emergencyNotice, type EmergencyHospital, type EmergencyNotice } from './emergencyNotice'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { Triage, Urgency } from './triage'

/** What to watch for and when to call now, titled, in one language. */
export interface WatchBox {
  title: string
  watchFor: string[]
  callNowTitle: string
  callNowIf: string[]
}

/** The stored triage as the owner reads it: the urgency, the emergency notice with the clinic's phone, or what to watch for. */
export interface OwnerTriage {
  urgency: Urgency
  emergency: EmergencyNotice | null
  watch: WatchBox | null
}

/**
 * The stored triage said to the owner in `lang` (the widget's result and the owner's e-mail):
 * the emergency notice when the urgency is an emergency (naming `hospital`, the open emergency
 * hospital, while the clinic is closed), else the "what to watch for and when to
 * call now" box when the engine found the words ambiguous.
 */
export function ownerTriage(
  stored: Triage,
  clinic: { name?: string; phone?: string } | undefined,
  lang: Lang,
  hospital?: EmergencyHospital,
): OwnerTriage {
  const emergency = emergencyNotice(stored, clinic, lang, hospital)
  return { urgency: stored.urgency, emergency, watch: emergency ? null : watchBox(stored, lang) }
}

/** The "what to watch for" box of a stored triage in `lang`, or null when the words were clear. */
export function watchBox(stored: Pick<Triage, 'watch'>, lang: Lang): WatchBox | null {
  if (!stored.watch?.length) return null
  const t = serverText(lang)
  return {
    title: t.watchBox.title,
    callNowTitle: t.watchBox.callNow,
    watchFor: stored.watch.flatMap((k) => t.triageWatch[k].watchFor),
    callNowIf: stored.watch.flatMap((k) => t.triageWatch[k].callNow),
  }
}
