import { describe, expect, it } from 'vitest'
import { leadFieldRows } from './leadFieldRows'

/** What the clinic reads of a lead: human labels from one table, values in words, never wire names. */
describe('leadFieldRows', () => {
  it("labels a service request's fields in words and names its service", () => {
    const rows = leadFieldRows({
      zip_code: '94566',
      pet_name: 'Rex',
      service: 'dental_care',
      pet_type: 'dog',
      pet_breeds: ['Beagle'],
      weight: '30',
      gender: 'male',
      neutered_or_payed: 'yes',
      owner_name: 'Ann',
      phone_number: '5551234567',
      email: 'ann@example.com',
      imageUrl: '',
      imageQuoteUrl: '',
      analizeAi: true,
      birthday: '2019-01-01',
      request: 'Cleaning',
      clinic_id: 'willow',
    })
    expect(rows).toEqual([
      ['Owner name', 'Ann'],
      ['Phone', '(555) 123-4567'],
      ['E-mail', 'ann@example.com'],
      ['ZIP code', '94566'],
      ['Pet name', 'Rex'],
      ['Pet type', 'Dog'],
      ['Breeds', 'Beagle'],
      ['Birthday', 'Jan 1, 2019'],
      ['Weight (lbs)', '30'],
      ['Sex', 'Male'],
      ['Spayed or neutered', 'Yes'],
      ['Service', 'Dental care'],
      ['Treatment described', 'Cleaning'],
      ['AI photo analysis wanted', 'Yes'],
    ])
    const all = JSON.stringify(rows)
    for (const raw of ['pet_name', 'Neutered Or Payed', 'AnalizeAi', 'dental_care', 'clinic_id']) expect(all).not.toContain(raw)
  })

  it('writes the phone as the rest of the workspace does, however the owner typed it', () => {
    expect(leadFieldRows({ phone: '925.555.0100' })).toEqual([['Phone', '(925) 555-0100']])
    expect(leadFieldRows({ phone_number: '+1 925-555-0100' })).toEqual([['Phone', '+1 925-555-0100']])
    expect(leadFieldRows({ phone_number: '1 (925) 555 0100' })).toEqual([['Phone', '(925) 555-0100']])
  })

  it("shows a clinic form's complaint as its two items, not the run-on text", () => {
    const rows = leadFieldRows({
      pet_name: 'Rex',
      additional_info: 'i need help with skin problems, itching or hair loss Limping on the left leg',
      complaint: { issue: 'skin problems, itching or hair loss', details: 'Limping on the left leg' },
    })
    expect(rows).toEqual([
      ['Pet name', 'Rex'],
      ['Needs help with', 'skin problems, itching or hair loss'],
      ["In the owner's words", 'Limping on the left leg'],
    ])
  })

  it('reads a field the table does not know as words', () => {
    expect(leadFieldRows({ coat_colour: 'brown', favouriteToy: 'ball', empty: '' })).toEqual([
      ['Coat colour', 'brown'],
      ['Favourite toy', 'ball'],
    ])
  })

  it("lists the danger signs the owner ticked in the checklist's own words, not their keys", () => {
    expect(leadFieldRows({ pet_name: 'Mochi', danger_signs: ['breathing', 'urine'] })).toEqual([
      ['Pet name', 'Mochi'],
      [
        'Happening now (ticked on the checklist)',
        'Trouble breathing, or blue or pale gums; Straining to pee with little or nothing coming out (above all a male cat)',
      ],
    ])
  })
})
