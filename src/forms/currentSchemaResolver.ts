import { valibotResolver } from '@hookform/resolvers/valibot'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { GenericSchema } from 'valibot'

/**
 * A resolver that checks the values against whichever schema `pick()` returns at the time:
 * the multi-step widgets pass their current step's schema, so errors never appear for fields the
 * owner cannot see yet.
 */
export function currentSchemaResolver<V extends FieldValues>(pick: () => GenericSchema): Resolver<V> {
  return (values, context, options) => valibotResolver(pick() as never)(values, context, options as never) as ReturnType<Resolver<V>>
}
