/**
 * The 0.5 s fade of every modal, the results overlay and the spinner (spec section 9), kept
 * apart from the layout rules. In: @starting-style, as showModal() gives the dialog its box.
 * Out: the ghost that `fadeOut` leaves in the top layer. None under reduced motion.
 */
export const fadeCss = /* css */ `
dialog.pl-modal,dialog.pl-modal::backdrop{transition:opacity .5s}
@starting-style{dialog.pl-modal[open],dialog.pl-modal[open]::backdrop{opacity:0}}
dialog.pl-modal.pl-leaving{display:block}
dialog.pl-modal.pl-leaving,dialog.pl-modal.pl-leaving::backdrop{opacity:0;pointer-events:none}
@starting-style{dialog.pl-modal.pl-leaving,dialog.pl-modal.pl-leaving::backdrop{opacity:1}}
@media (prefers-reduced-motion:reduce){dialog.pl-modal,dialog.pl-modal::backdrop{transition:none}}
`
