import { describe, expect, it } from 'vitest'
import { ipLimitKey } from './ipLimitKey'
import { isLoopback } from './isLoopback'

describe('ipLimitKey', () => {
  it('keeps IPv4 and folds an IPv6 address to its /64, however it is written', () => {
    expect(ipLimitKey('203.0.113.5')).toBe('203.0.113.5')
    const same = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::', '2001:DB8:1:2::9'.toLowerCase()]
    expect(new Set(same.map(ipLimitKey))).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(ipLimitKey('2001:db8:1:3::1')).not.toBe(ipLimitKey('2001:db8:1:2::1'))
    expect(ipLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64')
  })

  it('knows loopback', () => {
    expect(['127.0.0.1', '127.5.5.5', '::1'].every(isLoopback)).toBe(true)
    expect(['10.0.0.1', '::2', '203.0.113.5', 'unknown'].some(isLoopback)).toBe(false)
  })
})
