import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiApp } from '../apiApp'
import { bodyLimitOf } from '../http/limitBodies'
import { BODY_LIMITS } from '../http/limits'
import { callsOf, declareCall, routerPath, type DeclaredCall, type WriteSpec } from '../openapi/declareCall'
import { docCalls } from '../openapi/docCalls'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { PUBLIC_CALLS } from './publicFamilies'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** The signed-in workspace and the operator's calls: registered, but not public and not declared. */
const NOT_PUBLIC = /^\/(workspace|admin)(\/|$)/

const DECLARED = [...PUBLIC_CALLS, ...callsOf(docCalls)]
const WRITES = PUBLIC_CALLS.filter((c): c is DeclaredCall & WriteSpec => c.method !== 'get')

/** A concrete path of a declared call: every `{param}` filled with a UUID. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')

describe('each public call is declared once and registered from its declaration', () => {
  it('every public route the API registers is a declared call, on the router path of its declaration, and every declaration is registered', () => {
    const { deps } = makeTestApp(t.db, t.dataDir)
    const registered = new Set(
      apiApp(deps)
        .routes.filter((r) => r.method !== 'ALL' && !NOT_PUBLIC.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    )
    const declared = new Set(DECLARED.map((c) => `${c.method.toUpperCase()} ${routerPath(c.path)}`))
    expect(
      [...registered].filter((r) => !declared.has(r)),
      'routes without a declaration',
    ).toEqual([])
    expect(
      [...declared].filter((d) => !registered.has(d)),
      'declarations without a route',
    ).toEqual([])
    // Declared once: no two declarations of the same method and path, and no two with the same operationId.
    expect(declared.size).toBe(DECLARED.length)
    expect(new Set(DECLARED.map((c) => c.operation.operationId)).size).toBe(DECLARED.length)
  })

  it('a write cannot be declared without its body cap', () => {
    const spec = {
      method: 'post',
      path: '/photo',
      tag: 'Photos',
      summary: 's',
      description: 'd',
      body: { multipart: { type: 'object' } },
      auth: 'none',
      responses: {},
    } as const
    // @ts-expect-error a write (here a multipart one) must declare bodyLimit: the type refuses it...
    expect(() => declareCall(spec)).toThrow('post /photo declares no body limit')
    // ...and so does the declaration at run time, for a spec that got past the types.
    expect(() => declareCall({ ...spec, bodyLimit: Number.NaN })).toThrow(/no body limit/)
    expect(declareCall({ ...spec, bodyLimit: BODY_LIMITS.multipart }).operation.responses).toHaveProperty('413')
  })
})

describe("the widget's client", () => {
  it('calls only declared paths (src/api/createApi.ts)', () => {
    const source = readFileSync(new URL('../../src/api/createApi.ts', import.meta.url), 'utf8')
    // The path argument of each call, its `${...}` parts standing for a path parameter, its query left out.
    const used = [...source.matchAll(/\((?:api|provider), [`'](\/[^`']*)[`']/g)].map((m) =>
      m[1]!.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, ''),
    )
    expect(used.length).toBeGreaterThan(20)
    const declared = new Set(PUBLIC_CALLS.map((c) => c.path.replace(/\{[^}]+\}/g, '{}')))
    expect(used.filter((p) => !declared.has(p))).toEqual([])
  })
})

describe('the body cap of every public write is the one its call declares', () => {
  it('every declared write has a cap, and a multipart or data-URL body the photo caps', () => {
    for (const call of WRITES) {
      expect(call.bodyLimit, `${call.method} ${call.path}`).toBeGreaterThan(0)
    }
    const capOf = (path: string) => WRITES.find((c) => c.path === path)!
    for (const call of WRITES.filter((c) => c.body && 'multipart' in c.body)) {
      expect(call.bodyLimit, `${call.method} ${call.path}`).toBe(BODY_LIMITS.multipart)
    }
    expect(capOf('/pet_app/image_app')).toMatchObject({ bodyLimit: BODY_LIMITS.dataUrl })
    // The middleware's table is the declarations: each path (its parameters filled) maps to its own cap.
    const limitOf = bodyLimitOf(PUBLIC_CALLS, '/api')
    for (const call of WRITES) {
      expect(limitOf(call.method.toUpperCase(), '/api' + concrete(call.path)), `${call.method} ${call.path}`).toBe(call.bodyLimit)
    }
    // Undeclared writes (workspace, admin) and a path one segment longer are small JSON.
    expect(limitOf('POST', '/api/workspace/leads')).toBe(BODY_LIMITS.json)
    expect(limitOf('POST', '/api/file/extra')).toBe(BODY_LIMITS.json)
    expect(limitOf('POST', '/file')).toBe(BODY_LIMITS.json)
  })

  it.each(WRITES.map((c) => ({ name: `${c.method.toUpperCase()} ${c.path}`, call: c })))(
    '$name: one byte over its declared cap is 413 before anything reads it; at the cap the cap lets it through',
    async ({ call }) => {
      const limit = call.bodyLimit
      const a = makeTestApp(t.db, t.dataDir)
      const path = '/api' + concrete(call.path)
      // Content-Length is what the cap checks first: the few bytes sent stand for a body of that size.
      const over = await a.call(call.method.toUpperCase(), path, {
        body: 'x',
        headers: { 'content-type': 'application/json', 'content-length': String(limit + 1), 'idempotency-key': 'cap-over' },
      })
      expect(over.status).toBe(413)
      expect(over.json).toEqual({ success: false, content: { _: 'Request body too large' } })
      expect(await t.db.query('SELECT * FROM idempotency_keys')).toEqual([])
      const at = await a.call(call.method.toUpperCase(), path, {
        body: 'x',
        headers: { 'content-type': 'application/json', 'content-length': String(limit) },
      })
      expect(at.status).not.toBe(413)
    },
  )
})
