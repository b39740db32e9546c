// Rollup plugin: PetLead sanitizes server HTML (an assessment, an estimate) with DOMPurify's HTML
// profile (src/ui/SafeHtml.tsx: `USE_PROFILES: { html: true }`), so SVG and MathML never pass and
// DOMPurify's lists of SVG and MathML tags and attributes it may allow are never read as such. The
// plugin empties those lists in the bundle (-1 KB gzipped of the single file). The lists of SVG and
// MathML elements DOMPurify always refuses (`svgDisallowed`, `mathMlDisallowed`) stay whole, and an
// element in the SVG or MathML namespace is still refused, now by an empty list: the sanitizer can
// only refuse more. A DOMPurify whose lists are not written as expected stops the build.

const PURIFY_FILE = /\/node_modules\/dompurify\/dist\/purify\.es\.mjs$/

/** The allow-lists only the svg, svgFilters and mathMl profiles (and the default, unprofiled config) read. */
const LISTS = ['svg$1', 'svgFilters', 'mathMl$1', 'svg', 'mathMl', 'xml']

export function htmlOnlyPurify() {
  return {
    name: 'petlead-html-only-purify',
    transform(code, id) {
      if (!PURIFY_FILE.test(id)) return null
      let out = code
      for (const name of LISTS) {
        const list = new RegExp(`const ${name.replace('$', '\\$')} = freeze\\(\\[[^\\]]*\\]\\);`)
        if (!list.test(out)) throw new Error(`DOMPurify no longer declares its ${name} list as expected: review scripts/htmlOnlyPurify.mjs`)
        out = out.replace(list, `const ${name} = freeze([]);`)
      }
      return { code: out, map: null }
    },
  }
}
