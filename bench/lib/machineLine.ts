import os from 'node:os'

/** The line a bench report opens with: when, on which database, cores, load and Node, so two reports can be compared. */
export function machineLine(db: string): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  return `${new Date().toISOString()}, ${db}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${load}, Node ${process.version}.`
}
