import { cpSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Gives `dataDir` the database of the DATA_DIR `template` made (see `migratedTemplate`), so
 * opening it finds PGlite's files and every migration already applied. No template, nothing
 * copied: the database is then created and migrated as usual.
 */
export function copyTemplate(template: string | undefined, dataDir: string): void {
  if (template) cpSync(join(template, 'db'), join(dataDir, 'db'), { recursive: true })
}
