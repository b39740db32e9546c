import type { CaptchaFailure } from './Captcha'

/** The failure kind of an error made by `captchaError`, or undefined for any other error. */
export function captchaFailure(e: unknown): CaptchaFailure | undefined {
  return (e as { captcha?: CaptchaFailure } | undefined)?.captcha
}
