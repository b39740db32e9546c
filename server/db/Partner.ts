import type { ClinicRecord } from '../../src/schemas/clinic'

/** A partner as the server uses it: the validated record plus where it is and its logo's version. */
export interface Partner extends Omit<ClinicRecord, 'logo'> {
  latitude: number
  longitude: number
  /** sha-256 of the logo's bytes (its version in URLs and ETags); null without a logo. */
  logoHash: string | null
}

/** A logo as stored: bytes and the content type it is served with. */
export interface Logo {
  bytes: Uint8Array
  type: string
}
