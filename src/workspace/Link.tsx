import type { MouseEvent, ReactNode } from 'react'
import { useWorkspace } from './WorkspaceContext'

/** A real link (so it opens in a new tab, and is a link to screen readers) that routes in-app on a plain click. */
export function Link({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { navigate } = useWorkspace()
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    navigate(href)
  }
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  )
}
