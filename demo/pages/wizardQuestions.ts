import { SERVICES } from '../../src/schemas/services'
import { isSkipped, SUBMIT_STEP, type Steering } from '../../src/forms/serviceRequest/reducer'

/** The questions the service-request wizard asks for these answers: its steps up to the submit, less the skipped ones. */
function asked(a: Steering): number {
  let n = 0
  for (let step = 1; step <= SUBMIT_STEP; step++) if (!isSkipped(step, a)) n++
  return n
}

/**
 * The fewest and the most questions the wizard asks, over every service with and without AI
 * analysis, from its own navigation (so the landing page's promise moves with the wizard).
 */
export function wizardQuestions(): { fewest: number; most: number } {
  const counts = SERVICES.flatMap((service) => [false, true].map((analizeAi) => asked({ service, analizeAi })))
  return { fewest: Math.min(...counts), most: Math.max(...counts) }
}
