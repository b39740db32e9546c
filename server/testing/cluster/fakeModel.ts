import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chatCompletion } from './chatCompletion'
import { closeNow } from '../closeNow'

/** One chat-completions call the fake model answered: the pet it was about and whether a photo came with it. */
export interface ModelCall {
  pet: string
  photo: string | null
}

/**
 * An OpenAI-compatible chat-completions endpoint on loopback that answers at once and records,
 * per call, the pet name and the data URL of any attached photo.
 */
export async function startFakeModel(): Promise<{ url: string; calls: ModelCall[]; close(): Promise<void> }> {
  const calls: ModelCall[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const pet = /"petName":\s*"([^"]+)"/.exec(body.replace(/\\"/g, '"'))?.[1] ?? '?'
      calls.push({ pet, photo: /data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+/.exec(body)?.[0] ?? null })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(chatCompletion(`Urgency: LOW because it is a test.\nWhat to watch:\n- nothing for ${pet}\nWhen to see a vet: within a week.`))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    close: () => closeNow(server),
  }
}
