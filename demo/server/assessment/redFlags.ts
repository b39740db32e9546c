/** How soon the owner should act, from the worst sign found. */
export type Urgency = 'emergency' | 'soon' | 'routine'

/** A sign found in the owner's words, with what it means for timing and what to do. */
export interface Flag {
  urgency: Urgency
  sign: string
  advice: string
}

/**
 * Words that mean "call a vet now" or "book a visit this week". Deliberately conservative: a false
 * alarm costs a phone call, a missed emergency costs a pet. Matched on the owner's free text and
 * chosen issue; never used to name a disease.
 */
const RULES: { re: RegExp; urgency: Urgency; sign: string; advice: string }[] = [
  { re: /(can'?t|cannot|trouble|difficult\w*|hard|struggl\w*)\s+(to\s+)?breath|gasping|blue gums|choking/i, urgency: 'emergency', sign: 'breathing difficulty', advice: 'Breathing trouble is always an emergency: call a vet or an emergency clinic now.' },
  { re: /seizure|convuls|collaps|unconscious|fainted/i, urgency: 'emergency', sign: 'seizure or collapse', advice: 'Seizures or collapse need a vet today, and right away if it lasts over 5 minutes or repeats.' },
  { re: /poison|toxic|ate (some |a |the )?(chocolate|grapes?|raisins?|xylitol|gum|medication|pills?|rat bait|antifreeze|lil(y|ies))|xylitol|antifreeze/i, urgency: 'emergency', sign: 'possible poisoning', advice: 'Possible poisoning: call a vet or the ASPCA Animal Poison Control line (888-426-4435) now, before symptoms show.' },
  { re: /bleed\w*|blood in|bloody|vomit\w* blood/i, urgency: 'emergency', sign: 'bleeding', advice: 'Bleeding that does not stop, or blood in vomit or stool, needs a vet today.' },
  { re: /bloat|swollen (belly|abdomen|stomach)|retching|dry heav/i, urgency: 'emergency', sign: 'swollen belly or unproductive retching', advice: 'A swollen belly with retching can be life-threatening in dogs: go to a vet now.' },
  { re: /(can'?t|cannot|unable to|not|straining to)\s+(pee|urinate)|no urine/i, urgency: 'emergency', sign: 'straining or unable to pee', advice: 'A pet (especially a male cat) straining without producing urine needs a vet today.' },
  { re: /hit by (a )?car|fell from|broken (leg|bone)|fracture|trauma/i, urgency: 'emergency', sign: 'injury', advice: 'After a fall or accident, internal injuries can hide: have a vet check today.' },
  { re: /pale gums|heat ?stroke|overheat/i, urgency: 'emergency', sign: 'pale gums or overheating', advice: 'Pale gums or overheating need a vet now.' },
  { re: /vomit|throw\w* up|diarrh|loose stool/i, urgency: 'soon', sign: 'vomiting or diarrhea', advice: 'Offer water; if it lasts over 24 hours, repeats, or your pet stops eating or drinking, see a vet that day.' },
  { re: /not eating|won'?t eat|loss of appetite|no appetite|stopped eating/i, urgency: 'soon', sign: 'not eating', advice: 'A cat that eats nothing for over 24 hours, or a dog for over 48, should see a vet.' },
  { re: /limp|lame|stiff|can'?t walk|trouble (getting up|walking)|mobility/i, urgency: 'soon', sign: 'limping or stiffness', advice: 'Rest and short leash walks; see a vet if the limp lasts over 2-3 days or your pet will not bear weight.' },
  { re: /lump|bump|mass|swelling|tumou?r/i, urgency: 'soon', sign: 'a lump or swelling', advice: 'Note the size (a coin for scale in a photo helps) and book a visit; a lump that grows or is larger than a pea for over a month should be sampled by a vet.' },
  { re: /cough|sneez|wheez/i, urgency: 'soon', sign: 'coughing or sneezing', advice: 'Watch breathing rate at rest (under 30 breaths a minute is normal); book a visit if it lasts over a few days.' },
  { re: /lethar|letharg|tired|weak|sleeping more|low energy/i, urgency: 'soon', sign: 'low energy', advice: 'Low energy with any other sign (not eating, vomiting, pale gums) should be seen within a day.' },
  { re: /itch|scratch|hair loss|bald|rash|hot spot|skin/i, urgency: 'routine', sign: 'skin or coat changes', advice: 'Check for fleas, keep your pet from licking raw spots, and book a visit if it spreads, smells or bleeds.' },
  { re: /\bears?\b|head shak/i, urgency: 'routine', sign: 'ear discomfort', advice: 'Do not put anything deep in the ear; redness, odour or discharge are worth a visit within the week.' },
  { re: /\beyes?\b|squint|cloudy eye/i, urgency: 'soon', sign: 'eye problems', advice: 'Eyes can worsen quickly: squinting or a cloudy eye should be seen within a day or two.' },
  { re: /bad breath|teeth|tooth|gum|dental|drool/i, urgency: 'routine', sign: 'mouth or teeth concerns', advice: 'Look for red gum lines, brown tartar, loose teeth or dropping food; a dental exam settles it.' },
  { re: /drink\w* (a lot|more)|thirst|pee\w* (a lot|more)|accidents/i, urgency: 'soon', sign: 'drinking or peeing more', advice: 'More thirst and urine can point to several treatable conditions; a vet visit with a urine sample is worth booking this week.' },
  { re: /weight (loss|gain)|losing weight|gaining weight|too (thin|fat)/i, urgency: 'routine', sign: 'weight change', advice: 'Weigh your pet every two weeks; unexplained loss of over 10% deserves a visit.' },
  { re: /anxi|aggress|behaviou?r|biting|hiding/i, urgency: 'routine', sign: 'behaviour change', advice: 'Sudden behaviour changes can come from pain; a check-up rules that out.' },
]

/** Every flag whose words appear in `text`, worst first, each sign once. */
export function findFlags(text: string): Flag[] {
  const order: Record<Urgency, number> = { emergency: 0, soon: 1, routine: 2 }
  const seen = new Set<string>()
  return RULES.filter((r) => r.re.test(text) && !seen.has(r.sign) && seen.add(r.sign))
    .map(({ urgency, sign, advice }) => ({ urgency, sign, advice }))
    .sort((a, b) => order[a.urgency] - order[b.urgency])
}
