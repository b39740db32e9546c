/** The fewest characters of an account's password (leading and trailing spaces not counted). */
export const MIN_PASSWORD_LENGTH = 10

/** What every refused password is told, wherever it was set: one rule, one message. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters, and not your e-mail address`

/**
 * The one password policy of PetLead accounts, for every way a password is set: recovery's new
 * password, an invitation's first one, and any later change. Long enough that the login limits
 * (a few hundred guesses an hour at most) make guessing hopeless, and not the account's own e-mail
 * address, the first thing a guesser tries. `email` is the account's address when the caller knows
 * it (the server always does; the invitation page does not). Answers PASSWORD_RULE when refused.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  const typed = password.trim()
  if ([...typed].length < MIN_PASSWORD_LENGTH) return PASSWORD_RULE
  if (email && typed.toLowerCase() === email.trim().toLowerCase()) return PASSWORD_RULE
  return undefined
}
