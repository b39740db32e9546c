/** A JSON object of the OpenAPI document (operation, response, schema...), kept loose: the test validates the whole against the OpenAPI 3.1 schema. */
export type OpenApiObject = Record<string, unknown>

/** One documented call: method and path (OpenAPI template, `{id}`) and its Operation Object. */
export interface ApiCall {
  method: 'get' | 'post' | 'patch'
  path: string
  operation: OpenApiObject
}
