import { phrase } from './phrase'

// The words that tell whether a pet ate something: eaten by accident, drunk, taken away in time, never real,
// a name used as a size; and the words before a pet's name ("my cat Lily" is not a lily). The engine reads them
// around a toxin's name (triage.ts).

/** Words that make a prescribed medicine an accident: the pet got into it or was given too much. */
export const ACCIDENT = [
  'ate|eaten|eat|chewed|chew|swallowed|gulped|empty|emptied|gobbled|scarfed|snatched|inhaled|wolfed|stole|found|licked|got_into|get_into|gotten_into|getting_into|overdose*|extra|double|too_many|too_much|whole|entire|bottle|pack|box|several|handful|accident*',
  // Dropped within the pet's reach and taken ("fell on the floor and the dog got it").
  'fell|spilled|spilt|knocked_over|tipped_over|got_it|got_them|got_one|grabbed|snagged',
  'comio|come|trago|mordio|encontro|doble|sobredosis|frasco|caja|varias|todas|accidental*|de_mas|se_comio|se_trago',
].map(phrase)
/** Words after which a capitalised name is the pet's ("my dog Whiskey", "mi gata Canela", "named Pepper"). */
export const PET_WORDS = new Set([
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
export const INGESTED = [
  ...ACCIDENT,
  ...['drank|drink|drinking|lapped|lapping|licked|licking|sipped|tasted|had_some|got_some|ingested|consumed|into_the|into_my'].map(phrase),
  ...['tomo|bebio|se_tomo|se_bebio|lamio|probo|lengueteo|se_comio|ingirio|consumio|le_dio|le_dieron|mordio|masco|mastico'].map(phrase),
]

export const UNKNOWN_INGESTION = [
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
export const SIZE_BEFORE = [
  'size|sized|big|tamano|grande ~1 of|as|de|como ~1 a|an|una|un?',
  'like|como ~1 a|an|una|un',
  'like|como ~1 a|an|una|un ~1 big|small|little|large|huge|tiny|grande|pequena|chica|chiquita',
].map(phrase)
/**
 * Taken away before it was eaten ("grabbed the bar but I got it before he bit into it", "se lo
 * quité antes", "wrapper still sealed"), unless some was eaten all the same ("ate a corner before I got it").
 */
export const RESCUED = [
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
export const REAL = new Set(['real', 'fresh', 'live', 'living', 'natural', 'verdadera', 'verdadero', 'natural', 'viva', 'vivo'])
/** The plant or food was never real ("es de plástico", "it's a fake one"): bitten or not, nothing toxic was there. */
export const NOT_REAL = [
  'es|era|son|eran ~1 de ~1 plastico|tela|seda',
  'artificial|plastic|fake|silk|faux ~2 plant|plants|flower|flowers|lily|lilies|one|ones|bouquet',
  'its|it_was|they_are|theyre|were|was ~1 plastic|fake|artificial|silk',
  'no ~1 es|era ~1 una? planta|flor ~2 de_verdad|real|natural',
].map(phrase)
export const SOME_EATEN = [
  'ate|eaten|swallowed|chewed|licked|eat|gulped ~3 some|part|half|piece|pieces|a_bit|a_bite|few|a_little|corner|chunk|one|couple',
  'already|managed ~3 ate|eaten|swallowed|to_eat|to_swallow',
  'comio|trago|mordio|lamio|se_comio|alcanzo_a_comer ~3 un_poco|algo|parte|la_mitad|pedazo|pedacito|cacho|una|uno',
  'ya ~2 se ~1 lo|la|los|las? comio|trago|habia',
].map(phrase)
