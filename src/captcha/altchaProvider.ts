import type { AltchaChallenge, AltchaChallengeV2, CaptchaProvider } from './Captcha'
import { altchaPayload } from './altchaPayload'
import { altchaPayloadV2 } from './altchaPayloadV2'
import { captchaError } from './captchaError'
import { solveAltcha } from './solveAltcha'
import { solveAltchaV2 } from './solveAltchaV2'

/**
 * The built-in captcha: an ALTCHA proof of work against the API's own challenge endpoint, no
 * third party involved. `fetchChallenge` is `api.captchaChallenge`. The format is read from the
 * challenge's shape: `parameters` is v2 (altcha-lib 2.x), `challenge` + `salt` is v1. Every
 * rejection is a captcha failure (see `captchaFailure`).
 */
// @__NO_SIDE_EFFECTS__
export function altchaProvider(fetchChallenge: () => Promise<{ content: unknown }>): CaptchaProvider {
  return {
    async getToken(signal) {
      let c: unknown
      try {
        c = (await fetchChallenge()).content
      } catch {
        throw captchaError('network')
      }
      const v2 = c as AltchaChallengeV2
      if (v2?.parameters && typeof v2.parameters === 'object' && typeof v2.parameters.algorithm === 'string') {
        return altchaPayloadV2(v2, await solveAltchaV2(v2, signal))
      }
      const v1 = c as AltchaChallenge
      if (!v1 || typeof v1.challenge !== 'string' || typeof v1.salt !== 'string' || typeof v1.algorithm !== 'string')
        throw captchaError('unsupported')
      return altchaPayload(v1, await solveAltcha(v1, signal))
    },
  }
}
