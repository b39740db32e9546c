/**
 * The 0.5 s fade of every modal, the results overlay and the spinner, kept
 * apart from the layout rules. In: @starting-style, as showModal() gives the dialog its box.
 * Out: the ghost that `fadeOut` leaves in the top layer. None under reduced motion.
 */
export const fadeCss = /* css */ `
.pl-modal,.pl-modal::backdrop{transition:opacity .5s}
@starting-style{.pl-modal[open],.pl-modal[open]::backdrop{opacity:0}}
.pl-leaving{display:block}
.pl-leaving,.pl-leaving::backdrop{opacity:0;pointer-events:none}
@starting-style{.pl-leaving,.pl-leaving::backdrop{opacity:1}}
@media (prefers-reduced-motion:reduce){.pl-modal,.pl-modal::backdrop{transition:none}}
`
