import { Hono } from 'hono'
import { landingPage } from './landingPage'
import { demoRoutes } from './routes'
import { routesPage } from './routesPage'
import { widgetPage } from './widgetPage'

/** The demo host's pages: / and every route of spec section 2 at its exact path, plus /routes. */
export function pagesApp(opts: { apiBase: string; year: () => number }): Hono {
  const app = new Hono({ strict: true })
  app.get('/', (c) => c.html(landingPage(opts.apiBase, opts.year())))
  app.get('/routes', (c) => c.html(routesPage(opts.apiBase, opts.year())))
  for (const route of demoRoutes) app.get(route.path, (c) => c.html(widgetPage(route, opts.apiBase, opts.year())))
  return app
}
