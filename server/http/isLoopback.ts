/** True for 127.0.0.0/8 and ::1, the only clients the demo outbox trusts by default. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\./.test(ip)
}
