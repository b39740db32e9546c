/**
 * Run one script file, with its integrity checked by the browser; rejects on a network error, an
 * integrity mismatch or when nothing has arrived after `timeoutMs`. The element goes into `parent`
 * (a widget's shadow root, never the host's head when a widget is waiting) and is removed once done.
 */
export function loadScript(parent: ParentNode & Node, url: unknown, integrity: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = parent.ownerDocument ?? (parent as Document)
    const script = doc.createElement('script')
    const done = (error?: string) => {
      clearTimeout(timer)
      script.onload = script.onerror = null
      script.remove()
      if (error) reject(new Error(error))
      else resolve()
    }
    const timer = setTimeout(() => done(`no answer after ${timeoutMs} ms`), timeoutMs)
    script.onload = () => done()
    script.onerror = () => done('network or integrity error')
    script.integrity = integrity
    script.crossOrigin = 'anonymous'
    ;(script as { src: unknown }).src = url
    parent.appendChild(script)
  })
}
