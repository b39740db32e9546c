import type { OpenApiObject } from './types'

/** The If-None-Match parameter of a cacheable GET (answered by `okCached`, or with an ETag of its own). */
export const IF_NONE_MATCH: OpenApiObject = { $ref: '#/components/parameters/IfNoneMatch' }

/** The headers of a cacheable 200: its ETag and how long it may be kept. */
export const CACHING_HEADERS: OpenApiObject = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
}

/** The 304 of a cacheable GET whose If-None-Match named its current ETag. */
export const NOT_MODIFIED: OpenApiObject = { $ref: '#/components/responses/NotModified' }
