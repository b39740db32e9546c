import { ApiError } from './ApiError'

/** What every call needs to reach the server. */
export interface RequestConfig {
  /** Base URL without trailing slash. */
  base: string
  /** Milliseconds before a call is aborted. */
  timeoutMs: number
  /** Extra attempts for transient failures (network, time-out, 5xx, 429, 409 in flight). */
  retries: number
  /** Send an Idempotency-Key header on writes. */
  idempotency: boolean
  /** The owner's language, sent as Accept-Language with every call (a CORS-safelisted header: no preflight). */
  language?: () => string
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH'
  json?: unknown
  form?: FormData
  headers?: Record<string, string>
  /** One key per logical submission, reused by every retry of it. */
  idempotencyKey?: string
  signal?: AbortSignal
  /** Read the body as the `{ success, content }` envelope (default) or accept any 2xx. */
  envelope?: boolean
  retries?: number
  /** The browser HTTP cache's mode for this call (`no-cache`: always revalidate). */
  cache?: RequestCache
}

/** The documented envelope: every response is read as success and content. */
export interface Envelope<T> {
  success: boolean
  content: T
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/** Full-jitter exponential backoff: 300 ms, 600 ms, 1.2 s... capped at 4 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(4000, 300 * 2 ** attempt))
}

async function once<T>(config: RequestConfig, path: string, options: RequestOptions, call: string): Promise<Envelope<T>> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, config.timeoutMs)
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (config.language) headers['Accept-Language'] = config.language()
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) body = options.form
  if (options.idempotencyKey && config.idempotency) headers['Idempotency-Key'] = options.idempotencyKey
  let response: Response
  try {
    response = await fetch(config.base + path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      // Owners' data never rides along with cookies or leaks the host page's URL.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      mode: 'cors',
      cache: options.cache,
    })
  } catch {
    if (options.signal?.aborted) throw new ApiError(call, 'aborted')
    throw new ApiError(
      call,
      timedOut ? 'timeout' : 'network',
      0,
      undefined,
      timedOut ? `no answer within ${config.timeoutMs / 1000} s` : 'the server could not be reached',
    )
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
  let data: unknown
  const text = await response.text().catch(() => '')
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = text
  }
  if (!response.ok) {
    const content = data && typeof data === 'object' && 'content' in data ? (data as Envelope<unknown>).content : data
    // 409 to a keyed write means "your first attempt is still in flight": wait and ask again, the
    // server frees a dead attempt's key within seconds. Any other 4xx is final.
    const inFlight = response.status === 409 && 'Idempotency-Key' in headers
    throw new ApiError(
      call,
      response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 && !inFlight
        ? 'rejected'
        : 'http',
      response.status,
      content,
      `the server answered ${response.status}`,
    )
  }
  if (options.envelope === false) return { success: true, content: data as T }
  if (!data || typeof data !== 'object' || !('success' in data))
    throw new ApiError(call, 'invalid', response.status, data, 'the answer was not understood')
  const envelope = data as Envelope<T>
  if (envelope.success !== true)
    throw new ApiError(call, 'rejected', response.status, envelope.content, 'the server answered success: false')
  return envelope
}

/**
 * One documented call: JSON or multipart in, the `{ success, content }` envelope out, with a
 * time-out per attempt and jittered retries for transient failures only (a 4xx never retries).
 */
export async function request<T>(config: RequestConfig, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const call = `${options.method ?? 'GET'} ${path.replace(/\/[0-9a-f-]{8,}(?=\/|$)/gi, '/{id}')}`
  const retries = options.retries ?? config.retries
  for (let attempt = 0; ; attempt++) {
    try {
      return await once<T>(config, path, options, call)
    } catch (e) {
      const err = e as ApiError
      if (!(err instanceof ApiError) || !err.transient || attempt >= retries) throw err
      await sleep(backoffDelay(attempt), options.signal)
    }
  }
}
