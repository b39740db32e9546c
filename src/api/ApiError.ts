/** Why a call failed, in terms a form can turn into a plain-words message. */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'rejected' | 'invalid'

/**
 * An error from one documented call: names the call (`POST /pet`) and why it failed, so logs and
 * error modals can say which step of a submission broke. Carries no request body (no personal data).
 */
export class ApiError extends Error {
  readonly call: string
  readonly kind: ApiErrorKind
  readonly status: number
  /** The server's `content` when it answered `success: false` (e.g. field errors). */
  readonly content: unknown

  constructor(call: string, kind: ApiErrorKind, status = 0, content: unknown = undefined, detail = '') {
    super(`${call} failed: ${detail || kind}${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'ApiError'
    this.call = call
    this.kind = kind
    this.status = status
    this.content = content
  }

  /** Worth trying again: the network, a time-out, a 5xx/429 or a keyed write in flight (409), never a 4xx the owner must fix. */
  get transient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (this.status >= 500 || this.status === 429 || this.status === 408 || this.status === 409))
    )
  }
}
