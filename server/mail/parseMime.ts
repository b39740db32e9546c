/** The parts of a received message the outbox shows. */
export interface ParsedMail {
  messageId: string
  subject: string
  text: string
  html: string
  date?: string
}

function splitHead(raw: string): [Map<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      const key = line.slice(0, colon).trim().toLowerCase()
      if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim())
    }
  }
  return [headers, body]
}

function param(header: string, name: string): string | undefined {
  const m = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header)
  return m ? (m[1] ?? m[2]) : undefined
}

function decodeBody(body: string, encoding: string, charset: string): string {
  let bytes: Buffer
  const enc = encoding.toLowerCase()
  if (enc === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64')
  else if (enc === 'quoted-printable') {
    bytes = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    )
  } else bytes = Buffer.from(body, 'latin1')
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes)
  } catch (err) {
    // A charset this runtime does not know (TextDecoder throws RangeError): read as UTF-8. Anything else propagates.
    if (!(err instanceof RangeError)) throw err
    return bytes.toString('utf8')
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
      try {
        return new TextDecoder(charset).decode(bytes)
      } catch (err) {
        // A charset this runtime does not know (TextDecoder throws RangeError): read as UTF-8. Anything else propagates.
        if (!(err instanceof RangeError)) throw err
        return bytes.toString('utf8')
      }
    })
}

function walk(raw: string, out: { text: string; html: string }, depth = 0): void {
  const [headers, body] = splitHead(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = param(type, 'boundary')
  if (/^multipart\//i.test(type) && boundary && depth < 5) {
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`))
    for (const part of parts.slice(1)) if (part.trim()) walk(part, out, depth + 1)
    return
  }
  if (/attachment/i.test(headers.get('content-disposition') ?? '')) return
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit', param(type, 'charset') ?? 'utf-8')
  if (/^text\/html/i.test(type) && !out.html) out.html = decoded
  else if (/^text\/plain/i.test(type) && !out.text) out.text = decoded
}

/**
 * A small MIME reader for the demo's own mail (nodemailer's multipart/alternative with base64 or
 * quoted-printable parts). Not a general mail parser: it exists so /outbox needs no extra package.
 */
export function parseMime(raw: string): ParsedMail {
  const [headers] = splitHead(raw)
  const out = { text: '', html: '' }
  walk(raw, out)
  return {
    messageId: headers.get('message-id') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: out.text,
    html: out.html,
    date: headers.get('date'),
  }
}
