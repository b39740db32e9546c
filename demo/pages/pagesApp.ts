import { CLINIC_ID_PATTERN } from '../../src/schemas/clinicId'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { EMBED_FORMS } from '../../server/embed/embedForms'
import { embedSnippet } from '../../server/embed/embedSnippet'
import { loaderIntegrity } from '../../server/embed/loaderIntegrity'
import { assetsApp } from './assetsApp'
import { bookingPage } from './bookingPage'
import { embedPreviewPage } from './embedPreviewPage'
import { landingLang, landingPage } from './landingPage'
import { demoRoutes } from './routes'
import { routesPage } from './routesPage'
import { widgetPage } from './widgetPage'
import { workspaceIcon, workspaceManifest } from './workspaceManifest'
import { workspacePage } from './workspacePage'
import { WORKSPACE_SERVICE_WORKER } from './workspaceServiceWorker'

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
  // The e-mailed link to cancel or move a visit; its token is in the fragment, read by the page's script.
  app.get('/booking', (c) =>
    c.html(bookingPage(opts.apiBase, opts.year()), 200, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }),
  )
  // The installable workspace: its service worker (controlling all of /workspace, hence the
  // Service-Worker-Allowed header), manifest and icons, before the page's catch-all route.
  app.get('/workspace/sw.js', (c) =>
    c.body(WORKSPACE_SERVICE_WORKER, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'service-worker-allowed': '/workspace',
      'cache-control': 'no-cache',
    }),
  )
  app.get('/workspace/manifest.webmanifest', (c) =>
    c.body(workspaceManifest(), 200, { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=300' }),
  )
  for (const size of [192, 512] as const)
    app.get(`/workspace/icon-${size}.png`, (c) =>
      c.body(new Uint8Array(workspaceIcon(size)), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' }),
    )
  for (const path of ['/workspace', '/workspace/*']) app.get(path, (c) => c.html(workspacePage(opts.apiBase)))
  // The embed builder's preview: one clinic widget under exactly the snippet and CSP it hands out, so the owner sees what their site will show.
  const embed = opts.embed
  if (embed)
    app.get('/embed/preview', async (c) => {
      const form = EMBED_FORMS.find((f) => f.form === c.req.query('form'))
      const clinicId = c.req.query('clinic') ?? ''
      const integrity = await loaderIntegrity(embed.distDir)
      if (!form || !CLINIC_ID_PATTERN.test(clinicId) || !integrity) return c.text('Not found', 404)
      const page = embedPreviewPage(
        embedSnippet({ publicUrl: embed.publicUrl, apiBase: opts.apiBase, integrity, form: form.form, clinicId }),
        `Preview: ${form.label}`,
      )
      return c.html(page.body, 200, { 'content-security-policy': page.csp, 'cache-control': 'no-store' })
    })
  for (const route of demoRoutes) app.get(route.path, (c) => c.html(widgetPage(route, opts.apiBase, opts.year())))
  return app
}
