import { join } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { CLINIC_ID_PATTERN } from '../../src/schemas/clinicId'
import { EMBED_FORMS } from '../embed/embedForms'
import { embedSnippet } from '../embed/embedSnippet'
import { loaderIntegrity } from '../embed/loaderIntegrity'
import { staticFile } from '../http/staticFile'
import { REPO_ROOT } from '../repoRoot'
import { bookingPage } from './bookingPage'
import { embedPreviewPage } from './embedPreviewPage'
import { workspaceIcon, workspaceManifest } from './workspaceManifest'
import { workspacePage } from './workspacePage'
import { WORKSPACE_SERVICE_WORKER } from './workspaceServiceWorker'

/** server/pages/: the stylesheet and scripts of the pages production serves, read from the package at run time. */
const PAGES_DIR = join(REPO_ROOT, 'server', 'pages')

/**
 * The pages production serves, in every mode: the staff workspace (page, service worker, manifest,
 * icons), the owner's booking page that e-mails link to, and the embed builder's preview, with
 * their stylesheet and script. The demo's pages (landing, routes, outbox) are the demo host's.
 */
export function serverPages(opts: { apiBase: string; year: () => number; publicUrl: string; distDir: string }): Hono {
  const app = new Hono({ strict: true })
  // Pages, CSS and scripts shrink about 4x with gzip: on a phone's connection that is the first paint.
  app.use('*', compress())
  app.get('/site.css', async (c) => (await staticFile(c, PAGES_DIR, 'site.css')) ?? c.text('Not found', 404))
  // The booking page's script, and the paw every page, the workspace's manifest and its alerts show as their icon.
  for (const name of ['booking.js', 'favicon.svg'])
    app.get(`/assets/${name}`, async (c) => (await staticFile(c, join(PAGES_DIR, 'assets'), name)) ?? c.text('Not found', 404))
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
  app.get('/embed/preview', async (c) => {
    const form = EMBED_FORMS.find((f) => f.form === c.req.query('form'))
    const clinicId = c.req.query('clinic') ?? ''
    const integrity = await loaderIntegrity(opts.distDir)
    if (!form || !CLINIC_ID_PATTERN.test(clinicId) || !integrity) return c.text('Not found', 404)
    const page = embedPreviewPage(
      embedSnippet({ publicUrl: opts.publicUrl, apiBase: opts.apiBase, integrity, form: form.form, clinicId }),
      `Preview: ${form.label}`,
    )
    return c.html(page.body, 200, { 'content-security-policy': page.csp, 'cache-control': 'no-store' })
  })
  return app
}
