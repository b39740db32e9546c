import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { assetsApp } from './assetsApp'
import { landingLang, landingPage } from './landingPage'
import { demoRoutes } from './routes'
import { routesPage } from './routesPage'
import { widgetPage } from './widgetPage'

/**
 * The demo host's pages: / and every widget route the widget contract lists, at its exact path, plus /routes, and
 * their static files (/assets/*, /vendor/web-vitals.iife.js).
 */
export function pagesApp(opts: { apiBase: string; year: () => number }): Hono {
  const app = new Hono({ strict: true })
  // Pages, CSS and scripts shrink about 4x with gzip: on a phone's connection that is the first paint.
  app.use('*', compress())
  app.route('/', assetsApp())
  app.get('/', (c) => c.html(landingPage(opts.apiBase, opts.year(), landingLang(c.req.query('lang')))))
  app.get('/routes', (c) => c.html(routesPage(opts.apiBase, opts.year())))
  for (const route of demoRoutes) app.get(route.path, (c) => c.html(widgetPage(route, opts.apiBase, opts.year())))
  return app
}
