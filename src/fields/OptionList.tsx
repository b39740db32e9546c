/**
 * A native select's options: a blank first choice (the prompt, or 'any' for a filter), then each
 * value with the words it reads as.
 */
export function OptionList({ blank, options }: { blank: string; options: Record<string, string> }) {
  return (
    <>
      <option value="">{blank}</option>
      {Object.entries(options).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}
