import { useEffect, useRef } from 'react'
import { Link } from './Link'
import { useWorkspace } from './WorkspaceContext'

interface PetLeadGlobal {
  mount: (el: Element, o: { form: string; apiBase: string }) => { unmount?: () => void }
}

/**
 * "Forgot password?": the specification's own recover-password widget, loaded on demand from the
 * public bundle (same origin, so the strict CSP allows it) rather than copied into this bundle.
 */
export function ForgotPassword() {
  const { text, apiBase } = useWorkspace()
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let handle: { unmount?: () => void } | undefined
    let gone = false
    const mount = () => {
      const g = (window as unknown as { PetLead?: PetLeadGlobal }).PetLead
      if (!gone && g && host.current) handle = g.mount(host.current, { form: 'recover-password', apiBase })
    }
    if ((window as unknown as { PetLead?: unknown }).PetLead) mount()
    else {
      const s = document.createElement('script')
      s.src = '/dist/petlead.loader.js'
      s.dataset.autoMount = 'false'
      s.onload = mount
      document.head.appendChild(s)
    }
    return () => {
      gone = true
      handle?.unmount?.()
    }
  }, [apiBase])
  return (
    <section className="ws-card ws-narrow">
      <h1 tabIndex={-1}>{text.forgot.title}</h1>
      <div ref={host} className="ws-widget" />
      <p>
        <Link href="/workspace/login">{text.forgot.back}</Link>
      </p>
    </section>
  )
}
