/**
 * What an SMTP failure means for the queue. `refused`: the server answered a permanent 5xx to
 * this message or its recipient, so sending it again can only fail again. `later`: a 4xx for this
 * message alone (a full mailbox, greylisting). `connection`: no answer about this message at all
 * (refused connection, time-out, TLS, authentication), so every other row would fail the same way.
 */
export function smtpFailureKind(err: unknown): 'refused' | 'later' | 'connection' {
  const e = err as { code?: unknown; responseCode?: unknown }
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0
  const aboutMessage = e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE'
  if (aboutMessage && code >= 500 && code < 600) return 'refused'
  if (aboutMessage && code >= 400 && code < 500) return 'later'
  return 'connection'
}
