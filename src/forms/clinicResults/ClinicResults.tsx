import { useState } from 'react'
import { useWidget } from '../../context/WidgetContext'
import { ResultsOverlay } from '../stepForm/ResultsOverlay'

/**
 * 'clinic-results': the clinic's results overlay on its own, open on mount; closing it emits
 * 'close' and leaves nothing on the page.
 */
export function ClinicResults() {
  const { emit } = useWidget()
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <ResultsOverlay
      onClose={() => {
        setOpen(false)
        emit('close')
      }}
    />
  )
}
