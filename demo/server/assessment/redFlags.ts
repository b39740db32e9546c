import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { ServerText } from '../text/en'

/** How soon the owner should act, from the worst sign found. */
export type Urgency = 'emergency' | 'soon' | 'routine'

/** A sign found in the owner's words, with what it means for timing and what to do. */
export interface Flag {
  /** Which rule: the key of its words in the server's text catalogues. */
  id: keyof ServerText['flags']
  urgency: Urgency
  sign: string
  advice: string
}

/**
 * Words that mean "call a vet now" or "book a visit this week". Deliberately conservative: a false
 * alarm costs a phone call, a missed emergency costs a pet. Matched on the owner's free text and
 * chosen issue; never used to name a disease. `es` holds the same signs in Spanish words, matched
 * whatever the owner's language (an owner may type Spanish in an English form); each pattern
 * avoids strings English text contains. The sign's name and advice live in the text catalogues.
 */
const RULES: { id: Flag['id']; re: RegExp; es: RegExp; urgency: Urgency }[] = [
  { id: 'breathing', re: /(can'?t|cannot|trouble|difficult\w*|hard|struggl\w*)\s+(to\s+)?breath|gasping|blue gums|choking/i, es: /(no puede|le cuesta|dificultad (para|al)|problemas? para)\s+respirar|se ahoga|ahog[aá]ndose|enc[ií]as azul|asfixi/i, urgency: 'emergency' },
  { id: 'seizure', re: /seizure|convuls|collaps|unconscious|fainted/i, es: /convulsi|ataque epil[eé]ptico|desmay|colaps|inconsciente|perdi[oó] el conocimiento/i, urgency: 'emergency' },
  { id: 'poisoning', re: /poison|toxic|ate (some |a |the )?(chocolate|grapes?|raisins?|xylitol|gum|medication|pills?|rat bait|antifreeze|lil(y|ies))|xylitol|antifreeze/i, es: /envenen|veneno|intoxica(ci|d)|t[oó]xic[oa]|comi[oó] (chocolate|uvas?|pasas|xilitol|chicle|medicamentos?|pastillas?|raticida|anticongelante|lirios?)|xilitol|anticongelante|raticida/i, urgency: 'emergency' },
  { id: 'bleeding', re: /bleed\w*|blood in|bloody|vomit\w* blood/i, es: /sangr|hemorrag/i, urgency: 'emergency' },
  { id: 'bloat', re: /bloat|swollen (belly|abdomen|stomach)|retching|dry heav/i, es: /(abdomen|est[oó]mago|vientre|barriga|panza) (hinchad|inflamad|distendid)|arcadas|intenta vomitar sin/i, urgency: 'emergency' },
  { id: 'urine', re: /(can'?t|cannot|unable to|not|straining to)\s+(pee|urinate)|no urine/i, es: /(no puede|no logra|hace fuerza para|se esfuerza para|puja para) (orinar|hacer pip[ií])|no orina|no hace pip[ií]/i, urgency: 'emergency' },
  { id: 'injury', re: /hit by (a )?car|fell from|broken (leg|bone)|fracture|trauma/i, es: /atropell|se cay[oó] (de|desde)|pata rota|hueso roto|fractura|traumatismo/i, urgency: 'emergency' },
  { id: 'paleGums', re: /pale gums|heat ?stroke|overheat/i, es: /enc[ií]as p[aá]lidas|golpe de calor|sobrecalent|insolaci[oó]n/i, urgency: 'emergency' },
  { id: 'vomiting', re: /vomit|throw\w* up|diarrh|loose stool/i, es: /v[oó]mit|devuelve|diarrea|heces (sueltas|blandas)/i, urgency: 'soon' },
  { id: 'notEating', re: /not eating|won'?t eat|loss of appetite|no appetite|stopped eating/i, es: /no (quiere )?come\b|no ha comido|dej[oó] de comer|sin apetito|falta de apetito|p[eé]rdida (de|del) apetito/i, urgency: 'soon' },
  { id: 'limping', re: /limp|lame|stiff|can'?t walk|trouble (getting up|walking)|mobility/i, es: /cojea|cojera|rigidez|no puede caminar|(le cuesta|dificultad para|problemas? para) (levantarse|caminar)|movilidad/i, urgency: 'soon' },
  { id: 'lump', re: /lump|bump|mass|swelling|tumou?r/i, es: /bulto|bolita|protuberancia|hinchaz[oó]n|tumor/i, urgency: 'soon' },
  { id: 'cough', re: /cough|sneez|wheez/i, es: /\btos\b|\btose\b|estornud|silbido al respirar/i, urgency: 'soon' },
  { id: 'lowEnergy', re: /lethar|letharg|tired|weak|sleeping more|low energy/i, es: /let[aá]rgic|decaíd|decaimiento|cansad|\bd[eé]bil\b|debilidad|duerme m[aá]s|(sin|poca) energ[ií]a/i, urgency: 'soon' },
  { id: 'skin', re: /itch|scratch|hair loss|bald|rash|hot spot|skin/i, es: /picaz[oó]n|comez[oó]n|se rasca|ca[ií]da (de|del) pelo|sarpullido|erupci[oó]n|\bpiel\b/i, urgency: 'routine' },
  { id: 'ear', re: /\bears?\b|head shak/i, es: /o[ií]dos?\b|orejas?\b|sacude la cabeza/i, urgency: 'routine' },
  { id: 'eye', re: /\beyes?\b|squint|cloudy eye/i, es: /\bojos?\b|entrecierra/i, urgency: 'soon' },
  { id: 'teeth', re: /bad breath|teeth|tooth|gum|dental|drool/i, es: /mal aliento|dientes|\bdiente\b|muelas?\b|enc[ií]as|babea/i, urgency: 'routine' },
  { id: 'thirst', re: /drink\w* (a lot|more)|thirst|pee\w* (a lot|more)|accidents/i, es: /bebe (mucho|m[aá]s)|toma (mucha|m[aá]s) agua|\bsed\b|orina (mucho|m[aá]s)|hace (mucho|m[aá]s) pip[ií]|accidentes/i, urgency: 'soon' },
  { id: 'weight', re: /weight (loss|gain)|losing weight|gaining weight|too (thin|fat)/i, es: /(p[eé]rdida|aumento|baja|subida) de peso|(bajando|subiendo|perdiendo|ganando) (de )?peso|(muy|demasiado) (flac|gord)/i, urgency: 'routine' },
  { id: 'behaviour', re: /anxi|aggress|behaviou?r|biting|hiding/i, es: /ansiedad|ansios|agresiv|comportamiento|conducta|muerde|se esconde/i, urgency: 'routine' },
]

/**
 * Every flag whose words appear in `text`, worst first, each sign once, named and advised in
 * `lang` (English by default: the clinic's notification and the workspace read the English).
 */
export function findFlags(text: string, lang: Lang = 'en'): Flag[] {
  const order: Record<Urgency, number> = { emergency: 0, soon: 1, routine: 2 }
  const words = serverText(lang).flags
  return RULES.filter((r) => r.re.test(text) || r.es.test(text))
    .map(({ id, urgency }) => ({ id, urgency, ...words[id] }))
    .sort((a, b) => order[a.urgency] - order[b.urgency])
}
