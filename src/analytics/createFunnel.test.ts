import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { FUNNEL_BATCH_MAX, funnelBatchSchema } from '../schemas/funnel'
import { createFunnel } from './createFunnel'

/** A window with a fake fetch that records what it was given, and a page whose visibility the test sets. */
function fakeWindow(o: { gpc?: boolean; throws?: boolean; rejects?: boolean } = {}) {
  const sent: { url: string; body: unknown; type: string; init: RequestInit }[] = []
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const win = Object.assign(new EventTarget(), {
    document,
    navigator: { globalPrivacyControl: o.gpc },
    fetch(url: string, init: RequestInit) {
      if (o.throws) throw new TypeError('Illegal invocation')
      sent.push({ url, body: JSON.parse(init.body as string), type: typeof init.body, init })
      return o.rejects ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(null, { status: 204 }))
    },
  })
  const hide = () => {
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
  }
  return { win: win as unknown as Window, sent, hide, document }
}

const batch = { clinic: null, form: 'service-request' as const, source: 'google' }
const URL_ = 'https://api.example/funnel'

describe('createFunnel', () => {
  it('sends nothing until the page is hidden, then one text JSON beacon the server schema accepts', () => {
    const { win, sent, hide } = fakeWindow()
    const root = new EventTarget()
    const f = createFunnel(batch, URL_, false, root, win)!
    f.track('view')
    root.dispatchEvent(new Event('input'))
    for (let s = 1; s <= 6; s++) f.track('step', s)
    expect(sent).toEqual([])
    hide()
    expect(sent).toHaveLength(1)
    expect(sent[0].url).toBe(URL_)
    expect(sent[0].type).toBe('string')
    expect(sent[0].body).toEqual({
      ...batch,
      events: [{ kind: 'view' }, { kind: 'start' }, ...[1, 2, 3, 4, 5, 6].map((step) => ({ kind: 'step', step }))],
    })
    expect(v.safeParse(funnelBatchSchema, sent[0].body).success).toBe(true)
  })

  it('flushes on pagehide and on end, and never sends an empty batch', () => {
    const { win, sent } = fakeWindow()
    const f = createFunnel(batch, URL_, false, new EventTarget(), win)!
    win.dispatchEvent(new Event('pagehide'))
    expect(sent).toEqual([])
    f.track('submit')
    win.dispatchEvent(new Event('pagehide'))
    f.track('result')
    f.end()
    expect(sent.map((s) => s.body)).toEqual([
      { ...batch, events: [{ kind: 'submit' }] },
      { ...batch, events: [{ kind: 'result' }] },
    ])
  })

  it('stops listening after end', () => {
    const { win, sent, hide } = fakeWindow()
    const root = new EventTarget()
    const f = createFunnel(batch, URL_, false, root, win)!
    f.end()
    root.dispatchEvent(new Event('input'))
    hide()
    win.dispatchEvent(new Event('pagehide'))
    expect(sent).toEqual([])
  })

  it('sends a batch as soon as it holds FUNNEL_BATCH_MAX events', () => {
    const { win, sent } = fakeWindow()
    const f = createFunnel(batch, URL_, false, new EventTarget(), win)!
    for (let i = 0; i < FUNNEL_BATCH_MAX; i++) f.track('error', { pet_name: {} })
    expect(sent).toHaveLength(1)
    expect((sent[0].body as { events: unknown[] }).events).toHaveLength(FUNNEL_BATCH_MAX)
    f.track('error', { email: {} })
    f.end()
    expect(sent[1].body).toEqual({ ...batch, events: [{ kind: 'error', field: 'email' }] })
  })

  it("reports a failing field's name only, and skips a name the schema would refuse", () => {
    const { win, sent } = fakeWindow()
    const f = createFunnel(batch, URL_, false, new EventTarget(), win)!
    f.track('error', { email: { message: 'Invalid email', ref: { value: 'rex@example.com' } }, 'odd-name': {}, phone_number: {} })
    f.end()
    expect(sent[0].body).toEqual({
      ...batch,
      events: [
        { kind: 'error', field: 'email' },
        { kind: 'error', field: 'phone_number' },
      ],
    })
  })

  it('counts a step, a start or a submit once per owner; a new view (a reset form) counts them again', () => {
    const { win, sent } = fakeWindow()
    const root = new EventTarget()
    const f = createFunnel(batch, URL_, false, root, win)!
    f.track('view')
    f.track('step', 1)
    f.track('step', 2)
    f.track('step', 1)
    root.dispatchEvent(new Event('input'))
    root.dispatchEvent(new Event('input'))
    f.track('submit')
    f.track('submit')
    f.track('view')
    f.track('step', 1)
    f.end()
    expect((sent[0].body as { events: unknown[] }).events).toEqual([
      { kind: 'view' },
      { kind: 'step', step: 1 },
      { kind: 'step', step: 2 },
      { kind: 'start' },
      { kind: 'submit' },
      { kind: 'view' },
      { kind: 'step', step: 1 },
    ])
  })

  it('is off with Global Privacy Control or the embed option, and sends nothing', () => {
    for (const [gpc, off] of [
      [true, false],
      [false, true],
    ]) {
      const { win, sent, hide } = fakeWindow({ gpc })
      const root = new EventTarget()
      expect(createFunnel(batch, URL_, off, root, win)).toBeUndefined()
      root.dispatchEvent(new Event('input'))
      hide()
      win.dispatchEvent(new Event('pagehide'))
      expect(sent).toEqual([])
    }
  })

  it('never throws when the browser refuses the beacon', () => {
    const { win, hide } = fakeWindow({ throws: true })
    const f = createFunnel(batch, URL_, false, new EventTarget(), win)!
    f.track('view')
    expect(() => hide()).not.toThrow()
    expect(() => f.end()).not.toThrow()
  })

  it('leaves nothing unhandled when the batch cannot be delivered', async () => {
    const { win, sent, hide } = fakeWindow({ rejects: true })
    const unhandled: unknown[] = []
    const note = (e: unknown) => unhandled.push(e)
    process.on('unhandledRejection', note)
    try {
      createFunnel(batch, URL_, false, new EventTarget(), win)!.track('view')
      hide()
      await new Promise((r) => setTimeout(r, 0))
      expect(sent).toHaveLength(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })

  it('sends no cookie and no page address with a batch, and outlives the page as a beacon does', () => {
    // navigator.sendBeacon sent the host page's cookies and Referer to an API on the page's site.
    const { win, sent, hide } = fakeWindow()
    createFunnel(batch, URL_, false, new EventTarget(), win)!.track('view')
    hide()
    expect(sent[0]!.init.mode).toBeUndefined() // a CORS request: its Origin names the page, for the allowed websites
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
  })
})
