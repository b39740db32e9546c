import type { Hono } from 'hono'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { callsOf, type CallFamily, type DeclaredCall } from '../openapi/declareCall'
import { aiTestCalls } from './aiTestCalls'
import { aiTestRoutes } from './aiTestRoutes'
import { bookingCalls } from './bookingCalls'
import { bookingRoutes } from './bookingRoutes'
import { captchaCalls } from './captchaCalls'
import { captchaRoutes } from './captchaRoutes'
import { clinicCalls } from './clinicCalls'
import { clinicRoutes } from './clinicRoutes'
import { contactCalls } from './contactCalls'
import { contactRoutes } from './contactRoutes'
import { fileCalls } from './fileCalls'
import { fileRoutes } from './fileRoutes'
import { funnelCalls } from './funnelCalls'
import { funnelRoutes } from './funnelRoutes'
import { lookupCalls } from './lookupCalls'
import { lookupRoutes } from './lookups'
import { petCalls } from './petCalls'
import { petRoutes } from './petRoutes'
import { recoveryCalls } from './recoveryCalls'
import { recoveryRoutes } from './recoveryRoutes'
import { resultCalls } from './resultCalls'
import { resultRoutes } from './resultRoutes'
import { smsCalls } from './smsCalls'
import { smsRoutes } from './smsRoutes'

/** A family of public calls: their declarations (`*Calls.ts`) and the routes that register them from those (`*Routes.ts`). */
export interface PublicFamily {
  calls: CallFamily
  routes: (deps: Deps) => Hono<AppEnv>
}

/**
 * Every family of public calls, in the document's reading order: the one list the API mounts
 * and the OpenAPI document and the body caps are built from. The signed-in workspace and the
 * operator's admin calls are not public and are not here.
 */
export const PUBLIC_FAMILIES: readonly PublicFamily[] = [
  { calls: lookupCalls, routes: lookupRoutes },
  { calls: petCalls, routes: petRoutes },
  { calls: resultCalls, routes: resultRoutes },
  { calls: fileCalls, routes: fileRoutes },
  { calls: contactCalls, routes: contactRoutes },
  { calls: smsCalls, routes: smsRoutes },
  { calls: recoveryCalls, routes: recoveryRoutes },
  { calls: captchaCalls, routes: captchaRoutes },
  { calls: clinicCalls, routes: clinicRoutes },
  { calls: bookingCalls, routes: bookingRoutes },
  { calls: funnelCalls, routes: funnelRoutes },
  { calls: aiTestCalls, routes: aiTestRoutes },
]

/** Every public call the families declare. */
export const PUBLIC_CALLS: readonly DeclaredCall[] = PUBLIC_FAMILIES.flatMap((f) => callsOf(f.calls))
