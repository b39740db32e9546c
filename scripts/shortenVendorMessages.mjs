// Rollup plugin: the long developer messages our dependencies throw or warn on a misuse PetLead never
// makes (a Trusted Types policy that calls back into DOMPurify, a `disabled` prop downshift dropped) are shortened to their gist. The owner never sees them, every bundle
// carries them, and gzip cannot shrink English prose much: about 400 B gzipped of the single file.
// A message the dependency no longer writes stops the build, so a stale entry is removed rather than
// left doing nothing.

/** Each file's messages: the exact text in the published file, and what the bundle says instead. */
const MESSAGES = [
  {
    file: /\/node_modules\/dompurify\/dist\/purify\.es\.mjs$/,
    replace: [
      [
        '"A configured TRUSTED_TYPES_POLICY callback (createHTML or createScriptURL) must not call DOMPurify.sanitize, as that causes infinite recursion. Do not pass a policy whose callbacks wrap DOMPurify as TRUSTED_TYPES_POLICY; see the \\"DOMPurify and Trusted Types\\" section of the README."',
        '"DOMPurify: a TRUSTED_TYPES_POLICY callback called sanitize"',
      ],
      [
        '"DOMPurify: USE_PROFILES overrides ALLOWED_TAGS and ALLOWED_ATTR. Do not use these options together."',
        '"DOMPurify: USE_PROFILES overrides ALLOWED_TAGS/ATTR"',
      ],
      ['"TRUSTED_TYPES_POLICY configuration option must provide a \\"createHTML\\" hook."', '"DOMPurify: no createHTML"'],
      ['"TRUSTED_TYPES_POLICY configuration option must provide a \\"createScriptURL\\" hook."', '"DOMPurify: no createScriptURL"'],
      [
        '"a node selected for removal could not be detached from its tree and cannot be safely returned; refusing to sanitize in place"',
        '"DOMPurify: a removed node stayed attached"',
      ],
      [
        '"a node selected for removal could not be safely returned; refusing to sanitize in place"',
        '"DOMPurify: a removed node came back"',
      ],
      ['"the tree kept changing during in-place sanitization; refusing to return it"', '"DOMPurify: the tree kept changing"'],
    ],
  },
  {
    file: /\/node_modules\/downshift\/dist\/downshift\.esm\.mjs$/,
    replace: [
      [
        `'Passing "disabled" as an argument to getItemProps is not supported anymore. Please use the isItemDisabled prop from useSelect.'`,
        "'downshift: use isItemDisabled'",
      ],
      [
        `'Passing "disabled" as an argument to getItemProps is not supported anymore. Please use the isItemDisabled prop from useCombobox.'`,
        "'downshift: use isItemDisabled'",
      ],
    ],
  },
]

export function shortenVendorMessages() {
  return {
    name: 'petlead-shorten-vendor-messages',
    transform(code, id) {
      const entry = MESSAGES.find((m) => m.file.test(id))
      if (!entry) return null
      let out = code
      for (const [from, to] of entry.replace) {
        if (!out.includes(from)) throw new Error(`${id} no longer says ${from.slice(0, 60)}...: update scripts/shortenVendorMessages.mjs`)
        out = out.split(from).join(to)
      }
      return { code: out, map: null }
    },
  }
}
