import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { assetsApp } from './assetsApp'
import type { ExampleEstimate } from './exampleEstimate'
import { landingLang, landingPage } from './landingPage'
import { demoRoutes } from './routes'
import { routesPage } from './routesPage'
import { widgetPage } from './widgetPage'

/**
 * The demo host's pages: / and every widget route the widget contract lists, at its exact path, plus /routes, and
 * their static files (/assets/*, /vendor/web-vitals.iife.js).
 */
export function pagesApp(opts: { apiBase: string; year: () => number; example?: () => Promise<ExampleEstimate | null> }): Hono {
  const app = new Hono({ strict: true })
  // Pages, CSS and scripts shrink about 4x with gzip: on a phone's connection that is the first paint.
  app.use('*', compress())
  app.route('/', assetsApp())
  app.get('/', async (c) =>
    c.html(landingPage(opts.apiBase, opts.year(), landingLang(c.req.query('lang')), (await opts.example?.()) ?? null)),
  )
  app.get('/routes', (c) => c.html(routesPage(opts.apiBase, opts.year())))
  // A widget page asked for in a language (`?lang=es`, from the Spanish landing page) starts its widget in it.
  for (const route of demoRoutes)
    app.get(route.path, (c) => {
      const lang = c.req.query('lang')
      return c.html(widgetPage(route, opts.apiBase, opts.year(), lang === undefined ? undefined : landingLang(lang)))
    })
  return app
}
