import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS } from '../testing/fuzzCalls'
import { hostileString } from '../testing/hostileValues'
import { concat, samples } from '../testing/samples'
import { formWith, makeTestApp, storedRows } from '../testing/testApp'
import { withSharedTestDb, type TestDb } from '../testing/withTestDb'
import { validPet, validQrFields } from '../testing/payloads'

let t: TestDb
withSharedTestDb((d) => {
  t = d
})

/** Bytes that start like an image and then go wrong, or are not images at all. */
const hostileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }),
  fc
    .tuple(fc.constantFrom(samples.jpeg(), samples.png(), samples.webp()), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 }))
    .map(([img, at, junk]) => {
      const copy = img.slice()
      copy.set(junk.subarray(0, copy.length - 1), 2 + (at % (copy.length - 66)))
      return copy
    }),
  fc
    .tuple(fc.constantFrom(samples.jpeg(), samples.png(), samples.webp()), fc.uint8Array({ minLength: 1, maxLength: 64 }))
    .map(([img, tail]) => concat(img, tail)),
  fc.tuple(fc.constantFrom(samples.jpeg(), samples.png(), samples.webp()), fc.nat()).map(([img, n]) => img.subarray(0, n % img.length)),
)

describe('property: hostile uploads never give a 5xx or a stored row', () => {
  it('POST /file, /pet/image/{id} and /pet_app/dental_check_amcp', async () => {
    // Thousands of valid bodies share one owner address: the daily per-recipient limit would refuse most.
    const a = makeTestApp(t.db, t.dataDir, { config: { ownerMailDailyLimit: 1_000_000 } })
    const id = (await a.post('/api/pet', validPet())).json.content._id
    let known = await storedRows(t.db)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/file', `/api/pet/image/${id}`, '/api/pet_app/dental_check_amcp'),
        hostileBytes,
        fc.dictionary(fc.constantFrom(...Object.keys(validQrFields())), hostileString, { maxKeys: 3 }),
        fc.constantFrom('image', 'photo', 'file'),
        async (path, bytes, fields, field) => {
          const qr = path.endsWith('amcp')
          const body = formWith(qr ? 'photo' : field, bytes, 'foto.jpg', 'image/jpeg', qr ? { ...validQrFields(), ...fields } : {})
          const res = await a.app.request(path, { method: 'POST', body })
          expect(res.status).toBeLessThan(500)
          const now = await storedRows(t.db)
          if (res.status >= 400) expect(now).toBe(known)
          known = now
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  }, 120_000)
})
