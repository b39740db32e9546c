/** Lowercase hex of `bytes`, as altcha-lib writes derived keys. */
export function bytesHex(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += (b < 16 ? '0' : '') + b.toString(16)
  return s
}
