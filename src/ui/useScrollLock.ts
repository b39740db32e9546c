import { useEffect } from 'react'

let locks = 0
let previous = ''
let hadStyle = true

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
      hadStyle = body.hasAttribute('style')
      body.style.overflow = 'hidden'
    }
    return () => {
      if (--locks !== 0) return
      body.style.overflow = previous
      // Leave the host's <body> as it was: no empty style="" where it had no style attribute.
      if (!hadStyle && !body.getAttribute('style')) body.removeAttribute('style')
    }
  }, [active, doc])
}
