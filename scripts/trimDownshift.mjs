// Rollup plugin: downshift reads React's useId from a copy of React's whole namespace
// (`var SafeReact = _extends({}, React); var reactUseId = SafeReact.useId`), so that webpack does
// not fail on React 17, which has no useId. The copy made rollup build the namespace as an object,
// every member of our react stub (src/lib/reactDefaultStub.ts) in it, in every bundle with
// downshift: 169 B gzipped of the single file. The stub exports useId (Preact's), so the plugin
// reads it from the namespace itself (`var reactUseId = React.useId`) and rollup resolves that to
// the stub's export, with no object. A downshift without the copy stops the build, so the plugin
// is removed rather than left doing nothing.

const DOWNSHIFT_FILE = /\/node_modules\/downshift\/dist\/downshift\.esm\.mjs$/

/** `var SafeReact = _extends({}, React);` and the line reading useId from it, as downshift writes them (twice). */
const NAMESPACE_COPY = /var (SafeReact\$?\d*) = _extends\(\{\}, React\);\s*var (reactUseId\$?\d*) = \1\.useId;/g

export function trimDownshift() {
  return {
    name: 'petlead-trim-downshift',
    transform(code, id) {
      if (!DOWNSHIFT_FILE.test(id)) return null
      if (!code.match(NAMESPACE_COPY))
        throw new Error("downshift no longer copies React's namespace to read useId: remove scripts/trimDownshift.mjs")
      return { code: code.replace(NAMESPACE_COPY, 'var $2 = React.useId;'), map: null }
    },
  }
}
