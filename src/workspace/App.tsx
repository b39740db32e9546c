import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { workspaceEn } from '../text/workspace.en'
import { AcceptInvitation } from './AcceptInvitation'
import { Embed } from './Embed'
import { ForgotPassword } from './ForgotPassword'
import { Inbox } from './Inbox'
import { LeadView } from './LeadView'
import { Login } from './Login'
import { Profile } from './Profile'
import { ClinicChanges } from './ClinicChanges'
import { Shell } from './Shell'
import { Team } from './Team'
import type { User } from './types'
import { lazyScreen } from './lazyScreen'
import { WorkspaceContext, type Workspace } from './WorkspaceContext'
import { wsRequest } from './wsRequest'

// The screens an owner or the network team opens now and then, each in a chunk of its own (lazyScreen).
const Performance = lazyScreen(() => import('./Performance').then((m) => m.Performance))
const Funnel = lazyScreen(() => import('./Funnel').then((m) => m.Funnel))
const Settings = lazyScreen(() => import('./settings/Settings').then((m) => m.Settings))
const Webhooks = lazyScreen(() => import('./webhooks/Webhooks').then((m) => m.Webhooks))
const Calendar = lazyScreen(() => import('./calendar/Calendar').then((m) => m.Calendar))

/** Screens anyone may see, signed in or not. */
const PUBLIC = ['/workspace/login', '/workspace/forgot', '/workspace/accept']

/**
 * The workspace: asks who is signed in, then routes by `location.pathname` with the History API.
 * Focus moves to each new screen's heading, so keyboard and screen-reader users land on it.
 */
export function App({ apiBase }: { apiBase: string }) {
  const [path, setPath] = useState(location.pathname.replace(/\/+$/, '') || '/workspace')
  const [user, setUser] = useState<User | null | undefined>(undefined)
  const navigate = useCallback((to: string) => {
    history.pushState(null, '', to)
    setPath(to.split(/[?#]/)[0]!)
  }, [])

  useEffect(() => {
    const onPop = () => setPath(location.pathname)
    addEventListener('popstate', onPop)
    wsRequest<User>(apiBase, 'me').then(setUser, () => setUser(null))
    return () => removeEventListener('popstate', onPop)
  }, [apiBase])

  const ws: Workspace = useMemo(() => ({ apiBase, text: workspaceEn, user: user ?? null, setUser, navigate }), [apiBase, user, navigate])
  const moved = useRef(false)
  const known = user !== undefined
  const signedIn = !!user
  useEffect(() => {
    // After the first screen, a route change or signing in focuses the new heading (not on first load: the page starts at the top).
    if (!known) return
    const first = !moved.current
    moved.current = true
    if (first) return
    // A screen that loads its data first (a lead) draws its heading later: wait for it, briefly.
    const root = document.getElementById('workspace-root')
    const focus = () => {
      const h = root?.querySelector<HTMLElement>('h1')
      if (h) h.focus()
      return !!h
    }
    if (focus() || !root) return
    const watch = new MutationObserver(() => {
      if (focus()) stop()
    })
    const gaveUp = setTimeout(() => stop(), 10_000)
    const stop = () => {
      watch.disconnect()
      clearTimeout(gaveUp)
    }
    watch.observe(root, { childList: true, subtree: true })
    return stop
  }, [path, known, signedIn])

  if (user === undefined)
    return (
      <p className="ws-loading" role="status">
        …
      </p>
    )
  let screen
  if (path === '/workspace/forgot') screen = <ForgotPassword />
  else if (path === '/workspace/accept') screen = <AcceptInvitation />
  else if (!user || path === '/workspace/login') screen = <Login />
  else if (path === '/workspace/team') screen = <Team />
  else if (path === '/workspace/profile') screen = <Profile />
  else if (path === '/workspace/settings') screen = <Settings />
  else if (path === '/workspace/calendar' && user.clinic) screen = <Calendar />
  else if (path === '/workspace/webhooks') screen = <Webhooks />
  else if (path === '/workspace/queue') screen = <Inbox queue />
  else if (path === '/workspace/clinic-changes' && user.role === 'network') screen = <ClinicChanges />
  else if (path === '/workspace/performance') screen = <Performance />
  else if (path === '/workspace/funnel') screen = <Funnel />
  else if (path === '/workspace/embed') screen = <Embed />
  else if (path.startsWith('/workspace/leads/')) screen = <LeadView id={decodeURIComponent(path.slice('/workspace/leads/'.length))} />
  else screen = <Inbox />
  const bare = !user || PUBLIC.includes(path)
  return (
    <WorkspaceContext.Provider value={ws}>
      <Shell bare={bare} path={path}>
        {screen}
      </Shell>
    </WorkspaceContext.Provider>
  )
}
