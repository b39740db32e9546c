import { expect, it } from 'vitest'
import { openPgliteDb } from './pgliteDb'

// One database for both halves: opening PGlite is most of this file's time.
it('a PGlite listener stops when asked, and stopping it after the database closed resolves (a stream left as the server stopped)', async () => {
  const db = await openPgliteDb()
  const heard: Array<string | undefined> = []
  const stopFirst = await db.listen('petlead_test', (payload) => heard.push(`first ${payload}`))
  await stopFirst()
  const stopSecond = await db.listen('petlead_test', (payload) => heard.push(`second ${payload}`))
  await db.query("SELECT pg_notify('petlead_test', 'one')")
  await expect.poll(() => heard).toEqual(['second one'])
  await db.close()
  await expect(stopSecond()).resolves.toBeUndefined()
})
