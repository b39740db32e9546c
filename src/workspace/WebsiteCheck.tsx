import { Link } from './Link'
import { useWorkspace } from './WorkspaceContext'

/** GET workspace/embed's `website_check`: the clinic's website against its allowed websites. */
export type WebsiteCheckState =
  | { state: 'open'; website: string | null }
  | { state: 'allowed' | 'missing'; website: string; allowed: string[] }
  | { state: 'no-website'; allowed: string[] }

/**
 * What the embed builder says about where the snippet will work: anywhere (no allowed websites),
 * on the clinic's website (listed), not there (a list that leaves it out: what to do), or on the
 * listed websites only (no website in the profile to check). Links to the settings that change it.
 */
export function WebsiteCheck({ check }: { check: WebsiteCheckState }) {
  const t = useWorkspace().text.embed.check
  const message =
    check.state === 'open'
      ? t.open(check.website)
      : check.state === 'allowed'
        ? t.allowed(check.website)
        : check.state === 'missing'
          ? t.missing(check.website)
          : t.noWebsite(check.allowed.join(', '))
  return (
    <div className={`ws-website-check ws-check-${check.state}`} role={check.state === 'missing' ? 'alert' : undefined}>
      <p>
        {message} <Link href="/workspace/settings">{t.settings}</Link>
      </p>
    </div>
  )
}
