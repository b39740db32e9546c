import { expect } from 'vitest'
import { paysProof, solvedCaptcha } from '../../../server/testing/solvedCaptcha'

/** The envelope a public call answers: `content`, and `_id` beside it where the content is the owner's HTML (the service request). */
export interface Created<T> {
  success: boolean
  content: T
  _id?: string
}

/**
 * POSTs `body` as JSON to the public call `path` (with its `/api` base) of the demo host at
 * `origin`, as a widget calls it: a call that creates a lead, a hold or a model call pays a solved
 * captcha proof (X-Captcha), any other goes without. Expects 201 Created and answers the envelope.
 *
 * @example
 * const { hold_id, hold_secret } = (await postPublic(host.origin, '/api/bookings/holds', { clinic_id, service, start })).content
 */
export async function postPublic<T = Record<string, string>>(origin: string, path: string, body: unknown): Promise<Created<T>> {
  const proof: Record<string, string> = paysProof('POST', path) ? { 'x-captcha': await solvedCaptcha(origin) } : {}
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...proof },
    body: JSON.stringify(body),
  })
  expect(res.status, `POST ${path}`).toBe(201)
  return (await res.json()) as Created<T>
}

/**
 * Books Pleasanton's first free vaccination through the calls the booking widget makes (its
 * slots, a hold, the booking), for `owner` (the booking call's fields: owner_name, email, phone,
 * pet_name, species, and lead_id and lang where wanted). Answers the booking's envelope.
 */
export async function bookFirstVaccination(origin: string, owner: Record<string, string>): Promise<Created<Record<string, string>>> {
  const slots = await (await fetch(`${origin}/api/clinics/pleasanton/slots?service=vaccination&days=7`)).json()
  const hold = (
    await postPublic(origin, '/api/bookings/holds', {
      clinic_id: 'pleasanton',
      service: 'vaccination',
      start: slots.content.slots[0].start,
    })
  ).content
  return postPublic(origin, '/api/bookings', { hold_id: hold.hold_id, hold_secret: hold.hold_secret, ...owner })
}
