import type { CaptchaFailure } from './Captcha'

/**
 * An Error that says which captcha failure it is, under its own key (not `kind`, which API
 * errors use), so a form can tell a captcha problem from a failed call.
 */
export function captchaError(captcha: CaptchaFailure): Error {
  return Object.assign(new Error(`captcha: ${captcha}`), { captcha })
}
