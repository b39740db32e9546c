import { Hono } from 'hono'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { dentalSubmissionSchema } from '../../../src/schemas/dentalSubmission'
import { lowCostRequestSchema } from '../../../src/schemas/lowCostRequest'
import { qrDentalCheckSchema } from '../../../src/schemas/qrDentalCheck'
import { en } from '../../../src/text/en'
import { spendCaptcha } from '../captcha/captcha'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { resultHtml } from '../html/resultHtml'
import { BODY_LIMITS } from '../http/limits'
import { readForm, readJson } from '../http/readBody'
import { ok } from '../http/respond'
import { validate } from '../http/validate'
import { buildEstimate } from '../clinics/estimate'
import { estimateHtml } from '../clinics/estimateHtml'
import { assessWithFallback } from '../jobs/assessWithFallback'
import { enqueueJob } from '../jobs/enqueueJob'
import { photoDataUrl } from '../uploads/photoDataUrl'
import { storeImage, UPLOAD_NAME } from '../uploads/storeImage'
import { submissionsRepo } from '../db/submissionsRepo'
import { storeSubmission } from './storeSubmission'

const QR_CLINIC = 'amcp'

function engineNote(usedModel: boolean): string {
  return usedModel
    ? 'Written with the help of an AI model. This is guidance, not a diagnosis; please see a veterinarian.'
    : 'No AI model was used: written by PetLead\'s built-in rules. This is guidance, not a diagnosis; please see a veterinarian.'
}

/**
 * The calls whose answer is an HTML result shown on screen: /pet/check_dental_ai,
 * /pet_app/dental_check_amcp (multipart) and /form_low_cost. Each stores the submission and its
 * job (due after the grace period) in one transaction before any slow call, then writes the
 * result (provider, or the offline engine when it fails or is slow), saves it and makes the job
 * due now, which mails owner and clinic. A process that dies while the model thinks loses no
 * lead: the job runs after the grace period and assesses from the stored facts.
 */
export function resultRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const graceMs = deps.config.leadGraceMs

  async function finish(id: string, kind: PetFacts['kind'], data: Record<string, unknown>, photo: string | undefined, prefix = '') {
    const facts = petFacts(kind, data)
    const result = await assessWithFallback(deps.provider, facts, deps.clock.now(), photo, deps.config.aiTimeoutMs)
    await deps.db.transaction(async (tx) => {
      await submissionsRepo.setResult(tx, id, prefix + result.text, result.engine)
      await enqueueJob(tx, id, deps.clock.now())
    })
    deps.wake()
    return { facts, result }
  }

  app.post('/pet/check_dental_ai', async (c) => {
    const data = validate(dentalSubmissionSchema, await readJson(c, BODY_LIMITS.json))
    const imageName = data.image_url.split('/').pop() ?? ''
    const id = await deps.db.transaction(async (tx) => {
      if (data.clinic_id) await spendCaptcha(deps, tx, c.req.header('x-captcha'))
      await c.var.limitOwnerMail(data.email, tx)
      return storeSubmission(tx, 'dental_check', data.clinic_id, data, deps.clock.now(), { graceMs, clinics: deps.clinics, publicUrl: deps.config.publicUrl, imagePath: UPLOAD_NAME.test(imageName) ? imageName : null })
    })
    const { facts, result } = await finish(id, 'dental_check', data, await photoDataUrl(deps.photos, data.image_url))
    return ok(c, resultHtml({ title: `Dental assessment for ${facts.petName}`, assessment: result.text, note: engineNote(result.usedModel) }), 201, { _id: id })
  })

  app.post('/pet_app/dental_check_amcp', async (c) => {
    const form = await readForm(c, BODY_LIMITS.multipart)
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    const data = validate(qrDentalCheckSchema, fields)
    await c.var.limitOwnerMail(data.email)
    const photo = form.get('photo')
    const bytes = photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null
    const { id, imageName } = await deps.db.transaction(async (tx) => {
      const id = await storeSubmission(tx, 'qr_dental', QR_CLINIC, data, deps.clock.now(), { graceMs, clinics: deps.clinics, publicUrl: deps.config.publicUrl })
      if (!bytes) return { id, imageName: null }
      const stored = await storeImage(deps, tx, bytes, id)
      await submissionsRepo.setImage(tx, id, stored.name, stored.url)
      return { id, imageName: stored.name }
    })
    const { facts, result } = await finish(id, 'qr_dental', data, await photoDataUrl(deps.photos, imageName))
    return ok(c, resultHtml({
      title: `Dental check for ${facts.petName}`,
      lines: [['Breath rating', `${data.bad_breath} of 5`]],
      assessment: result.text,
      note: `Thank you! We'll be in touch soon. ${engineNote(result.usedModel)}`,
    }), 201, { _id: id })
  })

  app.post('/form_low_cost', async (c) => {
    const data = validate(lowCostRequestSchema, await readJson(c, BODY_LIMITS.json))
    await c.var.limitOwnerMail(data.email)
    const clinicId = data.clinic_id?.trim() || null
    const id = await deps.db.transaction((tx) => storeSubmission(tx, 'low_cost', clinicId, data, deps.clock.now(), { graceMs, clinics: deps.clinics, publicUrl: deps.config.publicUrl }))
    const estimate = await buildEstimate(deps.db, data, clinicId)
    // The same human label the wizard showed the owner (one text catalogue).
    const serviceName = en.services[data.service]
    const summary = `Service requested: ${serviceName}\n${estimate.summary}\n\n`
    let assessment: string | undefined
    let note = ''
    if (data.analizeAi) {
      const photo = await photoDataUrl(deps.photos, data.imageUrl)
      const { result } = await finish(id, 'low_cost', data, photo, summary)
      assessment = result.text
      note = engineNote(result.usedModel)
    } else {
      await deps.db.transaction(async (tx) => {
        await submissionsRepo.setResult(tx, id, summary.trim(), 'offline')
        await enqueueJob(tx, id, deps.clock.now())
      })
      deps.wake()
    }
    return ok(c, estimateHtml({
      estimate, title: `Your ${serviceName} request for ${data.pet_name}`, serviceName, zip: data.zip_code, email: data.email, assessment, note,
    }), 201, { _id: id })
  })
  return app
}
