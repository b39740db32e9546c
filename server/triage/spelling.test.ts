import { describe, expect, it } from 'vitest'
import { correctTypos } from './correctTypos'
import { tokenise } from './normalise'
import { slip, soundKey } from './spellingSlips'
import { itGrades } from './gradedForTests'

/**
 * Texting, slang and misspellings as owners type them: dropped letters and endings, Spanish spelt as it sounds (b/v, ll/y, s/c/z, a silent h), in both languages.
 */
describe('texting, slang and heavy typos', () => {
  itGrades([
    ['dog', 'omg my dog ate like half a choc bar wat do i do', 'emergency'],
    ['dog', 'he ate a bunch of grapez', 'emergency'],
    ['dog', 'dog ate raisens from the cookie', 'emergency'],
    ['dog', 'my pup ate a tylenoll', 'emergency'],
    ['cat', 'cat cant pea, keeps tryin', 'emergency'],
    ['cat', 'my boi cat is peeing blood n straining', 'emergency'],
    ['dog', 'dogs belly is super bloted n he keeps gaggin', 'emergency'],
    ['dog', 'hes havin a siezure rn', 'emergency'],
    ['dog', 'my dog is seizin', 'emergency'],
    ['dog', 'she had a sezure', 'emergency'],
    ['dog', 'he keeps convulsing', 'emergency'],
    ['dog', 'my dog collasped', 'emergency'],
    ['dog', 'she colapsed in the yard', 'emergency'],
    ['dog', 'hes not breathin right, gums r blue', 'emergency'],
    ['cat', 'kitty cant breath', 'emergency'],
    ['cat', 'my cat is breathing realy fast with her mouth open', 'emergency'],
    ['dog', 'he got hit by a truk', 'emergency'],
    ['dog', 'got ran over by the neighbor', 'emergency'],
    ['dog', 'bleedin alot from his leg n wont stop', 'emergency'],
    ['dog', 'he swalowed a sock', 'emergency'],
    ['dog', 'swallowd a rock from the yard and puking', 'emergency'],
    ['cat', 'my cat aint eaten in 3 days', 'emergency'],
    ['cat', 'cat hasnt ate since sunday', 'emergency'],
    ['dog', 'pupy 2 months no vaccins vomitting n diarrea', 'emergency'],
    ['dog', 'mi perro se comio un chocolate q hago', 'emergency'],
    ['dog', 'mi perro se comio unas huvas', 'emergency'],
    ['dog', 'mi perro comio uvas pasa', 'emergency'],
    ['dog', 'se trago un calsetin', 'emergency'],
    ['cat', 'mi gato no puede hacer pipi', 'emergency'],
    ['cat', 'mi gato no ase pipi y llora', 'emergency'],
    ['cat', 'mi gato macho no a orinado en todo el dia', 'emergency'],
    ['dog', 'mi perro esta convulcionando', 'emergency'],
    ['dog', 'le dan convulciones', 'emergency'],
    ['dog', 'mi perra se desmallo', 'emergency'],
    ['dog', 'mi perro no respira bien y tiene la lengua morada', 'emergency'],
    ['dog', 'lo atropeyo un carro', 'emergency'],
    ['dog', 'lo atropeyaron', 'emergency'],
    ['dog', 'esta sangrando mucho y no para de sangrar', 'emergency'],
    ['dog', 'mi perro tiene la panza inchada y dura', 'emergency'],
    ['cat', 'mi gata lleva 2 dias sin comer nada', 'emergency'],
    ['dog', 'mi cachorro no tiene bacunas y esta bomitando', 'emergency'],
    ['dog', 'mi cachorrito bomita y tiene diarrea y no esta bacunado', 'emergency'],
    ['dog', 'se comio beneno para ratas', 'emergency'],
    ['dog', 'se comio mis pastiyas', 'emergency'],
    ['dog', 'le salio el ojo de su lugar', 'emergency'],
    ['dog', 'le pico una vibora de cascabel', 'emergency'],
    ['dog', 'se le hincho la cara y no puede respirar bien', 'emergency'],
    ['dog', 'mi perra esta pariendo y tiene mucho rato pujando y no sale nada', 'emergency'],
    ['dog', 'mi perro se quedo en el carro con el calor y esta jadeando y no se para', 'emergency'],
    ['cat', 'mi gata arrastra las patitas de atras', 'emergency'],
    ['dog', 'perrito juguetón, todo bien, solo quiero vacunarlo', 'not emergency'],
    ['dog', 'mi perro esta bien, solo quiero cita para baño', 'not emergency'],
    ['dog', 'my dog is fine, needs his shots, no issues', 'not emergency'],
    ['cat', 'kitty is happy n healthy just need spay appt', 'not emergency'],
  ])
})

describe('the slips that are corrected, and everyday words that are not', () => {
  const exact = new Set(['bloated', 'puppy', 'going', 'puffed', 'vacunas', 'veneno', 'hilo', 'cocaina', 'she', 'grapes'])
  it.each([
    ['bloted', 'bloated', false],
    ['pupy', 'puppy', false],
    ['goin', 'going', false],
    ['puffd', 'puffed', false],
    ['grapez', 'grapes', false],
    ['bacunas', 'vacunas', true],
    ['beneno', 'veneno', true],
    ['ilo', 'hilo', true],
  ] as const)('%s reads as %s', (typo, word, spanish) => {
    expect(slip(typo, exact, [], spanish)).toBe(word)
  })
  it('a Spanish sound is not an English word: "see" is not "she"; a dropped last letter is not a plural', () => {
    expect(slip('see', exact, [], false)).toBeNull()
    expect(correctTypos(tokenise('se la pasa en la cocina'), exact, []).map((t) => t.w)).toContain('cocina')
    expect(soundKey('atropeyo')).toBe(soundKey('atropello'))
  })
})
