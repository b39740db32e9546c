import { html, type SafeHtml } from '../html/html'

/** The shared frame of every e-mail: a title, the body and a footer line. Inline styles only, as mail clients need. */
export function mailLayout(title: string, body: SafeHtml): string {
  return html`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#0b6e4f">${title}</h1>
${body}
<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0">
<p style="font-size:12px;color:#52606d">PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.</p>
</body></html>`.value
}
