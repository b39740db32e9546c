import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import type { ServerText } from '../text/en'
import { concepts } from './concepts'
import { correctTypos } from './correctTypos'
import { fold, tokenise, type Token } from './normalise'
import { findPhrase, phrase, phraseWords, type Phrase } from './phrase'
import { RULES } from './rules'
import { FAST_COUNT } from './rules/ruleWords'
import type { Urgency } from './rules/signRule'
import { scopeOf, type Scope } from './scope'
import { SOURCES, type SourceId } from './sources'
import { TOXINS, type Species } from './toxins'
import { DOUBT_WORDS, WHEN_IN_DOUBT, type DoubtFacts } from './whenInDoubt'
import { prevInfo } from '../reference/seedData'

export type { Urgency } from './rules/signRule'
export type { Species } from './toxins'

/** What the engine reads: the owner's words and what the form says about the pet. */
export interface TriageInput {
  text: string
  /** The issue chosen from the form's list, if any. */
  issue?: string
  /** The language signs and advice are named in (English by default); both languages are matched. */
  lang?: Lang
  /** Dog when unknown: the forms default to it. */
  species?: Species
  /** Age in months, when the birthday is known. */
  ageMonths?: number | null
  /** The pet's name, never read as a word ("Lily" the cat is not a lily). */
  petName?: string
  sex?: string
  /** 'yes', 'no' or 'unsure', as the forms send it. */
  neutered?: string
}

/** A sign found, with the owner's words that matched, for the clinic. */
export interface Sign {
  /** Its name in the requested language. */
  sign: string
  /** The owner's own words that matched. */
  words: string
  /** The rule (or toxin) that fired. */
  rule: string
  /** The public page the rule follows. */
  source: string
  urgency: Urgency
  /** The catalogue key of the sign's name and advice. */
  flag: keyof ServerText['flags']
  /** The advice in the requested language. */
  advice: string
}

/** What to watch for and when to call at once, where the words are not enough to decide. */
export interface Uncertain {
  watchFor: string[]
  callNowIf: string[]
}

/** The engine's answer. */
export interface Triage {
  urgency: Urgency
  signs: Sign[]
  uncertain?: Uncertain
  /** The catalogue keys of `uncertain`, so a stored answer can be said again in another language. */
  watch?: WatchKey[]
}

/** A key of the "what to watch for" texts. */
export type WatchKey = keyof ServerText['triageWatch']

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }

/** The worse of two urgencies: the rule that lets a model raise, never lower, the engine's answer. */
export function worseUrgency(a: Urgency, b: Urgency | null | undefined): Urgency {
  return b && RANK[b] > RANK[a] ? b : a
}

interface Compiled {
  id: string
  flag: Sign['flag']
  urgency: SignRuleUrgency
  phrases: Phrase[]
  source: SourceId
  not: Phrase[]
  prescribed: boolean
  species?: Species[]
  calm?: Phrase[]
  otherSpecies?: Urgency
  /** Phrases that count only beside a word of eating or drinking (a toxin's everyday names). */
  everyday?: Phrase[]
}
type SignRuleUrgency = Urgency | Record<Species, Urgency>

const COMPILED: Compiled[] = [
  ...TOXINS.map((t) => {
    const everyday = (t.everyday ?? []).map(phrase)
    return {
      id: `toxin:${t.id}`,
      flag: 'poisoning' as const,
      urgency: t.urgency ?? 'emergency',
      everyday,
      phrases: [...[...t.names, ...t.es].map(phrase), ...everyday],
      source: t.source,
      not: (t.not ?? []).map(phrase),
      prescribed: !!t.prescribed,
      species: t.species,
      otherSpecies: t.otherSpecies,
    }
  }),
  {
    id: 'poisoning',
    flag: 'poisoning',
    urgency: 'emergency',
    source: 'emergencyCare',
    not: [],
    prescribed: false,
    phrases: [
      'poison*',
      'toxic',
      'toxin*',
      'intoxicat*',
      'envenen*',
      'veneno',
      'intoxic*',
      'toxico|toxica',
      'insecticide',
      'pesticide',
      'herbicide',
      'weed killer',
      'fertilizer|fertiliser',
      'insecticida',
      'pesticida',
      'herbicida',
    ].map(phrase),
  },
  ...RULES.map((r) => ({
    id: r.id,
    flag: r.flag,
    urgency: r.urgency,
    phrases: [...r.en, ...r.es].map(phrase),
    source: r.source,
    not: (r.not ?? []).map(phrase),
    prescribed: false,
    calm: (r.calm ?? []).map(phrase),
  })),
]

const EXACT = new Set<string>()
const STEMS = new Set<string>()
/** Adds a phrase's words to the typo corrector's vocabulary. */
function learn(phrases: Phrase[]): void {
  for (const p of phrases)
    for (const s of p) for (const a of s.alts) for (const w of a.split('_')) (w.endsWith('*') ? STEMS : EXACT).add(w.replace(/\*$/, ''))
}
for (const c of COMPILED) learn(c.phrases)

/** Words that make a prescribed medicine an accident: the pet got into it or was given too much. */
const ACCIDENT = [
  'ate|eaten|eat|chewed|chew|swallowed|gulped|empty|emptied|gobbled|scarfed|snatched|inhaled|wolfed|stole|found|licked|got_into|get_into|gotten_into|getting_into|overdose*|extra|double|too_many|too_much|whole|entire|bottle|pack|box|several|handful|accident*',
  // Dropped within the pet's reach and taken ("fell on the floor and the dog got it").
  'fell|spilled|spilt|knocked_over|tipped_over|got_it|got_them|got_one|grabbed|snagged',
  'comio|come|trago|mordio|encontro|doble|sobredosis|frasco|caja|varias|todas|accidental*|de_mas|se_comio|se_trago',
].map(phrase)
/** Words after which a capitalised name is the pet's ("my dog Whiskey", "mi gata Canela", "named Pepper"). */
const PET_WORDS = new Set([
  'dog',
  'cat',
  'puppy',
  'kitten',
  'named',
  'called',
  'perro',
  'perra',
  'gato',
  'gata',
  'llama',
  'perrito',
  'perrita',
  'gatito',
  'gatita',
])
/** Eating or drinking: what makes a toxin's everyday name ("se tomó mi café", "lamió el vino") an exposure. */
const INGESTED = [
  ...ACCIDENT,
  ...['drank|drink|drinking|lapped|lapping|licked|licking|sipped|tasted|had_some|got_some|ingested|consumed|into_the|into_my'].map(phrase),
  ...['tomo|bebio|se_tomo|se_bebio|lamio|probo|lengueteo|se_comio|ingirio|consumio|le_dio|le_dieron|mordio|masco|mastico'].map(phrase),
]
/**
 * Concepts the vet logic needs, each told by one phrase or a few, compiled once: `WORD.vomit` is vomiting in
 * either language, `WORD.male` a male pet named or spoken of.
 */
const WORD = concepts({
  diarrhea: 'diarr*|diarea|runs|runny|loose|watery|diarrea*|suelt*|aguad*|liquid*|chorro',
  vomit: 'vomit*|puk*|throw*|threw|devuelve|vomita*|vomito*|bomit*|guacar*|wacar*|barf*',
  bloody: 'blood|bloody|sangre',
  exertion: 'after|despues ~3 play*|chasing|jugar|run*|exercise|correr|laser|zoomies|zooming',
  episodic: 'sometimes|occasionally|now_and_then|once_in_a_while|a_veces|de_vez_en_cuando',
  // A male pet named or spoken of; the vet logic below combines such concepts, matched in either language.
  male: 'male|boy|tom|tomcat|him|he|hes|his|himself|macho|machito|gatito|el_gato|mi_gato|un_gato|castrado|neutered',
  // A meal, and exercise after it, told in any order of clauses ("inhaled his breakfast, went on a jog").
  meal: 'ate|eating|eats|dinner|breakfast|meal|supper|food|kibble|gulped|wolfed|inhaled|scarfed|comer|comio|comida|cena|desayuno|croquetas',
  active:
    'run|ran|running|jog|jogging|played|playing|exercise|walk|fetch|zoomies|jumping|hike|went_nuts|went_crazy|tore_around|running_around|roughhoused|wrestled|correr|corriendo|corrio|corria|jugar|jugando|jugaba|jugo|ejercicio|paseo|brinc*|salto|caminar|caminata',
  // Breathing named anywhere, and a count over 40 a minute told apart from it ("counted his breaths while he napped, about 56 per minute").
  breathNamed: 'breath*|breathing|breathes|respirat*|respira*|respiraciones',
  fastPerMinute: `${FAST_COUNT} ~2 per_minute|a_minute|por_minuto|al_minuto|en_un_minuto|x_minuto`,
  // A heart rate or pulse counted: not a breathing rate.
  heartCount: `heart|heartbeat|pulse|corazon|pulso|latidos|heart_rate ~4 ${FAST_COUNT}`,
  female: 'she|her|hers|girl|female|bitch|hembra|perra|perrita|gata|gatita|ella|la|operada|esterilizada|castrada|prenada|embarazada',
  // A spot on the body that can be hot by itself: a lump, a swelling, a wound or a bite.
  localSpot:
    'lump*|bump*|swelling|swollen|abscess*|wound|wounds|bite|bites|scab|sore|cut|hot_spot|bulto*|bolita*|chichon|hinchazon|herida|mordida|absceso|llaga',
  growth: 'lump*|bump*|mass|masses|growth|cyst|tumou?r*|swelling|wart|nodule|bulto*|bolita*|masa|tumor*|quiste|verruga*|hinchazon|chichon',
  panting: 'pant*|jade*|acezando|acezand*',
  // A blow to the head, and a daze after it, told in either order or clause (blunt force: whatIsAnEmergency).
  headBlow: [
    'hit|fell|landed|bumped|banged|smacked|knocked ~6 head|on_his_head|on_her_head',
    'se_pego|se_golpeo|se_cayo|cayo|golpe|golpeo ~4 cabeza|cabecita',
  ],
  dazed: 'dazed|stunned|out_of_it|disoriented|confused|glassy|blank_stare|atarantad*|aturdid*|desorientad*|ido|ida|perdid*',
  // In heat now ("shes in heat right now", "está en celo"): her bloody discharge is expected.
  inHeatNow: [
    'in|en ~1 heat|season|celo ~2 right_now|now|currently|today|ahorita|ahora|actualmente',
    'is|shes|esta|anda ~1 in|en ~1 heat|season|celo',
  ],
  // What a poison does first: twitching, trembling, drooling, wobbling, vomiting a lot.
  poisonSigns: [
    'twitch*|trembl*|tremor*|shak*|shiver*|drool*|foam*|wobbl*|stumbl*|seizure*|seizing|convuls*|tiembl*|temblor*|babea*|espuma|tambale*',
    'vomiting|throwing_up|puking ~1 a_lot|lots|nonstop|again',
  ],
  // A diabetic pet (or one on insulin), named anywhere.
  diabetic: 'diabetic|diabetes|insulin|vetsulin|prozinc|caninsulin|diabetico|diabetica|insulina',
  // Time out in the sun or the heat ("out in the sun all afternoon", "todo el día al sol").
  heatExposure: [
    'in|out_in|under|outside_in|laying_in|lying_in ~2 the? sun|heat|sunshine',
    'hot|heat|sunny|scorching|humid ~1 day|afternoon|weather|car|yard|backyard',
    'al|bajo|en ~1 el? sol|calor|resolana',
  ],
  heatSign:
    'vomit*|drool*|wobbl*|stumbl*|collaps*|confused|disoriented|weak|glassy|vomita*|babea*|baba|tambale*|desmay*|debil|confundid*|desorientad*|diarr*|cay*|fell',
  // Urine passed in plenty ("big clumps", "grandes charcos"): the bladder empties, so frequency alone is not a blockage.
  plentyOfUrine: [
    'big|large|huge|normal|good|giant|massive ~1 clumps|clump|puddles|puddle|pees|amounts|pee',
    'grandes|enormes|buenos|normales ~1 charcos|bolas|plastas|orines',
    'charcos|bolas|plastas|orines ~1 grandes|enormes|normales',
    'orina|orino|hace_pipi|pipi|pis ~2 bastante|mucho|normal|harto|muchisimo',
  ],
  // A string-like or small object named (ribbon, tinsel, string, hair tie): cats swallow them and they cut the gut (linearForeignBody).
  objectNamed: [
    'ribbon|ribbons|tinsel|string|strings|thread|yarn|floss|dental_floss|hair_tie|hair_ties|rubber_band|rubber_bands|elastic|shoelace|twine|garland|easter_grass|fishing_line|sock|socks|toy|squeaker|cord|lametta',
    'liston|listones|hilo|hilos|estambre|cordon|agujeta|liga|ligas|escarcha|guirnalda|cuerda|mecate|calcetin|calcetines|juguete|elastico',
  ],
  // A sharp thing (a needle, a fish hook, a pin): gone or swallowed, it pierces the gut, signs or not (foreign body).
  sharpObject:
    'needle|needles|sewing_needle|fish_hook|fishhook|hook|pin|pins|safety_pin|skewer|toothpick|aguja|agujas|anzuelo|alfiler|alfileres|palillo|pincho',
  // Evidence of eating found now ("just found one chewed up", "hoy encontré la bolsa mordida"), whenever the thing was put out.
  foundEaten: [
    'found|find|noticed|discovered|see|saw ~6 chewed|eaten|torn|ripped|opened|half|gone|missing|bitten|nibbled|empty',
    'encontre|encontramos|vi|vimos|halle|note ~6 mordid*|mordisquead*|comid*|abiert*|rot*|vaci*|la_mitad',
  ],
  // Feared, then found not to be ("I thought it was the raisin ones", "pensé que era chocolate").
  feared: 'thought|feared|worried|afraid|panicked|assumed|pense|crei|pensaba|creia|me_asuste|me_espante',
  // A seizure disorder already known and treated: one short seizure, over, is a call to the vet, not a dash.
  knownEpilepsy: 'epilep*|epileptic|phenobarb*|keppra|levetiracetam|zonisamide|zonisamida|bromide|bromuro|fenobarb*|epileptico|epileptica',
  // A single short seizure ("one short seizure, about a minute", "una convulsión cortita").
  singleShort: [
    'one|a|single|1|short|brief|quick ~2 short|brief|quick|small|mild? seizure|fit|episode',
    'about|like|maybe|around|under|less_than ~1 a|one|1|30|40|45|60|90 ~1 minute|min|seconds|secs|sec',
    'una ~2 convulsion|crisis ~2 cortita|corta|breve|chiquita',
    'menos de|como|unos ~1 un|1|30|40 ~1 minuto|segundos',
  ],
  // Yesterday or last night: an event over, when told so ("overheated yesterday, back to normal").
  yesterday: 'yesterday|last_night|ayer|anoche|antier|anteayer',
  // The object partly or wholly gone, or swallowed "it" ("part of it is missing", "cant find the piece", "se lo tragó").
  objectGone: [
    'missing|gone|cant_find|cannot_find|couldnt_find|cant_see|nowhere|disappeared|vanished',
    'not|isnt ~1 there|anywhere ~1 anymore|now',
    'part|half|piece|chunk|end|bit ~3 is|was ~1 missing|gone',
    'no_encuentro|no_aparece|falta|falto|desaparecio|no_lo_encuentro|no_la_encuentro|no_esta',
  ],
  objectSwallowed: [
    'swallowed|swallow|ate|eaten|gulped|sucked_down ~1 it|them|some|part|half|a_piece|a_bit|the_end|a_strand|strands',
    'se_lo|se_la|se_los|se_las ~1 trago|comio',
  ],
  // Retching with nothing brought up, or a dog that eats then runs and cannot settle (gdv).
  restless: [
    'wont|cant|doesnt|refuses|will_not|can_not ~2 lie|lay|settle|sit ~1 down',
    'standing|stands|stood ~1 weird|funny|strange|odd|still|hunched|stiff',
    'pacing|restless|cant_get_comfortable|wont_settle|up_and_down',
    // Down and straight back up, over and over.
    'lies|lays|lie|lay|laying|lying ~1 down ~4 gets|get|got|getting|jumps|pops ~2 up',
    'gets|get|got ~1 up ~2 lies|lays|lie|lay ~1 down',
    'se_acuesta|se_echa ~3 se_levanta|se_para',
    'inquiet*|no_se_acuesta|no_se_echa|no_se_quiere_acostar|no_se_quiere_echar|da_vueltas|no_se_halla|no_encuentra_acomodo',
  ],
  // A swallowed object that came back out whole ("puked the sock back up", "lo vomitó entero"): worth a visit, no longer an emergency.
  cameBackOut: [
    'puked|vomited|threw|coughed|brought|hacked|barfed ~2 it|them|the_sock|the_toy|the_string ~2 back_up|up|out',
    'pooped|passed ~1 it|them ~1 out|whole',
    'lo|la|los|las ~1 vomito|devolvio|arrojo|expulso|saco|hizo_popo',
  ],
  // Seizures named anywhere in the text, even as history ("had seizures as a puppy", "es epiléptico"),
  // or told by the medicine that keeps them away ("on phenobarb", "toma keppra").
  seizureNamed: [
    'seizure*|seizing|seized|fit|fits|convuls*|epilep*|ataques|convulsion*|crisis',
    'phenobarb*|fenobarb*|keppra|levetiracetam|zonisamide|zonisamida|bromide|bromuro|gabapentin_for_seizures',
  ],
})

const YOUNG = [
  '~1 1|2|3|4|5|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco month|months|mo|mes|meses old|de|edad',
  'puppy|puppies|pup|kitten|kittens|kitty|cachorro|cachorra|cachorrito|cachorrita|gatito|gatita|gatitos',
  '~1 weeks|week|wk|wks old',
  '~1 semanas|semana de ~1 edad|nacid*|vida',
  'tiene ~1 semanas',
].map(phrase)
const UNVACCINATED = [
  'unvaccinated|unvaxxed',
  'not|no|never|hasnt|havent|isnt|without|no ~3 vaccinated|vaccines|shots|vaccine|vaccinations|jabs|boosters',
  'missed ~2 shots|vaccines|boosters',
  'only ~2 one|1|first ~1 shot|vaccine|set',
  'solo ~2 una|primera ~1 vacuna',
  'sin ~1 vacunas|vacunar|vacuna',
  'no ~3 vacunad*|vacunas|vacuna',
  'nunca ~2 vacunad*',
  'one|1|first ~1 set|round|dose? of? vaccine|vaccines|shot|shots|jab',
  'only|just ~3 one|1|first|his_first|her_first ~2 shot|shots|vaccine|set|round',
  'not|hasnt|didnt ~3 finish*|completed|done|all ~3 shots|vaccines|series',
  'una|1|primera ~1 sola? vacuna|dosis',
  'solo|nomas|nada_mas|apenas ~3 una|1|primera ~2 vacuna|dosis',
  'le_falta|le_faltan|faltan|falta ~3 vacuna|vacunas|refuerzo*',
  'no ~3 termin*|complet* ~3 vacunas|esquema',
  'sin ~2 todas ~2 vacunas',
].map(phrase)
/** Vaccines said to be unknown or doubted ("no idea about shots", "dont think he had shots", "creo que no tiene vacunas"). */
const VACCINES_DOUBTED = [
  'dont_know|not_sure|unsure|unknown|no_idea|no_se|no_sabemos|quien_sabe ~4 vaccin*|shots|vacun*',
  'no se ~3 vacun*',
  'dont_think|doubt|probably_not|not_sure_if|no_creo|creo_que_no|no_creo_que ~5 vaccin*|shots|vacun*|jabs',
].map(phrase)
/** Or a young pet from where no record comes with it: rescued, a stray, a breeder, an online sale. */
const VACCINE_UNKNOWN = [
  ...VACCINES_DOUBTED,
  ...[
    'rescue|stray|shelter|callejero|rescatad*|rescatamos|encontre|found_him|found_her|breeder|criadero|regalaron|adopt*',
    'marketplace|craigslist|facebook|flea_market|parking_lot|side_of_the_road|backyard_breeder|tianguis|pulga|mercado|la_calle|un_estacionamiento',
  ].map(phrase),
]
const LONG = [
  '~1 day|days|dias',
  '24|36|48|72 ~1 hours|hrs|hr|horas',
  'since yesterday|friday|saturday|sunday|monday|tuesday|wednesday|thursday',
  'a_day|two_days|all_day|full_day|whole_day|since_last_night|since_yesterday',
  'over|more than ~1 a day|24',
  'in a day',
  'desde ayer|anoche|el_lunes|el_martes|el_miercoles|el_jueves|el_viernes|el_sabado|el_domingo',
  '~1 dia|dias|24|36|48|72 horas',
  'todo el dia',
  'un_dia|dos_dias|todo_el_dia',
  'mas de ~1 un dia|24',
  // The last meal named by a day ("last real meal was sunday", "la última vez que comió fue el domingo") is a day or more ago.
  'last ~4 ate|meal|eaten|fed|food|bite ~6 yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|days|day',
  'since ~2 the? weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|day_before_yesterday',
  // A day named first and the fast counted from it ("we moved yesterday and she hasnt eaten since", "ayer nos mudamos y desde entonces no come").
  'yesterday|last_night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend ~12 since|since_then|ever_since',
  'ayer|anoche|antier|anteayer|lunes|martes|miercoles|jueves|viernes|sabado|domingo ~12 desde_entonces|desde_eso|desde_ahi|de_ahi_pa|desde_que',
  // Or the event first and its day after ("since we got back on saturday", "desde que llegó el perro el lunes").
  'since|desde_que ~8 yesterday|last_night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|ayer|anoche|antier|anteayer|lunes|martes|miercoles|jueves|viernes|sabado|domingo',
  'for|in ~1 2|3|4|two|three|four|couple|few|several ~1 of? days',
  'ultima ~4 vez|comida ~6 ayer|antier|anteayer|lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin_de_semana|dias',
  'desde ~2 el? antier|anteayer|antes_de_ayer|fin_de_semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo',
].map(phrase)
const RESOLVED = [
  'back to normal|himself|herself|usual',
  'fine|normal|ok|okay|great|good ~1 now|today|since|again|this_morning|since_then',
  'totally|perfectly fine',
  'seems fine|ok|okay|normal',
  'doing fine',
  'all good',
  'was normal',
  'sees fine',
  'not bothering',
  'no more vomiting|puking',
  'ate|eating|eats|eaten ~2 normally|normal|fine|well ~2 since|today|now|this_morning',
  'ya ~2 esta|anda|come|comio|se_ve ~1 bien|normal',
  'ya normal',
  'como si nada',
  'esta perfecto',
  'parece bien',
  'hoy comio bien',
  'hoy ya ~1 comio|come|esta|anda ~1 bien|normal',
  've bien',
  'no le molesta',
  'ya paro',
  'ya ~1 come|comio|juega|jugando|anda_jugando',
  'normal ~1 hoy|ya|desde',
  'fixed|cleared|cured|solved|sorted ~1 it|him|her|that|the_problem',
  'peeing|eating|walking|breathing|pooping ~1 normal|normally|fine ~1 now|again|since',
  'se ~1 le? curo|quito|resolvio',
  'gone now',
  'like normal',
  'back to ~1 begging|playing|eating|zooming|running',
  'zooming|running|playing ~1 around',
  'ate|eaten ~1 breakfast|dinner ~2 right_after|after|since',
].map(phrase)
const CHRONIC = ['over ~2 month|months|weeks', 'slowly|gradual*', 'poco a poco', 'este mes', 'last month'].map(phrase)
const LITTER = [
  'litter|litterbox|tray|arenero|arenera|arena|areneros',
  'in|to|at|into|from ~1 the|his|her ~1 box',
  'squat*',
  'strain*|straining|pushing|puja|pujando|hace_fuerza|se_esfuerza',
  'drops|dribbl*|gotas|gotitas|gotita',
  'sink|tub|bathtub|lavabo|lavamanos|tina|banera|regadera',
].map(phrase)
/** Nothing to show for the trips: no urine at all ("nothing comes out", "box is dry", "no deja nada"). */
const NO_URINE = [
  'nothing|nothin ~1 comes|coming|came|in|there ~1 out|the_box|the_litter|it',
  'no|zero|without ~1 pee|urine|clumps|clump|wee',
  'box|litter|tray ~3 dry|empty',
  'no ~1 sale|salio|deja|dejo|hace|hizo ~1 nada|pipi|pis|orina|bolitas',
  'sin ~1 orinar|orina|pipi|pis|bolitas',
  'arenero|arena|caja ~3 seco|seca|vacio|vacia|limpio|limpia',
].map(phrase)
/** A birth under way: pregnant, in labour, or some young already born. */
const BIRTH = [
  'pregnant|labor|labour|whelping|queening|giving_birth|contractions|water_broke',
  'first|her_first|his_first ~1 litter|liter|camada',
  'no ~1 puppy|puppies|pup|pups|kitten|kittens|baby|babies|cachorro|cachorros|gatito|gatitos|bebes ~1 yet|out|todavia|aun',
  // Still none born while she pushes ("still no puppy", "no sale ningún cachorro").
  'still|todavia|aun ~1 no|nada_de ~1 puppy|puppies|pup|pups|kitten|kittens|baby|babies|cachorro|cachorros|gatito|gatitos',
  'ningun|ninguno|ni_un ~1 cachorro|cachorrito|gatito|bebe|perrito',
  'no ~1 sale|nace|ha_salido|ha_nacido ~2 ningun|ni_un|el? cachorro|cachorrito|gatito|bebe|perrito',
  'had|delivered|birthed|gave_birth_to|born ~3 pups|puppies|puppy|kittens|kitten|babies|litter',
  'last|latest|previous|first|second|third ~1 puppy|pup|kitten|baby|one ~3 born|came|arrived|out|delivered',
  'primer|primero|segundo|ultimo|el_ultimo ~1 cachorr*|gatit*|perrit*|bebe ~2 nacio|salio|llego',
  'pup|puppy|kitten ~1 1|2|3|4|one|two|three ~1 at',
  '1|2|3|4|5|6|one|two|three|four|five|six|some|first ~1 pups|puppies|puppy|kittens|kitten|babies ~3 born|out|so_far',
  'embarazada|prenada|prenadita|parto|pariendo|parir|contracciones|se_le_rompio_la_fuente',
  'nacieron|nacio|tuvo|pario|dio_a_luz ~3 cachorr*|gatit*|crias|bebes|uno|dos|tres',
].map(phrase)
/** Straining or pushing for 30 minutes or more, or hours since the last one was born (dystocia). */
const LONG_STRAIN = [
  'strain*|push*|contraction*|puja*|empuja*|contraccion*',
  'still ~2 strain*|push*|contracting',
  'sigue ~2 pujando|empujando|con_contracciones',
  // Hours since the last one was born while more are still inside (dystocia).
  'last|last_one|ultimo|ultima ~3 one|pup|puppy|kitten|was|came|fue|nacio|salio ~4 ago|hace|hours|horas',
  'still|todavia|aun|se_le_ven|se_ven ~4 more|mas|otro|otros ~4 belly|inside|panza|pancita|adentro|dentro',
  // More still to come, counted by the owner or an x-ray ("the xray showed at least 2 more", "faltan dos").
  'xray|x_ray|xrays|ultrasound|radiograph|rayos_x|radiografia|placa|ultrasonido ~6 more|mas|otro|otros',
  'at_least|still|another|faltan|quedan ~2 1|2|3|4|5|one|two|three|four|uno|dos|tres|cuatro ~1 more|to_go|left|inside|mas|adentro',
].map(phrase)
const HOURS_OR_HALF = [
  'hour|hours|hrs|hr|hora|horas|media_hora',
  '30|35|40|45|50|55|60|90 ~1 min|mins|minutes|minutos',
  // Pushing timed from the clock ("since 9:15", "desde las 3"): an owner who times it has waited long enough to call.
  'since|from|desde|desde_las|desde_la ~1 1|2|3|4|5|6|7|8|9|10|11|12|la_una|las_dos|las_tres|las_cuatro|las_cinco|las_seis|las_siete|las_ocho|las_nueve|las_diez|las_once|las_doce',
  // Or a start told by the clock ("started pushing at 9:15", "first one at 1am", "a las 11"): an owner who times it has waited long enough to call.
  'at|a_las|a_la|around|como_a_las ~1 1|2|3|4|5|6|7|8|9|10|11|12|1am|2am|3am|4am|5am|6am|7am|8am|9am|10am|11am|12am|1pm|2pm|3pm|4pm|5pm|6pm|7pm|8pm|9pm|10pm|11pm|12pm',
].map(phrase)
/** A count of episodes within hours or today ("tonight he's had 2 in the last 3 hours", "van dos hoy"): a cluster. */
const RECENT_COUNT = [
  'had|having|has|hes_had|shes_had|its_had ~2 2|3|4|5|two|three|four|five|another|several|multiple today|tonight|this_morning|this_evening|in_a_row|back_to_back|since_morning',
  'had|having|has|hes_had|shes_had|its_had ~2 2|3|4|5|two|three|four|five|another|several|multiple more|episodes|ones|of_them|in|within|in_the_last|over ~3 hours|hour|hrs|hr|today|tonight|a_row',
  'hoy|esta_noche|esta_manana|en_la_noche ~2 van|lleva|ya_van|ya_lleva ~1 2|3|4|5|dos|tres|cuatro|cinco|otro|otra|varios|varias',
  'le_han_dado|le_dieron|ha_tenido|tuvo|lleva|van|ya_van ~1 2|3|4|5|dos|tres|cuatro|cinco|otro|otra|varios|varias hoy|seguidos|seguidas|esta_noche|en_la_noche',
  'le_han_dado|le_dieron|ha_tenido|tuvo|lleva|van|ya_van ~1 2|3|4|5|dos|tres|cuatro|cinco|otro|otra|varios|varias en ~3 horas|hora',
  // A second one the same day ("just had another one 20 min ago", "segunda convulsión de hoy", "ya tuvo una en la mañana").
  'another|second|2nd|third|3rd ~2 one|seizure|fit|episode|attack ~5 ago|today|tonight|morning|just|now|min|mins|minutes|hour|hours|hr|hrs',
  'already|earlier ~3 had|one|a_seizure|a_fit ~3 today|this_morning|tonight|earlier|last_night',
  // The day or the hour first and the second one after it ("one at 7 tonight and just now another one", "hoy en la mañana y ahorita otra").
  'tonight|today|this_morning|this_evening|earlier|just_now|at ~12 another|second|2nd ~1 one|seizure|fit|episode|attack',
  'hoy|esta_noche|esta_manana|en_la_manana|ahorita|hace_rato ~12 otra|otro|segunda|segundo ~1 vez|una|uno|convulsion|crisis|ataque|episodio',
  'otra|otro|segunda|segundo|tercera|tercer ~2 vez|una|uno|convulsion|ataque|crisis ~5 hoy|hace|minutos|horas|manana|ahorita|ahora',
  'ya ~3 le_dio|tuvo|le_habia_dado ~2 una|uno ~3 hoy|en_la_manana|temprano|anoche|esta_manana',
].map(phrase)
const HEAT = [
  'in|out_of|after|finished|ended|had|her|last ~1 heat|season',
  'heat ~3 ago|last|weeks|month|recently|ended',
  'celo|calor ~3 hace|pasado|paso|semanas|mes|termino|acabo',
  'estuvo|andaba|anduvo|salio ~2 en? celo',
  'en celo',
  'celo',
].map(phrase)
const INTACT = [
  'intact|unspayed|entire',
  'not|never|isnt|hasnt|wasnt ~2 spayed|fixed|desexed|neutered',
  'sin ~1 esterilizar|operar|castrar',
  'no ~3 esterilizada|operada|castrada|la_operamos|la_esterilizamos',
  'nunca ~3 esterilizada|operada|operamos|esterilizamos',
  'esta entera',
].map(phrase)
const LISTED_ISSUES = new Set(prevInfo.map((p) => fold(p.description)))
const UNKNOWN_INGESTION = [
  'ate|eaten|swallowed|got_into ~3 something|trash|garbage|compost|unknown|whatever',
  'got into ~2 trash|garbage|cabinet|purse|bag',
  'se comio|comio ~2 algo|basura',
  'se metio en ~2 basura',
  // A treated lawn or yard rolled in or eaten from ("we just had the lawn sprayed"), a dead animal eaten.
  'lawn|yard|grass|garden ~3 treated|sprayed|fertilized|fertilised',
  'weed_killer|weedkiller|pesticide|insecticide|herbicide|fertilizer|fertiliser|roundup|fertilizante|herbicida|insecticida|plaguicida',
  'ate|eaten|found ~3 dead ~1 bird|mouse|rat|animal|squirrel|frog',
].map(phrase)

/** A toxin's name used as a size ("a lump like a grape", "del tamaño de una uva"): no food was eaten. */
const SIZE_BEFORE = [
  'size|sized|big|tamano|grande ~1 of|as|de|como ~1 a|an|una|un?',
  'like|como ~1 a|an|una|un',
  'like|como ~1 a|an|una|un ~1 big|small|little|large|huge|tiny|grande|pequena|chica|chiquita',
].map(phrase)
/**
 * Taken away before it was eaten ("grabbed the bar but I got it before he bit into it", "se lo
 * quité antes", "wrapper still sealed"), unless some was eaten all the same ("ate a corner before I got it").
 */
const RESCUED = [
  'before ~2 he|she|it|they|him|her ~1 could|got_to|bit|ate|eat|swallowed|chewed|touched|had_a_chance|opened|licked',
  'before ~1 any ~1 was? eaten|swallowed',
  'i|we|husband|wife|son|daughter|mom|dad|someone ~2 got|took|grabbed|pulled|snatched|yanked ~3 it|them|away ~2 before|in_time',
  'caught ~2 him|her|it|them ~2 in_time|before',
  'wrapper|package|packet|bag|box|bottle|lid|cap|container ~3 still? sealed|closed|unopened|intact|shut|untouched',
  'unopened|sealed|intact|untouched ~2 wrapper|package|packet|bag|box|bottle|container',
  'still ~1 sealed|unopened',
  'se_lo|se_la|se_los|se_las ~1 quite|quitamos|quito|quitaron|saque|sacamos|arrebate ~3 antes|a_tiempo|rapido',
  'antes de que ~3 comiera|tragara|mordiera|probara|lo_comiera|la_comiera|alcanzara|agarrara|tocara|lamiera|se_comiera|se_la_comiera|se_lo_comiera',
  'no ~1 alcanzo ~2 a? comer|comerlo|comerla|morder|tragar|probar',
  // Snatched back with no subject ("yanked the grapes away before he got any"), or counted and none missing.
  'yanked|grabbed|took|pulled|snatched|got ~5 away|off|back ~4 before|in_time',
  'before ~1 he|she|it|they ~1 got|had|ate|could_get|could_have ~1 any|one|some|a_bite|a_piece|anything|them|it',
  'none|nothing|no|not_one ~1 missing|gone|eaten',
  'all ~4 still ~1 there|accounted|intact|in_the_box|in_the_bag',
  'counted ~3 them|all|and|every',
  'no ~1 falta|faltaba ~1 ninguna|ninguno|nada|ni_una|ni_uno',
  'estaban|estan|siguen ~1 todas|todos|completas|completos',
  'las|los ~1 conte|contamos',
  'no se ~1 lo|la? comio|trago ~1 nada',
  'no ~2 comio|trago|probo|mordio ~1 nada|ninguna|ninguno|ni_una|ni_uno',
  'bolsa|empaque|envoltura|paquete|frasco ~3 cerrad*|sellad*|intact*',
  'didnt|did_not|never|not ~1 eat|swallow|bite|chew|lick|get|touch|eaten|swallowed ~2 any|it|them|anything|a_bite|a_piece',
  'never|didnt|did_not ~1 got|get|ate|eat|had|drank|drink|touched|touch|licked|lick ~1 any|it|them|anything|some|a_drop',
  'wasnt|was_not|never|not|isnt|werent ~1 in|inside|near|around|close_to ~1 the|that|my? garage|kitchen|room|yard|shed|basement|there|it|them',
  'locked|put|kept ~1 up|away',
  'out of reach',
  // Removed from the home beforehand ("we got rid of all our lilies", "ya tiramos las azucenas").
  'got_rid_of|threw_out|threw_away|tossed|removed|donated|gave_away ~3 all|the|our|my|those|them|any|every',
  'tiramos|tire|regalamos|regale|sacamos|saque ~3 todas|todos|las|los',
  'cant|cannot|couldnt ~1 reach|get_to|get_at',
  'no ~1 lo|la|los|las? alcanza|alcanzo',
  'bajo llave',
  'guardad* ~3 alto|bajo_llave',
  // Picked up and counted, all there ("picked them up right away, all 12 in my hand"); nothing given yet ("no le he dado nada").
  'picked|scooped|grabbed ~2 it|them|up|the_pill|the_pills ~3 up|right_away|immediately|straight_away',
  'all ~3 1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|18|20|24|30 ~3 still|there|here|accounted|in_my_hand|in_the_bottle',
  'no_le_he_dado|no_le_di|no_le_hemos_dado|havent_given|didnt_give|have_not_given|not_given ~2 nada|anything|any|it|him|her|le',
  'hasnt|havent|hasnt_ever|never ~1 had|eaten|gotten|tried ~1 any|one|some|them|it',
  // Pried out of the mouth; or the plant was never real ("es de plástico", "it's a fake one").
  'pried|pry|prying|forced ~3 mouth|jaws ~1 open',
  'i|we ~6 pried|fished|dug|pulled|got ~2 it|them|the_pill|the_pills ~1 out ~1 of ~2 his|her|its|the ~1 mouth',
].map(phrase)
const REAL = new Set(['real', 'fresh', 'live', 'living', 'natural', 'verdadera', 'verdadero', 'natural', 'viva', 'vivo'])
/** The plant or food was never real ("es de plástico", "it's a fake one"): bitten or not, nothing toxic was there. */
const NOT_REAL = [
  'es|era|son|eran ~1 de ~1 plastico|tela|seda',
  'artificial|plastic|fake|silk|faux ~2 plant|plants|flower|flowers|lily|lilies|one|ones|bouquet',
  'its|it_was|they_are|theyre|were|was ~1 plastic|fake|artificial|silk',
  'no ~1 es|era ~1 una? planta|flor ~2 de_verdad|real|natural',
].map(phrase)
const SOME_EATEN = [
  'ate|eaten|swallowed|chewed|licked|eat|gulped ~3 some|part|half|piece|pieces|a_bit|a_bite|few|a_little|corner|chunk|one|couple',
  'already|managed ~3 ate|eaten|swallowed|to_eat|to_swallow',
  'comio|trago|mordio|lamio|se_comio|alcanzo_a_comer ~3 un_poco|algo|parte|la_mitad|pedazo|pedacito|cacho|una|uno',
  'ya ~2 se ~1 lo|la|los|las? comio|trago|habia',
].map(phrase)

/** Heat the pet was in, and the signs that say its body could not shed it (heatstroke). */
const HEAT_SOURCE = [
  'sun|heat|hot|heatwave|sunny|humid|sol|calor|caluroso|calurosa|caliente|asoleado|asoleada|bochorno|resolana',
  'left|locked|stuck|encerrad*|dejamos|deje ~3 car|carro|coche|auto|truck|camioneta',
].map(phrase)

// The vet logic's own words are corrected too ("bacunas" is "vacunas", "arenro" is "arenero").
for (const list of [
  DOUBT_WORDS,
  UNVACCINATED,
  YOUNG,
  LONG,
  LITTER,
  NO_URINE,
  BIRTH,
  LONG_STRAIN,
  INTACT,
  HEAT_SOURCE,
  WORD.panting,
  WORD.heatSign,
])
  learn(list)
const STEM_LIST = [...STEMS]

/** "30 hours", "36 horas": at least a day. */
function longHours(text: string): boolean {
  return [...fold(text).matchAll(/(\d+)\s*(hours|hrs|hr|horas|h)\b/g)].some((m) => Number(m[1]) >= 24)
}

/** Minutes since midnight of a clock time ("1:05am", "10pm", "las 7"), or undefined. */
function clockMinutes(h: string, m: string | undefined, half: string | undefined, before?: number): number | undefined {
  let hour = Number(h)
  if (hour > 23 || Number(m ?? 0) > 59) return undefined
  if (half === 'pm' && hour < 12) hour += 12
  if (half === 'am' && hour === 12) hour = 0
  let t = hour * 60 + Number(m ?? 0)
  // An hour without am/pm after an earlier one is the next such hour ("at 7 ... now it's 10" is three hours later).
  if (!half && before !== undefined) while (t < before) t += 12 * 60
  return t
}

/**
 * Hours from the last birth told by the clock to now told by the clock ("pup 2 at 1:40am... its 4:15
 * now", "el primero a las 7 y ya son las 10"): over two hours between babies is dystocia. Undefined
 * when the text does not give both.
 */
function hoursSinceLastBirth(text: string): number | undefined {
  const t = fold(text).replace(/[\u2019']/g, '')
  const times = [
    ...t.matchAll(
      /\b(at|a las|a la|its|it is|now|son las|ya son las|ahora son las)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b|\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/g,
    ),
  ]
  // The time told as now: after "its", "now", "son las", or with "now" just before or after it.
  const isNow = (m: RegExpExecArray) =>
    ['its', 'it is', 'now', 'son las', 'ya son las', 'ahora son las'].includes(m[1] ?? '') ||
    /^\s*now\b/.test(t.slice(m.index + m[0].length)) ||
    /\bnow\s*(its|it is)?\s*$/.test(t.slice(Math.max(0, m.index - 12), m.index))
  let nowAt = -1
  for (let i = times.length - 1; i > 0 && nowAt < 0; i--) if (isNow(times[i])) nowAt = i
  if (nowAt < 1) return undefined
  let prev: number | undefined
  const minutes = times.slice(0, nowAt + 1).map((m) => (prev = clockMinutes(m[2] ?? m[5], m[3] ?? m[6], m[4] ?? m[7], prev)))
  const now = minutes[nowAt]
  const last = minutes[nowAt - 1]
  if (now === undefined || last === undefined) return undefined
  return ((((now - last) % 1440) + 1440) % 1440) / 60
}

/** Words that start a sign which is itself a negation ("not eating", "can't pee"). */
const NEGATION_LED = new Set(['no', 'not', 'isnt', 'wont', 'hasnt', 'havent', 'didnt', 'doesnt', 'dont', 'sin', 'nunca', 'never'])
/** Conjunctions that end a negation's reach (as scope.ts's window stops at them). */
const SCOPE_STOPS = new Set(['and', 'y', 'e', 'also', 'tambien', 'plus', 'then', 'luego'])

/** Denials inside a sign's words ("belly is not swollen", "gums aren't blue"), where the phrase's own words do not name them. */
const INNER_DENIALS = new Set([
  'no',
  'not',
  'never',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'doesnt',
  'didnt',
  'dont',
  'hasnt',
  'havent',
  'without',
  'sin',
  'ni',
  'nunca',
])

function deniedInside(tokens: Token[], [s, e]: [number, number], p: Phrase): boolean {
  const own = new Set(phraseWords(p))
  return tokens
    .slice(s + 1, e)
    .some(
      (t, i) => INNER_DENIALS.has(t.w) && !own.has(t.w) && !['only', 'just', 'stop', 'para', 'solo'].includes(tokens[s + 2 + i]?.w ?? ''),
    )
}

/** Whether a toxin's name at `span` is a size ("the lump is now like a grape", "tamaño de una uva"). */
function sizeComparison(tokens: Token[], [s, e]: [number, number]): boolean {
  const before = tokens.slice(Math.max(0, s - 4), s).filter((t) => t.part === tokens[s].part)
  const sized = ['size', 'sized', 'tamano'].includes(tokens[e]?.w ?? '')
  const asSize = SIZE_BEFORE.some((p) => findPhrase(before, p).some(([, end]) => end === before.length))
  if (!sized && !asSize) return false
  // "Like a grape" is a size only beside a lump; "size of" always is.
  return (
    sized ||
    before.some((t) => ['size', 'sized', 'big', 'tamano', 'grande'].includes(t.w)) ||
    anyIn(
      tokens.filter((t) => t.clause === tokens[s].clause),
      WORD.growth,
    )
  )
}

function ageIsYoung(input: TriageInput, tokens: Token[]): boolean {
  if (input.ageMonths != null) return input.ageMonths < 6
  return YOUNG.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e, { negatable: false }) !== 'history'))
}

function anyIn(tokens: Token[], list: Phrase[]): boolean {
  return list.some((p) => findPhrase(tokens, p).length > 0)
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1]
}

/** Whether one of `list` is within six words of the span, in its clause or the next. */
function near(tokens: Token[], [s, e]: [number, number], list: Phrase[]): boolean {
  const clause = tokens[s].clause
  const around = tokens.slice(Math.max(0, s - 6), Math.min(tokens.length, e + 6)).filter((t) => Math.abs(t.clause - clause) <= 1)
  return list.some((p) => findPhrase(around, p).length > 0)
}

function accidentNear(tokens: Token[], span: [number, number]): boolean {
  return near(tokens, span, ACCIDENT)
}

interface Hit {
  c: Compiled
  span: [number, number]
  scope: Scope
  urgency: Urgency
}

/**
 * Triage of an owner's description: the signs found in their words (both languages, typos
 * corrected, denied and past signs left out), each with the rule and the public source it
 * follows, the urgency of the worst, and where the words are ambiguous for an emergency, what
 * to watch for and when to call at once. Guidance, not a diagnosis; the same engine serves the
 * server, the e-mails, the workspace and `npm run triage`.
 */
export function triage(input: TriageInput): Triage {
  const lang = input.lang ?? 'en'
  const species: Species = input.species ?? 'dog'
  // The issue picked from the form's list is a category, not the owner's words: "breathing difficulties" there is not a sign.
  const issue = input.issue && !LISTED_ISSUES.has(fold(input.issue).trim()) ? input.issue : ''
  const text = [issue, input.text].filter(Boolean).join('.\n')
  const name = input.petName ? fold(input.petName).replace(/'/g, '') : ''
  const tokens = correctTypos(tokenise(text), EXACT, STEM_LIST).map((t) => (name && t.w === name ? { ...t, w: '_name_' } : t))

  // Taken away in time (see RESCUED): only the mentions near the words that say so, and none when some was eaten.
  // Told of now, not denied, past or asked about.
  const isCurrent = (list: Phrase[]) => list.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))
  const rescueSpans = [
    ...(anyIn(tokens, SOME_EATEN) ? [] : RESCUED.flatMap((p) => findPhrase(tokens, p))),
    ...NOT_REAL.flatMap((p) => findPhrase(tokens, p)),
  ]
  const resolved = anyIn(tokens, RESOLVED)
  const exertion = anyIn(tokens, WORD.exertion)
  const chronic = anyIn(tokens, CHRONIC)
  const episodic = anyIn(tokens, WORD.episodic)
  const hits: Hit[] = []
  for (const c of COMPILED) {
    if (c.species && !c.species.includes(species) && !c.otherSpecies) continue
    const otherSpecies = !!c.species && !c.species.includes(species)
    const calm = resolved || !!c.calm?.some((p) => findPhrase(tokens, p).length)
    for (const p of c.phrases) {
      for (const span of findPhrase(tokens, p)) {
        if (c.not.some((n) => findPhrase(tokens, n).some((ns) => overlaps(ns, span)))) continue
        if (deniedInside(tokens, span, p)) continue
        // A capitalised word inside a sentence is a name ("my cat Lily") for the plant and food names that are also pets' names.
        if (
          c.id.startsWith('toxin:') &&
          span[1] - span[0] === 1 &&
          tokens[span[0]].named &&
          (['toxin:lilies', 'toxin:chocolate', 'toxin:sagoPalm', 'toxin:alcohol', 'toxin:zinc', 'toxin:cannabis'].includes(c.id) ||
            PET_WORDS.has(tokens[span[0] - 1]?.w ?? ''))
        )
          continue
        if (c.prescribed && !accidentNear(tokens, span)) continue
        // Blood-tinged discharge while she is in heat is the heat itself, not pyometra (which follows it by weeks).
        if (
          c.id === 'pyometra' &&
          tokens.slice(span[0], span[1]).some((t) => /^(blood|bloody|sangre)$/.test(t.w)) &&
          isCurrent(WORD.inHeatNow)
        )
          continue
        // "Hot to touch" beside a lump, swelling or wound is that spot's heat (an abscess), not a body overheating.
        if (
          c.id === 'heatstroke' &&
          tokens.slice(span[0], span[1]).some((t) => t.w === 'hot' || t.w === 'caliente') &&
          anyIn(tokens, WORD.localSpot)
        )
          continue
        if (c.everyday?.includes(p) && !near(tokens, span, INGESTED)) continue
        const toxin = c.id.startsWith('toxin:')
        if (toxin && sizeComparison(tokens, span)) continue
        // A negation that is itself the sign ("not eating", "no puede orinar") reaches as far as a denial would: "no vomita y come bien" is not "no come".
        if (NEGATION_LED.has(tokens[span[0]].w) && tokens.slice(span[0] + 1, span[1]).some((t) => SCOPE_STOPS.has(t.w))) continue
        const scope = scopeOf(tokens, span[0], span[1], { exposure: toxin || c.id === 'poisoning' })
        let base: Urgency = otherSpecies ? c.otherSpecies! : typeof c.urgency === 'string' ? c.urgency : c.urgency[species]
        // "Fine now", "same size for a year": a sign worth a visit becomes routine; an emergency stays one.
        if (
          calm &&
          base === 'soon' &&
          c.flag !== 'poisoning' &&
          c.flag !== 'foreignBody' &&
          c.id !== 'skin-lesion' &&
          c.id !== 'belly-growing'
        )
          base = 'routine'
        if ((c.id === 'cat-open-mouth-breathing' || c.id === 'breathing-like-running') && base === 'emergency' && (calm || exertion))
          base = 'soon'
        if (c.id === 'bloat' && chronic) base = 'soon'
        // Balance lost now and then or slowly over months is worth a visit; sudden loss is the emergency.
        if (c.id === 'balance-loss' && (chronic || episodic)) base = 'soon'
        hits.push({ c, span, scope, urgency: base })
      }
    }
  }

  // Each "taken away in time" saves the exposure it is told of, the nearest mention, not every toxin in the text.
  const exposures = hits.filter(
    (h) => h.scope === 'current' && (h.c.id.startsWith('toxin:') || h.c.flag === 'foreignBody' || h.c.id === 'poisoning'),
  )
  for (const [s, e] of rescueSpans) {
    const distance = (h: Hit) => Math.max(0, s - h.span[1], h.span[0] - e)
    // What was taken away was told before the telling of it, when there is such a mention ("an advil fell... I pried his mouth open").
    // A mention told real ("the real lily in the vase") is not the fake one told beside it.
    const told = (h: Hit) => !tokens.slice(Math.max(0, h.span[0] - 2), h.span[0]).some((t) => REAL.has(t.w))
    const within = exposures.filter((h) => distance(h) < 15 && told(h))
    const before = within.filter((h) => h.span[1] <= s)
    const near = before.length ? before : within
    const nearest = Math.min(...near.map(distance))
    // The same mention may fire several rules or spans ("sugar free gum", "ate the chocolate"): all of them are saved.
    const first = near.filter((h) => distance(h) === nearest)
    const saved = new Set(first.map((h) => h.c))
    for (const h of near) if (saved.has(h.c) || first.some((f) => overlaps(f.span, h.span))) h.scope = 'negated'
  }
  // Said to be over later on ("was limping saturday, not limping anymore", "vomitó el lunes, ya no vomita"): a sign worth a visit is routine; an emergency stays one.
  for (const h of hits)
    if (
      h.scope === 'current' &&
      h.urgency === 'soon' &&
      h.c.flag !== 'poisoning' &&
      hits.some((o) => o.c === h.c && o.scope === 'negated' && o.span[0] > h.span[0])
    )
      h.urgency = 'routine'
  if (anyIn(tokens, WORD.cameBackOut)) for (const h of hits) if (h.c.id === 'foreign-body' && h.urgency === 'emergency') h.urgency = 'soon'
  // Overheated yesterday and back to normal since: worth a check today for heat's delayed harm, no longer the dash.
  if (resolved && isCurrent(WORD.yesterday))
    for (const h of hits)
      if (h.c.id === 'heatstroke' && tokens.slice(h.span[0], h.span[1]).some((t) => /^(overheat|heat|insol|golpe|sobrecalent)/.test(t.w)))
        h.urgency = 'soon'
  // A known epileptic on treatment with one short seizure, over now, and no cluster: call the vet about the dose (seizures).
  if (resolved && anyIn(tokens, WORD.knownEpilepsy) && isCurrent(WORD.singleShort) && !isCurrent(RECENT_COUNT))
    for (const h of hits) if (h.c.id === 'seizure') h.urgency = 'soon'
  // Put out weeks ago, found eaten now ("set the bait out last month, today found one chewed up"): the exposure is today's.
  if (WORD.foundEaten.some((p) => findPhrase(tokens, p).some(([s, e]) => !['negated', 'hypothetical'].includes(scopeOf(tokens, s, e)))))
    for (const h of hits) if (h.c.id.startsWith('toxin:') && (h.scope === 'weeksAgo' || h.scope === 'history')) h.scope = 'current'
  // Feared, then denied later on ("thought it was the raisin ones... no raisins"): that toxin was not eaten.
  for (const h of hits)
    if (
      h.c.id.startsWith('toxin:') &&
      h.scope === 'current' &&
      WORD.feared.some((p) => findPhrase(tokens, p).some(([, e]) => e <= h.span[0] && h.span[0] - e <= 8)) &&
      hits.some((o) => o.c === h.c && o.scope === 'negated' && o.span[0] > h.span[0])
    )
      h.scope = 'negated'
  const current = hits
    .filter((h) => h.scope === 'current' || h.scope === 'weeksAgo')
    // Some weeks ago, an emergency is worth a visit; said to be over since ("a uti last month, fixed"), a sign is routine.
    .map((h) =>
      // A birth weeks ago is the setting of eclampsia, not a date of its signs.
      h.scope !== 'weeksAgo' || h.c.id === 'eclampsia'
        ? h
        : {
            ...h,
            urgency:
              resolved && !h.c.id.startsWith('toxin:')
                ? ('routine' as Urgency)
                : h.urgency === 'emergency'
                  ? ('soon' as Urgency)
                  : h.urgency,
          },
    )
  // A longer match covers a shorter one inside it ("vomiting blood" is bleeding, not only vomiting).
  const kept = current.filter(
    (h) =>
      !current.some(
        (o) => o !== h && RANK[o.urgency] > RANK[h.urgency] && o.span[0] <= h.span[0] && o.span[1] >= h.span[1] && o.c.flag === h.c.flag,
      ),
  )
  const words = serverText(lang).flags
  const watch = serverText(lang).triageWatch
  const signs: Sign[] = []
  const seen = new Set<string>()
  const add = (rule: string, flag: Sign['flag'], urgency: Urgency, span: [number, number] | null, source: SourceId) => {
    if (seen.has(rule)) return
    seen.add(rule)
    signs.push({
      sign: words[flag].sign,
      advice: words[flag].advice,
      words: span
        ? tokens
            .slice(span[0], span[1])
            .map((t) => t.raw)
            .join(' ')
        : '',
      rule,
      source: SOURCES[source].url,
      urgency,
      flag,
    })
  }
  for (const h of kept) add(h.c.id, h.c.flag, h.urgency, h.span, h.c.source)

  // Vet logic combines today's signs: a sign dated some weeks back ("straining last month, a uti, fixed") is not one.
  const has = (rule: string) => kept.find((h) => h.c.id === rule && h.scope === 'current')
  const uncertain: Array<keyof ServerText['triageWatch']> = []
  const gi = has('vomiting')
  const severeGi = () =>
    hits.some((h) => h.c.id === 'low-energy' && h.scope === 'current') ||
    anyIn(tokens, WORD.bloody) ||
    (anyIn(tokens, WORD.diarrhea) && anyIn(tokens, WORD.vomit))
  if (gi && ageIsYoung(input, tokens)) {
    const unknown = anyIn(tokens, VACCINE_UNKNOWN)
    const severe = severeGi()
    if (anyIn(tokens, UNVACCINATED) || (unknown && severe)) add('young-unvaccinated-gi', 'vomiting', 'emergency', gi.span, 'parvo')
    else {
      add('young-gi', 'vomiting', 'soon', gi.span, 'parvo')
      uncertain.push(species === 'cat' ? 'youngCatGi' : 'youngDogGi')
    }
  } else if (
    gi &&
    species === 'dog' &&
    input.ageMonths == null &&
    severeGi() &&
    (anyIn(tokens, UNVACCINATED) || anyIn(tokens, VACCINES_DOUBTED))
  ) {
    // Age not given, vaccines missing or unknown, vomiting with diarrhoea, blood or listlessness: parvo until proven otherwise.
    add('unvaccinated-gi-severe', 'vomiting', 'emergency', gi.span, 'parvo')
  } else if (gi && anyIn(tokens, UNVACCINATED) && species === 'dog') {
    add('unvaccinated-gi', 'vomiting', 'soon', gi.span, 'parvo')
    uncertain.push('youngDogGi')
  } else if (gi) uncertain.push('gi')
  const fast = has('not-eating')
  if (fast && species === 'cat') {
    if (anyIn(tokens, LONG) || longHours(text)) add('cat-not-eating-24h', 'notEating', 'emergency', fast.span, 'emergencyList')
    else uncertain.push('catNotEating')
  }
  if (
    input.species === 'dog' &&
    /^f/i.test(input.sex ?? '') &&
    input.neutered === 'no' &&
    (has('thirst') || gi || has('low-energy') || fast)
  ) {
    add('pyometra-intact-female', 'pyometra', 'emergency', null, 'emergencyList')
  }
  // A heat is past by nature (pyometra follows it by weeks): only a denied or asked-about one does not count.
  const lived = (list: Phrase[]) =>
    list.some((p) => findPhrase(tokens, p).some(([s, e]) => !['negated', 'hypothetical'].includes(scopeOf(tokens, s, e))))
  // A male cat making trips to the litter box or straining with little or nothing to show for it is blocked until proven otherwise.
  const urinary = has('scant-urine') ?? has('urinary-frequent') ?? has('cat-straining') ?? (species === 'cat' ? has('thirst') : undefined)
  // Big clumps or puddles mean urine flows: peeing often or outside the box alone does not make him blocked.
  const flowing = isCurrent(WORD.plentyOfUrine) && !has('scant-urine') && !has('cat-straining') && !isCurrent(NO_URINE)
  if (
    species === 'cat' &&
    !flowing &&
    (/^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male)) &&
    (urinary || (isCurrent(LITTER) && (has('low-energy') || has('not-eating') || has('vomiting'))))
  ) {
    add('male-cat-litter-box', 'urine', 'emergency', urinary?.span ?? null, 'blockedCat')
  }
  // "Constipated" in a male cat pushing at the box is a blocked bladder until proven otherwise: owners cannot tell which one he strains for.
  // Big clumps in the box mean his bladder empties: then "constipated" is the bowel.
  if (
    species === 'cat' &&
    !flowing &&
    (/^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male)) &&
    has('constipation') &&
    isCurrent(LITTER)
  )
    add('male-cat-constipated', 'urine', 'emergency', has('constipation')!.span, 'notConstipated')
  // Any cat at the litter box with no urine at all cannot empty its bladder: the same emergency, whatever its sex.
  if (species === 'cat' && isCurrent(LITTER) && isCurrent(NO_URINE)) add('cat-no-urine', 'urine', 'emergency', null, 'blockedCat')
  // Two to ten weeks after a heat, an intact female that is listless, off food, vomiting, drinking a lot or with discharge has pyometra until proven otherwise.
  // Her signs dated with the heat ("terminó el celo hace 3 semanas y le sale flujo") are the signs that follow it, not history.
  const afterHeat = (rule: string) => current.find((h) => h.c.id === rule)
  const unwell = ['thirst', 'vomiting', 'low-energy', 'not-eating', 'pyometra', 'belly-growing', 'bloat'].map(afterHeat).find(Boolean)
  const female = /^f/i.test(input.sex ?? '') || anyIn(tokens, WORD.female)
  if (unwell && female && (lived(HEAT) || isCurrent(INTACT) || input.neutered === 'no'))
    add('pyometra-after-heat', 'pyometra', 'emergency', unwell.span, 'pyometraHeat')
  // A birth under way with straining for half an hour or more, or hours since the last one, is dystocia.
  if (isCurrent(BIRTH) && isCurrent(LONG_STRAIN) && anyIn(tokens, HOURS_OR_HALF))
    add('labour-straining-long', 'labour', 'emergency', null, 'dystocia')
  // Over two hours by the clock from the last one born to now, with a birth under way: dystocia.
  const sinceBirth = isCurrent(BIRTH) ? hoursSinceLastBirth(text) : undefined
  if (sinceBirth !== undefined && sinceBirth >= 2 && sinceBirth < 12) add('labour-clock-gap', 'labour', 'emergency', null, 'dystocia')
  const heartCounts = WORD.heartCount.flatMap((p) => findPhrase(tokens, p))
  const breathCount = WORD.fastPerMinute.some((p) =>
    findPhrase(tokens, p).some(([b, e]) => scopeOf(tokens, b, e) === 'current' && !heartCounts.some((h) => overlaps(h, [b, e]))),
  )
  if (anyIn(tokens, WORD.breathNamed) && breathCount) add('fast-breathing-count', 'breathing', 'emergency', null, 'sleepingBreathing')
  // Seizures named anywhere, even as history, and episodes counted within hours or today: a cluster, an emergency.
  if (anyIn(tokens, WORD.seizureNamed) && isCurrent(RECENT_COUNT)) add('seizure-cluster', 'seizure', 'emergency', null, 'seizures')
  // Heat, panting and one more sign (vomiting, drooling, wobbling, weakness) is heatstroke until cooled and checked; panting alone after a hot walk is not.
  if (
    !signs.some((s) => s.urgency === 'emergency') &&
    !anyIn(tokens, RESOLVED) &&
    isCurrent(HEAT_SOURCE) &&
    isCurrent(WORD.panting) &&
    isCurrent(WORD.heatSign)
  )
    add('heat-panting-signs', 'paleGums', 'emergency', null, 'emergencyList')
  // A diabetic that will not eat, vomits, or is weak or wobbly: low sugar or ketoacidosis, seen at once (traumaList: diabetic animals refusing food).
  if (anyIn(tokens, WORD.diabetic) && (fast || gi || has('low-energy')))
    add('diabetic-unwell', 'notEating', 'emergency', (fast ?? gi ?? has('low-energy'))!.span, 'traumaList')
  if (isCurrent(WORD.headBlow) && isCurrent(WORD.dazed)) add('head-blow-dazed', 'injury', 'emergency', null, 'whatIsAnEmergency')
  // Hours in the sun or heat, then two of its signs (wobbly and vomiting) even without panting told: heatstroke.
  const heatSigns = new Set(
    WORD.heatSign.flatMap((p) =>
      findPhrase(tokens, p)
        .filter(([s, e]) => scopeOf(tokens, s, e) === 'current')
        .map(([s]) => tokens[s].w),
    ),
  )
  if (!signs.some((s) => s.urgency === 'emergency') && !anyIn(tokens, RESOLVED) && isCurrent(WORD.heatExposure) && heatSigns.size >= 2)
    add('heat-exposure-signs', 'paleGums', 'emergency', null, 'emergencyList')
  // A dog whose belly is swelling while it retches or vomits may have a twisted stomach.
  const belly = has('belly-growing')
  if (species === 'dog' && belly && (gi || has('low-energy') || has('cough') || isCurrent(WORD.restless)) && !anyIn(tokens, CHRONIC))
    add('dog-belly-swelling-retching', 'bloat', 'emergency', belly.span, 'gdv')
  // A ribbon, string or tinsel named and then gone or swallowed: with vomiting, off food or listless, a string in the gut; alone, worth a visit today.
  if (isCurrent(WORD.objectNamed) && !anyIn(tokens, WORD.cameBackOut)) {
    if (isCurrent(WORD.objectSwallowed) || (isCurrent(WORD.objectGone) && (gi || fast || has('low-energy'))))
      add('object-gone', 'foreignBody', 'emergency', null, 'linearForeignBody')
    else if (isCurrent(WORD.objectGone)) {
      add('object-gone', 'foreignBody', 'soon', null, 'linearForeignBody')
      uncertain.push('ingestion')
    }
  }
  if (isCurrent(WORD.sharpObject) && (isCurrent(WORD.objectGone) || isCurrent(WORD.objectSwallowed)) && !anyIn(tokens, WORD.cameBackOut))
    add('sharp-object-gone', 'foreignBody', 'emergency', null, 'linearForeignBody')
  // A dog that ate, then ran or played, and now cannot settle or retches: a twisting stomach until proven otherwise.
  if (species === 'dog' && isCurrent(WORD.meal) && isCurrent(WORD.active) && (isCurrent(WORD.restless) || has('bloat')))
    add('ate-then-active-restless', 'bloat', 'emergency', null, 'gdv')
  if (
    !signs.some((s) => s.flag === 'poisoning') &&
    !anyIn(tokens, RESOLVED) &&
    UNKNOWN_INGESTION.some((p) => findPhrase(tokens, p).some(([s, e]) => scopeOf(tokens, s, e) === 'current'))
  ) {
    // Something unknown eaten, then twitching, trembling, drooling or wobbling: a poison acting (whatIsAnEmergency: toxin ingestion).
    if (isCurrent(WORD.poisonSigns)) add('unknown-ingestion-signs', 'poisoning', 'emergency', null, 'whatIsAnEmergency')
    else {
      add('unknown-ingestion', 'foreignBody', 'soon', null, 'uptown')
      uncertain.push('ingestion')
    }
  }
  // The safety pass: a `soon` sign with one more fact where the guide says "when in doubt, call now" (whenInDoubt.ts).
  if (!signs.some((s) => s.urgency === 'emergency') && !anyIn(tokens, RESOLVED)) {
    const facts: DoubtFacts = {
      species,
      male: /^m/i.test(input.sex ?? '') || anyIn(tokens, WORD.male),
      young: ageIsYoung(input, tokens),
      has: (rule) => !!has(rule) || signs.some((s) => s.rule === rule),
      told: isCurrent,
      lived,
    }
    for (const d of WHEN_IN_DOUBT) if (d.applies(facts)) add(d.id, d.flag, 'emergency', null, d.source)
  }
  if (has('low-energy') && !signs.some((s) => s.urgency === 'emergency')) uncertain.push('lethargy')

  signs.sort((a, b) => RANK[b.urgency] - RANK[a.urgency])
  const urgency = signs.reduce<Urgency>((u, s) => worseUrgency(u, s.urgency), 'routine')
  const result: Triage = { urgency, signs }
  if (urgency !== 'emergency' && uncertain.length) {
    const keys = [...new Set(uncertain)]
    result.uncertain = { watchFor: keys.flatMap((k) => watch[k].watchFor), callNowIf: keys.flatMap((k) => watch[k].callNow) }
    result.watch = keys
  }
  return result
}
