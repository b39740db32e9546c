import type { Token } from './normalise'
import { findPhrase, phrase, type Phrase } from './phrase'

/** How a found sign stands in the owner's sentence. */
export type Scope = 'current' | 'negated' | 'history' | 'weeksAgo' | 'hypothetical'

/**
 * Words that deny what follows within a few words of the same clause (NegEx's pre-negation
 * triggers), English and Spanish. "no" is both. "can't" is not among them: in "can't pee" the
 * inability is the sign.
 */
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'isnt',
  'doesnt',
  'didnt',
  'dont',
  'hasnt',
  'havent',
  'hadnt',
  'wasnt',
  'werent',
  'arent',
  'nor',
  'neither',
  'none',
  'nothing',
  'denies',
  'wont',
  'sin',
  'ni',
  'nunca',
  'jamas',
  'tampoco',
  'ningun',
  'ninguna',
  'nada',
])
/** A negation word followed by one of these does not deny ("won't stop vomiting", "no para de", "not sure"). */
const PSEUDO = new Set([
  'stop',
  'stops',
  'stopping',
  'quit',
  'only',
  'just',
  'sure',
  'para',
  'paro',
  'deja',
  'dejo',
  'solo',
  'se',
  'puede',
  'able',
  'longer',
  'matter',
  'idea',
  'better',
  'improvement',
  'mejora',
  'better.',
])
/** Words that end a negation's reach inside a clause: "not eating and vomiting" still vomits. */
const STOPS = new Set([
  'and',
  'y',
  'e',
  'also',
  'tambien',
  'plus',
  'now',
  'ahora',
  'then',
  'luego',
  'today',
  'hoy',
  'since',
  'desde',
  // A denied vaccine is the denial's whole object: "no vaccines throwing up" still vomits.
  'vaccines',
  'vaccine',
  'vaccinated',
  'vaccinations',
  'shots',
  'jabs',
  'boosters',
  'vacunas',
  'vacuna',
  'vacunado',
  'vacunada',
  'vacunar',
  // So is a denied surgery: "sin esterilizar toma mucha agua" still drinks.
  'spayed',
  'neutered',
  'fixed',
  'desexed',
  'castrated',
  'esterilizar',
  'esterilizada',
  'esterilizado',
  'operada',
  'operado',
  'operar',
  'castrar',
  'castrada',
  'castrado',
])
/** Words that start today's story after a past one in the same clause. */
const NOW = new Set(['now', 'today', 'tonight', 'currently', 'ahora', 'hoy', 'actualmente', 'ahorita'])
/** How many words before a sign a negation still reaches. */
const WINDOW = 5

/** After the sign, in its clause: it is over ("isn't vomiting anymore", "ya se le pasó del todo"). */
const POST = [
  'anymore',
  'any more',
  'resolved',
  'went away',
  'gone away',
  'ruled out',
  'cleared up',
  'ya no',
  'se le quito',
  'ya paso',
  'descartad*',
].map(phrase)
/** Long ago: the sign is history, not today's problem ("fits as a pup, none since", "hace dos años"). */
const HISTORY = [
  '~1 years|year|months|month|yrs|yr ago',
  'last|past year|summer|winter|spring|fall',
  'years|months back',
  'as a puppy|kitten',
  'when he|she|it was a? puppy|kitten|young|little|baby',
  'in the past',
  'history of',
  // A hedge between "hace" and the span ("hace como seis meses", "hace unos meses") dates it all the same.
  'hace ~2 anos|ano|meses|mes|tiempo',
  'el ano pasado',
  'de cachorro|cachorra|cachorrito|gatito|pequeno|pequena|chiquito|chiquita|joven',
  'cuando era cachorro|cachorra|gatito|bebe|chiquito|chiquita|pequeno|pequena',
  'en el pasado',
  'anos|meses atras',
  'hace mucho',
  'long time ago',
  'years ago',
  'had one|some|a ~2 before',
  'previous|previously',
  'used to',
  'solia|solian',
  'antes ~1 le_daban|tenia|sufria',
].map(phrase)
const WEEKS = [
  '~1 weeks|week ago',
  'last week|month',
  'a month ago',
  'hace ~2 semanas|semana|mes',
  'la semana pasada',
  'el mes pasado',
].map(phrase)
/** A question or a condition, not an event: "can dogs eat grapes?", "what if he eats", "si come". */
const HYPOTHETICAL = [
  'if',
  'si',
  'whether',
  'in case',
  'en caso',
  'what if',
  'can dogs|cats|puppies|kittens',
  // A question about the species in general ("do cats ever pant?", "¿es normal que los gatos jadeen?").
  'normal for ~1 cats|dogs|puppies|kittens|a_cat|a_dog',
  'do|does ~1 cats|dogs|puppies|kittens ~1 ever|usually|normally|ever',
  'es normal que ~1 los|las? gatos|perros|gatitos|cachorros|un_gato|un_perro',
  'pueden los? perros|gatos',
  'is_it|are safe|ok|okay|toxic|bad|dangerous',
  'es seguro|malo|toxico|peligroso',
  'are ~2 toxic|safe|dangerous|poisonous',
  'is ~2 toxic|safe|dangerous|poisonous',
  'prevent*',
  'avoid',
  'evitar',
  'prevenir',
  'prevencion',
  'keep away',
  'safe for',
  'could|can it? cause',
  'puede causar',
  'worried about|that',
  'preocupa que',
  'dangers of',
  'list of',
  'lista de',
  'recommend*',
  'any signs of',
  'watch for',
  'signs of',
  'symptoms of',
  'what are the ~1 signs|symptoms',
  'sintomas|signos|senales ~1 de',
  'how do|can|would i|we|you ~1 know|tell',
  'want|wanted|like|need ~1 to ~1 know|ask',
  'quiero|queria|quisiera ~1 saber|preguntar',
  'como ~1 se|saber|saberlo ~1 si',
].map(phrase)

/** A question opening with these asks about a thing ("can cats be around lilies?", "¿el chocolate les hace daño?")... */
const ASKING = new Set([
  'are',
  'is',
  'can',
  'could',
  'do',
  'does',
  'should',
  'would',
  'will',
  'what',
  'which',
  'how',
  'any',
  'es',
  'son',
  'puede',
  'pueden',
  'que',
  'cual',
  'cuales',
  'hay',
  'esta',
  'estan',
])
/** Articles and demonstratives that may open a question before its verb or its subject. */
const ARTICLES = new Set([
  'the',
  'a',
  'an',
  'these',
  'those',
  'this',
  'that',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'estas',
  'estos',
  'esta',
  'este',
  'mis',
  'my',
])
/** The owner says they only ask: no exposure is told ("just asking", "solo pregunto", "none in the house"). */
const ASKING_ONLY = [
  'just|only ~1 asking|curious|wondering|checking',
  'for future reference',
  'solo|nomas|nada_mas|namas ~1 pregunto|preguntando|curiosidad|por_saber',
  'por si ~1 acaso|algun_dia',
  'no|nunca ~1 tengo|tenemos|hay ~2 ninguna|ninguno|nada|de_esas|de_esos|en_casa|en_la_casa',
  'dont|do_not|never ~1 have|keep ~2 any|them|it|those',
  'if it ever happens',
  // A general question told as one, or a plant not yet brought home ("es para saber", "not bought yet").
  'es|solo_es|nomas_es ~1 para ~1 saber',
  'quick|general|just_a ~1 question',
  'havent|have_not|never|not_yet ~2 brought|bought|got ~2 any|them|it|one|home',
  'no ~1 hemos|he|han ~1 traido|comprado ~3 ninguna|ninguno|nada|todavia|aun|a_casa',
  'si algun dia',
  // Not in the home yet ("todavía no tengo", "we don't have any yet").
  'todavia|aun ~1 no ~1 tengo|tenemos|los|las|lo|la ~1 tengo|tenemos|compro|compramos|compre',
  'dont|do_not|dont_have ~2 any|them|one ~1 yet',
  // Asking ahead of a trip or an outing that has not happened ("todavía no ha ido", "we haven't gone yet", "solo quiero prevenir").
  'todavia|aun ~1 no ~1 ha|han|hemos|he ~1 ido|estado|llegado|salido',
  'hasnt|havent|has_not|have_not ~1 been|gone ~2 there|yet|in',
  'not ~1 been|gone ~2 there ~1 yet',
  'solo|nomas|just|only ~1 quiero|queremos|want|wanted ~2 prevenir|prevent|to_prevent|be_prepared|estar_preparad*|saber_como_prevenir',
].map(phrase)
/** ...unless it tells of an exposure that happened ("is it bad that he ate 5 grapes?"). */
const EXPOSED = [
  'ate|eaten|swallowed|licked|chewed|drank|drunk|got_into|gave|given|stole|found|comio|trago|lamio|mordio|bebio|tomo|le_di|le_dimos|le_dio|agarro|encontro',
].map(phrase)

/** A judgement asked of a thing, even without a question mark ("is chocolate bad for dogs"). */
const JUDGED = [
  'bad|safe|toxic|ok|okay|dangerous|poisonous|harmful|deadly|fatal|malo|mala|malos|malas|seguro|segura|seguros|seguras|toxico|toxica|toxicos|toxicas|peligroso|peligrosa|peligrosos|peligrosas|venenoso|venenosa|venenosos|venenosas',
].map(phrase)

/** Dated by a calendar year ("back in 2021", "en 2019"): history, as "2 years ago" is. */
function datedByYear(tokens: Token[], from: number, to: number): boolean {
  for (let i = Math.max(from, 1); i < to; i++)
    if (/^(19|20)\d\d$/.test(tokens[i].w) && ['in', 'en', 'back', 'durante', 'during', 'del', 'de'].includes(tokens[i - 1].w)) return true
  return false
}

/**
 * Eating told anywhere as lived: an eating word with no negation in the three words before it ("no se comió el
 * chocolate", "he didn't eat any" deny it, so a later "how much chocolate is dangerous" is still only asked).
 */
function eatenAnywhere(tokens: Token[]): boolean {
  return EXPOSED.some((p) => findPhrase(tokens, p).some(([s]) => !tokens.slice(Math.max(0, s - 3), s).some((t) => NEGATIONS.has(t.w))))
}

function within(tokens: Token[], list: Phrase[], from: number, to: number): boolean {
  const part = tokens.slice(Math.max(0, from), Math.min(tokens.length, to))
  return list.some((p) => findPhrase(part, p).length > 0)
}

/**
 * Whether the words at [start, end) are today's sign, denied, long past, some weeks past, or only
 * asked about. Negation looks back at most five words within the clause, as NegEx does; the time
 * and the question look at the whole clause (a sentence's "2 years ago" dates all of it).
 */
export function scopeOf(tokens: Token[], start: number, end: number, opts: { negatable?: boolean; exposure?: boolean } = {}): Scope {
  const clause = tokens[start].clause
  let first = start
  while (first > 0 && tokens[first - 1].clause === clause) first--
  let last = end
  while (last < tokens.length && tokens[last].clause === clause) last++
  if (opts.negatable !== false) {
    for (let i = start - 1; i >= Math.max(first, start - WINDOW); i--) {
      const w = tokens[i].w
      if (STOPS.has(w)) break
      const next = tokens[i + 1]?.w ?? ''
      // "no sé si" is "I don't know if", not a denial; "no se desmaya" is one.
      const unsure = next === 'se' && ['si', 'que', 'cuando', 'como', 'cuanto', 'porque'].includes(tokens[i + 2]?.w ?? '')
      if (NEGATIONS.has(w) && !unsure && (next === 'se' || !PSEUDO.has(next))) {
        // "ya no": Spanish "no longer"; "no" followed by its own sign word stays a negation.
        return 'negated'
      }
    }
    if (within(tokens, POST, end, Math.min(last, end + 4))) return 'negated'
  }
  // "Now", "today", "ahora" start a new time inside a clause: "in heat a month ago and now listless" dates only the heat.
  let from = first
  let to = last
  for (let i = first; i < start; i++) if (NOW.has(tokens[i].w)) from = i + 1
  for (let i = end; i < last; i++)
    if (NOW.has(tokens[i].w)) {
      to = i
      break
    }
  if (within(tokens, HISTORY, from, to) || datedByYear(tokens, from, to)) return 'history'
  if (within(tokens, WEEKS, from, to)) return 'weeksAgo'
  // "Is it bad if he ate...", "qué hago si se comió...": a condition in the past tense tells what happened.
  if (within(tokens, HYPOTHETICAL, first, start) && !(opts.exposure && within(tokens, EXPOSED, first, last))) return 'hypothetical'
  // An exposure asked about in a question of its own ("can cats be around lilies?") did not happen;
  // a symptom asked about ("is it normal that she pants?") is still the pet's symptom.
  const judged = within(tokens, JUDGED, first, last)
  if (opts.exposure && (tokens[start].question || judged) && !eatenAnywhere(tokens)) {
    // The opening word after any article: "are lilies bad?", "¿las azucenas les hacen daño?", "el lirio es tóxico?".
    let open = first
    while (open < start && ARTICLES.has(tokens[open].w)) open++
    if (ASKING.has(tokens[open].w) || (judged && (open === start || tokens[start].question))) return 'hypothetical'
  }
  // Only asking, with nothing eaten anywhere ("just asking", "no tengo ninguna, solo pregunto").
  if (opts.exposure && within(tokens, ASKING_ONLY, 0, tokens.length) && !eatenAnywhere(tokens)) return 'hypothetical'
  // A clause that is a question about the thing itself ("grapes toxic?") is asked, not lived.
  return 'current'
}
