import { Hono, type Context } from 'hono'
import type { Db } from '../../server/db/db'
import { receivedMailRepo, type ReceivedMail } from '../../server/db/receivedMailRepo'
import { smsRepo } from '../../server/db/smsRepo'
import { html } from '../../server/html/html'
import { clientIp } from '../../server/http/clientIp'
import { isLoopback } from '../../server/http/isLoopback'
import { RECOVERY_CODE_SUBJECTS } from '../../server/mail/recoveryCodeMail'
import { layout } from './layout'

type MailRow = ReceivedMail

/**
 * /outbox (list), /outbox/{id} (one message: text, and its HTML in a sandboxed frame),
 * /outbox/{id}/html (the HTML alone, under a CSP that forbids scripts) and /outbox.json for tests.
 * Shows what the demo's own SMTP server received; nothing here sends mail. Demo mode only
 * (createApp leaves it out in production). Anyone who can read it can read recovery codes, so it
 * answers loopback clients only, unless `public` (DEMO_OUTBOX_PUBLIC=1) opens it to everyone,
 * and even then recovery-code e-mails stay hidden from all but loopback.
 */
export function outboxPages(deps: { db: Db; apiBase: string; year: () => number; trustProxy: number | string[]; public: boolean }): Hono {
  const app = new Hono()
  const uuid = /^[0-9a-f-]{36}$/i
  const local = (c: Context) => isLoopback(clientIp(c, deps.trustProxy))
  app.use('/outbox', gate)
  app.use('/outbox/*', gate)
  app.use('/outbox.json', gate)
  async function gate(c: Context, next: () => Promise<void>) {
    if (!deps.public && !local(c))
      return c.text('The demo outbox answers on this machine only (set DEMO_OUTBOX_PUBLIC=1 to share it).', 403)
    c.header('cache-control', 'no-store')
    await next()
  }
  /** Recovery codes are shown to loopback only, even on a public outbox. */
  const hide = (c: Context, r: MailRow): MailRow =>
    RECOVERY_CODE_SUBJECTS.includes(r.subject) && !local(c)
      ? { ...r, text_body: '(recovery code hidden: open the outbox on the server itself)', html_body: '' }
      : r
  const one = async (c: Context, id: string) => {
    const row = uuid.test(id) ? await receivedMailRepo.find(deps.db, id) : undefined
    return row && hide(c, row)
  }

  app.get('/outbox.json', async (c) => {
    const rows = (await receivedMailRepo.latest(deps.db, 500)).map((r) => hide(c, r))
    const mails = rows.map((r) => ({
      channel: 'email',
      id: r.id,
      to: r.to_addr,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      date: new Date(r.received_at).toISOString(),
    }))
    // Text messages the demo's sink kept, beside the e-mails, newest first like them.
    const texts = (await smsRepo.received(deps.db, 500)).map((m) => ({
      channel: 'sms',
      id: m.id,
      to: m.to_number,
      text: m.body,
      date: new Date(m.received_at).toISOString(),
    }))
    return c.json([...mails, ...texts].sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0)))
  })
  app.get('/outbox', async (c) => {
    const rows = await receivedMailRepo.latest(deps.db, 200)
    const texts = await smsRepo.received(deps.db, 200)
    return c.html(
      layout({
        title: 'Outbox',
        apiBase: deps.apiBase,
        year: deps.year(),
        main: html`<h1>Outbox</h1><p class="lead">Every e-mail the demo's own SMTP server received (the owners' acknowledgements and assessments, the clinics' lead notifications and recovery codes), and every text message its SMS sink kept.</p>
${
  rows.length === 0
    ? html`<p>No e-mails yet. Fill in <a href="/main_form">the health form</a> and come back.</p>`
    : html`<table class="data"><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>
${rows.map((r) => html`<tr><td>${new Date(r.received_at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${r.to_addr}</td><td><a href="/outbox/${r.id}">${r.subject || '(no subject)'}</a></td></tr>`)}
</tbody></table>`
}
<h2>Text messages</h2>
${
  texts.length === 0
    ? html`<p>No text messages yet. Tick "Text me updates" on a form, with a mobile number, and come back.</p>`
    : html`<table class="data"><thead><tr><th>Received</th><th>To</th><th>Message</th></tr></thead><tbody>
${texts.map((m) => html`<tr><td>${new Date(m.received_at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${m.to_number}</td><td>${m.body}</td></tr>`)}
</tbody></table>`
}`,
      }),
    )
  })
  app.get('/outbox/:id', async (c) => {
    const row = await one(c, c.req.param('id'))
    if (!row) return c.notFound()
    return c.html(
      layout({
        title: row.subject,
        apiBase: deps.apiBase,
        year: deps.year(),
        main: html`<p><a href="/outbox">← Outbox</a></p><h1>${row.subject}</h1><p class="mail-meta">To ${row.to_addr}, received ${new Date(row.received_at).toISOString()}</p>
${row.html_body ? html`<iframe class="mail-frame" title="E-mail content" sandbox src="/outbox/${row.id}/html"></iframe>` : ''}
<h2>Plain text</h2><pre class="mail-text">${row.text_body}</pre>`,
      }),
    )
  })
  app.get('/outbox/:id/html', async (c) => {
    const row = await one(c, c.req.param('id'))
    if (!row) return c.notFound()
    return c.body(row.html_body, 200, {
      'content-type': 'text/html; charset=utf-8',
      // Mail HTML carries inline styles, so those are allowed; scripts, forms and plugins are not.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
    })
  })
  return app
}
