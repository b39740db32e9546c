import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { parseMime } from './parseMime'

describe('parseMime', () => {
  it('reads what nodemailer writes: encoded subject, text and html parts, Message-ID', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const info = await transport.sendMail({
      from: 'a@petlead.local',
      to: 'b@example.com',
      subject: 'Évaluation pour Rex 🐶',
      messageId: '<x1@petlead.local>',
      text: 'Bonjour — ça va ? '.repeat(20),
      html: '<p>Bonjour &lt;b&gt; — ça va ?</p>',
    })
    const mail = parseMime((info.message as Buffer).toString('latin1'))
    expect(mail.subject).toBe('Évaluation pour Rex 🐶')
    expect(mail.messageId).toBe('<x1@petlead.local>')
    expect(mail.text).toContain('Bonjour — ça va ?')
    expect(mail.html).toBe('<p>Bonjour &lt;b&gt; — ça va ?</p>')
  })
})
