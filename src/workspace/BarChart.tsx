/** Tick steps in minutes, the first that reaches the largest value in four wins: a scale people read. */
const STEPS = [1, 5, 15, 30, 60, 240, 720, 1440, 7200]
/** A bar's slot: "under 1 min" at the chart's 11 px is 67 px wide in DejaVu Sans, a wide font. */
const SLOT = 80
/** Tick steps for counts (views, owners): 1, 2 and 5 times a power of ten, up to 500,000. */
export const COUNT_STEPS = Array.from({ length: 18 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3))

/**
 * A bar per value with its value written above it, on a left axis with labelled ticks, drawn as
 * inline SVG (no chart library: a few hundred bytes instead of tens of kilobytes in the workspace
 * bundle). Decorative to assistive technology: the caller puts the same figures in a table, which
 * screen readers and keyboard users read instead. `format` writes a value and a tick (a missing
 * value: '–'); `steps` are the tick steps to pick from (minutes by default, COUNT_STEPS for counts).
 * Drawn at one pixel per unit, never scaled: a bar's slot is wide enough for its longest value or
 * label ("under 1 min", "1 h 20 min") in the workspace's font, so none runs into the next or out of the chart.
 */
export function BarChart({
  values,
  labels,
  caption,
  format,
  steps = STEPS,
}: {
  values: Array<number | null>
  labels: string[]
  caption: string
  format: (v: number | null) => string
  steps?: number[]
}) {
  const max = Math.max(1, ...values.map((v) => v ?? 0))
  const step = steps.find((s) => s * 4 >= max) ?? Math.ceil(max / 4)
  const top = Math.ceil(max / step) * step
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step)
  // The plot runs from y 16 (the top tick) to y 136 (zero), right of x 64; a bar's slot is SLOT wide, its bar 36 in the middle.
  const y = (v: number) => 136 - (v / top) * 120
  const width = 64 + values.length * SLOT
  const middle = (i: number) => 64 + i * SLOT + SLOT / 2
  return (
    <figure className="ws-figure">
      <svg className="ws-chart" viewBox={`0 0 ${width} 154`} width={width} height={154} aria-hidden="true" focusable="false">
        <g fontSize="11" fill="#52606d">
          <path d={`M63 16V136H${width}${ticks.map((v) => `M58 ${y(v)}h5`).join('')}`} stroke="#52606d" fill="none" />
          {ticks.map((v) => (
            <text key={v} x={54} y={y(v) + 4} textAnchor="end">
              {v ? format(v) : 0}
            </text>
          ))}
          {values.map((v, i) => (
            <g key={i}>
              {v != null && <rect x={middle(i) - 18} y={y(v)} width={36} height={136 - y(v)} fill="#0b6e4f" />}
              <text x={middle(i)} y={y(v ?? 0) - 4} textAnchor="middle" fill="#1f2933">
                {format(v)}
              </text>
              <text x={middle(i)} y={150} textAnchor="middle">
                {labels[i]}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <figcaption className="ws-sub">{caption}</figcaption>
    </figure>
  )
}
