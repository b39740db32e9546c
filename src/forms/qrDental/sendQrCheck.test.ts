import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { Api } from '../../api/createApi'
import { sendQrCheck } from './sendQrCheck'

const CALL = 'POST /pet_app/dental_check_amcp'

/** An API whose QR call answers from `answers` in turn (an Error is thrown). */
function apiAnswering(...answers: Array<unknown>) {
  const calls: number[] = []
  const api = {
    dentalCheckAmcp: async () => {
      calls.push(Date.now())
      const a = answers.shift()
      if (a instanceof Error) throw a
      return { success: true, content: a }
    },
  }
  return { api: api as unknown as Api, calls }
}

describe('sendQrCheck', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("raises 'Server error (status)' for a non-OK answer and logs it before each retry, 1 s apart", async () => {
    const { api, calls } = apiAnswering(new ApiError(CALL, 'http', 500), new ApiError(CALL, 'http', 502), '<p>ok</p>')
    const log = vi.fn()
    const sent = sendQrCheck(api, new FormData(), 'k', log)
    await vi.advanceTimersByTimeAsync(0)
    expect(log.mock.calls.map(([e]) => e.message)).toEqual(['Server error (500)'])
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(log.mock.calls.map(([e]) => e.message)).toEqual(['Server error (500)', 'Server error (502)'])
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(sent).resolves.toEqual({ success: true, content: '<p>ok</p>' })
    expect(calls).toHaveLength(3)
  })

  it('gives up after 5 attempts with the last Server error; a 4xx is logged and not retried', async () => {
    const five = apiAnswering(...Array.from({ length: 5 }, () => new ApiError(CALL, 'http', 503)))
    const log = vi.fn()
    const sent = sendQrCheck(five.api, new FormData(), 'k', log)
    sent.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(5000)
    await expect(sent).rejects.toThrow('Server error (503)')
    expect(five.calls).toHaveLength(5)
    expect(log).toHaveBeenCalledTimes(5)

    const refused = apiAnswering(new ApiError(CALL, 'http', 422))
    const once = sendQrCheck(refused.api, new FormData(), 'k', vi.fn())
    await expect(once).rejects.toThrow('Server error (422)')
    expect(refused.calls).toHaveLength(1)
  })
})
