import type { AltchaChallenge, CaptchaProvider } from './Captcha'
import { altchaPayload } from './altchaPayload'
import { solveAltcha } from './solveAltcha'

/**
 * The built-in captcha: an ALTCHA proof of work against the API's own challenge endpoint, no
 * third party involved. `fetchChallenge` is `api.captchaChallenge`.
 */
// @__NO_SIDE_EFFECTS__
export function altchaProvider(fetchChallenge: () => Promise<{ content: unknown }>): CaptchaProvider {
  return {
    async getToken(signal) {
      const c = (await fetchChallenge()).content as AltchaChallenge
      if (!c || typeof c.challenge !== 'string' || typeof c.salt !== 'string') throw new Error('captcha: bad challenge')
      return altchaPayload(c, await solveAltcha(c, signal))
    },
  }
}
