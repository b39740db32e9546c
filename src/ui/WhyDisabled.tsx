import { useWidget } from '../context/WidgetContext'

/**
 * Says why the button it describes is greyed: the steps still `missing` (keys of
 * `text.submit.missing`), in a hint whose `id` the button names in `aria-describedby`, so a
 * screen reader hears it with the button and a sighted owner sees it under it. Renders nothing
 * when nothing is missing.
 */
export function WhyDisabled({ id, missing }: { id: string; missing: Array<'ack' | 'captcha' | 'consent'> }) {
  const t = useWidget().text.submit
  if (!missing.length) return null
  return (
    <p id={id} className="pl-hint pl-why">
      {t.why(missing.map((m) => t.missing[m]).join(t.and))}
    </p>
  )
}
