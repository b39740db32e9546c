import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { serveAltcha } from './support/altcha'
import { type ApiDouble, type Recorded } from './support/apiDouble'
import { newPage } from './support/browser'
import { LEAD_WIDGETS, fixtureUrl, plainOwner, type Driver } from './fixtures/widgets'
import { withApiDouble } from './support/suite'

/**
 * For every widget that sends a lead and every call of its chain, the call is
 * aborted, times out (data-timeout-ms), answers 503, the browser goes offline, or the server
 * stores the record but the answer is lost. Each time the owner sees a clear error and every
 * value (photo included) is still there; after recovery a retry stores exactly ONE record (the
 * double honours Idempotency-Key as the reference server does). Transient failures are retried
 * with the same key; a 4xx is never retried. One page per widget: the form is filled once and
 * every fault is tried against the same values, as an owner pressing "send" again would.
 */

type Fault = '503' | 'abort' | 'timeout' | 'offline' | '422'
const TIMEOUT_MS = 800

let api: ApiDouble, browser: Browser
withApiDouble((s) => ({ api, browser } = s), { idempotency: true })

function plan(d: Driver): Array<{ call: RegExp; fault: Fault }> {
  const [create, ...rest] = d.chain(d.photo).filter((c) => !c.test('/captcha/challenge'))
  // qr-dental retries on its own (5 attempts, 1 s apart): a time-out there costs 9 s, skip it.
  const createFaults: Fault[] = d.form === 'qr-dental' ? ['503', 'abort', 'offline', '422'] : ['503', 'abort', 'timeout', 'offline', '422']
  return [
    ...createFaults.map((fault) => ({ call: create, fault })),
    ...rest.flatMap((call) => (['503', 'abort'] as Fault[]).map((fault) => ({ call, fault }))),
  ]
}

async function dismiss(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Error' })
  if (await dialog.count()) {
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await dialog.waitFor({ state: 'detached' })
  }
}

/** The acknowledgement and captcha may be cleared by a failure; an owner ticks them again. */
async function reArm(page: Page) {
  const ack = page.getByRole('checkbox', { name: /I understand and acknowledge/ })
  if ((await ack.count()) && !(await ack.isChecked())) await ack.check()
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" })
  if ((await robot.count()) && !(await robot.isChecked())) {
    await robot.check()
    await page.getByText('Verified').waitFor()
  }
}

/**
 * Fault windows are told apart by the double's state, not by time: a window starts and is counted
 * only once no request is still being read or answered, so a late request of one window (a busy
 * machine may finish reading it after the widget gave up) is never counted in the next.
 */
const settled = () => expect.poll(() => api.inFlight(), { timeout: 15000 }).toBe(0)

describe('faults while submitting', () => {
  it.each(LEAD_WIDGETS.map((d) => [d.form, d] as const))(
    '%s: every fault keeps every value, a retry stores exactly one record',
    async (_f, d) => {
      api.reset()
      if (d.captcha) serveAltcha(api, 42, 200)
      const { page, errors } = await newPage(browser, { width: 900, height: 1000 })
      await page.goto(fixtureUrl(api.origin, '/page/', d, `timeout-ms=${TIMEOUT_MS}`))
      await d.ready(page).waitFor()
      await d.fill(page, plainOwner, { photo: d.photo })
      const before = await d.values(page)
      const report: string[] = []

      for (const { call, fault } of plan(d)) {
        await settled()
        const since = api.requests.length
        // The attempts of this fault window: the requests this window's handler answered, so a late
        // request of an earlier window (answered by the default) is never counted here.
        const hits: Recorded[] = []
        const handler = (r: Recorded) => {
          hits.push(r)
          if (fault === '503') return { status: 503, json: { success: false, content: 'down for maintenance' } }
          if (fault === '422') return { status: 422, json: { success: false, content: { zip_code: 'Unknown zip code' } } }
          if (fault === 'abort') return { destroy: true }
          // The answer comes after the widget gave up (a failure status, so the double remembers nothing).
          if (fault === 'timeout') return { delayMs: TIMEOUT_MS + 700, status: 504, json: { success: false, content: 'late' } }
          return undefined
        }
        api.on('POST', call, handler)
        if (fault === 'offline') await page.context().setOffline(true)
        await reArm(page)
        await d.send(page).catch((e) => {
          throw new Error(`${d.form}: cannot send for ${call} ${fault}\n${report.join('\n')}\n${(e as Error).message}`)
        })
        await d
          .failure(page)
          .first()
          .waitFor({ timeout: 30000 })
          .catch((e) => {
            throw new Error(`${d.form}: no error shown for ${call} ${fault}\n${report.join('\n')}\n${(e as Error).message}`)
          })
        const message = (await d.failure(page).first().textContent()) ?? ''
        if (fault === 'offline') await page.context().setOffline(false)
        api.clearHandlers()
        if (d.captcha) serveAltcha(api, 42, 200)
        // A clear, plain-words error: never empty, never a stack trace.
        expect(message.trim().length, `${call} ${fault}`).toBeGreaterThan(10)
        expect(message).not.toMatch(/TypeError|undefined|\[object/)
        report.push(
          `${call.source} ${fault}: ${message.trim().slice(0, 70)} [${api.requests
            .slice(since)
            .map((r) => `${r.method} ${r.path}`)
            .join(', ')}]`,
        )
        await dismiss(page)
        expect(await d.values(page), `${call} ${fault}`).toEqual(before)
        if (d.hasPhoto) expect(await d.hasPhoto(page), `photo after ${call} ${fault}`).toBe(true)

        await settled()
        const tries = hits
        // qr-dental retries server errors 5 times 1 s apart, but a 4xx never.
        if (fault === '422') expect(tries.length, `4xx never retries\n${report.join('\n')}`).toBe(1)
        if (fault === '503' || fault === 'abort') {
          // 3 attempts (2 retries; qr-dental: 5 by the spec). Chromium itself re-sends a request
          // when a reused keep-alive socket closes without an answer, once per idle socket it tries,
          // so an abort may count two or three times (CI on a loaded machine: 7 for 3 attempts).
          // What the owner's widget is held to: bounded retries, all with one Idempotency-Key.
          const attempts = d.form === 'qr-dental' ? 5 : 3
          expect(tries.length, `${call} ${fault} retried`).toBeGreaterThanOrEqual(attempts)
          expect(tries.length, `${call} ${fault} retried`).toBeLessThanOrEqual(fault === '503' ? attempts : attempts * 3)
          const keys = new Set(tries.map((r: Recorded) => r.headers['idempotency-key']))
          expect(keys.size, 'one Idempotency-Key for every retry').toBe(1)
          expect([...keys][0]).toBeTruthy()
        }
      }

      // Recovery: the same values are sent once more and the owner sees success. The create call
      // is stored by the server but its answer is lost on the way: the widget's automatic retry
      // (same Idempotency-Key) gets the remembered answer, so the owner sees success and the
      // server holds one record.
      const createCall = d.chain(d.photo).filter((c) => !c.test('/captcha/challenge'))[0]
      api.on('POST', createCall, () => ({ destroy: true, commit: true }))
      await reArm(page)
      await d.send(page)
      await d.success(page).first().waitFor({ timeout: 30000 })
      const creates = api.stored()
      expect(creates.length, `records stored for ${d.form}\n${report.join('\n')}`).toBe(1)
      // Every attempt at the create call, across every fault, was the same logical submission.
      const keys = new Set(
        api.requests.filter((r) => r.method === 'POST' && createCall.test(r.path)).map((r) => r.headers['idempotency-key']),
      )
      expect(keys.size).toBe(1)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})
