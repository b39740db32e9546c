import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SmsRefused } from './smsSender'
import { twilioSmsSender } from './twilioSmsSender'

interface Received {
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
      received.push({ path: req.url!, auth: req.headers.authorization ?? '', form: new URLSearchParams(body) })
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
})
