import { useId } from 'react'
import { useWidget } from '../../context/WidgetContext'
import { CaptchaProblem } from './CaptchaProblem'
import type { CaptchaState } from '../../captcha/useCaptcha'

/**
 * The captcha's own accessible checkbox: 'I'm not a robot', then a live status (verifying,
 * verified, failed) and, on failure, what went wrong with a retry button. Submit buttons wait
 * for 'verified'.
 */
export function CaptchaCheckbox({ captcha }: { captcha: CaptchaState }) {
  const id = useId()
  const t = useWidget().text.captcha
  const { status } = captcha
  return (
    <div className={`pl-captcha pl-captcha-${status}`}>
      <input
        type="checkbox"
        id={id}
        checked={status !== 'idle'}
        aria-describedby={`${id}-s`}
        aria-busy={status === 'verifying'}
        onChange={(e) => captcha.setChecked((e.target as HTMLInputElement).checked)}
      />
      <label htmlFor={id}>{t.label}</label>
      <span id={`${id}-s`} className="pl-captcha-status" role="status">
        {status === 'idle' ? '' : t[status]}
      </span>
      <CaptchaProblem captcha={captcha} />
    </div>
  )
}
