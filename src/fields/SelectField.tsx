import { useWidget } from '../context/WidgetContext'
import { describedBy, FieldShell } from './FieldShell'
import { OptionList } from './OptionList'
import { useRegisteredField, type ChoiceProps } from './useRegisteredField'

/** A native select: the most accessible choice on every phone. */
export function SelectField({ name, label, options }: ChoiceProps) {
  const { text } = useWidget()
  const { id, register, error, starred } = useRegisteredField(name)
  return (
    <FieldShell id={id} label={label} error={error} starred={starred}>
      <select {...register(name)} id={id} className="pl-input pl-select" {...describedBy(id, error, undefined, starred)}>
        <OptionList blank={text.options.select} options={options} />
      </select>
    </FieldShell>
  )
}
