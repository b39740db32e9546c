import { html, type SafeHtml } from '../html/html'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/**
 * The shared frame of every e-mail: a title, the body and a footer line, in `lang` (English by
 * default; a Spanish e-mail says so in <html lang>). Inline styles only, as mail clients need.
 */
export function mailLayout(title: string, body: SafeHtml, lang: Lang = 'en'): string {
  const t = serverText(lang)
  return html`<!doctype html><html${t.htmlLang ? html` lang="${t.htmlLang}"` : ''}><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#0b6e4f">${title}</h1>
${body}
<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0">
<p style="font-size:12px;color:#52606d">${t.mailFooter}</p>
</body></html>`.value
}
