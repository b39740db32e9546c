import { useFormContext } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { useWorkspace } from '../WorkspaceContext'

/** `GET workspace/first-contact`: the clinic's own values (absent: the network's defaults) and those defaults. */
export interface FirstContact {
  targetMinutes?: number
  rerouteAfterMinutes?: number
  reroute?: boolean
  defaults: { targetMinutes: number; rerouteAfterMinutes: number }
}

/**
 * The clinic's first-contact target and re-route time (open minutes; empty: the network's
 * defaults, shown as placeholders) and whether unclaimed leads may go to other partners. Its
 * fields (`firstContact.*`) go with the page's one Save, sent to `PUT workspace/first-contact`.
 */
export function FirstContactSettings({ defaults }: { defaults: FirstContact['defaults'] }) {
  const t = useWorkspace().text.firstContact
  const { register } = useFormContext()
  return (
    <fieldset className="ws-set ws-fc">
      <legend>{t.title}</legend>
      <p className="pl-hint">{t.intro}</p>
      {(['targetMinutes', 'rerouteAfterMinutes'] as const).map((k) => (
        <TextField
          key={k}
          name={`firstContact.${k}`}
          label={t[k]}
          hint={t[`${k}Hint`](defaults[k])}
          inputMode="decimal"
          placeholder={String(defaults[k])}
        />
      ))}
      <label className="ws-check">
        <input type="checkbox" className="ws-tick" {...register('firstContact.reroute')} />
        {t.rerouteOn}
      </label>
    </fieldset>
  )
}
