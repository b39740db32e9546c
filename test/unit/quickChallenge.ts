import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/**
 * A fake API's answer to GET /captcha/challenge: a real ALTCHA v2 challenge the widget's solver
 * finds at once (counter 5). Every create carries a proof, so a fake API that serves the forms
 * without a captcha must hand out challenges that can be solved.
 */
export async function quickChallenge(): Promise<Response> {
  return new Response(
    JSON.stringify(await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: 's' })),
  )
}
