import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'

import { UMD_GZIP_BUDGET } from '../scripts/size.mjs'

/** The single file's gzip budget, the one `npm test` holds (scripts/size.mjs). */
export const UMD_GZIP_TARGET: number = UMD_GZIP_BUDGET

/** The package (or src/<folder>) a source path of the map belongs to. */
function owner(source: string | null): string {
  if (!source) return '(bundle wrapper)'
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const src = source.match(/(?:^|\/)src\/(.+)$/)
  if (src && /host\/styles\.ts$/.test(source)) return 'src/host/styles.ts (CSS)'
  if (src) {
    const parts = src[1]!.split('/')
    return parts.length > 1 ? `src/${parts[0]}` : `src/${parts[0]}`
  }
  return source.replace(/^(\.\.\/)+/, '')
}

/**
 * Attribute every byte of a minified file to the source package its mapping points at (bytes
 * from one mapped segment to the next belong to that segment), then scale each share to the
 * file's gzip size. Shares of gzip are proportional, not each package compressed alone.
 */
export function attribute(file: string) {
  const code = readFileSync(file, 'utf8')
  const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
  const bytes = new Map<string, number>()
  const add = (k: string, n: number) => bytes.set(k, (bytes.get(k) ?? 0) + n)
  const lines = code.split('\n')
  const decoded = decodedMappings(map)
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!
    let col = 0
    let current = '(bundle wrapper)'
    for (const seg of decoded[line] ?? []) {
      const at = seg[0]!
      if (at > col) add(current, Buffer.byteLength(text.slice(col, at)))
      col = Math.max(col, at)
      current = seg.length > 1 ? owner(map.sources[seg[1]!] ?? null) : '(bundle wrapper)'
    }
    add(current, Buffer.byteLength(text.slice(col)) + 1)
  }
  const total = Buffer.byteLength(code)
  const gzip = gzipSync(code, { level: 9 }).length
  const rows = [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([pkg, raw]) => ({ pkg, raw, share: Math.round((raw / total) * 1000) / 10, gzip: Math.round((raw / total) * gzip) }))
  return { file, total, gzip, rows }
}
