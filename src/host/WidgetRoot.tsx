import { useMemo, useState } from 'react'
import type { ComponentType } from 'react'
import { WidgetContext, type Widget } from '../context/WidgetContext'

interface Props {
  widget: Omit<Widget, 'reset'>
  Form: ComponentType
}

/**
 * The top of every mounted widget. "Reload the page" in the spec means: throw the form's state
 * away and render it fresh; a new key does exactly that without touching the host page.
 */
export function WidgetRoot({ widget, Form }: Props) {
  const [generation, setGeneration] = useState(0)
  const value = useMemo<Widget>(() => ({ ...widget, reset: () => setGeneration((g) => g + 1) }), [widget])
  return (
    <WidgetContext.Provider value={value}>
      <div className="pl-root" data-form={widget.options.form}>
        <Form key={generation} />
      </div>
    </WidgetContext.Provider>
  )
}
