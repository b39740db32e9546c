/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 prefix, because one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function ipLimitKey(ip: string): string {
  if (!ip.includes(':')) return ip
  const [head, tail] = ip.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return (
    groups
      .slice(0, 4)
      .map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16))
      .join(':') + '::/64'
  )
}
