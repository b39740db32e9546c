/** One text message to an owner or a staff member. */
export interface SmsMessage {
  /** The recipient in E.164 form (+19255550123). */
  to: string
  body: string
  /**
   * This message's own key (the queue row's id), the same on every attempt: a provider or double
   * that deduplicates drops a resend. Twilio does not: the queue's 'sending' mark and `findSent`
   * are what keep a text from going twice (jobs/sendDueSms.ts).
   */
  key?: string
}

/** What the provider answered for a message it took. */
export interface SmsReceipt {
  /** The provider's id of the message (Twilio's `SM...` sid). */
  id: string
}

/**
 * A refusal. `permanent` ends the message (an invalid or landline number, a recipient who texted
 * STOP): sending it again would be refused again. A transient one (the provider is down, busy or
 * rate-limiting) is retried later by the work queue.
 */
export class SmsRefused extends Error {
  constructor(
    readonly permanent: boolean,
    readonly reason: string,
    /** The provider's error code, e.g. Twilio's 21610 for a recipient who has opted out. */
    readonly code?: number,
    /** The call may have reached the provider (a time-out after sending): ask `findSent` before any resend. */
    readonly maybeSent = false,
  ) {
    super(reason)
    this.name = 'SmsRefused'
  }
}

/** A message to look for at the provider: the one an interrupted attempt may have handed over. */
export interface SentQuery {
  to: string
  body: string
  /** The message's key (the queue row's id), for a sender that keeps messages by key. */
  key: string
  /** When the interrupted attempt began (the queue's 'sending' mark): nothing older is this message. */
  since: Date
}

/** Sends text messages. The server holds one; tests and the demo give it a double or a sink. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>
  /**
   * The provider's receipt of this message when it took it, null when it did not. Throws (an
   * SmsRefused, transient) when the provider cannot be asked: the caller must then not send.
   */
  findSent(query: SentQuery): Promise<SmsReceipt | null>
}
