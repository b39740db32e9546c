import type { Queryable } from './db'

/** Whether the database answers at all: the cheapest statement there is (readiness's first check). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1')
}
