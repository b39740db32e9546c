import { createContext, useContext } from 'react'

/**
 * True inside a form whose required fields carry a star: the QR check, whose form says
 * 'starred fields required'. The other forms mark the optional ones instead.
 */
export const StarredFields = createContext(false)

/** Whether a field shows the star (and tells screen readers it is required). */
export function useStarred(optional?: boolean): boolean {
  return useContext(StarredFields) && !optional
}
