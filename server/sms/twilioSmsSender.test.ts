import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SmsRefused } from './smsSender'
import { FIND_PAGE_SIZE, twilioSmsSender } from './twilioSmsSender'

interface Received {
  method: string
  path: string
  auth: string
  form: URLSearchParams
}

let server: Server
let base: string
const received: Received[] = []
/** What the double answers next: status and JSON body. */
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM123', status: 'queued' } }

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, auth: req.headers.authorization ?? '', form: new URLSearchParams(body) })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const sender = (from = '+19255550100') => twilioSmsSender({ accountSid: 'AC1', authToken: 'tok', from, apiBase: base })

describe('Twilio SMS sender', () => {
  it('posts the documented Messages call with basic auth and the form fields', async () => {
    answer = { status: 201, body: { sid: 'SM123', status: 'queued' } }
    received.length = 0
    expect(await sender().send({ to: '+19255550123', body: 'Willow will call you within 15 minutes.' })).toEqual({ id: 'SM123' })
    expect(received[0]!.path).toBe('/2010-04-01/Accounts/AC1/Messages.json')
    expect(received[0]!.auth).toBe('Basic ' + Buffer.from('AC1:tok').toString('base64'))
    expect(Object.fromEntries(received[0]!.form)).toEqual({
      To: '+19255550123',
      Body: 'Willow will call you within 15 minutes.',
      From: '+19255550100',
    })
  })

  it('sends from a Messaging Service when given its sid', async () => {
    received.length = 0
    await sender('MG42').send({ to: '+19255550123', body: 'x' })
    expect(received[0]!.form.get('MessagingServiceSid')).toBe('MG42')
    expect(received[0]!.form.has('From')).toBe(false)
  })

  it('ends a message to a recipient who texted STOP (21610) for good, with the reason', async () => {
    answer = { status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 } }
    const e = await sender()
      .send({ to: '+19255550123', body: 'x' })
      .catch((err: unknown) => err)
    expect(e).toBeInstanceOf(SmsRefused)
    expect(e).toMatchObject({ permanent: true, code: 21610 })
    expect((e as SmsRefused).reason).toContain('unsubscribed')
  })

  it('leaves a rate limit, a server error or an unreachable API to a later retry', async () => {
    answer = { status: 429, body: { code: 20429, message: 'Too Many Requests' } }
    await expect(sender().send({ to: '+19255550123', body: 'x' })).rejects.toMatchObject({ permanent: false })
    answer = { status: 503, body: {} }
    await expect(sender().send({ to: '+19255550123', body: 'x' })).rejects.toMatchObject({ permanent: false })
    const offline = twilioSmsSender({ accountSid: 'AC1', authToken: 'tok', from: '+19255550100', apiBase: 'http://127.0.0.1:9' })
    await expect(offline.send({ to: '+19255550123', body: 'x' })).rejects.toMatchObject({ permanent: false })
  })

  describe('checking whether an interrupted send reached Twilio', () => {
    const since = new Date('2026-11-24T18:00:00Z')
    const query = { to: '+19255550123', body: 'Willow will call you within 15 minutes.', key: 'row-1', since }
    const listed = (over: Record<string, unknown> = {}) => ({
      sid: 'SM9',
      to: '+19255550123',
      body: 'Willow will call you within 15 minutes.',
      direction: 'outbound-api',
      date_created: 'Tue, 24 Nov 2026 18:00:01 +0000',
      ...over,
    })

    it('lists the messages to that number sent since the mark, one small page, with basic auth', async () => {
      answer = { status: 200, body: { messages: [listed()] } }
      received.length = 0
      expect(await sender().findSent(query)).toEqual({ id: 'SM9' })
      expect(received).toHaveLength(1)
      expect(received[0]!.method).toBe('GET')
      expect(received[0]!.auth).toBe('Basic ' + Buffer.from('AC1:tok').toString('base64'))
      const url = new URL(received[0]!.path, base)
      expect(url.pathname).toBe('/2010-04-01/Accounts/AC1/Messages.json')
      expect(Object.fromEntries(url.searchParams)).toEqual({
        To: '+19255550123',
        'DateSent>': '2026-11-24',
        PageSize: String(FIND_PAGE_SIZE),
      })
      expect(FIND_PAGE_SIZE).toBe(20)
    })

    it('matches the body exactly, an outbound API message, created since the mark: anything else is not this text', async () => {
      answer = {
        status: 200,
        body: {
          messages: [
            listed({ sid: 'SMother', body: 'Willow will call you within 15 minutes' }),
            listed({ sid: 'SMreply', direction: 'inbound' }),
            listed({ sid: 'SMold', date_created: 'Tue, 24 Nov 2026 17:00:00 +0000' }),
            listed({ sid: 'SMelse', to: '+19255550999' }),
          ],
        },
      }
      expect(await sender().findSent(query)).toBeNull()
      answer = { status: 200, body: { messages: [listed({ sid: 'SMother', body: 'x' }), listed({ sid: 'SMmine' })] } }
      expect(await sender().findSent(query)).toEqual({ id: 'SMmine' })
      answer = { status: 200, body: { messages: [] } }
      expect(await sender().findSent(query)).toBeNull()
    })

    it('reads one page only, never following the next page', async () => {
      const others = Array.from({ length: FIND_PAGE_SIZE }, (_, i) => listed({ sid: `SMx${i}`, body: `other ${i}` }))
      answer = {
        status: 200,
        body: { messages: [...others, listed({ sid: 'SMbeyond' })], next_page_uri: '/2010-04-01/Accounts/AC1/Messages.json?Page=1' },
      }
      received.length = 0
      expect(await sender().findSent(query)).toBeNull()
      expect(received).toHaveLength(1)
    })

    it('throws a passing refusal when Twilio cannot be asked, so the caller neither sends nor gives up', async () => {
      answer = { status: 503, body: {} }
      await expect(sender().findSent(query)).rejects.toMatchObject({ permanent: false })
      answer = { status: 200, body: { unexpected: true } }
      await expect(sender().findSent(query)).rejects.toBeInstanceOf(SmsRefused)
      const offline = twilioSmsSender({ accountSid: 'AC1', authToken: 'tok', from: '+19255550100', apiBase: 'http://127.0.0.1:9' })
      await expect(offline.findSent(query)).rejects.toMatchObject({ permanent: false })
    })
  })
})
