import type { MountHandle, MountOptions, WidgetEventName } from '../context/MountOptions'
import { validateOptions } from '../host/validateOptions'
import { showLoadError } from './showLoadError'
import type { LoadWidget } from './WidgetModule'

/**
 * `mount` for builds that fetch each widget's code when it is first mounted: the options are
 * checked and the shadow root made at once (so a wrong call still throws), an empty container
 * holds the place, and the widget renders when its code has arrived. Until then the container
 * shows what the host page put inside the mount element (through a slot), so a page that puts a
 * placeholder of the widget's size there sees nothing move. Code that cannot be fetched leaves an
 * alert in the widget's place (the placeholder goes) and emits `error`.
 */
export function createLazyMount(load: LoadWidget): (el: Element, options: MountOptions) => MountHandle {
  const mounted = new WeakMap<Element, MountHandle>()
  return function mount(el, options) {
    validateOptions(el, options)
    mounted.get(el)?.unmount()
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
    const box = el.ownerDocument.createElement('div')
    box.className = 'pl-container'
    box.appendChild(el.ownerDocument.createElement('slot'))
    root.appendChild(box)

    let live = true
    let inner: MountHandle | undefined
    const handle: MountHandle = {
      unmount() {
        if (!live) return
        live = false
        inner?.unmount()
        box.remove()
        if (mounted.get(el) === handle) mounted.delete(el)
      },
    }
    mounted.set(el, handle)
    load(options.form, root).then(
      (widget) => {
        if (!live) return
        box.remove()
        inner = widget.mountWidget(el, options)
      },
      (error: unknown) => {
        if (!live) return
        showLoadError(box, (error as { file?: string } | null)?.file)
        emit(el, options, 'error', { message: box.textContent, load: String((error as Error)?.message ?? error) })
      },
    )
    return handle
  }
}

function emit(el: Element, options: MountOptions, name: WidgetEventName, detail: unknown): void {
  try {
    options.onEvent?.(name, detail)
  } finally {
    el.dispatchEvent(new CustomEvent(`petlead:${name}`, { detail, bubbles: true, composed: true }))
  }
}
