import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { validLowCost, validPet } from '../../server/testing/payloads'
import { parseCsv } from '../../server/testing/parseCsv'
import { SMS_LIMITS } from '../../server/sms/smsBudget'
import { startWebhookReceiver } from '../../server/testing/webhookReceiver'
import { visitTime } from '../../src/text/visitTime'
import { workspaceEn } from '../../src/text/workspace.en'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { startDemoHost, waitForWidgets, type DemoHost } from './support/demoHost'
import { currentStep, fillClinicOwnerStep, fillKioskPetStep, owner } from './support/fillAssessment'
import { logIn } from './support/logIn'
import { bookFirstVaccination, postPublic } from './support/postPublic'
import { startPushService } from './support/pushService'
import { withServers, type WebhookReceiver } from './support/suite'
import { e2eNow } from './support/e2eClock'

/**
 * One day of leads on the real demo host, scene by scene, each as the person who lives it sees it:
 *
 * 1. A kiosk lead at Willow Park nobody claims: past its re-route time it stays at Willow Park, its
 *    page says the clinic was alerted again and why, and Willow Park's owner has that alert by e-mail.
 * 2. A network lead at Pleasanton, open on the receptionist's screen, re-routed to Willow Park: the
 *    open page turns into where it went and why.
 * 3. An emergency at Pleasanton: within the minute every channel (e-mail, text, push) names the pet,
 *    the sign and the owner's phone to dial; it is alerted again while nobody claims it, and not
 *    once more after the receptionist presses "I'll call".
 * 4. That cat's visit booked, moved and cancelled by its owner: after each step the lead page, the
 *    inbox, Performance, the Calendar, the CSV export and the clinic's webhooks agree.
 *
 * The shortest targets the settings allow (in minutes of open time): a lead is late after 6
 * seconds, re-routed after 30, an emergency alerted again every 6 seconds.
 */
let host: DemoHost, browser: Browser, receiver: WebhookReceiver
let push: Awaited<ReturnType<typeof startPushService>>
/** The signing secret the workspace answers when the clinic adds its endpoint; read by the receiver at each delivery. */
let secret = 'whsec_AAAA'
withServers(
  async () => {
    const [host, receiver] = await Promise.all([
      startDemoHost({
        CLAIM_TARGET_MINUTES: '0.1',
        REROUTE_AFTER_MINUTES: '0.5',
        EMERGENCY_TARGET_MINUTES: '0.1',
        WEBHOOK_ALLOW_LOOPBACK: '1',
      }),
      startWebhookReceiver({ secret: () => secret, now: e2eNow }),
    ])
    return { host, receiver }
  },
  (s) => ({ host, browser, receiver } = s),
)
beforeAll(async () => {
  // The test-only option (never read from the environment): the push service double listens on loopback.
  host.server.deps.config.pushAllowLoopbackForTests = true
  push = await startPushService({ expectedKey: host.server.deps.config.vapid!.publicKey })
})
afterAll(async () => {
  await push?.close()
})

const PLEASANTON = 'Pleasanton Pet Care'
const WILLOW_PARK = 'Willow Park Animal Hospital'
const ZONE = 'America/Los_Angeles'
/** The emergency's owner, and Ana's mobile, where her texts go. */
const KIM = { owner_name: 'Kim Park', email: 'kim@example.org', phone_number: '9255550143' }
const ANA_MOBILE = '+19255550188'
const cal = workspaceEn.calendar

/** The uncaught errors of every page of the day. */
const thrown: string[][] = []
/** A page in a browser of its own on the clinic's clock, logged in as `email` when given. */
async function open(o: { email?: string; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const { page, errors } = await newPage(browser, o.viewport ?? { width: 1280, height: 900 }, { timezoneId: ZONE })
  thrown.push(errors)
  if (o.email) await logIn(page, host.origin, { email: o.email })
  return page
}

/** The day's mails and texts, as /outbox.json lists them (newest first). */
type Sent = { channel: 'email' | 'sms'; to: string; subject?: string; text: string }
const outbox = async (): Promise<Sent[]> => (await fetch(`${host.origin}/outbox.json`)).json() as Promise<Sent[]>
const sentTo = async (to: string, pred: (m: Sent) => boolean = () => true) => (await outbox()).filter((m) => m.to === to && pred(m))

/** The entries of the timeline on an open lead page, as its reader sees them. */
const timeline = (page: Page) => page.locator('ol.ws-timeline > li').allTextContents()

let mochi: string
let anaLead: Page

describe('a day of leads, from arrival to a cancelled visit', () => {
  it("a kiosk lead nobody claims stays with Willow Park past its re-route time: its page says the clinic was alerted again, and why; the owner's mail says so", async () => {
    // Willow Park's owner has the inbox open.
    const willow = await open({ email: 'owner@willow-park.test' })
    // At the front desk, the tablet's kiosk form: owner step, consent, pet step and photo, Submit.
    const kiosk = await open({ viewport: { width: 768, height: 1024 } })
    await kiosk.goto(`${host.origin}/form_dental_Willow_Park`)
    await waitForWidgets(kiosk)
    await fillClinicOwnerStep(kiosk, { pet: 'Biscuit' })
    await kiosk.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await kiosk.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => currentStep(kiosk)).toContain('Step 2 of 2')
    await fillKioskPetStep(kiosk)
    await kiosk.getByRole('button', { name: 'Submit' }).click()
    await kiosk.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    await kiosk.close()

    // It arrives live in the owner's inbox; nobody presses "I'll call". Its page is opened.
    await willow.getByRole('link', { name: new RegExp(`^Biscuit \\(dog\\) · ${owner.owner_name}`, 'i') }).click()
    await willow.getByRole('heading', { level: 1, name: `Biscuit · ${owner.owner_name}` }).waitFor()
    // Past its 0.5-minute re-route time, the page says the team (owners too) was alerted again, and that it stays.
    const stays = willow
      .locator('ol.ws-timeline > li')
      .filter({ hasText: 'Unclaimed: team alerted again (Still unclaimed after 30 seconds of open time' })
    await stays.waitFor({ timeout: 45_000 })
    expect(await stays.textContent()).toContain("A lead from the clinic's own form stays with the clinic.")
    expect(await stays.locator('.ws-note').textContent()).toBe('owner@willow-park.test')
    // ...and it is still Willow Park's: its own page, not a "moved" one; the clinic is Willow Park, by its name; nobody re-routed it.
    expect(await willow.getByRole('heading', { level: 1 }).textContent()).toBe(`Biscuit · ${owner.owner_name}`)
    const routing = willow.getByRole('region', { name: 'Routing' })
    expect(await routing.locator('dd').first().textContent()).toBe('Willow Park Animal Hospital')
    expect((await timeline(willow)).some((e) => e.includes('Re-routed'))).toBe(false)
    await expectNoAxeViolations(willow, 'a kiosk lead escalated inside its clinic')
    // Back in the inbox it is an ordinary row, still to be claimed.
    await willow.getByRole('link', { name: '← Back to leads' }).click()
    await willow.getByRole('button', { name: `I'll call Biscuit, ${owner.owner_name}` }).waitFor()

    // The owner's mailbox: the escalation, naming the pet, why, and the phone to call.
    const mail = await host.waitForMail(
      (m) =>
        m.to === 'owner@willow-park.test' &&
        m.subject === `Unclaimed lead: Biscuit, ${owner.owner_name}` &&
        m.text.includes("Still unclaimed after 30 seconds of open time: the clinic's owners are alerted too."),
    )
    expect(mail.text).toContain('Call the owner: (925) 555-0123')
    // The owner of the pet was never told another clinic would call.
    expect((await sentTo(owner.email)).map((m) => m.subject)).not.toContain('A new clinic will call you about Biscuit')
    await willow.close()
  })

  it('a network lead open on the receptionist’s screen is re-routed to Willow Park: her page turns into where it went and why', async () => {
    await postPublic(host.origin, '/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
    const ana = await open({ email: 'front@pleasanton.test' })
    await ana.getByRole('link', { name: /^Luna \(cat\) · Cy Owner/ }).click()
    await ana.getByRole('heading', { level: 1, name: 'Luna · Cy Owner' }).waitFor()
    // Past its target, said in words; then, unclaimed at its re-route time, the open page follows the lead.
    await ana.getByText(/^Past its 6-second target since /).waitFor({ timeout: 20_000 })
    await ana.getByRole('heading', { level: 1, name: 'Luna moved to another clinic' }).waitFor({ timeout: 45_000 })
    const terms = ana.locator('dl.ws-fields')
    await expect.poll(() => terms.locator('dd').nth(2).textContent()).toBe(WILLOW_PARK)
    expect(await terms.locator('dd').nth(4).textContent()).toBe(`Unclaimed at ${PLEASANTON} after 30 seconds of open time`)
    await expectNoAxeViolations(ana, 'the receptionist’s page of a lead that moved away')
    await ana.close()
  })

  it("an emergency reaches every channel within the minute, with the pet, the sign and the phone to dial; again while unclaimed; never after I'll call", async () => {
    // Ana, at Pleasanton's desk, gave her mobile and has alerts on in her browser (the push service double stands in for the browser's).
    anaLead = await open({ email: 'front@pleasanton.test' })
    const sub = push.subscribe()
    const call = (path: string, method: string, body: unknown) =>
      anaLead.evaluate(
        async ([path, method, body]) =>
          (await fetch(`/api/workspace/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
            .status,
        [path, method, body] as const,
      )
    expect(await call('alerts', 'PUT', { push: true, email: true, sms: true, mobile: ANA_MOBILE })).toBe(200)
    expect(await call('push/subscriptions', 'POST', sub)).toBe(201)

    // Kim, on Pleasanton's own health form: her male cat strains in the litter box and nothing comes out.
    const sent = Date.now()
    const lead = await postPublic(host.origin, '/api/pet', {
      ...validPet(),
      ...KIM,
      pet_name: 'Mochi',
      pet_type: 'cat',
      primary_breed: 'Domestic Shorthair',
      clinic_id: 'pleasanton',
      additional_info: 'my male cat keeps straining in the litter box and nothing comes out, crying',
    })
    mochi = lead.content._id!
    const sign = 'straining or unable to pee: "straining in the litter"'
    const phone = 'Call the owner: (925) 555-0143'

    // Within the minute, on every channel: Ana's e-mail, her text, her browser's push; each with the sign and the phone.
    const mail = await host.waitForMail((m) => m.to === 'front@pleasanton.test' && m.subject === 'Emergency lead: Mochi (cat)', 60_000)
    expect(mail.text).toContain(sign)
    expect(mail.text).toContain(phone)
    await expect.poll(async () => (await sentTo(ANA_MOBILE)).length, { timeout: 60_000 }).toBeGreaterThan(0)
    const [text] = await sentTo(ANA_MOBILE)
    expect(text!.text).toMatch(/^Emergency lead: Mochi \(cat\)\. /)
    expect(text!.text).toContain(sign)
    expect(text!.text).toContain(phone)
    const [first] = await push.waitFor(1, 60_000)
    expect(first!.payload).toMatchObject({ leadId: mochi, urgency: 'emergency', title: 'Emergency lead: Mochi (cat)' })
    expect((first!.payload as { body: string }).body).toContain(phone)
    expect(Date.now() - sent).toBeLessThan(60_000)

    // Nobody has said "I'll call": six seconds of open time later, every channel again.
    const again = (m: { subject?: string }) => m.subject === 'Unclaimed emergency: Mochi, Kim Park'
    const realert = await host.waitForMail((m) => m.to === 'front@pleasanton.test' && again(m), 30_000)
    expect(realert.text).toContain(`Nobody has said "I'll call" within 6 seconds of open time (emergency).`)
    expect(realert.text).toContain(phone)
    await expect.poll(async () => (await sentTo(ANA_MOBILE)).length, { timeout: 30_000 }).toBeGreaterThan(1)
    expect((await sentTo(ANA_MOBILE))[0]!.text).toMatch(/^Emergency lead still unclaimed: Mochi \(cat\)\. /)
    await push.waitFor(2, 30_000)
    expect(push.received[1]!.payload).toMatchObject({ leadId: mochi, title: 'Emergency lead still unclaimed: Mochi (cat)' })

    // Ana presses "I'll call" on the inbox row, and opens the lead.
    const row = anaLead.locator('li.ws-lead', { hasText: 'Mochi' })
    await row.getByRole('button', { name: "I'll call Mochi, Kim Park" }).click()
    await row.getByText('You have it').waitFor()
    await row.getByRole('link', { name: /^Mochi \(cat\) · Kim Park/ }).click()
    await anaLead.getByRole('heading', { level: 1, name: 'Mochi · Kim Park' }).waitFor()
    const entries = await timeline(anaLead)
    const claimedAt = entries.findIndex((e) => e.includes("Claimed (I'll call)"))
    const alerted = entries.filter((e) => e.includes('Unclaimed: team alerted again')).length
    expect(claimedAt).toBeGreaterThan(-1)
    expect(entries.slice(claimedAt).some((e) => e.includes('alerted again'))).toBe(false)
    await expectNoAxeViolations(anaLead, 'the emergency, claimed')
    // Every alert made before the claim has arrived: one e-mail and one push each, and a text each
    // while her number's hourly budget lasts (a text is never refused for a lead, only skipped)...
    await expect.poll(async () => (await sentTo('front@pleasanton.test', again)).length).toBe(alerted)
    await push.waitFor(1 + alerted)
    const texts = Math.min(1 + alerted, SMS_LIMITS.perNumberHour)
    await expect.poll(async () => (await sentTo(ANA_MOBILE)).length).toBe(texts)
    const before = { mails: alerted, texts, pushes: 1 + alerted }
    // ...and past two more of its 6-second intervals, none follows: not on any channel, not on the page.
    await new Promise((r) => setTimeout(r, 13_000))
    const after = { mails: (await sentTo('front@pleasanton.test', again)).length, texts: (await sentTo(ANA_MOBILE)).length }
    expect({ ...after, pushes: push.received.length }).toEqual(before)
    expect((await timeline(anaLead)).filter((e) => e.includes('alerted again')).length).toBe(alerted)
  })

  it('its visit booked, moved and cancelled: the lead page, the inbox, Performance, the Calendar, the CSV and the webhooks agree at each step', async () => {
    // Pleasanton's owner adds a webhook endpoint for its visits and leads' status, from the workspace.
    const boss = await open({ email: 'owner@pleasanton.test' })
    const added = await boss.evaluate(async (url) => {
      const r = await fetch('/api/workspace/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url, events: ['booking.created', 'booking.rescheduled', 'booking.cancelled', 'lead.status_changed'] }),
      })
      return { status: r.status, secret: ((await r.json()) as { content: { secret: string } }).content.secret }
    }, receiver.url)
    expect(added.status).toBe(201)
    secret = added.secret
    // The desk's Calendar (never reloaded) and the Performance page, each in its own tab.
    const desk = await open({ email: 'front@pleasanton.test' })
    await desk.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: cal.nav }).click()
    await desk.getByRole('heading', { level: 1, name: cal.title }).waitFor()
    const perf = await boss.context().newPage()

    /**
     * What each place must say after `step`: the lead's `status`, and the visit `event` announced
     * to the webhooks; `when` is the visit's time as the owner's e-mail or manage page writes it
     * ("moved to ..." after a move), which the lead page must say too (none after a cancel).
     */
    async function expectEverywhere(step: string, status: 'Booked' | 'Contacted', event: string, when?: string) {
      // The integrator: the endpoint got the visit's event, verified, and the lead's new status.
      const verified = () => receiver.got.map((g) => g.verified as { type: string; data: Record<string, Record<string, string>> })
      await expect.poll(() => verified().some((v) => v?.type === event), { timeout: 15_000 }).toBe(true)
      await expect
        .poll(
          () =>
            verified()
              .filter((v) => v?.type === 'lead.status_changed' && v.data.lead!.id === mochi)
              .at(-1)?.data.lead!.status,
        )
        .toBe(status.toLowerCase())
      expect(receiver.got.every((g) => g.error === null)).toBe(true)
      const visit = verified()
        .filter((v) => v?.type === event)
        .at(-1)!.data.booking!
      expect(visit).toMatchObject({ lead_id: mochi, pet_name: 'Mochi', status: status === 'Booked' ? 'booked' : 'cancelled' })

      // The receptionist's open lead page: its status, and the visit as the owner reads it, on its timeline.
      await expect.poll(() => anaLead.locator('.ws-meta .ws-status').textContent()).toBe(status)
      const last = (await timeline(anaLead)).at(-1)
      expect(last).toContain(`Status changed: ${status}`)
      expect(last).toContain(when ? `${visit.appointment_name}, ${when}` : `${visit.appointment_name} cancelled`)
      // The owner's inbox row.
      const row = boss.locator('li.ws-lead', { hasText: 'Mochi' })
      await expect.poll(() => row.locator('.ws-status').textContent()).toBe(`Status: ${status}`)
      // Performance: visits booked and still on.
      await perf.goto(`${host.origin}/workspace/performance`)
      const bookings = perf.getByRole('table', { name: 'Bookings' })
      await bookings.waitFor()
      expect((await bookings.getByRole('cell').allTextContents())[1]).toBe(status === 'Booked' ? '1' : '0')
      // The desk's Calendar, live: the visit at its time, or marked cancelled.
      const at = (iso: string) => visitTime(iso, ZONE, 'en', false, ZONE)
      const title = `${at(visit.start!)} – ${at(visit.end!)} · ${visit.appointment_name} · Mochi`
      const shown = desk.locator('.ws-visit h3').filter({ hasText: 'Mochi' })
      await expect
        .poll(async () => (await shown.allTextContents()).map((t) => t.replace(/\s+/g, ' ')))
        .toEqual([`${title}${status === 'Booked' ? '' : ` · ${cal.cancelled}`}`.replace(/\s+/g, ' ')])
      await expectNoAxeViolations(desk, `calendar, ${step}`)
      // The accountant's CSV, downloaded through the inbox's export link.
      await boss.getByText('Export CSV').click()
      const [download] = await Promise.all([boss.waitForEvent('download'), boss.getByRole('link', { name: 'Download CSV' }).click()])
      const rows = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''))
      const column = rows[0]!.indexOf('Status')
      expect(rows.find((r) => r[0] === mochi)?.[column]).toBe(status.toLowerCase())
      await boss.getByText('Export CSV').click()
    }

    // Kim books Pleasanton's first free vaccination for Mochi, through the calls the booking widget makes.
    await bookFirstVaccination(host.origin, {
      owner_name: KIM.owner_name,
      email: KIM.email,
      phone: KIM.phone_number,
      pet_name: 'Mochi',
      species: 'cat',
      lead_id: mochi,
      lang: 'en',
    })
    // Her confirmation says when, as the lead page must.
    const confirmation = await host.waitForMail((m) => m.to === KIM.email && /booking#token=/.test(m.text))
    const booked = /^When: (.+)$/m.exec(confirmation.text)![1]!
    await expectEverywhere('booked', 'Booked', 'booking.created', booked)

    // Kim opens her confirmation's link and moves the visit to the next time the page offers.
    const link = new URL(/https?:\/\/\S+\/booking#token=\S+/.exec(confirmation.text)![0])
    const kim = await open({ viewport: { width: 390, height: 844 } })
    await kim.goto(`${host.origin}${link.pathname}${link.hash}`)
    const when = kim.locator('#booking-details dt', { hasText: 'When' }).locator('xpath=following-sibling::dd[1]')
    await when.waitFor()
    expect(await when.textContent()).toBe(booked)
    await kim.getByLabel('New time').selectOption({ index: 1 })
    await kim.getByRole('button', { name: 'Move' }).click()
    await expect.poll(() => kim.locator('#booking-status').textContent()).toContain('Your visit is moved')
    await expect.poll(() => when.textContent()).not.toBe(booked)
    await expectEverywhere('moved', 'Booked', 'booking.rescheduled', `moved to ${await when.textContent()}`)

    // ...then cancels it, after the page asks once more.
    await kim.getByRole('button', { name: 'Cancel the visit' }).click()
    await kim.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => kim.locator('#booking-status').textContent()).toContain('Your visit is cancelled')
    await expectEverywhere('cancelled', 'Contacted', 'booking.cancelled')
    // Booked nowhere: not on the lead page, not in the inbox.
    expect(await anaLead.locator('.ws-meta').getByText('Booked').count()).toBe(0)
    expect(await boss.locator('li.ws-lead', { hasText: 'Mochi' }).getByText('Booked').count()).toBe(0)
    for (const p of [kim, desk, boss, anaLead]) await p.context().close()
    // A closed page's live stream may end with an error; nothing else may be thrown all day.
    expect(thrown.flat().filter((e) => !/events|EventSource/.test(e))).toEqual([])
  })
})
