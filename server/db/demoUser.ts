import { hashPassword } from '../crypto/hashPassword'

/** The seeded demo account for trying password recovery (documented in the README). */
export const DEMO_USER = { email: 'demo@petlead.test', password: 'PetLead-demo-1' } as const

let demoHash: Promise<string> | undefined

/**
 * The demo password's scrypt hash, made once per process and shared by every demo account (the
 * password is public, README): a hash costs 70 ms of CPU, and the unit suite seeds the demo
 * accounts a few hundred times.
 */
export function demoPasswordHash(): Promise<string> {
  return (demoHash ??= hashPassword(DEMO_USER.password))
}
