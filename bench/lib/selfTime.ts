import { originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping'

/** What these functions read of a CPU profile (the DevTools protocol's `Profiler.Profile`). */
interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>
  startTime?: number
  samples?: number[]
  timeDeltas?: number[]
}

/**
 * Self time in µs of each node of a CPU profile: the sampling intervals that ended in it; with
 * `within` ([from, to] in the profile's own µs clock, V8's monotonic one, as process.hrtime's),
 * only the intervals that ended inside it.
 */
export function selfTimes(profile: Profile, within?: [number, number]): Map<number, number> {
  const self = new Map<number, number>()
  let at = profile.startTime ?? 0
  profile.samples?.forEach((id, k) => {
    const dt = profile.timeDeltas?.[k] ?? 0
    at += dt
    if (!within || (at >= within[0] && at <= within[1])) self.set(id, (self.get(id) ?? 0) + dt)
  })
  return self
}

/**
 * Self time in µs by place in the sources: a frame of the bench build (evaluated as `petlead.js`)
 * becomes `file:line name` through its source map, with node_modules and src/ paths shortened;
 * any other frame is its function name. Idle time is left out.
 */
export function selfTimeBySource(profile: Profile, map: TraceMap): Map<string, number> {
  const self = selfTimes(profile)
  const bySource = new Map<string, number>()
  for (const node of profile.nodes) {
    const cf = node.callFrame
    let key = cf.functionName || '(native)'
    if (cf.url.endsWith('petlead.js')) {
      const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber })
      key = `${(pos.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*?src\//, 'src/')}:${pos.line} ${pos.name ?? cf.functionName}`
    }
    if (key === '(idle)') continue
    bySource.set(key, (bySource.get(key) ?? 0) + (self.get(node.id) ?? 0))
  }
  return bySource
}
