import { Hono, type Context } from 'hono'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { hoursOf } from '../hours/hoursOf'
import { invitationsRepo } from '../db/invitationsRepo'
import { usersRepo } from '../db/usersRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { clientIp } from '../http/clientIp'
import { enforceLimit } from '../http/enforceLimit'
import { idempotency } from '../http/idempotency'
import { DAY_MS, limitSender, type SenderLimits } from '../http/limitSender'
import { ipLimitKey } from '../http/ipLimitKey'
import { BODY_LIMITS } from '../http/limits'
import { rateLimiter } from '../http/rateLimiter'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { hashPassword, verifyPassword } from '../crypto/hashPassword'
import { spendCaptcha } from '../captcha/captcha'
import { enqueueMail } from '../mail/enqueueMail'
import { invitationMail } from '../mail/invitationMail'
import { ACCOUNT_EXISTS, createInvitation } from '../workspace/createInvitation'
import { requireGoodPassword } from '../workspace/requireGoodPassword'
import { leadHub } from '../workspace/leadHub'
import type { WorkspaceUser } from '../db/scope'
import { checkOrigin, endSession, requireUser, sha256, startSession } from '../workspace/session'
import { workspaceLeadRoutes } from './workspaceLeadRoutes'
import { workspaceBookingRoutes } from './workspaceBookingRoutes'
import { workspaceCalendarRoutes } from './workspaceCalendarRoutes'
import { workspaceFirstContactRoutes } from './workspaceFirstContactRoutes'
import { workspacePerformanceRoutes } from './workspacePerformanceRoutes'
import { workspaceFunnelRoutes } from './workspaceFunnelRoutes'
import { workspaceSettingsRoutes } from './workspaceSettingsRoutes'
import { workspaceExportRoutes } from './workspaceExportRoutes'
import { workspaceEmbedRoutes } from './workspaceEmbedRoutes'
import { webhookRoutes } from './webhookRoutes'
import { workspaceAlertRoutes } from './workspaceAlertRoutes'
import { isMailAddress } from '../../src/schemas/email'

/**
 * Wrong passwords for one account from one client address per window; then that pair waits (429,
 * Retry-After). Only failures count, and only this pair: a guesser elsewhere never locks the owner out.
 */
export const LOGIN_FAILURES_PER_PAIR: readonly [number, number] = [10, 15 * 60_000]
/**
 * Wrong passwords for one account from all addresses per window: past it, every login to that
 * account needs a solved captcha (X-Captcha). It slows a guesser spread over many addresses to one
 * proof of work per guess, while the owner still logs in (the page solves it for them).
 */
export const LOGIN_FAILURES_PER_ACCOUNT: readonly [number, number] = [30, 60 * 60_000]
/** Wrong logins one client address may make per window, across accounts. */
export const LOGIN_FAILURES_PER_IP: readonly [number, number] = [50, 15 * 60_000]
/** Invitations: each one e-mails a link, so they are limited like every other sending. */
export const INVITATION_LIMITS: SenderLimits = { perUser: [20, DAY_MS], perClinic: [20, DAY_MS], perRecipient: [3, DAY_MS] }
const WRONG_LOGIN = { _: 'Wrong e-mail or password' }

function publicUser(u: WorkspaceUser) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    clinic: u.clinicId ? { id: u.clinicId, name: u.clinicName ?? u.clinicId } : null,
  }
}

function field(body: unknown, name: string, max = 200): string {
  const v = (body as Record<string, unknown> | null)?.[name]
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) throw new HttpError(400, { [name]: 'Required' })
  return v
}

/**
 * The clinic workspace's JSON API under {API_BASE_PATH}/workspace/: login, logout, me,
 * the team and invitations, and (workspaceLeadRoutes) the leads. State changes must come from this
 * server's own origin; everything but login and accepting an invitation needs a session.
 */
export function workspaceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const failures = (name: string, [limit, windowMs]: readonly [number, number]) =>
    rateLimiter({ db: deps.db, name, limit, windowMs, clock: deps.clock })
  const perPair = failures('loginFailuresPerPair', LOGIN_FAILURES_PER_PAIR)
  const perAccount = failures('loginFailuresPerAccount', LOGIN_FAILURES_PER_ACCOUNT)
  const perIp = failures('loginFailuresPerIp', LOGIN_FAILURES_PER_IP)
  // Accepting an invitation is not a login: any try counts against the address.
  const acceptPerIp = failures('acceptPerIp', LOGIN_FAILURES_PER_IP)
  const invitationLimit = limitSender(deps, 'invitation', INVITATION_LIMITS)
  const ip = (c: Context<AppEnv>) => ipLimitKey(clientIp(c, deps.config.trustProxy))
  // An unknown account costs the same scrypt as a known one: timing does not say which exist.
  let dummyHash: Promise<string> | undefined
  const hub = leadHub(deps.db)

  app.use('/workspace/*', checkOrigin(deps.config.publicUrl))
  app.use('/workspace/*', async (c, next) => {
    await next()
    // Personal data: never kept by a browser or proxy cache.
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
  })

  app.post('/workspace/login', async (c) => {
    const addr = ip(c)
    const body = await readJson(c, BODY_LIMITS.json)
    const email = field(body, 'email', 320).trim().toLowerCase()
    const password = field(body, 'password')
    const pair = `${email} ${addr}`
    // Each try is counted before it runs, so parallel guesses cannot all pass under the limit, and
    // forgiven when the password is right: in effect only failures count.
    await enforceLimit(perIp, addr)
    await enforceLimit(perPair, pair)
    if (!(await perAccount.hit(email)).ok) await deps.db.transaction((tx) => spendCaptcha(deps, tx, c.req.header('x-captcha')))
    const user = await usersRepo.forLogin(deps.db, email)
    dummyHash ??= hashPassword('not-a-password-' + Math.random())
    const good = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !good) throw new HttpError(401, WRONG_LOGIN)
    for (const [limiter, key] of [
      [perIp, addr],
      [perPair, pair],
      [perAccount, email],
    ] as const)
      await limiter.forgive(key)
    await deps.db.transaction((tx) => startSession(c, deps, tx, user.id))
    return ok(c, { user: publicUser((await usersRepo.workspaceUser(deps.db, user.id))!) })
  })

  app.post('/workspace/invitations/accept', async (c) => {
    await enforceLimit(acceptPerIp, ip(c))
    const body = await readJson(c, BODY_LIMITS.json)
    const token = field(body, 'token', 100)
    const password = field(body, 'password')
    const passwordHash = await hashPassword(password)
    const now = deps.clock.now()
    const userId = await deps.db.transaction(async (tx) => {
      const inv = await invitationsRepo.findForUpdate(tx, sha256(token))
      if (!inv || inv.used_at || new Date(inv.expires_at) <= now) return null
      // Judged once the invitation is known to be good (its address is known only now); refused
      // here, the transaction rolls back and the invitation stays usable for a better password.
      requireGoodPassword(deps, password, inv.email)
      await invitationsRepo.use(tx, sha256(token), now)
      // Never an upsert: an address that has an account keeps it exactly as it is.
      const id = await usersRepo.createMember(tx, { email: inv.email, clinicId: inv.clinic_id, role: inv.role, passwordHash, now })
      if (!id) return 'exists' as const
      await startSession(c, deps, tx, id)
      return id
    })
    if (!userId) throw new HttpError(403, { token: 'This invitation has expired or was already used' })
    if (userId === 'exists') throw new HttpError(409, { _: ACCOUNT_EXISTS })
    return ok(c, { user: publicUser((await usersRepo.workspaceUser(deps.db, userId))!) })
  })

  const authed = new Hono<AppEnv>()
  // Registered after login and accept, so those two (which answer without next()) never reach it.
  authed.use('/workspace/*', requireUser(deps))
  // After the Origin and session checks: a key is the signed-in user's, and a replay needs the session.
  authed.use('/workspace/*', idempotency(deps, { scope: (c) => 'user:' + c.var.user!.id }))
  authed.post('/workspace/logout', async (c) => {
    await endSession(c, deps)
    return ok(c, 'Signed out')
  })
  authed.get('/workspace/me', (c) => ok(c, publicUser(c.var.user!)))

  const ownerOnly = (c: Context<AppEnv>) => {
    const u = c.var.user!
    if (u.role !== 'owner' || !u.clinicId) throw new HttpError(403, { _: "Only the clinic's owners manage its team" })
    return { ...u, clinicId: u.clinicId }
  }
  authed.get('/workspace/team', async (c) => {
    const u = ownerOnly(c)
    return ok(c, {
      members: await usersRepo.team(deps.db, u.clinicId),
      invitations: (await invitationsRepo.pending(deps.db, u.clinicId, deps.clock.now())).map((i) => ({
        ...i,
        expires_at: new Date(i.expires_at).toISOString(),
      })),
    })
  })
  authed.post('/workspace/team/invitations', async (c) => {
    const u = ownerOnly(c)
    const body = await readJson(c, BODY_LIMITS.json)
    const email = field(body, 'email', 320).trim().toLowerCase()
    const role = (body as { role?: unknown }).role ?? 'staff'
    if (!isMailAddress(email)) throw new HttpError(400, { email: 'A valid e-mail address' })
    if (role !== 'owner' && role !== 'staff') throw new HttpError(400, { role: 'owner or staff' })
    // Counted before the account check, so probing which addresses have accounts costs the same.
    await invitationLimit({ userId: u.id, clinicId: u.clinicId, recipient: email })
    // Read outside the transaction (the embedded database has one connection): the expiry is told on the clinic's clock.
    const clinic = await findPartner(deps.db, u.clinicId)
    const now = deps.clock.now()
    const sent = await deps.db.transaction(async (tx) => {
      const made = await createInvitation(tx, { publicUrl: deps.config.publicUrl, email, clinicId: u.clinicId, role, invitedBy: u.id, now })
      if (!made) return null
      // The link goes to the invitee only: whoever holds it sets the account's password.
      await enqueueMail(
        tx,
        now,
        invitationMail({
          to: email,
          link: made.link,
          clinicName: u.clinicName ?? u.clinicId,
          inviter: u.name ?? u.email,
          role,
          expiresAt: made.expiresAt,
          timeZone: clinic ? hoursOf(clinic).timeZone : 'UTC',
        }),
      )
      return made
    })
    if (!sent) throw new HttpError(409, { email: ACCOUNT_EXISTS })
    deps.wake()
    return ok(c, { sent_to: email, expires_at: sent.expiresAt.toISOString() }, 201)
  })
  // The network team's reassign picker: the active partners, by name.
  authed.get('/workspace/clinics', async (c) => {
    if (c.var.user!.role !== 'network') throw new HttpError(403, { _: 'Only the network team reassigns leads' })
    const items = (await activePartners(deps.db)).map((p) => ({ id: p.id, name: p.name })).sort((x, y) => x.name.localeCompare(y.name))
    return ok(c, { items })
  })
  authed.route('/', workspaceLeadRoutes(deps, hub))
  // The owner's clinic settings.
  authed.route('/', workspaceSettingsRoutes(deps))
  authed.route('/', workspaceBookingRoutes(deps))
  authed.route('/', workspaceCalendarRoutes(deps))
  authed.route('/', workspaceFirstContactRoutes(deps))
  authed.route('/', workspacePerformanceRoutes(deps))
  authed.route('/', workspaceFunnelRoutes(deps))
  // The CSV export of the inbox, and the embed builder's snippet and e-mail.
  authed.route('/', workspaceExportRoutes(deps))
  authed.route('/', workspaceEmbedRoutes(deps))
  // Signed webhooks: the clinic's endpoints and their delivery log, owners only.
  authed.route('/', webhookRoutes(deps))
  // Staff alerts: each member's own channels, mobile and push subscriptions.
  authed.route('/', workspaceAlertRoutes(deps))
  app.route('/', authed)
  return app
}
