import type { Queryable } from './db'

/** The channels one staff member wants a new lead on, and the mobile number texts go to. */
export interface AlertSettings {
  push: boolean
  email: boolean
  sms: boolean
  /** E.164, or null when none is set. */
  mobile: string | null
}

/** A member who has never chosen: push only (nothing arrives until they enable alerts in a browser). */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = { push: true, email: false, sms: false, mobile: null }

/** A member of a clinic as alertStaff reads them: who, where to reach them, what they chose. */
export interface AlertedMember extends AlertSettings {
  userId: string
  email_addr: string
  subscriptions: Array<{ id: string }>
}

/**
 * Each staff member's alert settings and push subscriptions. Every statement names the user from
 * the session (a browser's endpoint is someone's only while they hold it), except `members`, which
 * the server's own lead path calls with the lead's clinic.
 */
export const staffAlertsRepo = {
  async settings(q: Queryable, userId: string): Promise<AlertSettings> {
    const [r] = await q.query<AlertSettings>('SELECT push, email, sms, mobile FROM staff_alert_settings WHERE user_id = $1', [userId])
    return r ?? DEFAULT_ALERT_SETTINGS
  },

  async saveSettings(q: Queryable, userId: string, s: AlertSettings, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO staff_alert_settings (user_id, push, email, sms, mobile, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (user_id) DO UPDATE SET push = $2, email = $3, sms = $4, mobile = $5, updated_at = $6`,
      [userId, s.push, s.email, s.sms, s.mobile, now],
    )
  },

  /**
   * Saves this browser's subscription as the user's, or answers 'taken' and changes nothing when
   * another user holds the endpoint: a post never moves a subscription between accounts, because
   * an endpoint is only a URL, and whoever learned one could otherwise take a colleague's alerts.
   * The same user posting it again refreshes its keys (idempotent).
   */
  async subscribe(
    q: Queryable,
    userId: string,
    sub: { endpoint: string; p256dh: string; auth: string },
    now: Date,
  ): Promise<'saved' | 'taken'> {
    const rows = await q.query(
      `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (endpoint) DO UPDATE SET p256dh = $4, auth = $5 WHERE push_subscriptions.user_id = $2
      RETURNING id`,
      [crypto.randomUUID(), userId, sub.endpoint, sub.p256dh, sub.auth, now],
    )
    return rows.length > 0 ? 'saved' : 'taken'
  },

  /** Removes the user's own subscription at `endpoint`; false when they have none there (another user's is untouched). */
  async unsubscribe(q: Queryable, userId: string, endpoint: string): Promise<boolean> {
    return (
      (await q.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint])).length > 0
    )
  },

  /** How many browsers the user receives push on. */
  async subscriptionCount(q: Queryable, userId: string): Promise<number> {
    const [r] = await q.query<{ n: string }>('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1', [userId])
    return Number(r!.n)
  },

  /** The push service says this browser is gone for good (404/410): its queued sends go with it. */
  async forget(q: Queryable, subscriptionId: string): Promise<void> {
    await q.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId])
  },

  /** The owners and staff of `clinicId`, with their settings and push subscriptions. */
  async members(q: Queryable, clinicId: string): Promise<AlertedMember[]> {
    const rows = await q.query<{
      id: string
      email: string
      push: boolean | null
      email_on: boolean | null
      sms: boolean | null
      mobile: string | null
      subs: string[] | null
    }>(
      `SELECT u.id, u.email, s.push, s.email AS email_on, s.sms, s.mobile,
         (SELECT array_agg(p.id::text ORDER BY p.created_at, p.id) FROM push_subscriptions p WHERE p.user_id = u.id) AS subs
       FROM users u LEFT JOIN staff_alert_settings s ON s.user_id = u.id
       WHERE u.clinic_id = $1 AND u.role IN ('owner', 'staff') ORDER BY u.email`,
      [clinicId],
    )
    return rows.map((r) => ({
      userId: r.id,
      email_addr: r.email,
      push: r.push ?? DEFAULT_ALERT_SETTINGS.push,
      email: r.email_on ?? DEFAULT_ALERT_SETTINGS.email,
      sms: r.sms ?? DEFAULT_ALERT_SETTINGS.sms,
      mobile: r.mobile,
      subscriptions: (r.subs ?? []).map((id) => ({ id })),
    }))
  },
}
