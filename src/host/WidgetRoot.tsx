import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ComponentType } from 'react'
import { WidgetContext, type Widget } from '../context/WidgetContext'
import type { Lang } from '../text/Lang'
import { loadText, textReady } from '../text/loadText'
import { localize } from '../text/localize'
import { LanguageSwitch } from './LanguageSwitch'

interface Props {
  widget: Omit<Widget, 'reset' | 'text' | 'setLang' | 'localize' | 'languageSwitch'>
  /** A form with `ownsLanguageSwitch` draws the language switch itself (see Widget.languageSwitch). */
  Form: ComponentType & { ownsLanguageSwitch?: boolean }
  /** Told every language the widget switches to (the API client sends it as Accept-Language). */
  onLang?: (lang: Lang) => void
}

/**
 * The top of every mounted widget. "Reload the page" in the spec means: throw the form's state
 * away and render it fresh; a new key does exactly that without touching the host page.
 * The language lives here too: switching it swaps the text in context and leaves the form (and
 * everything typed into it) mounted. A language whose file is still on its way shows, on first
 * render, what the host page put inside the mount element (a slot: the same placeholder the lazy
 * loader shows, so a reserved place does not collapse for a frame); one that cannot be fetched
 * leaves the widget in English.
 */
export function WidgetRoot({ widget, Form, onLang }: Props) {
  const [generation, setGeneration] = useState(0)
  const [shown, setShown] = useState(() => ({ lang: widget.lang, text: textReady(widget.lang) }))
  const wanted = useRef(widget.lang)
  const { root, clinic, options } = widget

  const setLang = useCallback(
    (lang: Lang) => {
      wanted.current = lang
      const show = (l: Lang) => {
        const text = textReady(l)
        if (wanted.current === lang && text) {
          setShown({ lang: l, text })
          onLang?.(l)
        }
      }
      loadText(lang, root).then(
        () => show(lang),
        (e: unknown) => {
          console.error(e)
          show('en')
        },
      )
    },
    [root, onLang],
  )

  useEffect(() => {
    if (!shown.text) setLang(shown.lang)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- the first language, once

  // A clinic config that arrives after the first render and names one language wins over the page's.
  const only = clinic?.languages?.length === 1 ? clinic.languages[0] : undefined
  useEffect(() => {
    if (only && !options.lang && only !== wanted.current) setLang(only)
  }, [only, options.lang, setLang])

  const { text, lang } = shown
  const value = useMemo<Widget | null>(
    () =>
      text
        ? {
            ...widget,
            text,
            lang,
            setLang,
            localize: (s) => localize(s, text),
            reset: () => {
              setGeneration((g) => g + 1)
              // A fresh form is a new owner's path: the funnel counts it from its view again.
              widget.track('view')
            },
            languageSwitch: !only && !!Form.ownsLanguageSwitch,
          }
        : null,
    [widget, text, lang, setLang, only, Form],
  )
  if (!value) return <slot />
  return (
    <WidgetContext.Provider value={value}>
      <div className="pl-root" data-form={widget.options.form} lang={lang}>
        {!only && !Form.ownsLanguageSwitch && <LanguageSwitch />}
        <Form key={generation} />
      </div>
    </WidgetContext.Provider>
  )
}
