import type { TriageEngine } from '../db/backfillTriage'
import { worseUrgency } from '../triage/triage'
import { submissionTriage } from './submissionTriage'

/** The triage engine as the migrations use it (db/backfillTriage.ts): given to `migrate` by whoever starts the database. */
export const triageEngine: TriageEngine = { triageOf: submissionTriage, worseUrgency }
