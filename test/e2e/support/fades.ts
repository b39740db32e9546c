import type { Page } from 'playwright-core'

/** One opacity transition of a PetLead dialog: starting or ending, fading in or out. */
export interface Fade {
  type: 'transitionrun' | 'transitionend'
  leaving: boolean
  className: string
  at: number
  duration: string
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
          const t = e.target as HTMLElement
          const te = e as TransitionEvent
          if (t.localName !== 'dialog' || te.propertyName !== 'opacity' || te.pseudoElement) return
          log.push({
            type,
            leaving: t.classList.contains('pl-leaving'),
            className: t.className,
            at: performance.now(),
            duration: getComputedStyle(t).transitionDuration,
          })
        })
      }
      return root
    }
  })
  return () => page.evaluate(() => (window as unknown as { __fades: Fade[] }).__fades)
}

/** How long each dialog (matched by class) took to fade in and to fade out, in ms. */
export function fadeTimes(fades: Fade[], className: string): { in?: number; out?: number } {
  const span = (leaving: boolean) => {
    const mine = fades.filter((f) => f.className.includes(className) && f.leaving === leaving)
    const run = mine.find((f) => f.type === 'transitionrun')
    const end = mine.find((f) => f.type === 'transitionend')
    return run && end ? end.at - run.at : undefined
  }
  return { in: span(false), out: span(true) }
}
