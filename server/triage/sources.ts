import sources from './data/sources.json' with { type: 'json' }
import { SOURCE_DATA } from './ruleData'

/**
 * The public pages the rules follow, by key (data/sources.json): who publishes each, its https
 * address, a short quote of what it says and the day it was read. Every sign, toxin and vet rule
 * names one; the engine reports its address with each sign.
 */
export const SOURCES: Record<SourceId, { organisation: string; title: string; url: string; quote: string; checked: string }> =
  SOURCE_DATA as never

/** A source's key. */
export type SourceId = keyof typeof sources
