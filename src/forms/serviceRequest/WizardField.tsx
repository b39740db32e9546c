import { useFormContext, useWatch } from 'react-hook-form'
import { FormField } from '../../fields/FormField'
import { PhotoField } from '../../fields/PhotoField'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { useWidget } from '../../context/WidgetContext'
import { digitsOnly } from '../../lib/digitsOnly'
import { offersAi } from './reducer'
import type { WizardField as Name } from './steps'

/**
 * One field of the wizard by name: the shared kit's field where it fits, the wizard's own
 * service list, treatment box, AI checkbox and the two optional photos otherwise.
 */
export function WizardField({ name }: { name: Name }) {
  const { text } = useWidget()
  const t = text.serviceRequest
  const { register, control } = useFormContext()
  const service = useWatch({ control, name: 'service' }) as string
  switch (name) {
    case 'zip_code':
      return (
        <TextField name={name} label={text.labels.zip} autoComplete="postal-code" inputMode="numeric" clean={digitsOnly} maxLength={10} />
      )
    case 'service':
      return <SelectField name={name} label={t.service} options={text.services} />
    case 'request':
      return offersAi(service) ? <TextField name={name} label={t.treatment} multiline optional maxLength={4000} /> : null
    case 'danger_signs':
      // The checklist goes with the treatment box: only a service about a problem asks about one.
      return offersAi(service) ? <FormField name={name} /> : null
    case 'analizeAi':
      return offersAi(service) ? (
        <label className="pl-field pl-check">
          <input type="checkbox" {...register(name)} />
          {t.analizeAi}
        </label>
      ) : null
    case 'photo':
    case 'quote':
      return <PhotoField name={name} label={t[name]} />
    default:
      return <FormField name={name} />
  }
}
