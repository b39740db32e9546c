import { afterEach, vi } from 'vitest'

/**
 * For component tests that mount widgets on the page: after each test the page is emptied and
 * every stubbed global (fetch, above all) restored. Returns the factory of mount points: a fresh
 * `<div>` appended to the body.
 */
export function withMountPoints(): () => HTMLElement {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })
  return () => document.body.appendChild(document.createElement('div'))
}
