import type { Page } from 'playwright-core'

/**
 * One opacity transition of a PetLead dialog: starting or ending, fading in or out, and the
 * dialog's state when it was recorded (a ghost fading out is checked as it fades, however soon
 * after it the test gets to look: on a loaded machine it may be gone by then).
 */
export interface Fade {
  /** A fade cut short (`transitioncancel`) is logged too: the fade tests expect none. */
  type: 'transitionrun' | 'transitionend' | 'transitioncancel'
  leaving: boolean
  className: string
  /** The transition's declared duration, e.g. '0.5s'. */
  duration: string
  /**
   * How long the transition had run, in ms, on the page's animation timeline: 0 when it starts, its
   * whole duration when it ends (less when it was cancelled). The longer of two readings of it: the
   * CSSTransition the dialog's `transitionrun` began (its local time, at most its duration) and the
   * end event's elapsedTime. In loaded CI runs each has read 0 for a whole fade, once each, never
   * both in one run; a fade that is shorter, cut or missing reads short in both. Never a wall-clock
   * reading, so a slow machine that dispatches the events late cannot shorten it.
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
    /** Each dialog's opacity transition, from its `transitionrun` on. */
    const running = new WeakMap<Element, CSSTransition>()
    // The longer of the transition's local time (at most its duration) and the end event's elapsedTime (`Fade.elapsed`).
    const ranFor = (t: Element, e: TransitionEvent) => {
      const fade = running.get(t)
      const { localTime, activeDuration } = fade?.effect?.getComputedTiming() ?? {}
      return Math.round(Math.max(Math.min(Number(localTime ?? 0), Number(activeDuration ?? 0)), e.elapsedTime * 1000))
    }
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init)
      for (const type of ['transitionrun', 'transitionend', 'transitioncancel']) {
        root.addEventListener(
          type,
          (e) => {
            const t = e.target as HTMLDialogElement
            const te = e as TransitionEvent
            if (t.localName !== 'dialog' || te.propertyName !== 'opacity' || te.pseudoElement) return
            if (type === 'transitionrun') {
              const fade = t
                .getAnimations()
                .find(
                  (a) =>
                    a instanceof CSSTransition && a.transitionProperty === 'opacity' && !(a.effect as KeyframeEffect | null)?.pseudoElement,
                )
              if (fade) running.set(t, fade as CSSTransition)
            }
            const style = getComputedStyle(t)
            log.push({
              type,
              leaving: t.classList.contains('pl-leaving'),
              className: t.className,
              duration: style.transitionDuration,
              elapsed: type === 'transitionrun' ? 0 : ranFor(t, te),
              inert: t.inert,
              hidden: t.getAttribute('aria-hidden'),
              clicks: style.pointerEvents,
              top: t.matches(':popover-open'),
            })
          },
          // The capture phase: before the widget's own listener on the dialog, which removes a ghost
          // (and with it its transition) at the end of its fade.
          true,
        )
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
