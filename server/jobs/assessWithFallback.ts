import { offlineProvider } from '../assessment/offlineEngine'
import type { PetFacts, Provider } from '../assessment/provider'

/**
 * Asks the provider within `timeoutMs`; on failure or timeout falls back to the offline engine,
 * so an owner waiting for an on-screen result always gets one. Returns the text and its engine;
 * `onError` hears why the provider did not answer.
 */
export async function assessWithFallback(
  provider: Provider,
  facts: PetFacts,
  now: Date,
  photo: string | undefined,
  timeoutMs: number,
  onError?: (err: unknown) => void,
): Promise<{ text: string; engine: string; usedModel: boolean }> {
  if (provider.usesModel) {
    let timer: NodeJS.Timeout | undefined
    try {
      const text = await Promise.race([
        provider.assess(facts, now, photo),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
        }),
      ])
      return { text, engine: provider.name, usedModel: true }
    } catch (err) {
      // Reported, then the offline engine answers: the owner is waiting on the screen.
      onError?.(err)
    } finally {
      clearTimeout(timer)
    }
  }
  return { text: await offlineProvider.assess(facts, now, photo), engine: offlineProvider.name, usedModel: false }
}
