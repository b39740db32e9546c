/** The ▾ button that opens a combobox's list; `props` are downshift's toggle-button props. */
export function ComboToggle({ label, props }: { label: string; props: Record<string, unknown> }) {
  return (
    <button type="button" className="pl-combo-toggle" {...props} aria-label={label}>
      <span aria-hidden="true">▾</span>
    </button>
  )
}
