import type { PetAssessmentInput } from '../schemas/petAssessment'
import type { DentalSubmissionInput } from '../schemas/dentalSubmission'
import type { LowCostRequestInput } from '../schemas/lowCostRequest'
import type { ContactMessage } from '../schemas/contactMessage'
import type { Clinic } from '../clinics/Clinic'
import type { Booking, BookingContact, ClinicSlots, Hold } from './bookingTypes'
import { lookup, type NamedItem, type PrevInfoItem } from './lookups'
import { request, type Envelope, type RequestConfig, type RequestOptions } from './request'
import { normalizeClinicId } from '../schemas/clinicId'
import type { Attribution } from '../schemas/attribution'
import type { ApiError } from './ApiError'
import { backgroundProof } from './backgroundProof'
import { altchaProvider } from '../captcha/altchaProvider'

/** Where the API lives and how patient to be with it. */
export interface ApiOptions {
  /** The configured API domain, e.g. 'https://api.example.org' (a trailing slash is ignored). */
  apiBase: string
  /** Host of the two /pet_app/* provider calls; defaults to apiBase. */
  providerBase?: string
  timeoutMs?: number
  retries?: number
  /** Send an Idempotency-Key with every write (default true). */
  idempotency?: boolean
  /** The widget's current language ('en' or 'es'), asked at every call and sent as Accept-Language. */
  language?: () => string
  /**
   * What every lead submission carries besides the owner's answers: the `widget` it is sent from and
   * where the owner came from (`attribution`, left out when empty). A JSON body takes them as fields,
   * the QR check's multipart as text parts (the attribution as JSON).
   */
  lead?: { widget: string; attribution?: Attribution }
  /** Told when the server accepted a lead (`submitted`) or booked a visit (`booked`), with its answer. */
  accepted?: (event: 'submitted' | 'booked', answer: Envelope<unknown> & Partial<Created>) => void
}

/** The created record's id, as every create call returns it. */
export interface Created {
  _id: string
  /** Every call that stores a lead: the server's triage in the owner's language (an emergency notice, or what to watch for). */
  triage?: OwnerTriage
}

/** The server's triage of a submission as the owner reads it; plain text, shown as text. */
export interface OwnerTriage {
  urgency: 'emergency' | 'soon' | 'routine'
  /** `phone`: the number the text names, `label` as written in it, `tel` dialable (for a `tel:` link). */
  emergency: { title: string; text: string; phone?: { label: string; tel: string } } | null
  watch: { title: string; watchFor: string[]; callNowTitle: string; callNowIf: string[] } | null
}

/**
 * Calls that accept a captcha solution take it as the X-Captcha header: the clinic forms' own; a
 * call that creates something and is given none carries a proof solved in the background.
 */
export interface WriteOptions {
  captcha?: string
  idempotencyKey?: string
  signal?: AbortSignal
}

const trim = (s: string) => s.replace(/\/+$/, '')

function headers(o: WriteOptions): Record<string, string> {
  return o.captcha ? { 'X-Captcha': o.captcha } : {}
}

/** The server refused the X-Captcha proof: missing, wrong, expired or already used (a captcha error has no status). */
const captchaRefused = (e: ApiError) => e.status === 403 && 'captcha' in Object(e.content)

function imageForm(field: string, photo: Blob): FormData {
  const form = new FormData()
  // The spec: every photo is sent as image/jpeg named foto.jpg.
  form.append(field, photo, 'foto.jpg')
  return form
}

/**
 * One typed client for every documented API call. Field names are the contract's, quirks included.
 */
export function createApi(options: ApiOptions) {
  const api: RequestConfig = {
    base: trim(options.apiBase),
    timeoutMs: options.timeoutMs ?? 20000,
    retries: options.retries ?? 2,
    idempotency: options.idempotency !== false,
    language: options.language,
  }
  const provider: RequestConfig = { ...api, base: trim(options.providerBase ?? options.apiBase) }
  type Body = Pick<RequestOptions, 'json' | 'form' | 'retries'>
  const post = <T>(config: RequestConfig, path: string, body: Body, o: WriteOptions = {}) =>
    request<T>(config, path, { method: 'POST', ...body, headers: headers(o), idempotencyKey: o.idempotencyKey, signal: o.signal })
  const challenge = () => request<unknown>(api, '/captcha/challenge', { envelope: false })
  const proof = backgroundProof(altchaProvider(challenge))
  /**
   * A call that creates a lead, a hold or a model call: the server wants a one-use proof with
   * each. Without the form's own captcha it carries the proof solved in the background, and one
   * the server refuses (expired in a tab left open, or spent) is replaced once, so the owner never
   * sees a captcha error they had no captcha to fix.
   */
  const create = <T>(config: RequestConfig, path: string, body: Body, o: WriteOptions = {}) => {
    const send = async () => post<T>(config, path, body, { ...o, captcha: o.captcha ?? (await proof.take()) })
    return send().catch((e) => {
      if (o.captcha || !captchaRefused(e)) throw e
      return send()
    })
  }
  const told = <T>(event: 'submitted' | 'booked', answer: Promise<Envelope<T>>) =>
    answer.then((r) => {
      options.accepted?.(event, r)
      return r
    })
  /** A lead submission: the body with the widget and attribution, and the acceptance told. */
  const lead = <T>(config: RequestConfig, path: string, body: Body, o?: WriteOptions) => {
    const extra = options.lead ?? {}
    // `set`, not `append`: the QR check sends the same FormData again on a retry.
    if (body.form) for (const [k, x] of Object.entries(extra)) body.form.set(k, typeof x === 'string' ? x : JSON.stringify(x))
    else body.json = { ...(body.json as object), ...extra }
    return told('submitted', create<T>(config, path, body, o))
  }

  return {
    dogBreeds: () => lookup<NamedItem>(api, '/dog_breed'),
    catBreeds: () => lookup<NamedItem>(api, '/cat_breed'),
    medicines: () => lookup<NamedItem>(api, '/medicine'),
    conditions: () => lookup<NamedItem>(api, '/condition'),
    allergies: () => lookup<NamedItem>(api, '/allergie'),
    prevInfo: () => lookup<PrevInfoItem>(api, '/prev_info'),

    createPet: (body: PetAssessmentInput, o?: WriteOptions) => lead<Created>(api, '/pet', { json: body }, o),
    createDentalPet: (body: DentalSubmissionInput, o?: WriteOptions) => lead<Created>(api, '/pet/dentipet_pet', { json: body }, o),
    uploadPetImage: (id: string, photo: Blob, o?: WriteOptions) =>
      post<unknown>(api, `/pet/image/${encodeURIComponent(id)}`, { form: imageForm('image', photo) }, o),
    uploadDentalImage: (id: string, photo: Blob, o?: WriteOptions) =>
      post<unknown>(api, `/pet/dentipet/image/${encodeURIComponent(id)}`, { form: imageForm('image', photo) }, o),
    messageToAi: (id: string, o?: WriteOptions) => post<unknown>(api, `/pet/message_to_ia/${encodeURIComponent(id)}`, {}, o),
    dentalMessageToAi: (id: string, o?: WriteOptions) => post<unknown>(api, `/pet/dentipet/message_to_ia/${encodeURIComponent(id)}`, {}, o),
    /** Upload a photo on its own; content[0] is its URL. */
    uploadFile: (photo: Blob, o?: WriteOptions) => post<string[]>(api, '/file', { form: imageForm('image', photo) }, o),
    checkDentalAi: (body: DentalSubmissionInput, o?: WriteOptions) => create<string>(api, '/pet/check_dental_ai', { json: body }, o),
    /** The estimate's HTML, and beside it the id of the lead the request created. */
    formLowCost: (body: LowCostRequestInput, o?: WriteOptions) =>
      lead<string>(api, '/form_low_cost', { json: body }, o) as Promise<Envelope<string> & Partial<Created>>,
    contact: (body: ContactMessage, o?: WriteOptions) => create<unknown>(api, '/contact', { json: body }, o),

    recoverPassword: (email: string, o?: WriteOptions) => post<unknown>(api, '/user/recover_password', { json: { email } }, o),
    /** Sends the e-mail too (the server requires it), so the code is tried against one account only. */
    verifyCode: (code: string, email: string, o?: WriteOptions) => post<unknown>(api, '/user/verify_code', { json: { email, code } }, o),
    changePassword: (email: string, password: string, resetToken?: string, o: WriteOptions = {}) =>
      request<unknown>(api, '/user/password', {
        method: 'PATCH',
        json: resetToken ? { email, password, reset_token: resetToken } : { email, password },
        idempotencyKey: o.idempotencyKey,
        signal: o.signal,
      }),

    imageApp: (dataUrl: string, o?: WriteOptions) => post<string>(provider, '/pet_app/image_app', { json: { image: dataUrl } }, o),
    askModel: (prompt: string, imageUrl?: string, o?: WriteOptions) =>
      create<string>(provider, '/pet_app/request_to_gpt_4o_mini', { json: imageUrl ? { prompt, image_url: imageUrl } : { prompt } }, o),
    /** The QR form retries on its own (5 attempts, 1 s apart), so this makes one attempt. */
    dentalCheckAmcp: (form: FormData, o?: WriteOptions) =>
      lead<string>(provider, '/pet_app/dental_check_amcp', { form, retries: 0 }, o) as Promise<Envelope<string> & Partial<Created>>,

    /**
     * A clinic's public part (name, logo, links, results overlay, theme); one attempt, the widget has a fallback.
     * `no-cache`: every mount revalidates its cached copy (If-None-Match, a 304 when unchanged), so a change the
     * owner saves in the workspace shows on the next mount, not after the answer's max-age.
     */
    clinic: (clinicId: string) =>
      request<Clinic>(api, `/clinics/${encodeURIComponent(normalizeClinicId(clinicId))}`, { retries: 0, cache: 'no-cache' }),
    /**
     * A clinic's bookable starts for one service from a day on (YYYY-MM-DD), in the clinic's zone. The
     * browser's cache keeps the answer and revalidates it with its ETag each time (a 304 when nothing
     * changed), so a seat taken a moment ago is never offered from a stale copy.
     */
    slots: (clinicId: string, service: string, from: string, days: number) =>
      request<ClinicSlots>(
        api,
        `/clinics/${encodeURIComponent(clinicId)}/slots?service=${encodeURIComponent(service)}&from=${from}&days=${days}`,
        { retries: 0, cache: 'no-cache' },
      ),
    /** Keep a seat for ten minutes; 409 (rejected) when it is already gone, never retried. */
    hold: (body: { clinic_id: string; service: string; start: string }) => create<Hold>(api, '/bookings/holds', { json: body }),
    /** Confirm a hold with the owner's details; 409 when the hold expired and the seat was taken. */
    book: (body: BookingContact & { hold_id: string; hold_secret: string; lead_id?: string; lang?: string }, o?: WriteOptions) =>
      told('booked', post<Booking>(api, '/bookings', { json: body }, o)),
    /** ALTCHA challenge for the clinic forms' captcha. */
    captchaChallenge: challenge,
    /** Start solving the background proof now (a form without a captcha, as it mounts), so sending never waits for it. */
    prime: proof.prime,
  }
}

/** The client every widget receives. */
export type Api = ReturnType<typeof createApi>
