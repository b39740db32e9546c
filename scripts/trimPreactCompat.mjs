// Rollup plugin: takes Suspense, SuspenseList and PureComponent out of preact/compat's file.
//
// compat defines the three classes by writing their prototypes at the top of its module
// (`(Suspense.prototype = new Component()).__c = function ...`). Rollup must keep such writes
// even when nothing imports the class, since `new Component()` could have an effect, so every
// bundle carried them: 778 B gzipped of the single file, and 83 B more for the two hooks Suspense
// installs on preact's options (a thrown promise looks for a Suspense above it; an unmounted
// component tells a waiting Suspense). No widget and no dependency uses them
// (src/lib/reactDefaultStub.ts names every React member the widgets, react-hook-form and downshift
// use), so the plugin removes the three exports, their members of compat's default object, the
// prototype writes and the two hooks; the unused functions then leave with rollup's tree-shaking.
// Importing one of them afterwards stops the build ("is not exported"), and a preact whose file no
// longer has all of it in that shape stops it too, so the trim is looked at again rather than lost
// quietly.

/** The classes removed, by the name compat exports them under. */
export const TRIMMED_COMPAT_CLASSES = ['Suspense', 'SuspenseList', 'PureComponent']

/**
 * The hooks compat/src/suspense.js sets on preact's `options`, by their names in preact's build:
 * `__e` is `_catchError`, which hands a thrown promise to the nearest Suspense; `unmount` resolves
 * a Suspense waiting on the unmounted component. No other part of compat sets these two.
 */
const SUSPENSE_HOOKS = ['__e', 'unmount']

const COMPAT_FILE = /\/node_modules\/preact\/compat\/dist\/compat\.module\.js$/

/**
 * The class `X` whose prototype an expression writes, as `X.prototype.y = ...`,
 * `(X.prototype = ...).y = ...` or `X.prototype.a = X.prototype.b = ...`; else undefined.
 */
function prototypeOwner(node) {
  while (node.type === 'AssignmentExpression' || node.type === 'MemberExpression') {
    if (node.type === 'AssignmentExpression') node = node.left
    else if (node.object.type === 'Identifier' && node.property.name === 'prototype') return node.object.name
    else node = node.object
  }
  return undefined
}

/**
 * The text ranges that remove `items[i]` from a comma-separated list (a sequence, an object, an
 * export list), comma included. Items in `drop` leave; the list keeps at least one item.
 */
function listCuts(items, drop) {
  const cuts = []
  items.forEach((item, i) => {
    if (!drop(item)) return
    const next = items.slice(i + 1).find((n) => !drop(n))
    const prev = items.slice(0, i).findLast((n) => !drop(n))
    if (next) cuts.push([item.start, next.start])
    else if (prev) cuts.push([prev.end, item.end])
  })
  return cuts
}

export function trimPreactCompat() {
  return {
    name: 'petlead-trim-preact-compat',
    transform(code, id) {
      if (!COMPAT_FILE.test(id)) return null
      const program = this.parse(code)
      /** Local name -> exported name, for the three classes. */
      const local = new Map()
      /** @type {[number, number][]} */
      const cuts = []
      for (const node of program.body) {
        if (node.type !== 'ExportNamedDeclaration' || node.source) continue
        const trimmed = (s) => TRIMMED_COMPAT_CLASSES.includes(s.exported.name)
        for (const s of node.specifiers.filter(trimmed)) local.set(s.local.name, s.exported.name)
        cuts.push(...listCuts(node.specifiers, trimmed))
      }
      const options = program.body
        .filter((n) => n.type === 'ImportDeclaration' && n.source.value === 'preact')
        .flatMap((n) => n.specifiers)
        .find((s) => s.type === 'ImportSpecifier' && s.imported.name === 'options')?.local.name
      const written = new Set()
      const isDefinition = (e) => {
        if (
          e.type === 'AssignmentExpression' &&
          e.left.type === 'MemberExpression' &&
          e.left.object.type === 'Identifier' &&
          e.left.object.name === options &&
          SUSPENSE_HOOKS.includes(e.left.property.name)
        ) {
          written.add(e.left.property.name)
          return true
        }
        const owner = prototypeOwner(e)
        if (owner === undefined || !local.has(owner)) return false
        written.add(owner)
        return true
      }
      for (const node of program.body) {
        if (node.type === 'ExpressionStatement') {
          const list = node.expression.type === 'SequenceExpression' ? node.expression.expressions : [node.expression]
          if (list.every(isDefinition)) cuts.push([node.start, node.end])
          else cuts.push(...listCuts(list, isDefinition))
        }
        // compat's default object ({ ..., Suspense: P, ... }), exported as `default`.
        if (node.type === 'VariableDeclaration')
          for (const d of node.declarations)
            if (d.init?.type === 'ObjectExpression')
              cuts.push(...listCuts(d.init.properties, (p) => p.value?.type === 'Identifier' && local.has(p.value.name)))
      }
      const missing = [
        ...TRIMMED_COMPAT_CLASSES.filter((name) => ![...local].some(([l, n]) => n === name && written.has(l))),
        ...SUSPENSE_HOOKS.filter((hook) => !written.has(hook)).map((hook) => `options.${hook}`),
      ]
      if (missing.length)
        throw new Error(
          `preact/compat no longer defines ${missing.join(', ')} as trimPreactCompat expects: look at scripts/trimPreactCompat.mjs again`,
        )
      let out = ''
      let at = 0
      for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
        out += code.slice(at, Math.max(at, start))
        at = Math.max(at, end)
      }
      return { code: out + code.slice(at), map: null }
    },
  }
}
