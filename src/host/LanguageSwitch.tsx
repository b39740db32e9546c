import { useWidget } from '../context/WidgetContext'
import { LANGS } from '../text/Lang'

/**
 * English / Español: two toggle buttons (aria-pressed) in a labelled group, each name in its own
 * language (and marked so for screen readers). Plain buttons, so Tab and Enter or Space reach
 * and press them; switching keeps everything typed.
 */
export function LanguageSwitch() {
  const { text, lang, setLang } = useWidget()
  return (
    <div className="pl-lang" role="group" aria-label={text.language.label}>
      {LANGS.map((l) => (
        <button key={l} type="button" className="pl-lang-button" lang={l} aria-pressed={l === lang} onClick={() => setLang(l)}>
          {text.language[l]}
        </button>
      ))}
    </div>
  )
}
