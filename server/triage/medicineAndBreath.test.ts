import { describe, expect, it } from 'vitest'
import { triage } from './triage'

/**
 * Urgency rules that read the form's lists, not only the owner's words: they live here with every
 * other rule, so the note, the e-mails, the inbox and the webhook all say the one stored answer.
 */
describe('rules on the chosen medicines and the breath score', () => {
  it('vomiting, diarrhea or refusing food on an anti-inflammatory is an emergency (FDA: stop it and call the vet)', () => {
    for (const text of ['vomiting twice today', 'diarrhea since last night', 'he will not eat anything'])
      expect(triage({ text, species: 'dog', medications: ['Carprofen (Rimadyl)'] })).toMatchObject({
        urgency: 'emergency',
        signs: expect.arrayContaining([expect.objectContaining({ rule: 'nsaid-stomach' })]),
      })
    // The same words without the medicine follow the ordinary rules; the medicine alone is no sign.
    expect(triage({ text: 'vomiting twice today', species: 'dog', medications: [] }).urgency).not.toBe('emergency')
    expect(triage({ text: 'itchy skin', species: 'dog', medications: ['Meloxicam (Metacam)'] }).urgency).toBe('routine')
  })

  it("a bad-breath score of 4 or 5 asks for a vet's look soon; 3 or less is routine", () => {
    expect(triage({ text: '', species: 'cat', breathScore: 5 }).urgency).toBe('soon')
    expect(triage({ text: '', species: 'dog', breathScore: 4 }).signs.map((s) => s.rule)).toEqual(['strong-breath'])
    expect(triage({ text: '', species: 'dog', breathScore: 3 }).urgency).toBe('routine')
  })
})
