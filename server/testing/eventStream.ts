/**
 * Reads a server-sent event stream (the workspace's live updates) as text. One read is in flight
 * at a time: a read that outlives one wait is awaited by the next, so no chunk is lost between
 * waits.
 */
export function eventStream(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const dec = new TextDecoder()
  let text = ''
  let pending: ReturnType<typeof reader.read> | null = null
  return {
    /** Reads until `re` matches all that has arrived (true), or `ms` pass or the stream ends (false). */
    async until(re: RegExp, ms: number): Promise<boolean> {
      const end = Date.now() + ms
      while (!re.test(text) && Date.now() < end) {
        pending ??= reader.read()
        const r = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), end - Date.now()))])
        if (!r) break
        pending = null
        if (r.done) break
        text += dec.decode(r.value, { stream: true })
      }
      return re.test(text)
    },
    /** All that has arrived so far. */
    text: () => text,
    cancel: () => reader.cancel().catch(() => {}),
  }
}
