import type { MountHandle } from '../context/MountOptions'
import { AiTest } from '../forms/aiTest/AiTest'
import { aiTestCss } from '../forms/aiTest/styles'
import { mountForm } from '../host/mountForm'
import type { WidgetOptions } from './WidgetOptions'

export { adoptPolicy } from '../purify/trustedPolicy'

/**
 * Mount the AI photo test in `el`'s shadow root. Imported from `petlead/ai-test`, a bundler ships this
 * widget and the shared code only.
 */
export function mountAiTest(el: Element, options: WidgetOptions = {}): MountHandle {
  return mountForm(el, { ...options, form: 'ai-test' }, AiTest, aiTestCss)
}

/** The same function under the name every widget entry shares, for the lazy `mount`. */
export const mountWidget = mountAiTest
