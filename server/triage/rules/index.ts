import type { SignRule } from './signRule'
import { bloat, vomitingRepeated, vomiting } from './bloatAndVomiting'
import { fastBreathingCount, breathingDistress, breathingLikeRunning, catOpenMouthBreathing, cough } from './breathing'
import { earSwelling, eyeOut, eye, earInfection, ear, skinLesion, skin } from './eyesEarsSkin'
import {
  eatingLess,
  notEating,
  notDrinking,
  lowEnergy,
  limping,
  thirst,
  lump,
  weightLoss,
  bellyGrowing,
  painOnTouch,
  weight,
  behaviour,
} from './generalSigns'
import { fleaProductReaction, heatstroke, allergicReaction } from './heatAndReactions'
import {
  trauma,
  biteChestOrBigDog,
  heavyBleeding,
  fractureOrDeepWound,
  electricShock,
  bluntTrauma,
  snakeBite,
  extremePain,
} from './injuries'
import { teeth, mouthPain } from './mouthAndTeeth'
import { catHindLegs, paralysis } from './paralysis'
import { eclampsia, prolapse, newbornNotNursing, labourTrouble, pyometra } from './reproduction'
import { seizure, collapse, balanceLoss } from './seizuresAndCollapse'
import { constipation, worms, bloodInStoolOrUrine } from './stoolAndWorms'
import { swallowedChew, foreignBody } from './swallowedObjects'
import { urinaryBlockage, scantUrine, catStraining, urinaryFrequent } from './urinary'

/**
 * The signs, worst first. Phrases match whole words of the normalised text (so "kitchen" is not
 * "itch"), typos within an edit or two are corrected before matching, and a sign denied, long past
 * or only asked about is not counted (scope.ts). Toxins are in toxins.ts; the rules that need
 * several facts at once (a puppy's vomiting, a cat's fast) are in triage.ts.
 *
 * Each condition family has its file in this folder; this list alone sets the order, which is the
 * order signs are reported in.
 */
export const RULES: SignRule[] = [
  fastBreathingCount,
  breathingDistress,
  breathingLikeRunning,
  catOpenMouthBreathing,
  seizure,
  collapse,
  bloat,
  urinaryBlockage,
  scantUrine,
  catStraining,
  urinaryFrequent,
  constipation,
  worms,
  earSwelling,
  eatingLess,
  swallowedChew,
  trauma,
  biteChestOrBigDog,
  heavyBleeding,
  vomitingRepeated,
  fractureOrDeepWound,
  electricShock,
  balanceLoss,
  bluntTrauma,
  fleaProductReaction,
  catHindLegs,
  eclampsia,
  prolapse,
  newbornNotNursing,
  heatstroke,
  paralysis,
  labourTrouble,
  eyeOut,
  snakeBite,
  allergicReaction,
  foreignBody,
  pyometra,
  extremePain,
  vomiting,
  bloodInStoolOrUrine,
  notEating,
  notDrinking,
  lowEnergy,
  limping,
  eye,
  cough,
  thirst,
  lump,
  earInfection,
  ear,
  skinLesion,
  skin,
  teeth,
  mouthPain,
  weightLoss,
  bellyGrowing,
  painOnTouch,
  weight,
  behaviour,
]
