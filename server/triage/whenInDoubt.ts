import { concepts } from './concepts'
import type { Phrase } from './phrase'
import type { SignRule } from './rules/signRule'
import type { SourceId } from './sources'
import type { Species } from './toxins'

/** The facts a family of doubt reads: today's signs by rule, and words told now (not denied, past or asked). */
export interface DoubtFacts {
  species: Species
  /** A male pet, by the form's sex or the owner's words. */
  male: boolean
  /** Under six months, by the form or the owner's words. */
  young: boolean
  /** A sign of that rule told now. */
  has(rule: string): boolean
  /** Any of the phrases told now. */
  told(list: Phrase[]): boolean
  /** Any of the phrases told as lived, now or before (not denied or only asked): "finished his shots last month". */
  lived(list: Phrase[]): boolean
}

/** A `soon` sign that the guide says to call about now when it comes with one more fact. */
export interface DoubtFamily {
  id: string
  flag: SignRule['flag']
  source: SourceId
  applies(f: DoubtFacts): boolean
}

/** The words the families read, one concept each. */
const W = concepts({
  weak: [
    'letharg*|lethargic|lethargy|weak|weakness|listless|limp|floppy|wont_get_up|cant_get_up|barely_moving|wont_move|lying_around|laying_around',
    'decaid*|debil|debilidad|apagad*|no_se_levanta|tirad*|sin_fuerzas',
  ],
  sudden: 'suddenly|sudden|all_of_a_sudden|out_of_nowhere|out_of_the_blue|overnight|de_repente|de_la_nada|de_golpe|repentin*',
  wobbly: [
    'wobbly|wobbl*|weak|unsteady|stumbl*|uncoordinated|drunk|falling|cant_stand|cant_walk|legs_gave',
    'tambale*|debil|borrach*|se_cae|no_puede_caminar|no_se_puede_parar|no_se_sostiene',
  ],
  // An eye hurt by something: a blow, a claw, a branch, a fight (traumaList: eye injuries).
  eyeHurt: [
    'fight|fought|scratch*|claw*|poked|hit|struck|branch|stick|thorn|bush|bitten|kicked|ran_into|attacked',
    'pelea|peleo|se_peleo|arano|aranazo|aranado|aranada|golpe|golpeo|rama|palo|espina|mordio|mordida|se_pego|pateo',
  ],
  // Bleeding told with a time or a quantity ("bleeding for 20 minutes", "a lot of blood", "empapó la toalla").
  bleedingMeasured: [
    'bleed*|bleeding|bled|blood ~6 minutes|mins|min|hour|hours|hr|hrs|lot|lots|puddle|puddles|pool|soaked|soaking|everywhere|towel|towels|gushing|dripping|pouring',
    'minutes|mins|hour|hours|lot|lots|puddle|pool|soaked|towel ~4 of? blood|bleeding',
    'sangr*|sangre ~6 minutos|hora|horas|mucha|mucho|charco|charcos|empap*|toalla|toallas|chorro|chorros|por_todos_lados|gotea|goteando',
    'minutos|hora|horas|mucha|charco|toalla ~4 de? sangre|sangrando',
  ],
  // A little blood, said so ("a few drops", "un poquito"): the measure is small.
  bleedingSmall: 'little|bit|tiny|few_drops|drop|drops|spot|spots|speck|poquito|poquita|gotita|gotitas|manchita|manchitas',
  urineWords: 'pee|peeing|pees|urine|urinat*|litter|box|orina|orinar|pipi|pis|arenero|arena',
  // Breathing described at all in a cat: noisy, fast, heavy, wheezy, with effort.
  catBreathing: [
    'breath*|breathing|breathes ~3 fast|heavy|hard|noisy|loud|weird|funny|odd|raspy|rattl*|wheez*|quick|shallow|labou?red',
    'wheez*',
    'respira|respiracion|respirando ~3 rapido|rapida|fuerte|raro|rara|agitad*|ruido|ruidos|silb*',
    'silbido|silba',
  ],
  // On and off, or for weeks: a long-standing sign the guide sends to a visit, not to the emergency room.
  onAndOff: [
    'now_and_then|sometimes|occasionally|on_and_off|off_and_on|for_weeks|for_a_week|for_months|a_veces|de_vez_en_cuando|hace_semanas|hace_meses',
    'for|desde_hace|hace ~2 weeks|week|months|month|semanas|semana|meses|mes',
  ],
  inLabour: [
    'in_labor|in_labour|labor|labour|whelping|queening|giving_birth|water_broke|contractions|pregnant|expecting|first_litter|no_puppy_yet|no_puppies_yet',
    'de_parto|en_parto|pariendo|trabajo_de_parto|se_le_rompio_la_fuente|contracciones|embarazada|prenada|panzona|primera_camada|a_punto_de_parir',
  ],
  labourEffort: 'push*|strain*|crying|cries|screaming|panting|contracting|puja*|empuja*|llora|llorando|grita|jadea*',
  // Labour asked about ahead of time ("when will she start pushing?", "¿cuándo va a parir?"): nothing is happening yet.
  ahead: [
    'when|how ~2 will|would|should|does|do|long|soon ~4 start|begin|push*|labor|labour|give_birth|whelp',
    'cuando|como ~3 va|empieza|empezara|sabre ~3 parir|pujar|parto',
  ],
  vomit: 'vomit*|puk*|throw*|threw|barf*|vomita*|vomito*|devuelve|guacar*',
  loose: 'diarr*|diarea|runs|runny|loose|watery|liquid*|diarrea*|suelt*|aguad*|chorro',
  // Vaccines told complete ("fully vaccinated", "finished his shots", "todas sus vacunas"): the guide's `soon` for a playful pup.
  vaccinated: [
    'fully|all|completely ~2 vaccinated|vaxxed|shots|vaccines|boosters',
    'all|all_his|all_her|all_of_his|all_of_her ~5 shots|vaccines|vaccinations|boosters|jabs',
    'finished|completed|done_with|up_to_date_on|up_to_date ~3 shots|vaccines|vaccinations|series|boosters',
    'todas|completas|completo|al_dia ~3 vacunas|vacunado|vacunada|vacunas',
    'vacunas|vacunado|vacunada ~3 completas|completo|completa|al_dia',
  ],
  hiding: 'hiding|hides|hid|under_the_bed|in_the_closet|se_esconde|escondid*|se_mete_debajo',
})

/** Every word the families read, for the typo corrector's vocabulary. */
export const DOUBT_WORDS: Phrase[] = Object.values(W).flat()

/**
 * The safety pass: `soon` signs where the labelling guide says "when in doubt, call now", because
 * owners' words for them overlap with an emergency's, each with the source that says to call now.
 * Their cost in over-triage is measured in the README; a family is kept only while no set passes 8%.
 */
export const WHEN_IN_DOUBT: DoubtFamily[] = [
  {
    // Vomiting with the pet weak or lethargic: dehydration or a cause beyond the stomach (excessive vomiting with weakness).
    id: 'doubt-vomiting-weak',
    flag: 'vomiting',
    source: 'smallAnimalEmergency',
    applies: (f) => f.has('vomiting') && (f.told(W.weak) || f.has('low-energy')),
  },
  {
    // Any eye problem after a blow, a claw, a branch or a fight: an eye injury (traumaList).
    id: 'doubt-eye-after-injury',
    flag: 'eyeInjury',
    source: 'traumaList',
    applies: (f) => f.has('eye') && f.told(W.eyeHurt),
  },
  {
    // Bleeding told by how long or how much, unless the owner says it was a little: bleeding that will not stop (smallAnimalEmergency).
    id: 'doubt-bleeding-measured',
    flag: 'bleeding',
    source: 'smallAnimalEmergency',
    applies: (f) => f.has('blood-in-stool-or-urine') && f.told(W.bleedingMeasured) && !f.told(W.bleedingSmall),
  },
  {
    // Blood in the urine or a urinary complaint of any kind in a male cat: blocked until proven otherwise (blockedCat).
    id: 'doubt-male-cat-urine',
    flag: 'urine',
    source: 'blockedCat',
    applies: (f) => f.species === 'cat' && f.male && f.has('blood-in-stool-or-urine') && f.told(W.urineWords),
  },
  {
    // A chew, bone or stick swallowed (not food), then vomiting, off food or listless: an obstruction until proven otherwise (brekke).
    // Garbage eaten with loose stools is the guide's `soon` (dietary indiscretion), so unknown food is not in this family.
    id: 'doubt-object-gi',
    flag: 'foreignBody',
    source: 'brekke',
    applies: (f) => f.has('swallowed-chew') && (f.has('vomiting') || f.has('not-eating') || f.told(W.weak)),
  },
  {
    // A cat's breathing described at all (fast, noisy, heavy, wheezy): cats hide breathing trouble until it is advanced (catBreathing).
    id: 'doubt-cat-breathing',
    flag: 'breathing',
    source: 'catBreathing',
    applies: (f) =>
      f.species === 'cat' && (f.told(W.catBreathing) || (f.has('cough') && (f.has('not-eating') || f.told(W.weak)))) && !f.told(W.onAndOff),
  },
  {
    // A cat eating less or not at all and hiding or listless: cats hide illness, and a fast harms their liver (emergencyList).
    id: 'doubt-cat-off-food-hiding',
    flag: 'notEating',
    source: 'emergencyList',
    // Eating less and only listless is the guide's `soon`; eating less and hiding, or not eating and listless, is the call.
    applies: (f) =>
      f.species === 'cat' && ((f.has('not-eating') && (f.told(W.hiding) || f.told(W.weak))) || (f.has('eating-less') && f.told(W.hiding))),
  },
  {
    // Weak or wobbly of sudden onset: loss of balance or strength that came on at once (whatIsAnEmergency).
    id: 'doubt-sudden-weakness',
    flag: 'lowEnergy',
    source: 'whatIsAnEmergency',
    applies: (f) => f.told(W.sudden) && (f.told(W.wobbly) || f.has('low-energy')) && !f.told(W.onAndOff),
  },
  {
    // In labour and pushing, crying or panting: owners cannot time the half hour that makes it dystocia, so the call is now (dystocia).
    id: 'doubt-labour-effort',
    flag: 'labour',
    source: 'dystocia',
    applies: (f) => f.told(W.inLabour) && f.told(W.labourEffort) && !f.told(W.ahead),
  },
  {
    // A puppy under six months with vomiting and diarrhoea both, vaccines not told complete: parvovirus until proven otherwise (parvo).
    id: 'doubt-young-dog-vomiting-diarrhoea',
    flag: 'vomiting',
    source: 'parvo',
    applies: (f) => f.species === 'dog' && f.young && f.told(W.vomit) && f.told(W.loose) && !f.lived(W.vaccinated),
  },
]
