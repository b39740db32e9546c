/**
 * The host page's inherited properties stop at the widget's own boxes.
 *
 * `:host{all:initial}` loses to any host-page rule that matches the mount element itself (`*{...}`,
 * with or without !important), and `all` never covers `direction`; whatever the host element ends
 * up with is inherited by the shadow tree. So the reset happens again inside the shadow root, on
 * elements no host selector can match: the container gets `all:initial` (every inherited property,
 * present and future), and each `<dialog>` (the top layer keeps its shadow-tree parent for
 * inheritance) gets the inherited set explicitly, because `all` would also strip the browser's
 * dialog layout. The rules after this block then set the widget's own font and colours.
 *
 * Kept apart from `styles.ts` so the theme and the reset can change without touching each other.
 */
export const inheritedResetCss = /* css */ `
.pl-container{all:initial;display:block;direction:ltr}
dialog{font:initial;letter-spacing:initial;word-spacing:initial;text-transform:initial;text-indent:initial;text-shadow:initial;
text-align:initial;white-space:initial;text-wrap:initial;direction:ltr;writing-mode:initial;cursor:initial;visibility:initial;
quotes:initial;tab-size:initial;hyphens:initial;word-break:initial;overflow-wrap:initial;line-break:initial;list-style:initial;
caret-color:initial;accent-color:initial;color-scheme:initial;pointer-events:initial;user-select:initial;font-synthesis:initial;
text-emphasis:initial;-webkit-text-fill-color:initial;-webkit-text-stroke:initial}
`
