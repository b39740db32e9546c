import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webPush from 'web-push'
import type { VapidConfig } from '../serverConfig'

/** The server's VAPID identity: every push it sends is signed with it, and browsers subscribe to its public key. */
export type { VapidConfig }

/** The file the demo keeps its generated key pair in, under DATA_DIR. */
export const VAPID_FILE = 'vapid-keys.json'

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT. Both keys or neither: one without the
 * other is a mistake, refused. Without them, the demo generates a pair once and keeps it in the
 * data folder (subscriptions stay valid across restarts, and a newcomer sets nothing), while
 * production sends no push at all (undefined) rather than sign with a key nobody chose.
 */
export function vapidConfig(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'production',
  dataDir: string,
  mailFrom: string,
): VapidConfig | undefined {
  const subject = env.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? 'no-reply@petlead.local'}`
  const [publicKey, privateKey] = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY]
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (see docs/operations.md).')
    return { publicKey, privateKey, subject }
  }
  if (mode === 'production') return undefined
  const path = join(dataDir, VAPID_FILE)
  if (existsSync(path)) return { ...(JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string }), subject }
  mkdirSync(dataDir, { recursive: true })
  const keys = webPush.generateVAPIDKeys()
  writeFileSync(path, JSON.stringify(keys) + '\n', { mode: 0o600 })
  return { ...keys, subject }
}
