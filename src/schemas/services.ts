/** The low-cost services a request can ask for, in the contract's order. */
export const SERVICES = [
  'spay_neuter',
  'vaccination',
  'euthanasia',
  'microchipping',
  'dental_care',
  'mass_tumor_evaluation',
  'skin_rash',
  'wellness_exam',
  'lameness_mobility',
  'ear_eye_issues',
  'weight_issues',
] as const

export type Service = (typeof SERVICES)[number]

/** Services that are a fixed procedure: no treatment text box and no AI analysis offered. */
export const FIXED_SERVICES: readonly Service[] = ['spay_neuter', 'vaccination', 'euthanasia', 'microchipping']
