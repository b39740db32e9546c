import { keyedHash } from '../crypto/keyedHash'

/**
 * The bearer token of the clinic admin calls, derived from the server secret: the CLI on the
 * server's machine reads the same secret (SERVER_SECRET or DATA_DIR/server-secret) and so can
 * manage a running demo whose embedded database only one process may open.
 */
export function adminToken(secret: string): string {
  return keyedHash(secret, 'clinics-admin', 'cli')
}
