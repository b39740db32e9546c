import { SIGNS } from '../ruleData'
import type { SignRule } from './signRule'

/**
 * The signs, worst first (data/signs/, one file per condition family, in the order of
 * data/signs/order.json, which is the order signs are reported in). Phrases match whole words of the
 * normalised text (so "kitchen" is not "itch"), typos within an edit or two are corrected before
 * matching, and a sign denied, long past or only asked about is not counted (scope.ts). Toxins are in
 * data/toxins.json; the rules that need several facts at once (a puppy's vomiting, a cat's fast) are
 * in triage.ts.
 */
export const RULES: SignRule[] = SIGNS as SignRule[]
