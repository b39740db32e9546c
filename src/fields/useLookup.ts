import { useEffect, useState } from 'react'
import { lookupFailed, settledLookup } from '../api/lookups'

/** `failed`: the list's call failed, so the field says so instead of showing no options. */
type State = { names: string[]; loading: boolean; failed?: boolean }

/**
 * Names from a lookup list, loaded once per page; `loading` until the list arrives. A failed list
 * is empty, so the form stays usable. A list that already arrived for an earlier widget renders in the
 * first pass, without a loading render in between.
 */
export function useLookup<T>(load: (() => Promise<T[]>) | null, pick: (item: T) => string): State {
  const [state, setState] = useState<State>(() => known(load, pick) ?? { names: [], loading: !!load })
  useEffect(() => {
    if (!load) {
      setState((s) => (s.names.length || s.loading ? { names: [], loading: false } : s))
      return
    }
    const pending = load()
    const ready = known(load, pick, pending)
    if (ready) {
      setState((s) => (s.names.length === ready.names.length && s.names.every((n, i) => n === ready.names[i]) && !s.loading ? s : ready))
      return
    }
    let live = true
    setState((s) => (s.loading ? s : { names: s.names, loading: true }))
    pending.then((items) => {
      // `failed` only when it did, so a list that arrived has the same shape as one known at once.
      if (live)
        setState({
          names: items.map(pick).filter(Boolean),
          loading: false,
          ...(lookupFailed(pending as Promise<unknown[]>) ? { failed: true } : {}),
        })
    })
    return () => {
      live = false
    }
    // Callers pass module-level accessors, so `pick` never changes and only the list source does.
  }, [load, pick])
  return state
}

function known<T>(load: (() => Promise<T[]>) | null, pick: (item: T) => string, pending = load?.()): State | undefined {
  const items = pending && settledLookup(pending)
  return items ? { names: items.map(pick).filter(Boolean), loading: false } : undefined
}
