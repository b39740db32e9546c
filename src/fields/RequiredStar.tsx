/**
 * The visible star of a required field. Hidden from screen readers, so the field's accessible
 * name stays the spec's label text; the control says "required" through aria-required instead.
 */
export function RequiredStar() {
  return (
    <span className="pl-star" aria-hidden="true">
      {' '}
      *
    </span>
  )
}
