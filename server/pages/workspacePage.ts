import { html } from '../html/html'
import { htmlDocument } from '../html/htmlDocument'

/**
 * The clinic workspace's page: an empty root the workspace bundle renders into, its own
 * stylesheet, and nothing inline, so it runs under the demo pages' strict CSP. The bundle is an ES
 * module: the screens used now and then come as chunks of their own (src/workspace/lazyScreen.tsx). Every client-side
 * route under /workspace answers with this same page.
 */
export function workspacePage(apiBase: string): string {
  return htmlDocument({
    head: html`<meta name="referrer" content="no-referrer">
<title>PetLead workspace</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/workspace/manifest.webmanifest">
<meta name="theme-color" content="#0f766e">
<link rel="stylesheet" href="/dist/petlead-workspace.css">
<script type="module" src="/dist/petlead-workspace.js" data-api-base="${apiBase}"></script>`,
    body: html`<div id="workspace-root"><main><p>Loading the workspace…</p><noscript>The workspace needs JavaScript.</noscript></main></div>`,
  })
}
