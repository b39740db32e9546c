// Rollup plugin for the script-tag loader's chunks: after they are written, records for every
// widget the files it needs (shared chunks first, its own entry last) and each file's sha384, in
// dist/chunks.json; the loader build then writes that manifest into dist/petlead.umd.js.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** @param {string} file where to write the manifest */
export function chunkManifest(file) {
  return {
    name: 'petlead-chunk-manifest',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byName = new Map(chunks.map((c) => [c.fileName, c]))
      const integrity = {}
      for (const c of chunks) integrity[c.fileName] = 'sha384-' + createHash('sha384').update(c.code).digest('base64')
      const widgets = {}
      for (const c of chunks.filter((c) => c.isEntry)) {
        const files = []
        const path = []
        const visit = (name) => {
          if (files.includes(name)) return
          // Chunks that import each other cannot run as ordered scripts: name the cycle.
          if (path.includes(name)) throw new Error(`chunk cycle: ${[...path, name].join(' -> ')} (fix chunkGroups in rollup.config.mjs)`)
          path.push(name)
          for (const dep of byName.get(name).imports) visit(dep)
          path.pop()
          files.push(name)
        }
        visit(c.fileName)
        widgets[c.name] = files
      }
      writeFileSync(file, JSON.stringify({ widgets, integrity }, null, 2) + '\n')
      if (process.env.PETLEAD_CHUNK_REPORT) {
        const gz = (n) => gzipSync(byName.get(n).code, { level: 9 }).length
        for (const [w, files] of Object.entries(widgets))
          console.log(
            w.padEnd(18),
            String(files.length).padStart(2),
            'files',
            files.reduce((s, f) => s + gz(f), 0),
            'B gzip',
          )
        console.log(
          'all chunks',
          chunks.reduce((s, c) => s + gz(c.fileName), 0),
          'B gzip in',
          chunks.length,
          'files',
        )
      }
    },
  }
}
