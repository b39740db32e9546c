import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * A string that starts like an SQL statement: the verbs and transaction commands the server's
 * repositories run. Upper case only, as every statement in the code base is written, so prose
 * ("select a clinic") and Hono's `c.req.query('from')` are not mistaken for SQL.
 */
const STATEMENT =
  /^\s*(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM|WITH \w+ AS|SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK|BEGIN|COMMIT|CREATE|ALTER|DROP|NOTIFY|LISTEN)\b/

/** Every non-test TypeScript file under `dir`, as paths from the repository's root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|e2e)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
}

/** The string and template literals of a file that read as SQL statements, with their line. */
function statementsIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null
    if (literal !== null && STATEMENT.test(literal)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push(`${file}:${line}: ${literal.trim().split('\n')[0]!.slice(0, 80)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Files that may hold SQL: the repositories and migrations, and the test kit that sets up databases. */
const MAY_HOLD_SQL = ['server/db/', 'server/testing/']

describe('SQL lives in the repositories', () => {
  it('no file of server/, src/ or demo/ outside server/db holds an SQL statement', () => {
    const files = ['server', 'src', 'demo'].flatMap(sources).filter((f) => !MAY_HOLD_SQL.some((d) => f.startsWith(d)))
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(statementsIn)).toEqual([])
  })

  it('the check sees the statements the repositories hold, in plain strings and templates alike', () => {
    const found = sources('server/db').flatMap(statementsIn)
    expect(found.some((f) => f.startsWith('server/db/submissionsRepo.ts') && f.includes('SELECT'))).toBe(true)
    expect(found.some((f) => f.startsWith('server/db/rateLimitsRepo.ts') && f.includes('INSERT INTO rate_limits'))).toBe(true)
    expect(found.some((f) => f.startsWith('server/db/bookingsRepo.ts') && f.includes('SAVEPOINT'))).toBe(true)
  })
})
