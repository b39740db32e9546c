/**
 * A multipart text part that holds JSON (the QR check sends its lists and objects so), parsed; a part
 * that is not JSON is handed on as it is, for the field's own check to refuse with its own message.
 */
export function jsonPart(s: string): unknown {
  try {
    return JSON.parse(s)
  } catch {
    return s
  }
}
