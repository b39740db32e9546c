/**
 * A browser sends the funnel's batch (a keepalive fetch to {apiBase}/funnel) and never
 * reports its fate to the page; happy-dom really sends it, so a widget's batch to a test's made-up
 * API host (https://api.test) would surface as a network error after the test. Component tests
 * take the browser's behaviour: a batch is accepted and goes nowhere, before any fetch a test puts
 * in place sees it. (The funnel's own tests inject a fake fetch and check every batch.)
 */
const pageFetch = globalThis.fetch
const isBatch = (input: RequestInfo | URL, init?: RequestInit) =>
  init?.keepalive === true && /\/funnel$/.test(String(input instanceof Request ? input.url : input))
Object.defineProperty(globalThis, 'fetch', {
  configurable: true,
  writable: true,
  value: (input: RequestInfo | URL, init?: RequestInit) =>
    isBatch(input, init) ? Promise.resolve(new Response(null, { status: 204 })) : pageFetch(input, init),
})
