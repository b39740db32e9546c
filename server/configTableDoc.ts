const START = /<!-- config-table:start[^>]*-->\n/
const END = '\n<!-- config-table:end -->'

/** The generated table that `doc` holds between its config-table markers; throws when the markers are missing. */
export function configTableIn(doc: string): string {
  const start = START.exec(doc)
  const end = doc.indexOf(END)
  if (!start || end < 0) throw new Error('docs/operations.md has lost its config-table markers')
  return doc.slice(start.index + start[0].length, end)
}

/** `doc` with the text between its config-table markers replaced by `table`. */
export function replaceConfigTable(doc: string, table: string): string {
  const old = configTableIn(doc)
  const start = START.exec(doc)!
  const from = start.index + start[0].length
  return doc.slice(0, from) + table + doc.slice(from + old.length)
}
