/**
 * Clinic settings (or a logo) that cannot be saved: the status the caller should answer with and
 * the messages by field. A domain error, so clinics/ knows nothing of HTTP; the route turns it
 * into its HttpError.
 */
export class SettingsRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    readonly content: unknown,
  ) {
    super('clinic settings rejected: ' + status)
  }
}
