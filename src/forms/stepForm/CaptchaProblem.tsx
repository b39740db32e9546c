import { useWidget } from '../../context/WidgetContext'
import type { CaptchaState } from '../../captcha/useCaptcha'

/**
 * A failed captcha, said out loud (role=alert) in words that name the failure, with the retry
 * button next to it: the owner is never left with a submit button that stays disabled for no
 * visible reason. Renders nothing unless the captcha's status is 'error'.
 */
export function CaptchaProblem({ captcha }: { captcha: CaptchaState }) {
  const t = useWidget().text.captcha
  if (captcha.status !== 'error') return null
  return (
    <div className="pl-captcha-problem">
      <p className="pl-error" role="alert">
        {t.failures[captcha.failure ?? 'network']}
      </p>
      <button type="button" className="pl-button pl-link" onClick={captcha.retry}>
        {t.retry}
      </button>
    </div>
  )
}
