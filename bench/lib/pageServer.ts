import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The bench page on loopback: an empty stage, the lookup lists and the in-page harness. Bundles
 * are injected by the bench (so their evaluation can be timed), never fetched by the page.
 */
export async function startPageServer(lists: Record<string, unknown[]>): Promise<{ url: string; close(): Promise<void> }> {
  const harness = readFileSync(new URL('../page/harness.js', import.meta.url), 'utf8')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>bench</title>
<script>window.__lists = ${JSON.stringify(lists).replace(/</g, '\\u003c')}</script><script src="/harness.js"></script></head>
<body><main id="stage"></main></body></html>`
  const server: Server = createServer((req, res) => {
    if (req.url === '/harness.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      return res.end(harness)
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
