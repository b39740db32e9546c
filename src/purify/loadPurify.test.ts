import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS } from '../lib/loadScript'
import { loadPurify } from './loadPurify'

/** A shadow root stand-in that records the script elements appended to it and never loads them. */
function fakeRoot() {
  const scripts: Array<Record<string, unknown>> = []
  const root = {
    ownerDocument: { createElement: () => ({ remove() {} }) },
    appendChild: (s: Record<string, unknown>) => scripts.push(s),
  }
  return { root: root as unknown as ShadowRoot, scripts }
}

describe('loadPurify', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as { PetLeadPurify?: unknown }).PetLeadPurify
  })

  it('waits 120 s for a silent fetch, then tries once more before giving up', async () => {
    const { root, scripts } = fakeRoot()
    const settled = vi.fn()
    loadPurify(root).then(settled, settled)
    await vi.advanceTimersByTimeAsync(20000)
    expect(settled).not.toHaveBeenCalled()
    expect(scripts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 20000)
    expect(scripts).toHaveLength(2)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS)
    expect(settled).toHaveBeenCalledWith(expect.any(Error))
    expect(scripts).toHaveLength(2)
    expect(CHUNK_TIMEOUT_MS).toBe(120000)
  })

  it('a failed first fetch is retried at once, and the retry can succeed', async () => {
    const { root, scripts } = fakeRoot()
    const result = loadPurify(root)
    ;(scripts[0].onerror as () => void)()
    await vi.advanceTimersByTimeAsync(0)
    expect(scripts).toHaveLength(2)
    const purify = { sanitize: () => '' }
    ;(globalThis as { PetLeadPurify?: unknown }).PetLeadPurify = purify
    ;(scripts[1].onload as () => void)()
    await expect(result).resolves.toBe(purify)
  })
})
