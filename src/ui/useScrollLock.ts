import { useEffect } from 'react'

let locks = 0
let previous = ''

/**
 * Stop the host page scrolling behind an open modal, and give it back exactly the overflow it
 * had before (several PetLead modals may be open at once, so locks are counted).
 */
export function useScrollLock(active: boolean, doc: Document): void {
  useEffect(() => {
    if (!active) return
    const body = doc.body
    if (locks++ === 0) {
      previous = body.style.overflow
      body.style.overflow = 'hidden'
    }
    return () => {
      if (--locks === 0) body.style.overflow = previous
    }
  }, [active, doc])
}
