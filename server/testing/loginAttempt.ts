import { DEMO_USER } from '../db/demoUser'
import { TEST_ORIGIN, type makeTestApp } from './testApp'

/**
 * One POST to the workspace's login through the test app `a`, as the login form sends it (from the
 * test origin, with `headers` added), whatever its outcome: the response and the session cookie it
 * set, empty when refused. Tests of refusals and limits read the status; the others want
 * `staffSession`, which expects success. The password is the one every demo account shares unless given.
 */
export async function loginAttempt(
  a: Pick<ReturnType<typeof makeTestApp>, 'post'>,
  email: string,
  password: string = DEMO_USER.password,
  headers: Record<string, string> = {},
) {
  const r = await a.post('/api/workspace/login', { email, password }, { origin: TEST_ORIGIN, ...headers })
  return { ...r, cookie: (r.headers.get('set-cookie') ?? '').split(';')[0]! }
}
