import { useWorkspace } from '../WorkspaceContext'
import { EntryFieldsets } from './EntryFieldsets'
import { PromoInput } from './PromoInput'

/** The clinic's dated promotions: add, edit, remove; each shown by the overlay between its dates. */
export function PromotionsSection({ today }: { today: string }) {
  const t = useWorkspace().text.settings
  return (
    <fieldset className="ws-set">
      <legend>{t.promotions}</legend>
      <p className="pl-hint">{t.promotionsHint}</p>
      <EntryFieldsets
        name="promotions"
        blank={{ title: '', text: '', validFrom: today, validTo: today }}
        first="title"
        words={{ none: t.noPromotions, entry: t.promotion, remove: t.removePromotion, add: t.addPromotion }}
      >
        {(i) => (
          <>
            <div className="ws-grid">
              <PromoInput name={`promotions.${i}.title`} label={t.promoTitle} />
              <PromoInput name={`promotions.${i}.validFrom`} label={t.validFrom} type="date" />
              <PromoInput name={`promotions.${i}.validTo`} label={t.validTo} type="date" />
            </div>
            <PromoInput name={`promotions.${i}.text`} label={t.promoText} multiline />
          </>
        )}
      </EntryFieldsets>
    </fieldset>
  )
}
