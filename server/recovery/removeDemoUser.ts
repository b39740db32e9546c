import type { Db } from '../db/db'
import { usersRepo } from '../db/usersRepo'
import { DEMO_USER } from '../db/demoUser'
import { verifyPassword } from '../crypto/hashPassword'

/**
 * Production start: a database first run by an older demo build holds the demo account, whose
 * password is printed in the README. While that password still opens it, the account is removed.
 * Returns true when it was.
 */
export async function removeDemoUser(db: Db): Promise<boolean> {
  const hash = await usersRepo.passwordHash(db, DEMO_USER.email)
  if (!hash || !(await verifyPassword(DEMO_USER.password, hash))) return false
  await db.transaction((tx) => usersRepo.remove(tx, DEMO_USER.email))
  return true
}
