import { nodeResolve } from '@rollup/plugin-node-resolve'
import { rollup, type Plugin } from 'rollup'
import { describe, expect, it } from 'vitest'
import { trimDownshift } from '../../scripts/trimDownshift.mjs'
import { trimPreactCompat } from '../../scripts/trimPreactCompat.mjs'
import { htmlOnlyPurify } from '../../scripts/htmlOnlyPurify.mjs'

/**
 * The build's two trims of dependency code (rollup.config.mjs): preact/compat without Suspense,
 * SuspenseList and PureComponent, downshift without its copy of React's namespace. Each bundles a
 * small entry from the installed packages with and without the trim.
 */

/** `entry` as a module, bundled with `plugins` after node resolution; the other modules external. */
async function bundle(entry: string, plugins: Plugin[], external: (id: string) => boolean = () => false): Promise<string> {
  const virtual: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === '\0entry' ? id : null),
    load: (id) => (id === '\0entry' ? entry : null),
  }
  const b = await rollup({
    input: '\0entry',
    plugins: [virtual, ...plugins, nodeResolve({ browser: true })],
    external,
    onwarn: () => undefined,
  })
  const { output } = await b.generate({ format: 'es' })
  await b.close()
  return output[0].code
}

describe('preact/compat trimmed', () => {
  const entry = "export { forwardRef, useState } from 'preact/compat'"

  it('leaves out Suspense, SuspenseList and PureComponent, which nothing imports', async () => {
    const untrimmed = await bundle(entry, [])
    // Without the trim, rollup keeps the three classes' prototype writes.
    expect(untrimmed).toMatch(/revealOrder/)
    expect(untrimmed).toMatch(/isPureReactComponent/)
    const code = await bundle(entry, [trimPreactCompat()])
    expect(code).not.toMatch(/revealOrder|isPureReactComponent|__childDidSuspend|\.__R\b/)
    // What the widgets use stays: the onChange-to-onInput vnode hook, forwardRef's ref hook.
    expect(code).toMatch(/oninput/)
    expect(code).toMatch(/forward_ref/)
  })

  it('stops a build that imports one of them', async () => {
    await expect(bundle("export { Suspense } from 'preact/compat'", [trimPreactCompat()])).rejects.toThrow(/not exported/)
  })

  it('stops the build when compat no longer defines them as expected', () => {
    const transform = trimPreactCompat().transform as (this: unknown, code: string, id: string) => unknown
    const context = { parse: () => ({ body: [] }) }
    expect(() => transform.call(context, 'export {}', '/x/node_modules/preact/compat/dist/compat.module.js')).toThrow(
      /no longer defines Suspense, SuspenseList, PureComponent/,
    )
  })
})

describe('downshift trimmed', () => {
  // A react with useId, as src/lib/reactDefaultStub.ts is: downshift's other imports stay external.
  const react: Plugin = {
    name: 'react',
    resolveId: (id) => (id === 'react' ? '\0react' : null),
    load: (id) =>
      id === '\0react'
        ? 'export function useId() {}\nexport function useRef() {}\nexport function useEffect() {}\nexport function useCallback() {}\n' +
          'export function useMemo() {}\nexport function useState() {}\nexport function useReducer() {}\nexport function useLayoutEffect() {}\n' +
          'export function cloneElement() {}\nexport function Component() {}\n'
        : null,
  }
  const external = (id: string) => /^(@babel|react-is|compute-scroll-into-view|prop-types)/.test(id)
  const entry = "export { useCombobox } from 'downshift'"

  it('reads useId from React itself, with no copy of its namespace in the bundle', async () => {
    const untrimmed = await bundle(entry, [react], external)
    // Without the trim, the namespace is built as an object so that it can be copied.
    expect(untrimmed).toMatch(/__proto__: null,[^}]*useId/)
    const code = await bundle(entry, [react, trimDownshift()], external)
    expect(code).not.toMatch(/__proto__: null,[^}]*useId|_extends\(\{\}, React\)/)
    // React's own useId, read straight from the module that exports it.
    expect(code).toMatch(/var reactUseId\$1 = useId;/)
  })
})

describe('DOMPurify with the HTML profile only', () => {
  const entry = "export { default } from 'dompurify'"

  it('carries no SVG or MathML allow-list, and keeps the lists of what it always refuses', async () => {
    const untrimmed = await bundle(entry, [])
    expect(untrimmed).toMatch(/"feTurbulence"/)
    expect(untrimmed).toMatch(/"mglyph"/)
    const code = await bundle(entry, [htmlOnlyPurify()])
    // SVG and MathML tags and attributes a profile could allow are gone...
    expect(code).not.toMatch(/"feTurbulence"|"mfrac"|"stroke-dasharray"|"xlink:title"/)
    // ...the HTML lists stay, and so do the elements always refused, which the namespace checks read.
    expect(code).toMatch(/"blockquote"/)
    expect(code).toMatch(/"animate"/)
    expect(code).toMatch(/"maligngroup"/)
  })

  it('stops the build when DOMPurify no longer declares its lists as the trim expects', () => {
    const plugin = htmlOnlyPurify() as { transform: (code: string, id: string) => unknown }
    expect(() => plugin.transform('const html = 1', '/x/node_modules/dompurify/dist/purify.es.mjs')).toThrow(/svg\$1 list/)
  })
})
