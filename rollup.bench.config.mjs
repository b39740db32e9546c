// Builds used only by `npm run bench` (never shipped): the same sources as rollup.config.mjs in
// one file with every widget (src/umd.ts, as dist/petlead.umd.js) with a sourcemap,
// (1) the Preact UMD again with a sourcemap, for per-dependency byte attribution, and
// (2) the React 19 build (react + react-dom, no Preact alias) the bench compares against.
import commonjs from '@rollup/plugin-commonjs'
import { plugins } from './rollup.config.mjs'

/** Insert CommonJS support after node-resolve: react, react-dom, react-is and scheduler are CJS. */
function withCommonjs(list) {
  const at = list.findIndex((p) => p.name === 'node-resolve')
  return [...list.slice(0, at + 1), commonjs({ extensions: ['.js', '.cjs'] }), ...list.slice(at + 1)]
}

export default [
  {
    input: 'src/umd.ts',
    output: { file: 'bench/build/petlead.umd.js', format: 'umd', name: 'PetLead', inlineDynamicImports: true, sourcemap: true },
    plugins: plugins(),
  },
  {
    input: 'src/umd.ts',
    output: { file: 'bench/build/petlead.react.umd.js', format: 'umd', name: 'PetLeadReact', inlineDynamicImports: true, sourcemap: true },
    plugins: withCommonjs(plugins({ react: true })),
  },
]
