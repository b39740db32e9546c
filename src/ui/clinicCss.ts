/**
 * Styles of the clinic widgets (step dots, captcha, results overlay, kiosk, QR result). Sizes in
 * px; every target at least 44 px tall; the kiosk's larger still for a tablet held in portrait.
 */
export const clinicCss = /* css */ `
.pl-dots{display:flex;justify-content:center;gap:28px;list-style:none;margin:0;padding:0;counter-reset:none}
.pl-dot{display:grid;place-items:center;width:36px;height:36px;border-radius:50%;border:2px solid var(--pl-border);color:var(--pl-muted);font-weight:700;position:relative}
.pl-dot+.pl-dot::before{content:"";position:absolute;right:100%;width:28px;height:2px;background:var(--pl-border)}
.pl-dot-done,.pl-dot[aria-current]{border-color:var(--pl-primary);background:var(--pl-primary);color:var(--pl-primary-text)}
.pl-step-title{margin:0;font-size:20px;line-height:1.3}
.pl-step-title:focus{outline:0}
.pl-captcha{display:flex;align-items:center;flex-wrap:wrap;gap:10px;min-height:64px;padding:10px 14px;border:1px solid var(--pl-border);border-radius:var(--pl-radius);background:var(--pl-surface)}
.pl-captcha label{font-weight:600;flex:1 1 auto;min-height:44px;display:flex;align-items:center}
.pl-captcha-status{font-size:14px;color:var(--pl-muted)}
.pl-captcha-verified .pl-captcha-status{color:var(--pl-primary);font-weight:600}
.pl-captcha-error .pl-captcha-status{color:var(--pl-error)}
.pl-captcha-problem{flex:1 0 100%;display:flex;align-items:center;flex-wrap:wrap;gap:4px 10px}
.pl-consent ul{margin:6px 0 0;padding-left:20px}
.pl-banner{margin:0;padding:14px 16px;border-radius:var(--pl-radius);background:var(--pl-primary);color:var(--pl-primary-text);font-weight:600;font-size:18px}
.pl-kiosk .pl-button{min-height:56px;font-size:18px}
.pl-kiosk input[type=checkbox]{width:32px;height:32px}
.pl-kiosk .pl-check{font-size:16px}
.pl-kiosk .pl-input{min-height:52px}
.pl-kiosk .pl-combo-input,.pl-kiosk .pl-combo-toggle,.pl-kiosk .pl-chip-remove{min-height:44px;min-width:44px}
dialog.pl-results{max-width:none;width:100vw;height:100vh;max-height:none;margin:0}
dialog.pl-results .pl-modal-box{min-height:100%;max-height:100vh;border-radius:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;text-align:center}
.pl-results-logo{max-width:240px;max-height:120px;object-fit:contain}
.pl-results .pl-modal-text{max-width:560px}
.pl-results-actions{justify-content:center}
.pl-promo{border:2px dashed var(--pl-primary);border-radius:var(--pl-radius);padding:16px 24px}
.pl-promo p{margin:0}
.pl-promo-title{font-weight:700;font-size:20px}
.pl-promo-text{font-size:18px}
.pl-result img{max-width:100%;height:auto}
.petlead-emergency{border:2px solid var(--pl-error);border-radius:var(--pl-radius);padding:0 12px}
.petlead-watch{border:2px solid var(--pl-border,#b54708);border-radius:var(--pl-radius);padding:0 12px}
.pl-star{color:var(--pl-error)}
`
