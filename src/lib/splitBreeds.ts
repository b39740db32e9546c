/** The spec's primary_breed / secondary_breed pair: secondary is '' when only one breed is chosen. */
export function splitBreeds(breeds: readonly string[]): { primary_breed: string; secondary_breed: string } {
  return { primary_breed: breeds[0] ?? '', secondary_breed: breeds[1] ?? '' }
}
