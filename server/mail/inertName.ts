/**
 * A name an owner typed (the pet's), as PetLead's mail shows it: a zero-width space after each `.`,
 * `:`, `/` and `@` inside a word, invisible to the reader, so no mail or calendar client turns
 * "visit http://evil.example/prize" into a link or an address. Anyone may type that name for a
 * stranger's address, and PetLead's mail must not carry a stranger's clickable link. "Mr. Biscuit"
 * is unchanged. HTML escaping stays the template's job (html/html.ts).
 */
export function inertName(name: string): string {
  return name.replace(/([.:/@])(?=\S)/g, '$1\u200b')
}
