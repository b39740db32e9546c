/**
 * A browser queues a beacon and never reports its fate to the page; happy-dom sends it with fetch,
 * so a widget's funnel beacon to a test's made-up API host (https://api.test) surfaces as an
 * unhandled network error after the test. Component tests take the browser's behaviour: a beacon is
 * accepted and goes nowhere. (The funnel's own tests inject a fake sendBeacon and check every batch.)
 */
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true })
