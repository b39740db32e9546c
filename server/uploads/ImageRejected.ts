/**
 * An image that cannot be stored: too large (413) or not a JPEG, PNG or WebP (415), with the
 * message under `image`. A domain error, so uploads/ knows nothing of HTTP; the API's error
 * handler answers it with its status.
 */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 415,
    readonly content: { image: string },
  ) {
    super('image rejected: ' + status)
  }
}
