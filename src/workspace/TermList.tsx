import type { ReactNode } from 'react'

/** Pairs of a term and its value as a description list, each pair in its own `div` so the styles can lay it out as one cell. */
export function TermList({ rows, className }: { rows: ReadonlyArray<readonly [ReactNode, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value], i) => (
        <div key={i}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
