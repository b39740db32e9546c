import type { Route } from './Route'
import type { Lang } from '../text/lang'
import type { Triage, Urgency } from '../triage/triage'
import type { Queryable } from './db'

/** The kinds of lead the API stores, one row each in `submissions`. */
export type SubmissionKind = 'health' | 'dental' | 'dental_check' | 'qr_dental' | 'low_cost' | 'contact'

/** A stored submission as the lead's notification and its job read it. */
export interface SubmissionFacts {
  id: string
  kind: SubmissionKind
  clinic_id: string | null
  /** The clinic the lead belongs to (leads/leadClinic.ts); null: the network queue. */
  lead_clinic_id: string | null
  data: Record<string, unknown>
  image_path: string | null
  result_text: string | null
  result_engine: string | null
  lang: Lang
  /** The triage engine's answer stored on arrival (null for a contact message or an older row). */
  triage: Triage | null
  /** The urgency the inbox shows: the engine's, raised by the model's when that was worse. */
  urgency: Urgency | null
}

/** SQL of the `submissions` table: the leads themselves. */
export const submissionsRepo = {
  /**
   * `route`: the partner the lead goes to and why, null for kinds never routed;
   * `urgency` and `triage`: the triage engine's answer, computed once on arrival (the inbox shows it at once);
   * `lang`: the owner's language, which every later e-mail to the owner is written in.
   */
  async insert(
    tx: Queryable,
    row: {
      id: string
      kind: SubmissionKind
      clinicId: string | null
      data: object
      imagePath: string | null
      now: Date
      route: Route | null
      urgency: string | null
      lang?: Lang
      triage?: object | null
      /** The widget it was sent from, the source it is counted under and its attribution (leads/leadProvenance.ts). */
      form?: string | null
      source?: string
      attribution?: object | null
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO submissions (id, kind, clinic_id, data, image_path, created_at, routed_clinic_id, route_rule, route_distance_miles, urgency, lang, triage,
        form, source, attribution)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        row.id,
        row.kind,
        row.clinicId,
        JSON.stringify(row.data),
        row.imagePath,
        row.now,
        row.route?.clinicId ?? null,
        row.route?.rule ?? null,
        row.route?.miles ?? null,
        row.urgency,
        row.lang ?? 'en',
        row.triage ? JSON.stringify(row.triage) : null,
        row.form ?? null,
        row.source ?? 'direct',
        row.attribution ? JSON.stringify(row.attribution) : null,
      ],
    )
  },

  /** A configured model's urgency, and the lead's urgency raised to it when it was worse (never lowered). */
  async setModelUrgency(tx: Queryable, id: string, modelUrgency: Urgency, urgency: Urgency | null): Promise<void> {
    await tx.query('UPDATE submissions SET model_urgency = $2, urgency = coalesce($3, urgency) WHERE id = $1', [id, modelUrgency, urgency])
  },

  /** What a lead's notification and job read: its facts, result, owner's language and clinic (the generated `lead_clinic_id`). */
  async find(tx: Queryable, id: string): Promise<SubmissionFacts | undefined> {
    return (
      await tx.query<SubmissionFacts>(
        'SELECT id, kind, clinic_id, lead_clinic_id, data, image_path, result_text, result_engine, lang, triage, urgency FROM submissions WHERE id = $1',
        [id],
      )
    )[0]
  },

  /** True when `id` is a submission of one of `kinds` (the follow-up calls' families). */
  async exists(tx: Queryable, id: string, kinds: SubmissionKind[]): Promise<boolean> {
    return (await tx.query('SELECT id FROM submissions WHERE id = $1 AND kind = ANY($2)', [id, kinds])).length > 0
  },

  /** Records the photo of a submission, in the row and in its data as `image_url`. */
  /** The submission's photo and its assessment job's status, locking the submission for the caller's transaction. */
  async lockForPhoto(tx: Queryable, id: string): Promise<{ status: string | null; image_path: string | null } | undefined> {
    return (
      await tx.query<{ status: string | null; image_path: string | null }>(
        'SELECT j.status, s.image_path FROM submissions s LEFT JOIN jobs j ON j.submission_id = s.id WHERE s.id = $1 FOR UPDATE OF s',
        [id],
      )
    )[0]
  },

  async setImage(tx: Queryable, id: string, name: string, url: string): Promise<void> {
    await tx.query(`UPDATE submissions SET image_path = $2, data = jsonb_set(data, '{image_url}', to_jsonb($3::text)) WHERE id = $1`, [
      id,
      name,
      url,
    ])
  },

  /** The assessment (or the service summary) as the owner saw it, and which engine wrote it. */
  async setResult(tx: Queryable, id: string, text: string, engine: string): Promise<void> {
    await tx.query('UPDATE submissions SET result_text = $2, result_engine = $3 WHERE id = $1', [id, text, engine])
  },

  /** The lead `leadId` when it is a lead at `clinicId` whose owner's e-mail is `email` (any case); undefined otherwise. */
  async ownLead(tx: Queryable, e: { leadId: string; email: string; clinicId: string }): Promise<{ id: string } | undefined> {
    const [own] = await tx.query<{ id: string }>(
      "SELECT id FROM submissions WHERE id = $1 AND is_lead AND lead_clinic_id = $3 AND lower(data->>'email') = lower($2)",
      [e.leadId, e.email, e.clinicId],
    )
    return own
  },

  /** Stamps the owner's first acknowledgement and answers when the lead was stored; null when one was already stamped. */
  async markAcknowledged(tx: Queryable, id: string, at: Date): Promise<Date | null> {
    const [row] = await tx.query<{ created_at: Date | string }>(
      'UPDATE submissions SET acknowledged_at = $2 WHERE id = $1 AND acknowledged_at IS NULL RETURNING created_at',
      [id, at],
    )
    return row ? new Date(row.created_at) : null
  },

  /** markAcknowledged for many leads in one statement: answers each first one's id and when it was stored. */
  async markAcknowledgedAll(tx: Queryable, ids: readonly string[], at: Date): Promise<Map<string, Date>> {
    const rows = await tx.query<{ id: string; created_at: Date | string }>(
      'UPDATE submissions SET acknowledged_at = $2 WHERE id = ANY($1) AND acknowledged_at IS NULL RETURNING id, created_at',
      [ids, at],
    )
    return new Map(rows.map((r) => [String(r.id), new Date(r.created_at)]))
  },

  /** The version of the SMS consent text the owner agreed to. */
  async setSmsConsentVersion(tx: Queryable, id: string, version: string): Promise<void> {
    await tx.query('UPDATE submissions SET sms_consent_version = $2 WHERE id = $1', [id, version])
  },

  /** The columns that name a lead's photos; undefined for an unknown lead. */
  async photoColumns(q: Queryable, id: string): Promise<{ image_path: string | null; data: Record<string, unknown> } | undefined> {
    const [row] = await q.query<{ image_path: string | null; data: Record<string, unknown> }>(
      'SELECT image_path, data FROM submissions WHERE id = $1',
      [id],
    )
    return row
  },

  /**
   * Retention: deletes leads created before `before` with their jobs, and returns the photo
   * names they held so the caller can remove the stored bytes.
   */
  async deleteOlderThan(tx: Queryable, before: Date): Promise<string[]> {
    const photos = await tx.query<{ name: string }>(
      'DELETE FROM uploads WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < $1) RETURNING name',
      [before],
    )
    await tx.query('DELETE FROM jobs WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < $1)', [before])
    await tx.query('DELETE FROM submissions WHERE created_at < $1', [before])
    return photos.map((p) => p.name)
  },
}
