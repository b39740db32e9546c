import { useWidget } from '../context/WidgetContext'

/** Under a list field whose options could not be fetched: said, so an empty list never reads as 'no options'. */
export function LoadFailed() {
  const { text } = useWidget()
  return (
    <p className="pl-error pl-load-failed" role="alert">
      {text.options.loadFailed}
    </p>
  )
}
