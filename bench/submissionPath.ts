// Which of the project's files and folders one health submission (`POST /api/pet`, routed by ZIP)
// runs code in: V8's precise coverage around one request, after a first one has loaded and warmed
// everything, counted by source file (server/ and src/). Usage: npx tsx bench/submissionPath.ts
import { Session } from 'node:inspector/promises'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validPet } from '../server/testing/payloads'
import { makeTestApp } from '../server/testing/testApp'
import { testClock } from '../server/testing/testClock'
import { withSeededDb } from './lib/withSeededDb'

const files = new Set<string>()
await withSeededDb('path', async (db, dir, now) => {
  const a = makeTestApp(db, dir, { clock: testClock(now) })
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  if ((await a.post('/api/pet', { ...validPet(), email: 'first@example.com' })).status !== 201) throw new Error('warm-up refused')
  await session.post('Profiler.takePreciseCoverage') // everything so far (start-up, the first request) is left out
  if ((await a.post('/api/pet', validPet())).status !== 201) throw new Error('submission refused')
  const { result } = await session.post('Profiler.takePreciseCoverage')
  await session.post('Profiler.stopPreciseCoverage')
  const root = fileURLToPath(new URL('..', import.meta.url))
  for (const script of result) {
    if (!script.url.startsWith('file:')) continue
    const path = relative(root, fileURLToPath(script.url))
    if (!/^(server|src)\//.test(path) || /\/testing\//.test(path)) continue
    if (script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(path)
  }
})
const folders = new Set([...files].map((f) => f.split('/').slice(0, -1).join('/')))
console.log(`One health submission runs code in ${files.size} files in ${folders.size} folders:`)
for (const folder of [...folders].sort())
  console.log(
    `  ${folder}/: ${[...files]
      .filter((f) => f.startsWith(folder + '/') && !f.slice(folder.length + 1).includes('/'))
      .map((f) => f.slice(folder.length + 1))
      .sort()
      .join(', ')}`,
  )
process.exit(0)
