import { leadFieldLabels } from './leadFields.en'

/**
 * A form field's label as the clinic reads it: the one label table's words (leadFields.en.ts), and a
 * wire name the table does not know as words: `pet_colour` reads 'Pet colour', `imageUrl` 'Image url'.
 */
export function fieldLabel(key: string): string {
  const known = leadFieldLabels[key]
  if (known) return known
  const s = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase()
  return s.charAt(0).toUpperCase() + s.slice(1)
}
