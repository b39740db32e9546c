import { Hono } from 'hono'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { dentalSubmissionSchema } from '../../src/schemas/dentalSubmission'
import { lowCostRequestSchema } from '../../src/schemas/lowCostRequest'
import { qrDentalCheckSchema } from '../../src/schemas/qrDentalCheck'
import { checkAllowedWebsite } from '../http/checkAllowedWebsite'
import { withComplaint } from '../clinics/withComplaint'
import type { Deps } from '../deps'
import { intakeLead } from './intakeLead'
import type { AppEnv } from '../http/appEnv'
import { resultHtml } from '../html/resultHtml'
import { BODY_LIMITS } from '../http/limits'
import { readForm, readJson } from '../http/readBody'
import { ok } from '../http/respond'
import { ownerLang } from '../http/ownerLang'
import { validate } from '../http/validate'
import { registerCall } from '../openapi/declareCall'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { buildEstimate } from '../clinics/estimate'
import { estimateHtml } from '../clinics/estimateHtml'
import { assessWithFallback } from '../jobs/assessWithFallback'
import { enqueueJob } from '../jobs/enqueueJob'
import { photoDataUrl } from '../uploads/photoDataUrl'
import { storeImage, UPLOAD_NAME } from '../uploads/storeImage'
import { submissionsRepo } from '../db/submissionsRepo'
import { resultCalls } from './resultCalls'
import type { StoredSubmission } from './storeSubmission'
import { answerTriage } from './answerTriage'

const QR_CLINIC = 'amcp'

/** Which engine wrote the result, in the e-mail's words; the offline note already ends with that sentence. */
function engineNote(result: { usedModel: boolean; engine: string }, lang: Lang): string {
  return result.usedModel ? serverText(lang).assessmentBy.model(result.engine) : ''
}

/**
 * The calls whose answer is an HTML result shown on screen (resultCalls): the dental check, the
 * QR dental check (multipart) and the low-cost request. Each stores the submission and its
 * job (due after the grace period) in one transaction before any slow call, then writes the
 * result (provider, or the offline engine when it fails or is slow), saves it and makes the job
 * due now, which mails owner and clinic. A process that dies while the model thinks loses no
 * lead: the job runs after the grace period and assesses from the stored facts. The result is in
 * the owner's language (Accept-Language, stored with the submission as `lang`).
 */
export function resultRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  async function finish(
    id: string,
    kind: PetFacts['kind'],
    data: Record<string, unknown>,
    photo: string | undefined,
    lang: Lang,
    stored: StoredSubmission,
    prefix = '',
  ) {
    // The note states the lead's stored urgency, the one its e-mails, inbox and webhooks carry.
    const facts = { ...petFacts(kind, data, lang), urgency: stored.triage?.urgency }
    const result = await assessWithFallback(deps.provider, facts, deps.clock.now(), photo, deps.config.aiTimeoutMs, (err) =>
      deps.log.warn({ err, leadId: id }, 'AI provider failed; offline engine answered'),
    )
    await deps.db.transaction(async (tx) => {
      await submissionsRepo.setResult(tx, id, prefix + result.text, result.engine)
      await enqueueJob(tx, id, deps.clock.now())
    })
    deps.wake()
    return { facts, result }
  }

  registerCall(app, resultCalls.dentalCheck, async (c) => {
    const data = withComplaint(validate(dentalSubmissionSchema, await readJson(c, BODY_LIMITS.json)))
    await checkAllowedWebsite(deps, c, data.clinic_id)
    const lang = ownerLang(c)
    const t = serverText(lang).result
    const imageName = data.image_url.split('/').pop() ?? ''
    const { stored: lead } = await intakeLead(deps, c, {
      kind: 'dental_check',
      clinicId: data.clinic_id,
      data,
      lang,
      imagePath: UPLOAD_NAME.test(imageName) ? imageName : null,
    })
    const id = lead.id
    const { facts, result } = await finish(id, 'dental_check', data, await photoDataUrl(deps.photos, data.image_url), lang, lead)
    return ok(c, resultHtml({ title: t.dentalTitle(facts.petName), assessment: result.text, note: engineNote(result, lang) }), 201, {
      _id: id,
      ...(await answerTriage(deps, lead, data, lang)),
    })
  })

  registerCall(app, resultCalls.qrDentalCheck, async (c) => {
    const form = await readForm(c, BODY_LIMITS.multipart)
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    const data = validate(qrDentalCheckSchema, fields)
    await checkAllowedWebsite(deps, c, QR_CLINIC)
    const lang = ownerLang(c)
    const t = serverText(lang).result
    const photo = form.get('photo')
    const bytes = photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null
    // The QR form's clinic is fixed, so its proof is all that keeps a script from aiming leads at it.
    const { stored: lead, extra: imageName } = await intakeLead(
      deps,
      c,
      { kind: 'qr_dental', clinicId: QR_CLINIC, data, lang },
      async (tx, s) => {
        if (!bytes) return null
        const image = await storeImage(deps, tx, bytes, s.id)
        await submissionsRepo.setImage(tx, s.id, image.name, image.url)
        return image.name
      },
    )
    const id = lead.id
    const { facts, result } = await finish(id, 'qr_dental', data, await photoDataUrl(deps.photos, imageName), lang, lead)
    return ok(
      c,
      resultHtml({
        title: t.qrTitle(facts.petName),
        lines: [[t.breathRating, t.breathOf(data.bad_breath)]],
        assessment: result.text,
        note: t.thanks + engineNote(result, lang),
      }),
      201,
      { _id: id, ...(await answerTriage(deps, lead, data, lang)) },
    )
  })

  registerCall(app, resultCalls.lowCost, async (c) => {
    const data = validate(lowCostRequestSchema, await readJson(c, BODY_LIMITS.json))
    const lang = ownerLang(c)
    const text = serverText(lang)
    const clinicId = data.clinic_id?.trim() || null
    const { stored: lead } = await intakeLead(deps, c, { kind: 'low_cost', clinicId, data, lang })
    const id = lead.id
    const stored = await submissionsRepo.find(deps.db, id)
    const estimate = await buildEstimate(
      deps.db,
      data,
      clinicId,
      stored ? { leadClinicId: stored.lead_clinic_id ?? null, triage: stored.triage } : null,
      lang,
      deps.clock.now(),
      deps.config.emergencyHospitalMaxMiles,
    )
    // The same human label the wizard showed the owner (the English one is the widget's own catalogue's).
    const serviceName = text.services[data.service]
    const summary = `${text.result.serviceRequested(serviceName)}\n${estimate.summary}\n\n`
    let assessment: string | undefined
    let note = ''
    if (data.analizeAi) {
      const photo = await photoDataUrl(deps.photos, data.imageUrl)
      const { result } = await finish(id, 'low_cost', data, photo, lang, lead, summary)
      assessment = result.text
      note = engineNote(result, lang)
    } else {
      await deps.db.transaction(async (tx) => {
        await submissionsRepo.setResult(tx, id, summary.trim(), 'offline')
        await enqueueJob(tx, id, deps.clock.now())
      })
      deps.wake()
    }
    return ok(
      c,
      estimateHtml({
        estimate,
        title: text.result.lowCostTitle(serviceName, data.pet_name),
        serviceName,
        zip: data.zip_code,
        email: data.email,
        assessment,
        note,
        lang,
      }),
      201,
      { _id: id, ...(await answerTriage(deps, lead, data, lang)) },
    )
  })
  return app
}
