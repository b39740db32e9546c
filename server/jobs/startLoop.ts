/** A background loop that can be nudged awake and stopped cleanly. */
export interface Loop {
  wake(): void
  stop(): Promise<void>
}

/**
 * Calls `step` whenever woken, and every `idleMs` otherwise (retries come due on their own).
 * Runs one step at a time; an error is reported and the loop carries on, because a worker that
 * dies silently is how leads get lost.
 */
export function startLoop(step: () => Promise<unknown>, idleMs: number, onError: (err: unknown) => void = () => {}): Loop {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  const run = () => {
    clearTimeout(timer)
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        await step()
      } catch (err) {
        onError(err)
      }
    })().finally(() => {
      running = null
      if (stopped) return
      if (again) {
        again = false
        run()
      } else timer = setTimeout(run, idleMs)
    })
  }
  timer = setTimeout(run, 0)
  return {
    wake: run,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
