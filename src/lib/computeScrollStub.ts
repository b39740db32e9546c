/**
 * downshift scrolls the highlighted option into view with compute-scroll-into-view, a general
 * solver for any nesting of scroll containers (~1 KB gzipped). PetLead's menus are one absolutely
 * positioned list, so the build aliases that package here: the only container to scroll is the
 * menu (downshift passes it as `boundary`), and the option is its direct child.
 */
export function compute(node: HTMLElement, { boundary }: { boundary?: HTMLElement | null }) {
  const menu = boundary ?? (node.parentElement as HTMLElement)
  let top = menu.scrollTop
  if (node.offsetTop < top) top = node.offsetTop
  else if (node.offsetTop + node.offsetHeight > top + menu.clientHeight) top = node.offsetTop + node.offsetHeight - menu.clientHeight
  return [{ el: menu, top, left: menu.scrollLeft }]
}
