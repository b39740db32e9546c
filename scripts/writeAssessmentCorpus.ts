// Writes docs/assessment-corpus.md from server/testing/assessmentCorpus.ts (`npm run docs:corpus`).
import { readFileSync, writeFileSync } from 'node:fs'
import { corpusMarkdown } from '../server/testing/assessmentCorpus'

const path = new URL('../docs/assessment-corpus.md', import.meta.url)
const before = (() => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
})()
const after = corpusMarkdown()
if (after !== before) writeFileSync(path, after)
console.log(after === before ? 'docs/assessment-corpus.md: unchanged' : 'docs/assessment-corpus.md: written')
