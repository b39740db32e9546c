import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { triageEngine } from '../assessment/triageEngine'
import { adminToken } from '../clinics/adminToken'
import { exportClinics } from '../clinics/exportClinics'
import { checkClinicRows, importClinics, type ImportError } from '../clinics/importClinics'
import { inlineLogoFiles } from '../clinics/inlineLogoFiles'
import { REPO_ROOT } from '../repoRoot'
import { migrate } from '../db/migrate'
import { openDb } from '../db/openDb'
import { loadConfig } from '../loadConfig'
import { adminInvite } from '../workspace/adminInvite'
import { purgeDemo } from '../db/demoData'
import { LOGO_MAX_BYTES } from '../clinics/decodeLogo'
import { logoFetcher } from '../clinics/fetchLogo'
import { systemResolver } from '../webhooks/resolver'
import { webhookPolicy } from '../webhooks/webhookPolicy'

/**
 * `npm run clinics -- import FILE.json` and `npm run clinics -- export [FILE.json]`: manage the
 * partner network from the command line (format: demo/clinics.example.json, docs/workspace.md "Importing and exporting partners").
 * With a server running on this machine (PORT, HOST, DATA_DIR as for `npm start`, or
 * PETLEAD_URL) the CLI goes through its admin call, because an embedded database can be open in
 * one process only; otherwise it opens the database itself (DATABASE_URL or DATA_DIR).
 */
const USAGE =
  'Usage: npm run clinics -- import FILE.json | export [FILE.json] | invite EMAIL --clinic ID [--role owner|staff|network] | purge-demo'
const config = loadConfig(process.env, REPO_ROOT)
const [command, file] = process.argv.slice(2)

/** The admin call on a running server, or null when none answers (connection refused). */
async function callServer(
  method: 'GET' | 'PUT' | 'POST',
  body?: string,
  path = '/admin/clinics',
): Promise<{ status: number; json: { success: boolean; content: unknown } } | null> {
  if (config.databaseUrl && !process.env.PETLEAD_URL) return null
  const base = (process.env.PETLEAD_URL || config.publicUrl).replace(/\/+$/, '') + config.apiBase
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      body,
      headers: { authorization: `Bearer ${adminToken(config.secret)}`, 'content-type': 'application/json' },
    })
    return { status: res.status, json: (await res.json()) as { success: boolean; content: unknown } }
  } catch (e) {
    if (process.env.PETLEAD_URL) throw e
    return null
  }
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrate(db, undefined, triageEngine)
    return await fn(db)
  } finally {
    await db.close()
  }
}

function report(errors: ImportError[]): never {
  for (const e of errors) console.error(e.row > 0 ? `row ${e.row}, ${e.field}: ${e.message}` : e.message)
  console.error(`Nothing imported: ${errors.length} problem${errors.length === 1 ? '' : 's'}.`)
  process.exit(1)
}

if (command === 'import' && file) {
  let rows: unknown
  try {
    rows = inlineLogoFiles(JSON.parse(readFileSync(file, 'utf8')), dirname(resolve(file)))
  } catch (e) {
    console.error(`Cannot read ${file} as JSON: ${(e as Error).message}`)
    process.exit(1)
  }
  const viaServer = await callServer('PUT', JSON.stringify(rows))
  if (viaServer) {
    if (viaServer.status === 400 && Array.isArray(viaServer.json.content)) report(viaServer.json.content as ImportError[])
    if (!viaServer.json.success) {
      console.error(`The server refused the import (${viaServer.status}): ${JSON.stringify(viaServer.json.content)}`)
      process.exit(1)
    }
    console.log(
      `Imported ${(viaServer.json.content as string[]).length} clinics through the running server: ${(viaServer.json.content as string[]).join(', ')}`,
    )
  } else {
    const fetchLogo = logoFetcher(webhookPolicy(config), systemResolver, LOGO_MAX_BYTES)
    const { errors } = await checkClinicRows(rows, fetchLogo)
    if (errors.length > 0) report(errors)
    const result = await withDb((db) => importClinics(db, rows, new Date(), fetchLogo))
    if (!result.ok) report(result.errors)
    console.log(`Imported ${result.ids.length} clinics: ${result.ids.join(', ')}`)
  }
} else if (command === 'export') {
  const viaServer = await callServer('GET')
  if (viaServer && !viaServer.json.success) {
    console.error(`The server refused the export (${viaServer.status})`)
    process.exit(1)
  }
  const rows = viaServer ? viaServer.json.content : await withDb((db) => exportClinics(db))
  const out = JSON.stringify(rows, null, 2) + '\n'
  if (file) {
    writeFileSync(file, out)
    console.log(`Exported ${(rows as unknown[]).length} clinics to ${file}`)
  } else process.stdout.write(out)
} else if (command === 'invite' && file) {
  // `invite EMAIL --clinic ID --role owner`: prints the single-use link (7 days) that sets a password.
  const args = process.argv.slice(4)
  const opt = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const request = { email: file, clinic_id: opt('--clinic'), role: opt('--role') ?? 'owner' }
  const viaServer = await callServer('POST', JSON.stringify(request), '/admin/invitations')
  const result = viaServer
    ? viaServer.json.success
      ? { ok: true as const, link: (viaServer.json.content as { link: string }).link }
      : { ok: false as const, error: JSON.stringify(viaServer.json.content) }
    : await withDb((db) =>
        adminInvite(db, config.publicUrl, { email: request.email, clinicId: request.clinic_id, role: request.role }, new Date()),
      )
  if (!result.ok) {
    console.error(result.error)
    process.exit(1)
  }
  console.log(
    `Invitation for ${request.email} (${request.role}${request.clinic_id ? ` of ${request.clinic_id}` : ''}), single use, valid 7 days:`,
  )
  console.log(result.link)
} else if (command === 'purge-demo') {
  // Removes the demo's accounts and partners, which a production start refuses to run beside.
  // On the embedded database the server must be stopped first: one process may open it.
  if (!config.databaseUrl && (await callServer('GET'))) {
    console.error('A server is running on this database: stop it, then run purge-demo again.')
    process.exit(1)
  }
  const result = await withDb((db) => purgeDemo(db))
  console.log(
    `Removed ${result.accounts.length} demo account${result.accounts.length === 1 ? '' : 's'}${result.accounts.length ? `: ${result.accounts.join(', ')}` : ''}`,
  )
  console.log(
    `Removed ${result.clinics.length} demo clinic${result.clinics.length === 1 ? '' : 's'}${result.clinics.length ? `: ${result.clinics.join(', ')}` : ''}`,
  )
  for (const k of result.kept)
    console.error(
      `Kept demo clinic ${k.clinic}: accounts ${k.users.join(', ')} belong to it. Re-import it with its real addresses, or remove those accounts, then run purge-demo again.`,
    )
  if (result.kept.length > 0) process.exit(1)
} else {
  console.error(USAGE)
  process.exit(2)
}
