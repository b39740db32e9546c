/** Request body caps, in bytes. JSON forms are small; a 10 MB photo in multipart needs some slack. */
export const BODY_LIMITS = {
  json: 64 * 1024,
  /** A funnel beacon: 50 events of at most about 70 bytes each, with room for whitespace. */
  beacon: 8 * 1024,
  multipart: 10 * 1024 * 1024 + 256 * 1024,
  /** A 10 MB image as base64 in a data URL is about 13.4 MB. */
  dataUrl: 14_200_000,
} as const

/** Recovery and prompt rate limits: [requests, window in ms]. */
export const RATE_LIMITS = {
  recoverPerAddress: [5, 15 * 60_000],
  recoverPerIp: [20, 15 * 60_000],
  verifyPerIp: [30, 15 * 60_000],
  passwordPerIp: [20, 15 * 60_000],
  promptPerIp: [30, 60_000],
} as const satisfies Record<string, readonly [number, number]>
