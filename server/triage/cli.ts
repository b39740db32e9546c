import { createInterface } from 'node:readline'
import { triage } from './triage'

/**
 * `npm run -s triage`: one JSON case per input line, `{"id","text","issue","lang","species"}`
 * (optional `age_months`), one answer per output line, `{"id","urgency","signs":[...]}`, from the
 * engine the server uses. A line that is not JSON answers `{"id":null,"error":...}` and the rest go on.
 */
async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  for await (const line of lines) {
    if (!line.trim()) continue
    try {
      const c = JSON.parse(line) as {
        id?: unknown
        text?: unknown
        issue?: unknown
        lang?: unknown
        species?: unknown
        age_months?: unknown
      }
      const r = triage({
        text: typeof c.text === 'string' ? c.text : '',
        issue: typeof c.issue === 'string' ? c.issue : undefined,
        lang: c.lang === 'es' ? 'es' : 'en',
        species: c.species === 'cat' ? 'cat' : 'dog',
        ageMonths: typeof c.age_months === 'number' ? c.age_months : null,
      })
      const signs = r.signs.map(({ sign, words, rule, source, urgency }) => ({ sign, words, rule, source, urgency }))
      process.stdout.write(
        JSON.stringify({ id: c.id ?? null, urgency: r.urgency, signs, ...(r.uncertain ? { uncertain: r.uncertain } : {}) }) + '\n',
      )
    } catch (err) {
      process.stdout.write(JSON.stringify({ id: null, error: String((err as Error).message) }) + '\n')
    }
  }
}

void main()
