import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { UPLOAD_NAME } from './storeImage'

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/**
 * The stored photo named by an upload name or one of our own upload URLs, as a data URL for the
 * model. Anything else (a foreign URL) gives undefined: the server never fetches URLs it was sent.
 */
export async function photoDataUrl(dataDir: string, nameOrUrl: string | null | undefined): Promise<string | undefined> {
  const name = nameOrUrl?.split(/[/?#]/).filter(Boolean).find((part) => UPLOAD_NAME.test(part))
  if (!name) return undefined
  try {
    const bytes = await readFile(join(dataDir, 'uploads', name))
    return `data:${TYPES[name.split('.').pop()!]};base64,${bytes.toString('base64')}`
  } catch {
    return undefined
  }
}
