import { ApiError } from '../../api/ApiError'
import type { Api } from '../../api/createApi'
import { retry } from '../../lib/retry'

/** The QR check is sent at most 5 times, 1 second apart: a kiosk on a weak network gets its answer without a second tap. */
export const QR_ATTEMPTS = 5
export const QR_RETRY_MS = 1000

/**
 * Sends the QR check's multipart with its retries. A non-OK answer raises the contract's
 * `Server error (status)` message, logged before the next try; the server's 4xx is an answer
 * about the form, so only the network, time-outs and 5xx/429 are tried again. Rejects with the
 * last error, which the form turns into 'Error sending form. Please try again.'.
 */
export function sendQrCheck(api: Api, form: FormData, idempotencyKey: string, log: (e: Error) => void = console.error) {
  return retry(
    async () => {
      try {
        return await api.dentalCheckAmcp(form, { idempotencyKey })
      } catch (e) {
        const error = e instanceof ApiError && e.kind === 'http' ? new Error(`Server error (${e.status})`, { cause: e }) : (e as Error)
        log(error)
        throw error
      }
    },
    QR_ATTEMPTS,
    QR_RETRY_MS,
    (e) => {
      const cause = (e as Error).cause ?? e
      return !(cause instanceof ApiError) || cause.transient
    },
  )
}
