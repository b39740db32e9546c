import { Hono } from 'hono'
import type { Deps } from '../deps'
import { ok } from '../http/respond'

const NAME_LISTS = ['dog_breed', 'cat_breed', 'medicine', 'condition', 'allergie'] as const

/** GET /dog_breed, /cat_breed, /medicine, /condition, /allergie ({ name }) and /prev_info ({ title, description }). */
export function lookupRoutes(deps: Pick<Deps, 'db'>): Hono {
  const app = new Hono()
  for (const list of NAME_LISTS) {
    app.get(`/${list}`, async (c) => {
      const rows = await deps.db.query<{ name: string }>('SELECT name FROM reference_items WHERE list = $1 ORDER BY position', [list])
      c.header('cache-control', 'public, max-age=3600')
      return ok(c, rows)
    })
  }
  app.get('/prev_info', async (c) => {
    const rows = await deps.db.query<{ title: string; description: string }>(
      "SELECT title, description FROM reference_items WHERE list = 'prev_info' ORDER BY position")
    c.header('cache-control', 'public, max-age=3600')
    return ok(c, rows)
  })
  return app
}
