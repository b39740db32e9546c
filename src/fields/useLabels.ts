import { useMemo } from 'react'
import { settledLookup, type NamedItem } from '../api/lookups'
import { useWidget } from '../context/WidgetContext'

/**
 * How a lookup list's names read in the widget's language: in Spanish, each item's `label_es`
 * where the API gives one (the value stays the English `name`, so servers and clinics read the
 * same data); undefined when every name shows as it is. `names` is `useLookup`'s, so the labels
 * follow the list's arrival.
 */
export function useLabels(load: (() => Promise<NamedItem[]>) | null, names: readonly string[]): ((name: string) => string) | undefined {
  const { lang } = useWidget()
  return useMemo(() => {
    const items = lang === 'es' && load && names.length ? settledLookup(load()) : undefined
    const labels = new Map(items?.filter((i) => i?.label_es).map((i) => [i.name, i.label_es as string]))
    return labels.size ? (name: string) => labels.get(name) ?? name : undefined
  }, [lang, load, names])
}
