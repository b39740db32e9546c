import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { rateLimiter } from '../http/rateLimiter'
import type { Logger } from '../observability/createLogger'
import type { Metrics } from '../observability/createMetrics'
import { alertOncePerWindow } from '../observability/operatorAlert'
import type { ServerConfig } from '../serverConfig'
import type { Provider } from './provider'

const HOUR_MS = 3_600_000

/** Model calls all callers together may make per hour when MODEL_HOURLY_LIMIT is unset. */
export const MODEL_HOURLY_DEFAULT = 600

/** The hour's model budget is spent: the caller answers without the model (the offline engine, or 429 on /test). */
export class ModelBudgetSpent extends Error {
  constructor(readonly retryAfterSec: number) {
    super(`model hourly budget spent; room again in ${retryAfterSec} s`)
    this.name = 'ModelBudgetSpent'
  }
}

/**
 * The configured model, paid from one hourly budget shared by every process (`rate_limits`, counted
 * by window on the injected clock). Every call that reaches the model counts one: an assessment,
 * the model's own urgency, the /test page's prompt. Over budget the call never reaches the model
 * and throws ModelBudgetSpent, which each caller turns into an answer that costs nothing:
 * - an assessment job and an on-screen result use the offline engine at once (it says no model was
 *   used; the lead's urgency is the triage engine's, which a model may only raise, never lower);
 * - the model's urgency is skipped (the engine's stands);
 * - the /test page answers 429 with Retry-After.
 * Per caller, model calls are already bounded by what creates them: a lead post per write limit,
 * the /test prompt per RATE_LIMITS.promptPerIp. Crossing the budget logs one error line per window
 * per process: the operator's alert. A refused call is counted in `petlead_model_calls_refused_total`.
 * Every process and test app wraps its provider with it (startServer, makeTestApp).
 */
export function budgetedProvider(
  provider: Provider,
  deps: {
    db: Queryable
    clock: Clock
    config: Pick<ServerConfig, 'modelHourlyLimit'>
    log: Logger
    metrics: Pick<Metrics, 'modelCallsRefused'>
  },
): Provider {
  if (!provider.usesModel) return provider
  const hourlyLimit = deps.config.modelHourlyLimit ?? MODEL_HOURLY_DEFAULT
  const hourly = rateLimiter({ db: deps.db, name: 'modelHourly', limit: hourlyLimit, windowMs: HOUR_MS, clock: deps.clock })
  const spend = async () => {
    const d = await hourly.hit('all')
    if (d.ok) return
    deps.metrics.modelCallsRefused.inc()
    alertOncePerWindow(provider, deps.clock.now().getTime(), d.retryAfterSec, (until) =>
      deps.log.error(
        `model hourly budget of ${hourlyLimit} calls crossed: the offline engine answers until ${new Date(until).toISOString()} (MODEL_HOURLY_LIMIT)`,
      ),
    )
    throw new ModelBudgetSpent(d.retryAfterSec)
  }
  const { urgency } = provider
  return {
    name: provider.name,
    usesModel: true,
    async assess(facts, now, photo) {
      await spend()
      return provider.assess(facts, now, photo)
    },
    ...(urgency && {
      async urgency(facts) {
        await spend()
        return urgency.call(provider, facts)
      },
    }),
    async answer(prompt, photo) {
      await spend()
      return provider.answer(prompt, photo)
    },
  }
}
