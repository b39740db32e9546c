import type { WorkspaceText } from '../../text/workspace.en'
import type { ClinicChanges } from './ClinicSettings'

/**
 * A change request's fields as lines a person reads ("Service radius (miles): 100"), in the
 * settings form's order; the coordinates follow the ZIP code and are never shown.
 */
export function changeLines(changes: ClinicChanges, text: WorkspaceText): string[] {
  const t = text.settings
  const c = text.clinicChanges
  const labels: Record<keyof ClinicChanges, string> = {
    street: t.street,
    city: t.city,
    state: t.state,
    zip: t.zip,
    radiusMiles: t.radius,
    emergency: c.emergency,
  }
  return (Object.keys(labels) as Array<keyof ClinicChanges>)
    .filter((k) => changes[k] !== undefined)
    .map((k) => `${labels[k]}: ${typeof changes[k] === 'boolean' ? (changes[k] ? c.yes : c.no) : String(changes[k])}`)
}
