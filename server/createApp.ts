import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { apiApp } from './apiApp'
import type { Deps } from './deps'
import { requestLogger } from './http/requestLogger'
import { healthRoutes } from './http/healthRoutes'
import { staticFile } from './http/staticFile'
import { serverPages } from './pages/serverPages'

/** The CSP of every page served here: what a strict clinic site would send, so the pages prove the widgets run under it. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/**
 * A host's own pages (the demo host's landing page, routes and outbox), mounted after the server's
 * pages and only outside production: the server never imports them, the demo passes them in.
 */
export type HostPages = (deps: Deps) => Hono

/**
 * The whole process's HTTP surface: the API under its base path, the widget bundle at /dist, the
 * pages production serves (workspace, booking, embed preview) and, outside production, the host's own pages. Pure of I/O set-up: the database, clock, provider and
 * configuration come in through `deps`, so tests build one per test in milliseconds.
 */
export function createApp(deps: Deps, hostPages?: HostPages): Hono {
  const app = new Hono()
  const year = () => deps.clock.now().getFullYear()
  app.use('*', requestLogger(deps))
  // Probes and metrics: before the API and the pages, outside the API base path (http/healthRoutes.ts).
  app.route('/', healthRoutes(deps))
  app.route(deps.config.apiBase, apiApp(deps))

  // Compressed like any CDN would serve it: uncompressed, the bundle is 3x the bytes on a phone.
  app.use('/dist/*', compress())
  app.get('/dist/:name', async (c) => {
    // Any origin may load the bundle (it is public), which SRI with crossorigin requires.
    const res = await staticFile(c, deps.config.distDir, c.req.param('name'), {
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    })
    return res ?? c.text('Not found', 404)
  })

  const pages = new Hono()
  pages.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', PAGE_CSP)
    c.res.headers.set('x-content-type-options', 'nosniff')
    c.res.headers.set('referrer-policy', 'no-referrer')
  })
  pages.route('/', serverPages({ apiBase: deps.config.apiBase, year, publicUrl: deps.config.publicUrl, distDir: deps.config.distDir }))
  // Production serves no demo page: no landing page, no route list, and no outbox (real mail goes to
  // SMTP_URL, and codes must not be readable here).
  if (hostPages && deps.config.mode !== 'production') pages.route('/', hostPages(deps))
  app.route('/', pages)

  app.notFound((c) => {
    if (c.req.path === deps.config.apiBase || c.req.path.startsWith(deps.config.apiBase + '/'))
      return c.json({ success: false, content: { _: 'Not found' } }, 404)
    return c.text('Not found', 404)
  })
  return app
}
