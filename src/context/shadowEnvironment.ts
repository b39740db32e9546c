/** What downshift calls `environment`: where it listens for outside clicks and reads focus. */
export interface ShadowEnvironment {
  addEventListener: ShadowRoot['addEventListener']
  removeEventListener: ShadowRoot['removeEventListener']
  document: Document
  Node: typeof Node
}

/**
 * Downshift listens on `window` and reads `document.activeElement` by default; inside a shadow
 * root both point at the host element, so menus would close on every click inside the widget.
 * This environment listens on the root and answers with the root's own active element.
 * See https://github.com/downshift-js/downshift#environment
 */
export function shadowEnvironment(root: ShadowRoot): ShadowEnvironment {
  const doc = root.ownerDocument
  // Only the members downshift's hooks read; a proxy of the real Document would throw
  // "Illegal invocation" on its native getters.
  const scoped = {
    get activeElement() {
      return root.activeElement
    },
    get body() {
      return doc.body
    },
    getElementById: (id: string) => root.getElementById(id),
    createElement: doc.createElement.bind(doc),
  } as unknown as Document
  return {
    addEventListener: root.addEventListener.bind(root),
    removeEventListener: root.removeEventListener.bind(root),
    document: scoped,
    Node: (doc.defaultView ?? window).Node,
  }
}
