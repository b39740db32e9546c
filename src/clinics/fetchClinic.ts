import type { Clinic } from './Clinic'

/**
 * The clinic as the API describes it (GET /clinics/{id}) laid over the built-in entry, or
 * undefined when the API does not serve it (404, network error, a server without the call): the
 * widget then keeps the built-in look, or the generic one, and says nothing.
 */
/** The one call it needs (src/api's `clinic`), named by shape so clinics/ does not import api/. */
type ClinicCall = { clinic(clinicId: string): Promise<{ content: Clinic }> }

export async function fetchClinic(api: ClinicCall, clinicId: string, builtIn: Clinic | undefined): Promise<Clinic | undefined> {
  try {
    const { content } = await api.clinic(clinicId)
    return content && typeof content === 'object' && typeof content.name === 'string' ? { ...builtIn, ...content } : undefined
  } catch {
    return undefined
  }
}
