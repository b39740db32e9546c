import { Hono, type Context } from 'hono'
import { dentalSubmissionSchema } from '../../src/schemas/dentalSubmission'
import { petAssessmentSchema } from '../../src/schemas/petAssessment'
import { checkAllowedWebsite } from '../http/checkAllowedWebsite'
import { withComplaint } from '../clinics/withComplaint'
import type { Deps } from '../deps'
import { intakeLead } from './intakeLead'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readForm, readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { ownerLang } from '../http/ownerLang'
import { validate } from '../http/validate'
import { registerCall } from '../openapi/declareCall'
import { enqueueJob } from '../jobs/enqueueJob'
import { storeImage } from '../uploads/storeImage'
import { isUuid } from './isUuid'
import { petCalls } from './petCalls'
import { submissionsRepo } from '../db/submissionsRepo'
import { uploadsRepo } from '../db/uploadsRepo'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import type { SubmissionKind } from './storeSubmission'
import { answerTriage } from './answerTriage'

/** The submission kinds each family of follow-up calls may address. */
const FAMILY: Record<'pet' | 'dentipet', SubmissionKind[]> = { pet: ['health'], dentipet: ['dental', 'dental_check'] }

async function findSubmission(deps: Pick<Deps, 'db'>, id: string, kinds: SubmissionKind[]): Promise<void> {
  if (!isUuid(id) || !(await submissionsRepo.exists(deps.db, id, kinds))) throw new HttpError(404, { _id: 'Unknown id' })
}

/** The image part of a multipart body: a file, not a text field. */
export async function imagePart(c: Context<AppEnv>, field: string): Promise<Uint8Array> {
  const form = await readForm(c, BODY_LIMITS.multipart)
  const file = form.get(field)
  if (!(file instanceof File)) throw new HttpError(400, { [field]: 'Is required' })
  return new Uint8Array(await file.arrayBuffer())
}

/**
 * The assessment calls (petCalls): a health or dental create (captcha when clinic_id is set),
 * then that family's photo or message_to_ia follow-up for its id. The create stores the
 * assessment job too, due after the grace period (LEAD_GRACE_MS); either second call makes it
 * due now. An owner who closes the page after the first call still reaches the clinic.
 */
export function petRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  const create =
    (kind: 'health' | 'dental', schema: typeof petAssessmentSchema | typeof dentalSubmissionSchema) => async (c: Context<AppEnv>) => {
      // A clinic form's complaint is stored as its issue and the owner's words, apart.
      const data = withComplaint(validate(schema, await readJson(c, BODY_LIMITS.json)))
      await checkAllowedWebsite(deps, c, data.clinic_id)
      const lang = ownerLang(c)
      const { stored } = await intakeLead(deps, c, { kind, clinicId: data.clinic_id, data, lang })
      return ok(c, { _id: stored.id, ...(await answerTriage(deps, stored, data, lang)) }, 201)
    }
  registerCall(app, petCalls.createHealth, create('health', petAssessmentSchema))
  registerCall(app, petCalls.createDental, create('dental', dentalSubmissionSchema))

  for (const family of ['pet', 'dentipet'] as const) {
    registerCall(app, petCalls[family].image, async (c) => {
      const id = c.req.param('id')
      await findSubmission(deps, id, FAMILY[family])
      const bytes = await imagePart(c, 'image')
      const url = await deps.db.transaction(async (tx) => {
        // The photo may change only while the submission is open (its assessment has not run),
        // and every change is on the lead's timeline.
        const open = await submissionsRepo.lockForPhoto(tx, id)
        if (open?.status && open.status !== 'queued')
          throw new HttpError(409, { _id: 'This submission is complete: its photo can no longer change' })
        const stored = await storeImage(deps, tx, bytes, id)
        // The replaced photo is nobody's any more: the orphan clean-up deletes it.
        if (open?.image_path) await uploadsRepo.detach(tx, open.image_path, id)
        await submissionsRepo.setImage(tx, id, stored.name, stored.url)
        await recordLeadEvent(tx, {
          submissionId: id,
          type: 'photo',
          at: deps.clock.now(),
          note: open?.image_path ? 'Photo replaced' : 'Photo added',
        })
        await enqueueJob(tx, id, deps.clock.now())
        return stored.url
      })
      deps.wake()
      return ok(c, { _id: id, image_url: url })
    })
    registerCall(app, petCalls[family].messageToIa, async (c) => {
      const id = c.req.param('id')
      await findSubmission(deps, id, FAMILY[family])
      await deps.db.transaction((tx) => enqueueJob(tx, id, deps.clock.now()))
      deps.wake()
      return ok(c, { _id: id, queued: true }, 202)
    })
  }
  return app
}
