import type { MountOptions } from '../context/MountOptions'

/** A widget entry's options: those of `mount`, the form being the entry's own. */
export type WidgetOptions = Omit<MountOptions, 'form'> & { form?: MountOptions['form'] }
