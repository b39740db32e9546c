/** The service-request wizard: close button, progress bar, question, shake, result wait and the estimate's look. */
export const serviceRequestCss = /* css */ `
.pl-wizard .pl-modal-box,section.pl-wizard{position:relative}
.pl-wizard .pl-modal-title{padding-right:44px}
.pl-wizard .pl-form{padding:8px 0 0}
.pl-wizard .pl-lang{justify-content:flex-start;padding:0 0 4px}
.pl-close{position:absolute;top:12px;right:12px;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:var(--pl-text);font-size:28px;line-height:1;cursor:pointer}
.pl-close:hover{background:var(--pl-surface)}
.pl-progress{display:flex;flex-direction:column;gap:6px}
.pl-progress-track{height:8px;border-radius:4px;background:var(--pl-surface);overflow:hidden;box-shadow:inset 0 0 0 1px var(--pl-border)}
.pl-progress-fill{height:100%;background:var(--pl-primary);transition:width .3s}
.pl-question{margin:0;font-size:20px;line-height:1.3;outline:0}
/* The server's estimate in the widget's look: headings rank below the wizard's title and question, links in the theme's colour. */
.pl-html h2{margin:16px 0 8px;font-size:18px;line-height:1.3}
.pl-html h3,.pl-html h4{margin:12px 0 6px;font-size:16px;line-height:1.3}
.pl-html a{color:var(--pl-primary);text-decoration:underline}
.pl-html a:visited{color:var(--pl-primary)}
.pl-wait{display:flex;align-items:center;gap:12px;padding:16px 0;font-weight:600}
.pl-wait .pl-spinner-ring{width:32px;height:32px;border-width:4px;border-color:var(--pl-surface);border-top-color:var(--pl-primary)}
.pl-shake{animation:pl-shake .4s}
@keyframes pl-shake{20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){.pl-shake{animation:none}.pl-progress-fill{transition:none}}
@media (max-width:560px){dialog.pl-wizard{max-width:100vw;max-height:100vh;height:100%;margin:0}dialog.pl-wizard .pl-modal-box{min-height:100%;max-height:100vh;border-radius:0;padding:20px 16px}}
`
