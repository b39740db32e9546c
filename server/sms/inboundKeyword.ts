/** Words that stop every text to the sender's number: the carriers' standard ones, and Spanish. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'PARAR', 'BAJA'] as const

/** Words that let texts resume after a STOP (Twilio's opt-in words). */
export const START_WORDS = ['START', 'UNSTOP', 'YES'] as const

/**
 * What an owner's reply means: 'stop', 'start' or null (anything else, which changes nothing). The
 * whole message must be the word, in any case, with surrounding spaces and punctuation ignored, as
 * carriers match them ("Stop." stops; "don't stop" does not).
 */
export function inboundKeyword(body: string): { action: 'stop' | 'start'; word: string } | null {
  const word = body
    .trim()
    .replace(/^[\s.!¡¿?,;:'"]+|[\s.!¡¿?,;:'"]+$/g, '')
    .toUpperCase()
  if ((STOP_WORDS as readonly string[]).includes(word)) return { action: 'stop', word }
  if ((START_WORDS as readonly string[]).includes(word)) return { action: 'start', word }
  return null
}
