/** The contact form's check-mark and the spec's 'Form submitted successfully!' banner beside it. */
export const contactCss = /* css */ `
.pl-sent{display:flex;align-items:center;gap:10px;margin-right:auto;font-weight:600}
.pl-check-mark{display:block;fill:var(--pl-primary);stroke:var(--pl-primary-text);stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round;animation:pl-pop .3s}
.pl-check-mark path{fill:none}
@keyframes pl-pop{from{transform:scale(.4);opacity:0}}
@media (prefers-reduced-motion:reduce){.pl-check-mark{animation:none}}
`
