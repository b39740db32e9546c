import { clinicCss } from '../ui/clinicCss'
import { inheritedResetCss } from './inheritedReset'
// The 0.5 s fade of modals, overlay and spinner: its own block, last.
import { fadeCss } from '../ui/fadeCss'

/**
 * The widget's stylesheet, adopted by each shadow root. Sizes are px, never rem (host pages set
 * odd root font sizes); inputs are 16 px so phones do not zoom on focus; nothing here can reach
 * the host document. Theme through the documented `--petlead-*` custom properties. A form's own
 * rules come with the form (its widget entry in src/widgets/ passes them to mountForm).
 */
export const css = /* css */ `
:host{all:initial;display:block;contain:layout style;
--pl-primary:var(--petlead-primary,#0f766e);--pl-primary-text:var(--petlead-primary-text,#fff);
--pl-text:var(--petlead-text,#1f2933);--pl-muted:var(--petlead-muted,#52606d);--pl-bg:var(--petlead-bg,#fff);
--pl-border:var(--petlead-border,#9aa5b1);--pl-error:var(--petlead-error,#b42318);--pl-radius:var(--petlead-radius,10px);
--pl-font:var(--petlead-font,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);
--pl-focus:var(--petlead-focus,#2563eb);--pl-surface:var(--petlead-surface,#f5f7fa)}
:host([hidden]){display:none}
${inheritedResetCss}*,*::before,*::after{box-sizing:border-box}
.pl-container{font:400 16px/1.5 var(--pl-font);color:var(--pl-text);text-align:left;-webkit-text-size-adjust:100%}
.pl-root{max-width:var(--petlead-max-width,640px);margin:0 auto;background:var(--pl-bg);color:var(--pl-text);border-radius:var(--pl-radius)}
.pl-lang{display:flex;justify-content:flex-end;gap:4px;padding:8px var(--petlead-padding,20px) 0}
.pl-lang-button{font:inherit;font-size:14px;min-height:44px;padding:2px 14px;border:1px solid var(--pl-border);border-radius:22px;background:var(--pl-bg);color:var(--pl-text);cursor:pointer}
.pl-lang-button[aria-pressed=true]{background:var(--pl-primary);border-color:var(--pl-primary);color:var(--pl-primary-text)}
.pl-form{display:flex;flex-direction:column;gap:16px;padding:var(--petlead-padding,20px)}
.pl-field{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;border:0;min-width:0;position:relative}
.pl-label,legend.pl-label{font-size:15px;font-weight:600;color:var(--pl-text);padding:0}
.pl-optional{font-weight:400;color:var(--pl-muted)}
.pl-input,.pl-combo-box{width:100%;min-height:44px;font:inherit;font-size:16px;color:var(--pl-text);background:var(--pl-bg);
border:1px solid var(--pl-border);border-radius:calc(var(--pl-radius) - 2px);padding:10px 12px;margin:0;box-shadow:none;appearance:none;-webkit-appearance:none;line-height:1.4}
textarea.pl-input{min-height:88px;resize:vertical}
.pl-select{background-image:linear-gradient(45deg,transparent 50%,currentColor 50%),linear-gradient(135deg,currentColor 50%,transparent 50%);
background-position:calc(100% - 18px) 50%,calc(100% - 13px) 50%;background-size:5px 5px;background-repeat:no-repeat;padding-right:36px}
.pl-input:focus-visible,.pl-combo-box:focus-within,button:focus-visible,a:focus-visible,input[type=checkbox]:focus-visible,input[type=radio]:focus-visible,.pl-pick input:focus-visible+.pl-button{outline:3px solid var(--pl-focus);outline-offset:2px}
.pl-invalid .pl-input,.pl-invalid .pl-combo-box{border-color:var(--pl-error)}
.pl-error{color:var(--pl-error);font-size:14px;margin:0}
.pl-hint{color:var(--pl-muted);font-size:14px;margin:0}
.pl-radios{gap:8px}
.pl-radio-row{display:flex;flex-wrap:wrap;gap:8px 20px}
.pl-radio{display:inline-flex;align-items:center;gap:8px;min-height:44px;font-size:16px;cursor:pointer}
input[type=radio],input[type=checkbox]{width:22px;height:22px;margin:0;accent-color:var(--pl-primary);flex:none}
.pl-check{flex-direction:row;align-items:flex-start;gap:10px;font-size:14px;line-height:1.45}
.pl-check input{margin-top:2px}
.pl-check a,.pl-link{color:var(--pl-primary);text-decoration:underline}
.pl-combo-box{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:6px 8px;cursor:text}
.pl-disabled .pl-combo-box{background:var(--pl-surface);cursor:not-allowed;opacity:.75}
.pl-combo-input{flex:1 1 120px;min-width:80px;min-height:30px;border:0;outline:0;font:inherit;font-size:16px;background:transparent;color:inherit;padding:2px 4px}
.pl-combo-toggle{border:0;background:transparent;color:var(--pl-muted);font-size:16px;min-width:32px;min-height:32px;cursor:pointer;padding:0}
.pl-chip{display:inline-flex;align-items:center;gap:4px;background:var(--pl-surface);border:1px solid var(--pl-border);border-radius:999px;padding:2px 4px 2px 10px;font-size:14px}
.pl-chip:focus{outline:3px solid var(--pl-focus)}
.pl-chip-remove{border:0;background:transparent;font-size:18px;line-height:1;min-width:28px;min-height:28px;cursor:pointer;color:var(--pl-text);padding:0}
.pl-menu{position:absolute;left:0;right:0;top:100%;z-index:var(--petlead-z-menu,20);margin:4px 0 0;padding:4px 0;list-style:none;background:var(--pl-bg);
border:1px solid var(--pl-border);border-radius:calc(var(--pl-radius) - 2px);max-height:260px;overflow:auto;box-shadow:0 8px 24px rgba(15,23,42,.16);display:none}
.pl-menu.pl-open{display:block}
.pl-option{padding:10px 12px;cursor:pointer;min-height:44px}
.pl-highlighted{background:var(--pl-primary);color:var(--pl-primary-text)}
.pl-empty{color:var(--pl-muted);cursor:default}
.pl-section{border:1px solid var(--pl-border);border-radius:var(--pl-radius);padding:4px 12px}
.pl-section-body{display:flex;flex-direction:column;gap:14px;padding:8px 0 12px}
.pl-disclosure{display:flex;align-items:center;gap:10px;width:100%;min-height:44px;border:0;background:transparent;font:inherit;font-weight:600;font-size:15px;color:var(--pl-text);text-align:left;cursor:pointer;padding:6px 0}
.pl-disclosure-icon{display:inline-grid;place-items:center;width:24px;height:24px;border-radius:50%;background:var(--pl-primary);color:var(--pl-primary-text);flex:none}
.pl-drop{display:flex;flex-direction:column;gap:12px;padding:12px;border:2px dashed var(--pl-border);border-radius:var(--pl-radius)}
.pl-over{border-color:var(--pl-primary);background:var(--pl-surface)}
.pl-pick-row{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.pl-pick{position:relative;display:inline-flex}
.pl-pick input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.pl-file-name{overflow-wrap:anywhere}
.pl-drop-hint{color:var(--pl-muted)}
@media (pointer:coarse){.pl-drop-hint{display:none}}
.pl-preview{display:flex;align-items:flex-end;gap:12px;flex-wrap:wrap}
.pl-preview-canvas{max-width:240px;max-height:240px;border-radius:8px;border:1px solid var(--pl-border)}
.pl-actions{display:flex;gap:12px;flex-wrap:wrap;justify-content:flex-end;margin-top:4px}
.pl-button{font:inherit;font-size:16px;font-weight:600;min-height:48px;padding:12px 20px;border-radius:var(--pl-radius);border:1px solid var(--pl-primary);
background:var(--pl-bg);color:var(--pl-primary);cursor:pointer;line-height:1.2;text-decoration:none;display:inline-flex;align-items:center;justify-content:center;gap:8px}
.pl-button.pl-link{border:0;background:transparent;padding:8px 4px;min-height:44px}
.pl-primary{background:var(--pl-primary);color:var(--pl-primary-text)}
.pl-wide{flex:1 1 100%}
.pl-button:disabled{opacity:.5;cursor:not-allowed}
.pl-booking{display:flex;flex-direction:column;gap:12px;margin-top:16px}.pl-slot-groups{display:flex;flex-wrap:wrap;gap:16px}.pl-slots{flex:1 1 220px}.pl-slot{min-width:64px}
.pl-notice{padding:16px 20px;margin:0;background:var(--pl-surface);border-radius:var(--pl-radius)}
.pl-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
dialog.pl-modal{border:0;padding:0;background:transparent;color:var(--pl-text);max-width:min(520px,calc(100vw - 32px));width:100%;margin:auto;font:400 16px/1.5 var(--pl-font);overflow:visible}
dialog.pl-modal::backdrop{background:rgba(15,23,42,.55)}
.pl-modal-box{background:var(--pl-bg);border-radius:var(--pl-radius);padding:24px;box-shadow:0 24px 60px rgba(15,23,42,.3);max-height:calc(100vh - 32px);overflow:auto}
.pl-modal-title{margin:0 0 8px;font-size:22px;line-height:1.3}
.pl-modal-text{margin:0 0 16px}
dialog.pl-spinner-modal .pl-modal-box{background:transparent;box-shadow:none;display:grid;place-items:center}
.pl-spinner{display:flex;flex-direction:column;align-items:center;gap:16px;color:#fff;font-size:18px;font-weight:600}
.pl-spinner-text{margin:0}
.pl-spinner-ring{width:56px;height:56px;border-radius:50%;border:6px solid rgba(255,255,255,.35);border-top-color:#fff;animation:pl-spin .9s linear infinite}
@keyframes pl-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.pl-spinner-ring{animation-duration:3s}}
${clinicCss}${fadeCss}
`
