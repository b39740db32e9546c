import type { Page } from 'playwright-core'

/**
 * One opacity transition of a PetLead dialog: starting or ending, fading in or out, and the
 * dialog's state when it was recorded (a ghost fading out is checked as it fades, however soon
 * after it the test gets to look: on a loaded machine it may be gone by then).
 */
export interface Fade {
  type: 'transitionrun' | 'transitionend'
  leaving: boolean
  className: string
  /** The transition's declared duration, e.g. '0.5s'. */
  duration: string
  /**
   * How long the transition had run, in ms, on the page's animation timeline (TransitionEvent's
   * elapsedTime): 0 when it starts, its whole duration when it ends. Not a wall-clock reading,
   * so a slow machine that dispatches the events late cannot shorten it.
   */
  elapsed: number
  inert: boolean
  hidden: string | null
  /** Its computed pointer-events: 'none' lets clicks through to the page. */
  clicks: string
  /** In the top layer as a popover (the ghost of a closed modal). */
  top: boolean
}

/**
 * Records every opacity transition of a `<dialog>` in the shadow roots the page attaches from
 * now on (install before `goto`/`reload`); returns a reader of the log.
 */
export async function recordFades(page: Page): Promise<() => Promise<Fade[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = ((window as unknown as { __fades: unknown[] }).__fades = [])
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init)
      for (const type of ['transitionrun', 'transitionend']) {
        root.addEventListener(type, (e) => {
          const t = e.target as HTMLDialogElement
          const te = e as TransitionEvent
          if (t.localName !== 'dialog' || te.propertyName !== 'opacity' || te.pseudoElement) return
          const style = getComputedStyle(t)
          log.push({
            type,
            leaving: t.classList.contains('pl-leaving'),
            className: t.className,
            duration: style.transitionDuration,
            elapsed: Math.round(te.elapsedTime * 1000),
            inert: t.inert,
            hidden: t.getAttribute('aria-hidden'),
            clicks: style.pointerEvents,
            top: t.matches(':popover-open'),
          })
        })
      }
      return root
    }
  })
  return () => page.evaluate(() => (window as unknown as { __fades: Fade[] }).__fades)
}

/**
 * How long each fade of the dialogs with class `className` (and not `not`) ran, in ms of the
 * page's animation timeline, once it has ended: `in` for the fade in, `out` for the ghost's fade out.
 */
export function fadeTimes(fades: Fade[], className: string, not?: string): { in?: number; out?: number } {
  const span = (leaving: boolean) =>
    fades.find(
      (f) => f.type === 'transitionend' && f.leaving === leaving && f.className.includes(className) && !(not && f.className.includes(not)),
    )?.elapsed
  return { in: span(false), out: span(true) }
}
