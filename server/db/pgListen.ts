import pg from 'pg'

/**
 * LISTEN on a dedicated node-postgres client (a pooled one would be handed to other queries).
 * A lost connection is re-opened after a second, and `onNotify` is called once then, since
 * notifications sent while it was down are gone: the workers look for due rows anyway.
 */
export async function pgListen(
  connectionString: string,
  searchPath: string | undefined,
  channel: string,
  onNotify: (payload?: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error('Bad channel name')
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) })
    const lost = () => {
      if (client !== c) return
      client = null
      c.end().catch(() => {})
      if (!stopped)
        retry = setTimeout(() => {
          open().then(
            () => onNotify(),
            () => {},
          )
        }, 1_000)
    }
    c.on('error', lost)
    c.on('end', lost)
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload)
    })
    client = c
    try {
      await c.connect()
      await c.query(`LISTEN ${channel}`)
    } catch (err) {
      lost()
      throw err
    }
  }
  try {
    await open()
  } catch (err) {
    stopped = true
    clearTimeout(retry)
    throw err
  }
  return async () => {
    stopped = true
    clearTimeout(retry)
    const c = client
    client = null
    await c?.end().catch(() => {})
  }
}
