/**
 * What the workspace takes as an e-mail address (a login, an invitation, a webmaster's address):
 * something@domain.tld with no spaces. Looser than the widgets' spec pattern on purpose: staff
 * addresses are not the owners' form field.
 */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
