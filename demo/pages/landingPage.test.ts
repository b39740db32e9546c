import { describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../../server/clinics/seedDemoClinics'
import { activePartners } from '../../server/db/clinicsRepo'
import { validLowCost } from '../../server/testing/payloads'
import { makeTestApp } from '../../server/testing/testApp'
import { withTestDb, type TestDb } from '../../server/testing/withTestDb'
import { initialWizardState, SUBMIT_STEP, wizardReducer, type Steering } from '../../src/forms/serviceRequest/reducer'
import { demoHost } from '../demoHost'

let t: TestDb
withTestDb((d) => {
  t = d
})
const app = () => makeTestApp(t.db, t.dataDir, { hostPages: demoHost })
const page = async (path: string) => (await app().get(path)).text

/** The questions an owner answers, walking the wizard with Next from the first to the submit. */
function walk(answers: Steering): number {
  let state = initialWizardState
  let asked = 1
  while (state.step < SUBMIT_STEP) {
    state = wizardReducer(state, { type: 'next', answers })
    asked++
  }
  return asked
}

describe('landing page', () => {
  it('links its Spanish page to the Spanish forms, and the form pages start their widget in that language', async () => {
    const es = await page('/?lang=es')
    for (const path of ['/main_form', '/dentipet', '/Recover_password']) {
      expect(es, path).toContain(`href="${path}?lang=es"`)
      expect(es, path).not.toContain(`href="${path}"`)
    }
    const en = await page('/')
    expect(en).toContain('href="/main_form"')
    expect(en).not.toMatch(/href="\/[A-Za-z_]+\?lang=es"/)

    expect(await page('/main_form?lang=es')).toMatch(
      /<section class="widget-frame" lang="es"><div data-petlead-form="health" data-lang="es">/,
    )
    expect(await page('/form_Willow?lang=es')).toContain('data-clinic-id="willow" data-lang="es"')
    // The pages the Spanish landing page links to speak Spanish around the widget too: title, navigation, footer.
    const health = await page('/main_form?lang=es')
    expect(health).toMatch(/^<!doctype html>\n<html lang="es">/)
    expect(health).toContain('<h1>Evaluación de salud gratuita con IA</h1>')
    expect(health).toContain('<a href="/main_form?lang=es">Salud</a>')
    expect(health).toContain('PetLead no ofrece servicios veterinarios directamente.')
    expect(health).not.toContain('Business hours')
    for (const path of ['/dentipet', '/Recover_password']) expect(await page(`${path}?lang=es`), path).toMatch(/<html lang="es">/)
    // A developer page with no Spanish words stays English around a Spanish widget.
    expect(await page('/form_Willow?lang=es')).toMatch(/<html lang="en">[\s\S]*<h1>Willow: pet health assessment<\/h1>/)
    // Asked for in no language, the widget chooses as on any host page (a clinic's own language, the browser's).
    expect(await page('/main_form')).toMatch(/<section class="widget-frame"><div data-petlead-form="health"><\/div>/)
  })

  it('promises as many questions as the wizard asks, and pictures its step counter as the wizard shows it', async () => {
    const fewest = walk({ service: 'spay_neuter' })
    const most = walk({ service: 'dental_care', analizeAi: true })
    expect([fewest, most]).toEqual([12, 14])
    expect(await page('/')).toContain(`<p>${fewest} to ${most} short questions, about three minutes.`)
    expect(await page('/?lang=es')).toContain(`<p>De ${fewest} a ${most} preguntas breves, unos tres minutos.`)
    // The picture's step is the service question with dental care chosen and no AI analysis yet.
    const total = walk({ service: 'dental_care' }) + 1 // and the result
    expect(await page('/')).toContain(`<p class="mock-head">Step 3 of ${total}</p>`)
    expect(await page('/?lang=es')).toContain(`<p class="mock-head">Paso 3 de ${total}</p>`)
  })

  it("shows as its example an estimate the service request really gives, from the partners' price tables", async () => {
    // With no partner offering it, no price is shown rather than an invented one.
    expect(await page('/')).not.toContain('mock-estimate-price')
    await seedDemoClinics(t.db, new Date())
    const html = await page('/')
    const m =
      /<span class="mock-estimate-price">\$(\d+) – \$(\d+)<\/span><span class="mock-estimate-note">Dental care, dog of 40 lbs or less, ([^<]+)<\/span>/.exec(
        html,
      )
    expect(m).not.toBeNull()
    const [, from, to, clinic] = m!
    const partner = (await activePartners(t.db)).find((p) => p.name === clinic)!
    // The owner of a 40 lb dog near that clinic asking for dental care is quoted that clinic's same range.
    const res = await app().post('/api/form_low_cost', {
      ...validLowCost(),
      service: 'dental_care',
      pet_type: 'dog',
      pet_breeds: ['Beagle'],
      weight: '40',
      zip_code: partner.zip,
      analizeAi: false,
    })
    expect(res.status).toBe(201)
    const quote = new RegExp(`${clinic!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</strong>[^]*?Estimated price: \\$${from} - \\$${to}`)
    expect(res.json.content).toMatch(quote)
    expect(await page('/?lang=es')).toContain(
      `$${from} – $${to}</span><span class="mock-estimate-note">Cuidado dental, perro de 40 libras o menos, ${clinic}`,
    )
  })
})
