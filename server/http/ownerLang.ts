import type { Context } from 'hono'
import { parseAcceptLanguage, type Lang } from '../text/lang'

/**
 * The owner's language for a public call, from its `Accept-Language` header: the widgets send
 * `es` or `en` on every call (a CORS-safelisted header, so no preflight); a browser calling
 * directly sends its own list, read the same way.
 */
export function ownerLang(c: Context): Lang {
  return parseAcceptLanguage(c.req.header('accept-language'))
}
