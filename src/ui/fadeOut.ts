/** Modals, the results overlay and the spinner fade in and out over 0.5 s. */
export const FADE_MS = 500

/**
 * Lets a modal that has just been closed and unmounted fade out. Preact removes the dialog
 * right after its cleanup, so the same node is put back, once removed, as a ghost: a manual
 * popover in the top layer (it covers the page as the modal did, without trapping focus or
 * making the page inert), hidden from screen readers, inert and transparent to clicks, and
 * gone after the fade. Nothing happens under `prefers-reduced-motion: reduce`.
 */
export function fadeOut(dialog: HTMLDialogElement): void {
  // The widget's render container: gone with unmount(), which must leave no node behind.
  const container = dialog.closest('.pl-container')
  const view = dialog.ownerDocument.defaultView
  if (!container || !view || view.matchMedia('(prefers-reduced-motion: reduce)').matches || !('showPopover' in dialog)) return
  queueMicrotask(() => {
    // Still in the page (not unmounted after all), or the whole widget went with it.
    if (dialog.isConnected || !container.isConnected) return
    dialog.inert = true
    dialog.setAttribute('aria-hidden', 'true')
    dialog.classList.add('pl-leaving')
    dialog.popover = 'manual'
    container.appendChild(dialog)
    dialog.showPopover()
    const gone = () => dialog.remove()
    // Gone when its fade ends, or half a fade after the fade should have ended, counted from the
    // fade's start (a slow phone starts it late and must not have it cut short); and gone anyway
    // if no fade ever starts.
    let late = setTimeout(gone, 4 * FADE_MS)
    dialog.addEventListener('transitionrun', (e) => {
      if (e.target !== dialog) return
      clearTimeout(late)
      late = setTimeout(gone, 1.5 * FADE_MS)
    })
    dialog.addEventListener('transitionend', (e) => {
      if (e.target === dialog) gone()
    })
  })
}
