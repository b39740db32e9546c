import type { ReaderModel } from './trainModel'

/** The model file's text: one line of JSON and a newline, the same bytes for the same model. */
export function modelText(model: ReaderModel): string {
  return `${JSON.stringify(model)}\n`
}
