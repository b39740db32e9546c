import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Target } from './resolveTarget'

/**
 * Starts a request to `target.url` that connects to the address resolveTarget checked: the lookup
 * answers with it, so the socket never re-resolves the name (a second answer could be a private
 * address), while TLS still verifies the certificate against the host name. http or https by the
 * URL's scheme; redirects are never followed (node's request does not follow them).
 */
export function pinnedRequest(
  target: Target,
  options: Omit<RequestOptions, 'lookup'>,
  onResponse: (res: IncomingMessage) => void,
): ClientRequest {
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ])
    else callback(null, target.address, target.family)
  }
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest
  return request(target.url, { ...options, lookup }, onResponse)
}
