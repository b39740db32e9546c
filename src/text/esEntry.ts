import { es } from './es'
import type { TextGlobal } from './loadText'

/**
 * The entry of dist/petlead-es.js: the Spanish text alone, fetched by a widget only when it
 * speaks Spanish (see `loadText`), so English pages never pay for it.
 */
const g = globalThis as TextGlobal
g.PetLeadText = { ...g.PetLeadText, es }
