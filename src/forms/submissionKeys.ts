import { randomKey } from '../lib/randomKey'

/**
 * One Idempotency-Key per logical submission: the same values (photos compared by size and type)
 * get the same key until `forget()` after a success, so every retry of a failed submission lets
 * the server answer with the record it already stored instead of storing a second one.
 */
export function submissionKeys() {
  let last: { print: string; key: string } | null = null
  return {
    keyFor(values: unknown): string {
      const print = JSON.stringify(values, (_k, v) => (v instanceof Blob ? `${v.size}:${v.type}` : v))
      if (!last || last.print !== print) last = { print, key: randomKey() }
      return last.key
    },
    forget(): void {
      last = null
    },
  }
}

/** The keys of one form's submissions. */
export type SubmissionKeys = ReturnType<typeof submissionKeys>
