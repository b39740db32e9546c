/** The server's notion of time, injected so tests can expire codes and move jobs forward. */
export interface Clock {
  now(): Date
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() }
