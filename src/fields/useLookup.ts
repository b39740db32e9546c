import { useEffect, useState } from 'react'

/**
 * Names from a lookup list, loaded once per page; `loading` until the list arrives. A failed list
 * is empty (spec section 8).
 */
export function useLookup<T>(load: (() => Promise<T[]>) | null, pick: (item: T) => string): { names: string[]; loading: boolean } {
  const [state, setState] = useState<{ names: string[]; loading: boolean }>({ names: [], loading: !!load })
  useEffect(() => {
    if (!load) {
      setState({ names: [], loading: false })
      return
    }
    let live = true
    setState((s) => ({ names: s.names, loading: true }))
    load().then((items) => {
      if (live) setState({ names: items.map(pick).filter(Boolean), loading: false })
    })
    return () => { live = false }
    // `pick` is a stable accessor by convention; only the list source matters.
  }, [load])
  return state
}
