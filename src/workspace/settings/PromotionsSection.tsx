import { useFormContext } from 'react-hook-form'
import { useWorkspace } from '../WorkspaceContext'
import type { Promotion, SettingsForm } from './ClinicSettings'
import { PromoInput } from './PromoInput'

/** The clinic's dated promotions: add, edit, remove; each shown by the overlay between its dates. */
export function PromotionsSection({ today }: { today: string }) {
  const t = useWorkspace().text.settings
  const { watch, setValue, clearErrors } = useFormContext<SettingsForm>()
  const list: Promotion[] = watch('promotions') ?? []
  const replace = (next: Promotion[]) => {
    // Errors are held by index: after a removal they would sit on the wrong promotion.
    clearErrors('promotions')
    setValue('promotions', next, { shouldDirty: true })
  }
  const add = () => {
    replace([...list, { title: '', text: '', validFrom: today, validTo: today }])
    setTimeout(() => document.getElementById(`ws-promotions-${list.length}-title`)?.focus())
  }
  return (
    <fieldset className="ws-set">
      <legend>{t.promotions}</legend>
      <p className="pl-hint">{t.promotionsHint}</p>
      {list.length === 0 && <p>{t.noPromotions}</p>}
      {list.map((_, i) => (
        <fieldset key={i} className="ws-promo">
          <legend>{t.promotion(i + 1)}</legend>
          <div className="ws-grid">
            <PromoInput name={`promotions.${i}.title`} label={t.promoTitle} />
            <PromoInput name={`promotions.${i}.validFrom`} label={t.validFrom} type="date" />
            <PromoInput name={`promotions.${i}.validTo`} label={t.validTo} type="date" />
          </div>
          <PromoInput name={`promotions.${i}.text`} label={t.promoText} multiline />
          <button type="button" className="ws-button ws-secondary" onClick={() => replace(list.filter((__, j) => j !== i))}>
            {t.removePromotion(i + 1)}
          </button>
        </fieldset>
      ))}
      <button type="button" className="ws-button ws-secondary" onClick={add}>
        {t.addPromotion}
      </button>
    </fieldset>
  )
}
