import type { ReactNode } from 'react'
import { Scroll } from './Scroll'

/**
 * A table of figures in its own scroll region (a phone scrolls the table, not the page): column
 * headings, then grouped columns (a group's sub-headings in a second header row; a group without any
 * is one column), and rows whose first cells head them. `hide` keeps the caption for screen readers
 * only, where a heading above already says it.
 */
export function StatTable({
  caption,
  hide,
  heads,
  groups = [],
  rows,
}: {
  caption: string
  hide?: boolean
  heads: string[]
  groups?: Array<[string, string[]]>
  rows: Array<[ReactNode[], ReactNode[]]>
}) {
  return (
    <Scroll label={caption}>
      <table>
        <caption className={hide ? 'ws-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" rowSpan={groups.length ? 2 : 1}>
                {h}
              </th>
            ))}
            {groups.map(([g, subs]) => (
              <th key={g} scope={subs.length ? 'colgroup' : 'col'} colSpan={subs.length || 1} rowSpan={subs.length ? 1 : 2}>
                {g}
              </th>
            ))}
          </tr>
          {!!groups.length && (
            <tr>
              {groups.map(([g, subs]) =>
                subs.map((s) => (
                  <th key={g + s} scope="col">
                    {s}
                  </th>
                )),
              )}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.map(([names, cells], i) => (
            <tr key={i}>
              {names.map((n, j) => (
                <th key={j} scope="row">
                  {n}
                </th>
              ))}
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}
