/**
 * The JSON an answer's `text` holds, or undefined when it holds none (an empty body, an HTML error
 * page): tests read it field by field and assert on the shape themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed per call would mean a cast in every test
export function jsonOrUndefined(text: string): any {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
