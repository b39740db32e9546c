import { rollup } from 'rollup'
import { plugins } from '../rollup.config.mjs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import zlib from 'node:zlib'
const b = await rollup({ input: 'src/umd.ts', plugins: plugins(), onwarn() {} })
const { output } = await b.generate({ format: 'umd', name: 'PetLead', inlineDynamicImports: true, sourcemap: true })
const code = output[0].code
const map = new TraceMap(output[0].map)
const lines = code.split('\n')
const bytes = {}
for (let l = 0; l < lines.length; l++) {
  const line = lines[l]
  for (let c = 0; c < line.length; c += 1) {
    const p = originalPositionFor(map, { line: l + 1, column: c })
    const src = p.source || '?'
    const rel = src.includes('node_modules/') ? src.split('node_modules/').pop().split('/').slice(0, src.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : src.replace(/.*\/src\//, 'src/').split('/').slice(0, 3).join('/')
    bytes[rel] = (bytes[rel] || 0) + 1
  }
}
const total = code.length, gz = zlib.gzipSync(code, { level: 9 }).length
for (const [k, v] of Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(k.padEnd(45), String(v).padStart(7), '~gz', Math.round(v / total * gz))
console.log('total', total, gz)
