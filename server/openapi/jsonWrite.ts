import type * as v from 'valibot'
import { BODY_LIMITS } from '../http/limits'
import { declareCall, type DeclaredCall, type WriteSpec } from './declareCall'

/** What a JSON write declares beyond its path and schema: its documentation, answers and auth. */
export type JsonWriteDoc = Omit<WriteSpec, 'path' | 'method' | 'body' | 'bodyLimit' | 'auth'> & Partial<Pick<WriteSpec, 'method' | 'auth'>>

/**
 * A public write whose body is JSON validated by `schema`: the common shape of most calls, a POST
 * (or `method: 'patch'`) capped at the JSON body limit, open to anyone unless `auth` says
 * 'captcha'. Everything else is declared as for `declareCall`.
 */
export function jsonWrite<const P extends string>(path: P, schema: v.GenericSchema, doc: JsonWriteDoc): DeclaredCall<P> {
  return declareCall({ method: 'post', auth: 'none', ...doc, path, body: { json: schema }, bodyLimit: BODY_LIMITS.json })
}
