import { WsError, wsRequest } from '../wsRequest'
import { unlockAudio } from './playChime'

/** Where alerts stand in this browser. */
export type AlertState = 'unsupported' | 'default' | 'denied' | 'granted' | 'push'

/** Where the workspace's service worker is served, and the scope it controls (the whole workspace). */
export const SERVICE_WORKER_URL = '/workspace/sw.js'
export const SERVICE_WORKER_SCOPE = '/workspace'

/** The state before any click: what the browser already answered. */
export function alertState(): AlertState {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.permission
}

/**
 * Runs from the click on "Enable alerts" (a user gesture, which browsers require for the prompt
 * and for sound): asks for notification permission and, when granted, registers the service
 * worker and subscribes this browser to Web Push with the server's VAPID key, so alerts arrive
 * with the tab closed too. The browser's answer is final: denied stays denied. Push failing (no
 * push service reachable, keys not configured) still leaves the open tab's notifications on.
 */
export async function enableAlerts(apiBase: string): Promise<AlertState> {
  if (typeof Notification === 'undefined') return 'unsupported'
  unlockAudio()
  const answer = await Notification.requestPermission()
  if (answer !== 'granted') return answer
  try {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return 'granted'
    const { publicKey } = await wsRequest<{ publicKey: string }>(apiBase, 'push/key')
    const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    const ready = await navigator.serviceWorker.ready
    const manager = (ready ?? reg).pushManager
    const fresh = () => manager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })
    const post = (sub: PushSubscription) => wsRequest(apiBase, 'push/subscriptions', { method: 'POST', body: sub.toJSON() })
    const sub = (await manager.getSubscription()) ?? (await fresh())
    try {
      await post(sub)
    } catch (e) {
      // 409: this browser's subscription is another account's (someone used this computer before).
      // The server never moves it; this browser, which holds it, ends it and subscribes anew.
      if (!(e instanceof WsError && e.status === 409)) throw e
      await sub.unsubscribe()
      await post(await fresh())
    }
    return 'push'
  } catch {
    return 'granted'
  }
}
