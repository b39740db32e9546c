import { useWidget } from '../context/WidgetContext'

interface Props {
  /** Step titles, in order. */
  titles: readonly string[]
  /** Index of the current step. */
  current: number
}

/**
 * Numbered step dots: an ordered list, the current step marked with aria-current="step" and
 * every dot named by its title for screen readers.
 */
export function StepDots({ titles, current }: Props) {
  const { text } = useWidget()
  return (
    <ol className="pl-dots" aria-label={text.steps.progress}>
      {titles.map((title, i) => (
        <li key={title} className={`pl-dot ${i < current ? 'pl-dot-done' : ''}`} aria-current={i === current ? 'step' : undefined}>
          <span aria-hidden="true">{i + 1}</span>
          <span className="pl-sr-only">{`${text.steps.stepOf(i + 1, titles.length)}: ${title}`}</span>
        </li>
      ))}
    </ol>
  )
}
