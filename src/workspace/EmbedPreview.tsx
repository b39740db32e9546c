import { useState } from 'react'
import { useWorkspace } from './WorkspaceContext'

/**
 * The widget live, at a phone's, a tablet's or a desktop's width: a frame of the server's preview
 * page, which holds the very snippet on offer under the CSP lines on offer. Wider than the
 * screen, the frame scrolls sideways rather than shrink, so the layout is the real one. It is
 * tall enough for the longest form's first step at a phone's width, Next button included, so an
 * owner sees the whole step without finding the frame's own scroll.
 */
export function EmbedPreview({ url, label }: { url: string; label: string }) {
  const { text } = useWorkspace()
  const t = text.embed
  const [width, setWidth] = useState(t.widths[0]![1])
  return (
    <>
      <fieldset className="ws-widths">
        <legend>{t.width}</legend>
        {t.widths.map(([name, w]) => (
          <label key={w}>
            <input type="radio" name="ws-width" value={w} checked={w === width} onChange={() => setWidth(w)} /> {name} ({w} px)
          </label>
        ))}
      </fieldset>
      <div className="ws-frame">
        <iframe key={url} src={url} width={width} height={900} title={t.preview(label, width)} />
      </div>
    </>
  )
}
