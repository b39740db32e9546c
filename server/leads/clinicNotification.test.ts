import { describe, expect, it } from 'vitest'
import { createLogger } from '../observability/createLogger'
import type { Triage } from '../triage/triage'
import { clinicNotification, EMERGENCY_FALLBACK } from './clinicNotification'

const lead = (triage: Triage) => ({
  id: '5f0c7a1e-0000-4000-8000-000000000001',
  kind: 'health',
  data: { pet_name: 'Rex', owner_name: 'Ann Owner', email: 'ann@example.com' },
  lang: 'en' as const,
  result: null,
  triage,
})

describe('clinic notification emergency block', () => {
  it('an emergency whose block cannot be built still reaches the clinic as an emergency, and the failure is logged with the lead id', () => {
    const lines: string[] = []
    const log = createLogger({ sink: (l) => lines.push(l) })
    // A stored triage damaged on disk: the emergency rule cannot read its signs.
    const damaged = { urgency: 'emergency', signs: null } as unknown as Triage
    const mail = clinicNotification(lead(damaged), { leadEmail: 'clinic@example.com', name: 'Willow', phone: '555 0100' }, log)
    expect(mail.text).toContain('EMERGENCY')
    expect(mail.text).toContain(EMERGENCY_FALLBACK.signs[0])
    expect(mail.text).toContain('Please call the owner now')
    expect(mail.html).toContain('role="alert"')
    const [line] = lines.map((l) => JSON.parse(l))
    expect(line).toMatchObject({ level: 50, leadId: lead(damaged).id, err: { type: 'TypeError' } })
  })

  it('a routine lead gets no emergency block', () => {
    const mail = clinicNotification(lead({ urgency: 'routine', signs: [] }), { leadEmail: 'clinic@example.com' })
    expect(mail.text).not.toContain('EMERGENCY')
    expect(mail.html).not.toContain('role="alert"')
  })
})
