import { BlockList, isIP } from 'node:net'

// Addresses a webhook must never reach: the server's own network, its cloud's metadata service,
// and anything that is not a unicast Internet address. IPv4-mapped and NAT64 IPv6 forms are
// refused outright, so an IPv4 rule cannot be dodged by writing the address in IPv6.
const LOOPBACK: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]
const PRIVATE: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // unspecified, "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // CGNAT
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'], // protocol, documentation, benchmarks
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'], // multicast, reserved and broadcast
  ['::', 128, 'ipv6'],
  ['::', 96, 'ipv6'], // unspecified, IPv4-compatible
  ['::ffff:0:0', 96, 'ipv6'],
  ['::ffff:0:0:0', 96, 'ipv6'], // IPv4-mapped, IPv4-translated
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'], // NAT64
  ['2002::', 16, 'ipv6'],
  ['2001::', 32, 'ipv6'], // 6to4 and Teredo: an IPv4 address inside, reachable through a relay
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'], // discard, documentation
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'], // ULA, link-local, site-local
  ['ff00::', 8, 'ipv6'], // multicast
]

function listOf(ranges: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList()
  for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type)
  return list
}
// One list per family: Node matches an IPv4 address against IPv6 rules as ::ffff:a.b.c.d, so a
// single list holding ::ffff:0:0/96 would refuse every IPv4 address.
const lists = {
  ipv4: { loopback: listOf(LOOPBACK.filter((r) => r[2] === 'ipv4')), other: listOf(PRIVATE.filter((r) => r[2] === 'ipv4')) },
  ipv6: { loopback: listOf(LOOPBACK.filter((r) => r[2] === 'ipv6')), other: listOf(PRIVATE.filter((r) => r[2] === 'ipv6')) },
}

/**
 * Why a webhook may not be sent to `address` (an IP literal), or null when it may. Loopback is
 * allowed only with `allowLoopback` (the demo's WEBHOOK_ALLOW_LOOPBACK, for local receivers and tests).
 */
export function forbiddenAddress(address: string, allowLoopback: boolean): string | null {
  const ip = address.replace(/^\[|\]$/g, '')
  const family = isIP(ip)
  if (family === 0) return 'not an IP address'
  const type = family === 4 ? 'ipv4' : 'ipv6'
  if (lists[type].loopback.check(ip, type)) return allowLoopback ? null : `${ip} is a loopback address`
  if (lists[type].other.check(ip, type)) return `${ip} is a private, local or reserved address`
  return null
}
