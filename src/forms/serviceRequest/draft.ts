import type { WizardValues } from './steps'

/** Where a half-filled wizard waits for the owner: this tab's session only, never a URL. */
export const DRAFT_KEY = 'petlead:service-request'

/** The answers typed so far (photos excluded) and the step they were typed on. */
export interface Draft {
  step: number
  values: Partial<Omit<WizardValues, 'photo' | 'quote'>>
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** sessionStorage, or nothing where it is blocked (sandboxed frames, some privacy modes). */
export function sessionStore(): Store | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/** Keep the answers (never photos); a fresh, untouched wizard stores nothing. */
export function saveDraft(store: Store | undefined, step: number, values: Partial<WizardValues>): void {
  const { photo: _p, quote: _q, ...rest } = values
  const touched = Object.values(rest).some((x) => (Array.isArray(x) ? x.length > 0 : !!x))
  try {
    if (touched) store?.setItem(DRAFT_KEY, JSON.stringify({ step, values: rest } satisfies Draft))
    else store?.removeItem(DRAFT_KEY)
  } catch {
    // Full or blocked storage: the draft is a convenience, the wizard goes on without it.
  }
}

/** The stored draft, or undefined when there is none or it is not one of ours. */
export function loadDraft(store: Store | undefined): Draft | undefined {
  try {
    const d = JSON.parse(store?.getItem(DRAFT_KEY) ?? 'null') as Draft | null
    return d && typeof d.step === 'number' && d.values && typeof d.values === 'object' ? d : undefined
  } catch {
    return undefined
  }
}

export function clearDraft(store: Store | undefined): void {
  try {
    store?.removeItem(DRAFT_KEY)
  } catch {
    // nothing to clear
  }
}
