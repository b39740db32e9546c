/**
 * Prints the `count` places with the most self time (µs by place, as ./selfTime gives them) as a
 * table of milliseconds per unit: `per` units (pages evaluated, keys pressed) shared the time, and
 * `column` names the figure.
 */
export function printSlowest(bySource: Map<string, number>, count: number, per: number, column: string): void {
  console.table(
    [...bySource.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, [column]: Math.round(us / per / 10) / 100 })),
  )
}
