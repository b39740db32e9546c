/** Route parameters that are secrets (a calendar feed's address, a token): their value never reaches a log. */
const SECRET_PARAM = /feed|token|secret|key|code/i

/**
 * The request path as logged: the matched route's secret parameters replaced by their name, and
 * at most 200 characters. Paths otherwise carry server-made ids (a lead's, a clinic's), which the
 * log needs to tie a line to a lead; the query string is never logged.
 */
export function loggedPath(path: string, params: Record<string, string>): string {
  let out = path
  for (const [name, value] of Object.entries(params)) {
    if (!value || !SECRET_PARAM.test(name)) continue
    for (const form of new Set([value, encodeURIComponent(value)])) out = out.split(form).join(`:${name}`)
  }
  return out.slice(0, 200)
}
