/**
 * A failure the page announces at once (`role="alert"`), or nothing while `message` is empty: the
 * element appears only with its text, so a screen reader reads each new failure.
 */
export function ErrorAlert({ message }: { message: string | false | null | undefined }) {
  return message ? (
    <p className="ws-error" role="alert">
      {message}
    </p>
  ) : null
}
