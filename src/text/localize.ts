import { en, type Text } from './en'

let paths: Map<string, string[]> | undefined

function index(node: unknown, path: string[]): void {
  if (typeof node === 'string') {
    if (!paths!.has(node)) paths!.set(node, path)
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) index(v, [...path, k])
  }
}

/**
 * `s`, an English string of the catalogue, in `text`'s language: the string at the same place
 * in `text`. The valibot schemas are shared with the server and carry English messages; a widget
 * shows them through this at render, so switching language re-words errors already on screen
 * without touching the form's state. Anything not in the catalogue comes back unchanged.
 */
export function localize<S extends string | undefined>(s: S, text: Text): S {
  if (!s || text === en) return s
  if (!paths) {
    paths = new Map()
    index(en, [])
  }
  let v: unknown = text
  for (const k of paths.get(s) ?? []) v = (v as Record<string, unknown>)?.[k]
  return (typeof v === 'string' && paths.has(s) ? v : s) as S
}
