import { describe, expect, it } from 'vitest'
import { DEMO_USER } from '../db/demoUser'
import { validLowCost, validPet } from '../testing/payloads'
import type { makeTestApp } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import { staffSession } from '../testing/demoWorkspace'

/**
 * What the workspace reads of a lead: a clinic form's complaint stored as its issue and the
 * owner's words apart, and a service request's service on its inbox row.
 */
let a: ReturnType<typeof makeTestApp>
withDemoWorkspace((w) => ({ a } = w), { ids: ['willow'] })

describe('the workspace lead', () => {
  it("stores a clinic form's complaint as separate items", async () => {
    const sent = {
      ...validPet(),
      clinic_id: 'willow',
      additional_info: 'i need help with skin problems, itching or hair loss Limping on the left hind leg',
    }
    const id = (await a.post('/api/pet', sent, { 'x-captcha': await a.captcha() })).json.content._id
    const lead = await a.get(`/api/workspace/leads/${id}`, await staffSession(a, 'owner@willow.test'))
    expect(lead.status).toBe(200)
    expect(lead.json.content.data.complaint).toEqual({
      issue: 'skin problems, itching or hair loss',
      details: 'Limping on the left hind leg',
    })
    // The text as sent is kept, as the spec's wire format has it.
    expect(lead.json.content.data.additional_info).toBe(sent.additional_info)
  })

  it("names a service request's service on its inbox row", async () => {
    expect((await a.post('/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })).status).toBe(201)
    const inbox = await a.get('/api/workspace/leads', await staffSession(a, DEMO_USER.email))
    expect(inbox.json.content.items.map((i: { kind: string; service: string | null }) => [i.kind, i.service])).toEqual([
      ['low_cost', 'dental_care'],
    ])
  })
})
