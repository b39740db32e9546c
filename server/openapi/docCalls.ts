import { declareCall } from './declareCall'
import { CACHING_HEADERS, IF_NONE_MATCH, NOT_MODIFIED } from './caching'

/** This document and its readable page (openapiRoutes), public like the calls they describe. */
export const docCalls = {
  document: declareCall({
    method: 'get',
    path: '/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated once per process from the valibot schemas the widget and the server validate with. Any origin may read it.',
    parameters: [IF_NONE_MATCH],
    responses: {
      200: {
        description: 'The document.',
        headers: CACHING_HEADERS,
        content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } },
      },
      304: NOT_MODIFIED,
    },
  }),
  reference: declareCall({
    method: 'get',
    path: '/reference',
    tag: 'Documentation',
    summary: 'This document as a readable page',
    description: 'Plain HTML and CSS rendered on the server: no script.',
    parameters: [IF_NONE_MATCH],
    responses: {
      200: { description: 'The page.', headers: CACHING_HEADERS, content: { 'text/html': { schema: { type: 'string' } } } },
      304: NOT_MODIFIED,
    },
  }),
}
