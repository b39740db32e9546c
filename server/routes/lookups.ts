import { Hono } from 'hono'
import { referenceRepo } from '../db/referenceRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { registerCall } from '../openapi/declareCall'
import { lookupCalls, NAME_LISTS } from './lookupCalls'

const HEADERS = { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'public, max-age=3600' }

/**
 * The lookup calls (lookupCalls): the lists of names ({ name }) and the issues ({ title, description }).
 * The lists are reference data seeded by the migrations and never written at run time, so each
 * is read from the database once per process and its JSON answer kept: every widget on every
 * clinic page asks for them, and under load a query per request cost 40x the bare answer.
 */
export function lookupRoutes(deps: Pick<Deps, 'db'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const cache = new Map<string, Promise<string>>()
  const cached = (list: string, read: () => Promise<unknown[]>) => {
    let body = cache.get(list)
    if (!body) {
      body = read().then((content) => JSON.stringify({ success: true, content }))
      // A failed read (the database is restarting) is not remembered: the next request tries again.
      body.catch(() => cache.delete(list))
      cache.set(list, body)
    }
    return body
  }
  for (const list of NAME_LISTS) {
    registerCall(app, lookupCalls[list], async (c) => c.body(await cached(list, () => referenceRepo.names(deps.db, list)), 200, HEADERS))
  }
  registerCall(app, lookupCalls.prevInfo, async (c) =>
    c.body(await cached('prev_info', () => referenceRepo.prevInfo(deps.db)), 200, HEADERS),
  )
  return app
}
