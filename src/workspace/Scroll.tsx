import type { ReactNode } from 'react'

/**
 * A wide table's own horizontal scroll, so a phone scrolls the table and not the page; a region
 * that takes focus, so keyboard users can scroll it too.
 */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ws-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
