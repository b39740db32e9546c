/**
 * A bar per value, drawn as inline SVG (no chart library: a few hundred bytes instead of tens of
 * kilobytes in the workspace bundle). Decorative to assistive technology: the caller puts the same
 * figures in a table, which screen readers and keyboard users read instead.
 */
export function BarChart({ values, labels, caption }: { values: Array<number | null>; labels: string[]; caption: string }) {
  const max = Math.max(1, ...values.map((v) => v ?? 0))
  const w = 24
  const h = 100
  // Drawn at one pixel per unit, never scaled up: a week with one bar stays 114 px high, not ten times that.
  const width = Math.max(240, values.length * w)
  return (
    <figure className="ws-figure">
      <svg className="ws-chart" viewBox={`0 0 ${width} ${h + 14}`} width={width} height={h + 14} aria-hidden="true" focusable="false">
        {values.map((v, i) => {
          const bar = v == null ? 0 : Math.max(1, (v / max) * h)
          return (
            <g key={i}>
              <rect x={i * w + 3} y={h - bar} width={w - 6} height={bar} fill="#0b6e4f" />
              <text x={i * w + w / 2} y={h + 11} fontSize="9" textAnchor="middle" fill="#52606d">
                {labels[i]}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="ws-sub">{caption}</figcaption>
    </figure>
  )
}
