/**
 * The low-cost services' names, on their own so the clinic workspace's price table shows the
 * wizard's exact words without carrying the widget's whole catalogue (en.ts re-uses this object).
 */
export const servicesEn = {
  spay_neuter: 'Spay / neuter',
  vaccination: 'Vaccination',
  euthanasia: 'Euthanasia',
  microchipping: 'Microchipping',
  dental_care: 'Dental care',
  mass_tumor_evaluation: 'Mass / tumor evaluation',
  skin_rash: 'Skin rash',
  wellness_exam: 'Wellness exam',
  lameness_mobility: 'Lameness / mobility',
  ear_eye_issues: 'Ear or eye issues',
  weight_issues: 'Weight issues',
}
