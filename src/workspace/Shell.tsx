import type { ReactNode } from 'react'
import { Link } from './Link'
import { useWorkspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

/** The frame of every screen: skip link, header with the user's navigation, and the main landmark. */
export function Shell({ bare, path, children }: { bare: boolean; path: string; children: ReactNode }) {
  const { text, user, apiBase, setUser, navigate } = useWorkspace()
  const logout = async () => {
    try {
      await wsRequest(apiBase, 'logout', { method: 'POST', body: {} })
    } catch {
      /* the session is gone either way */
    }
    setUser(null)
    navigate('/workspace/login')
  }
  const item = (href: string, label: string) => (
    <li>
      <Link href={href} className={path === href ? 'ws-current' : undefined}>
        {label}
      </Link>
    </li>
  )
  return (
    <>
      <a className="ws-skip" href="#ws-main">
        Skip to content
      </a>
      <header className="ws-header">
        <span className="ws-brand">
          {text.brand}
          {user?.clinic ? ` · ${user.clinic.name}` : ''}
        </span>
        {!bare && user && (
          <nav aria-label={text.nav.label}>
            <ul>
              {item('/workspace', text.nav.inbox)}
              {user.role === 'network' && item('/workspace/queue', text.nav.queue)}
              {user.role === 'network' && item('/workspace/clinic-changes', text.clinicChanges.nav)}
              {item('/workspace/performance', text.performance.nav)}
              {item('/workspace/funnel', text.funnel.title)}
              {user.clinic && item('/workspace/calendar', text.calendar.nav)}
              {user.role === 'owner' && item('/workspace/team', text.nav.team)}
              {user.role === 'owner' && item('/workspace/settings', text.settings.nav)}
              {user.role === 'owner' && item('/workspace/embed', text.embed.nav)}
              {user.role === 'owner' && item('/workspace/webhooks', text.webhooks.nav)}
              {item('/workspace/profile', text.profile.nav)}
              <li>
                <button type="button" className="ws-linkbutton" onClick={logout}>
                  {text.nav.logout}
                </button>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <main id="ws-main" className="ws-main">
        {children}
      </main>
    </>
  )
}
