import { vi } from 'vitest'

/**
 * Component tests wait for lazily loaded form code, which on a loaded two-core machine can take
 * longer than `vi.waitFor`'s one-second default. A wait ends as soon as its condition holds, so a
 * longer ceiling costs nothing when the machine is idle and keeps the suite honest when it is not.
 */
const waitFor = vi.waitFor
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 15_000, ...options })) as typeof vi.waitFor
