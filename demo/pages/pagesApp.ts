import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { EMBED_FORMS } from '../server/embed/embedForms'
import { embedSnippet } from '../server/embed/embedSnippet'
import { loaderIntegrity } from '../server/embed/loaderIntegrity'
import { assetsApp } from './assetsApp'
import { embedPreviewPage } from './embedPreviewPage'
import { landingLang, landingPage } from './landingPage'
import { demoRoutes } from './routes'
import { routesPage } from './routesPage'
import { widgetPage } from './widgetPage'
import { workspacePage } from './workspacePage'

/**
 * The demo host's pages: / and every widget route the widget contract lists, at its exact path, plus /routes, and
 * their static files (/assets/*, /vendor/web-vitals.iife.js).
 */
export function pagesApp(opts: { apiBase: string; year: () => number; embed?: { publicUrl: string; distDir: string } }): Hono {
  const app = new Hono({ strict: true })
  // Pages, CSS and scripts shrink about 4x with gzip: on a phone's connection that is the first paint.
  app.use('*', compress())
  app.route('/', assetsApp())
  app.get('/', (c) => c.html(landingPage(opts.apiBase, opts.year(), landingLang(c.req.query('lang')))))
  app.get('/routes', (c) => c.html(routesPage(opts.apiBase, opts.year())))
  for (const path of ['/workspace', '/workspace/*']) app.get(path, (c) => c.html(workspacePage(opts.apiBase)))
  // The embed builder's preview: one clinic widget under exactly the snippet and CSP it hands out, so the owner sees what their site will show.
  const embed = opts.embed
  if (embed) app.get('/embed/preview', async (c) => {
    const form = EMBED_FORMS.find((f) => f.form === c.req.query('form'))
    const clinicId = c.req.query('clinic') ?? ''
    const integrity = await loaderIntegrity(embed.distDir)
    if (!form || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(clinicId) || !integrity) return c.text('Not found', 404)
    const page = embedPreviewPage(embedSnippet({ publicUrl: embed.publicUrl, apiBase: opts.apiBase, integrity, form: form.form, clinicId }), `Preview: ${form.label}`)
    return c.html(page.body, 200, { 'content-security-policy': page.csp, 'cache-control': 'no-store' })
  })
  for (const route of demoRoutes) app.get(route.path, (c) => c.html(widgetPage(route, opts.apiBase, opts.year())))
  return app
}
