import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retry } from './retry'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retry', () => {
  it('resolves at once when the first attempt works', async () => {
    const fn = vi.fn(async () => 'ok')
    await expect(retry(fn)).resolves.toBe('ok')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('tries again 1 s apart and stops at the first success', async () => {
    let n = 0
    const fn = vi.fn(async () => {
      if (++n < 3) throw new Error(`Server error (500)`)
      return 'html'
    })
    const p = retry(fn)
    await vi.advanceTimersByTimeAsync(0)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(p).resolves.toBe('html')
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('gives up after 5 attempts (4 s of waiting) with the last error', async () => {
    const fn = vi.fn(async (attempt: number) => {
      throw new Error(`attempt ${attempt}`)
    })
    const p = retry(fn)
    const settled = expect(p).rejects.toThrow('attempt 5')
    await vi.advanceTimersByTimeAsync(3999)
    expect(fn).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(fn).toHaveBeenCalledTimes(5)
  })
})
