/** An answer of the workspace API that was not a success, with its HTTP status and message. */
export class WsError extends Error {
  /** `content` is the answer's content as sent, e.g. a 400's messages by field path. */
  constructor(
    public status: number,
    message: string,
    public content?: unknown,
  ) {
    super(message)
  }
}

/**
 * One call to `{apiBase}/workspace/{path}`, with the session cookie, JSON in and out. Resolves to
 * the answer's `content`; rejects with a WsError carrying the status (401 sends the app to login).
 */
export async function wsRequest<T>(
  apiBase: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${apiBase}/workspace/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...(init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  let json: { success?: boolean; content?: unknown } = {}
  try {
    json = await res.json()
  } catch {
    /* empty or non-JSON body */
  }
  if (!res.ok || json.success === false) {
    // Field errors come as { field: message }, others as { _: message }.
    const c = json.content as Record<string, string> | string | undefined
    const message = typeof c === 'string' ? c : c ? (c._ ?? Object.values(c).find((v) => typeof v === 'string')) : undefined
    throw new WsError(res.status, message ?? res.statusText, json.content)
  }
  return json.content as T
}
