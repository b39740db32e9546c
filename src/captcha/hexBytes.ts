/** Bytes of a hex string (ALTCHA's challenges, salts and nonces are lowercase hex). */
export function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16)
  return out
}
