import { useFieldArray, useFormContext } from 'react-hook-form'
import { TextField } from '../../fields/TextField'
import { useWorkspace } from '../WorkspaceContext'
import type { SettingsForm } from './ClinicSettings'

/** The clinic's dated promotions: add, edit, remove; each shown by the overlay between its dates. */
export function PromotionsSection({ today }: { today: string }) {
  const t = useWorkspace().text.settings
  const { control } = useFormContext<SettingsForm>()
  const { fields, append, remove } = useFieldArray({ control, name: 'promotions' })
  const add = () => {
    append({ title: '', text: '', validFrom: today, validTo: today }, { focusName: `promotions.${fields.length}.title` })
  }
  return (
    <fieldset className="ws-set">
      <legend>{t.promotions}</legend>
      <p className="pl-hint">{t.promotionsHint}</p>
      {fields.length === 0 && <p>{t.noPromotions}</p>}
      {fields.map((f, i) => (
        <fieldset key={f.id} className="ws-promo">
          <legend>{t.promotion(i + 1)}</legend>
          <div className="ws-grid">
            <TextField name={`promotions.${i}.title`} label={t.promoTitle} maxLength={120} />
            <TextField name={`promotions.${i}.validFrom`} label={t.validFrom} type="date" />
            <TextField name={`promotions.${i}.validTo`} label={t.validTo} type="date" />
          </div>
          <TextField name={`promotions.${i}.text`} label={t.promoText} multiline maxLength={500} />
          <button type="button" className="ws-button ws-secondary" onClick={() => remove(i)}>{t.removePromotion(i + 1)}</button>
        </fieldset>
      ))}
      <button type="button" className="ws-button ws-secondary" onClick={add}>{t.addPromotion}</button>
    </fieldset>
  )
}
