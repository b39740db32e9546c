import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api/ApiError'
import { captchaFailure } from '../captcha/captchaFailure'
import { useWidget } from '../context/WidgetContext'
import { submissionKeys, type SubmissionKeys } from './submissionKeys'
import type { Text } from '../text/en'

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; result?: unknown }
  | { status: 'error'; message: string }

/** A plain-words message for a failed call, or for its captcha that could not be solved. */
export function describeError(error: unknown, text: Text): string {
  const failure = captchaFailure(error)
  if (failure) return text.captcha.failures[failure]
  if (!(error instanceof ApiError)) return text.errors.generic
  if (error.kind === 'timeout') return text.errors.timeout
  if (error.kind === 'network') return text.errors.network
  if (error.kind === 'http') return text.errors.server(error.status)
  // The clinic lists the websites allowed to send its forms, and this page is not one of them.
  if (error.status === 403 && error.content && typeof error.content === 'object' && 'website' in error.content)
    return text.errors.siteNotAllowed
  if (error.kind === 'rejected' && error.content && typeof error.content === 'object') {
    const parts = Object.entries(error.content as Record<string, unknown>).map(
      ([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`,
    )
    if (parts.length) return text.errors.rejected(parts.join('; '))
  }
  if (error.kind === 'rejected' && typeof error.content === 'string' && error.content) return text.errors.rejected(error.content)
  return text.errors.generic
}

/**
 * Runs one logical submission (a chain of calls) with its own idempotency key: retries of the
 * same values reuse the key so the server stores one record, new values get a new key. The
 * form's values are never touched here, so a failure keeps everything the owner typed.
 * `shared` keys outlive the component (the wizard's, kept until its answer arrives). The
 * captcha proof its calls need is solved from mount (see `Api.prime`).
 */
export function useSubmission<V, R>(run: (values: V, key: string) => Promise<R>, shared?: SubmissionKeys) {
  const { api, emit, text } = useWidget()
  // The forms without a captcha send a proof solved in the background: it starts as they mount.
  useEffect(() => api.prime(), [api])
  const [state, setState] = useState<SubmissionState>({ status: 'idle' })
  const own = useRef(submissionKeys()).current
  const keys = shared ?? own

  // A handler, as `run` is (each form passes a new one each render): nothing keeps it between renders.
  const submit = async (values: V): Promise<R | undefined> => {
    setState({ status: 'submitting' })
    emit('submit')
    try {
      const result = await run(values, keys.keyFor(values))
      keys.forget()
      setState({ status: 'success', result })
      emit('success', result)
      return result
    } catch (e) {
      const message = describeError(e, text)
      setState({ status: 'error', message })
      // Only the call and the reason: never the owner's data.
      emit('error', { message, call: e instanceof ApiError ? e.call : undefined, status: e instanceof ApiError ? e.status : undefined })
      return undefined
    }
  }

  const dismiss = useCallback(() => setState({ status: 'idle' }), [])
  return { state, submit, dismiss }
}
