import { Hono } from 'hono'
import type { HostPages } from '../server/createApp'
import { exampleEstimate } from './pages/exampleEstimate'
import { outboxPages } from './pages/outboxPages'
import { pagesApp } from './pages/pagesApp'

/**
 * The demo host: the landing page, every widget route, the route list and the outbox of the
 * e-mails and texts the embedded SMTP server and SMS sink received. The server mounts it only
 * outside production (server/createApp.ts), so none of it can answer on a production host.
 */
export const demoHost: HostPages = (deps) => {
  const year = () => deps.clock.now().getFullYear()
  const app = new Hono()
  app.route(
    '/',
    outboxPages({ db: deps.db, apiBase: deps.config.apiBase, year, trustProxy: deps.config.trustProxy, public: deps.config.outboxPublic }),
  )
  app.route('/', pagesApp({ apiBase: deps.config.apiBase, year, example: () => exampleEstimate(deps.db) }))
  return app
}
