import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where a clinic's leads go, and the name shown in e-mails. */
export interface ClinicContact {
  name?: string
  leadEmail: string
}

/** Looks up clinics by id; unknown or absent ids get the fallback address. */
export interface ClinicDirectory {
  lookup(clinicId: string | null | undefined): ClinicContact
}

/** A directory over a plain record (tests, and the registry once loaded). */
export function clinicDirectory(clinics: Record<string, { name?: string; leadEmail?: string }>, fallbackEmail: string): ClinicDirectory {
  const byId = new Map(Object.entries(clinics).map(([id, c]) => [id.toLowerCase(), c]))
  return {
    lookup(clinicId) {
      const c = clinicId ? byId.get(clinicId.toLowerCase()) : undefined
      return { name: c?.name, leadEmail: c?.leadEmail || fallbackEmail }
    },
  }
}

/**
 * Reads the widgets' clinic registry (src/clinics/registry.ts, export `clinics`) when it exists,
 * so lead e-mails go where the clinic's own data says; until then every lead goes to the fallback.
 * Loaded by URL at run time because the registry is written separately and may not exist yet.
 */
export async function loadClinicDirectory(fallbackEmail: string): Promise<ClinicDirectory> {
  const url = new URL('../../src/clinics/registry.ts', import.meta.url)
  if (!existsSync(fileURLToPath(url))) return clinicDirectory({}, fallbackEmail)
  try {
    const mod = (await import(/* @vite-ignore */ url.href)) as { clinics?: Record<string, { name?: string; leadEmail?: string }> }
    return clinicDirectory(mod.clinics ?? {}, fallbackEmail)
  } catch {
    return clinicDirectory({}, fallbackEmail)
  }
}
