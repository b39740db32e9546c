/** What the middleware in front of the calls reads of a declared call: method, path (OpenAPI form, `{id}`) and its declared traits. */
export interface TableCall {
  method: string
  path: string
  /** A write's body cap, in bytes. */
  bodyLimit?: number
  /** A write whose answer holds a secret: never stored for replay. */
  secretAnswer?: boolean
}

/** `/pet/image/{id}` under `/api` → a pattern matching `/api/pet/image/<anything but a slash>` exactly. */
function pathPattern(apiBase: string, path: string): RegExp {
  const escaped = (apiBase + path).split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[^/]+')}$`)
}

/** The declared call a request addresses (method and full path, under `apiBase`), if any. */
export function callTable<C extends TableCall>(calls: readonly C[], apiBase: string): (method: string, path: string) => C | undefined {
  const rows = calls.map((call) => ({ call, method: call.method.toUpperCase(), pattern: pathPattern(apiBase, call.path) }))
  return (method, path) => rows.find((row) => row.method === method && row.pattern.test(path))?.call
}
