import { createServer, type Server, type ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_RESPONSE_BYTES, postWebhook } from './postWebhook'

let server: Server | undefined
const open = new Set<ServerResponse>()

/** A receiver on loopback whose behaviour the test writes; its address as postWebhook's target. */
async function receiver(handle: (res: ServerResponse) => void) {
  server = createServer((req, res) => {
    open.add(res)
    req.resume()
    req.on('end', () => handle(res))
  })
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()))
  const { port } = server.address() as { port: number }
  return { url: new URL(`http://127.0.0.1:${port}/hook`), address: '127.0.0.1', family: 4 as const }
}

afterEach(async () => {
  for (const res of open) res.destroy()
  open.clear()
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
  server = undefined
})

describe('one webhook attempt', () => {
  it('gives up on a receiver that never answers once its time limit has passed, as a failed attempt', async () => {
    const target = await receiver(() => {
      /* never answers */
    })
    const started = Date.now()
    await expect(postWebhook(target, {}, '{}', 300)).rejects.toThrow(/timed out after 300 ms/)
    // Ended by the limit, not by the receiver: a hanging CRM cannot hold a worker.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('stops reading an endless answer after MAX_RESPONSE_BYTES and keeps its status', async () => {
    let written = 0
    let closed = false
    const target = await receiver((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      const chunk = Buffer.alloc(16 * 1024, 120)
      const pump = () => {
        while (!closed && res.write(chunk)) written += chunk.length
        if (!closed) res.once('drain', pump)
      }
      res.on('close', () => {
        closed = true
      })
      pump()
    })
    // A generous limit: the answer must end because the cap was reached, long before it.
    const result = await postWebhook(target, {}, '{}', 20_000)
    expect(result.status).toBe(200)
    expect(result.latencyMs).toBeLessThan(10_000)
    await expect.poll(() => closed).toBe(true)
    // The receiver could write a little ahead into socket buffers, never an endless amount.
    expect(written).toBeLessThan(MAX_RESPONSE_BYTES * 64)
  })
})
