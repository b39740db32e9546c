import type { DangerSign } from '../../src/schemas/dangerSigns'
import type { Lang } from '../text/lang'
import type { Urgency } from '../triage/triage'

/** What an assessment is written from: the submitted facts, already normalised (see petFacts). */
export interface PetFacts {
  kind: 'health' | 'dental' | 'dental_check' | 'qr_dental' | 'low_cost'
  petName: string
  petType: 'dog' | 'cat'
  breeds: string[]
  birthday?: string
  weightLbs?: number
  gender?: string
  neutered?: string
  medications: string[]
  allergies: string[]
  conditions: string[]
  /** The issue chosen from the prev_info list, when the text starts with 'i need help with'. */
  issue?: string
  /** Everything the owner (or staff) typed freely. Data, never instructions. */
  ownerNotes: string
  /** Breath odour, 1 (fresh) to 5 (rotten), from the QR dental check. */
  breathScore?: number
  /** The low-cost service asked for. */
  service?: string
  /** The boxes the owner ticked on the danger-sign checklist (known keys only). */
  dangerSigns?: DangerSign[]
  /** The owner's language: the offline engine writes in it, a model is asked to. English when absent. */
  lang?: Lang
  /**
   * The lead's stored urgency (its triage, raised by a model's): the offline note states it, once.
   * Absent (a note written outside a lead), the engine triages the facts itself.
   */
  urgency?: Urgency
}

/**
 * Writes assessments and answers prompts. Implemented by the built-in offline engine and by
 * any OpenAI-compatible chat-completions endpoint.
 */
export interface Provider {
  /** Shown in e-mails: 'offline' or the model's name. */
  readonly name: string
  /** False for the offline engine, whose output must say that no AI model was used. */
  readonly usesModel: boolean
  /** Plain-text triage guidance: paragraphs, '- ' bullets, never a diagnosis. */
  assess(facts: PetFacts, now: Date, photoDataUrl?: string): Promise<string>
  /**
   * The model's own urgency for the facts, as a structured answer; absent for the offline engine.
   * Its answer can only raise the engine's urgency, and an error or time-out changes nothing.
   */
  urgency?(facts: PetFacts): Promise<'emergency' | 'soon' | 'routine'>
  /** Answers the /test page's prompt. */
  answer(prompt: string, photoDataUrl?: string): Promise<string>
}
