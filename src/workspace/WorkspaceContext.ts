import { createContext, useContext } from 'react'
import type { WorkspaceText } from '../text/workspace.en'
import type { User } from './types'

/** What every workspace screen needs: the API base, the words, the user and navigation. */
export interface Workspace {
  apiBase: string
  text: WorkspaceText
  user: User | null
  setUser: (u: User | null) => void
  navigate: (path: string) => void
}

export const WorkspaceContext = createContext<Workspace | null>(null)

/** The workspace context; only valid under `<App>`. */
export function useWorkspace(): Workspace {
  const ws = useContext(WorkspaceContext)
  if (!ws) throw new Error('useWorkspace outside <App>')
  return ws
}
