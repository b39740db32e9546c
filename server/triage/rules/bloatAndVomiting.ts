import type { SignRule } from './signRule'

// A swelling belly with retching (bloat), vomiting again and again, and vomiting once or now and then. Each rule takes its
// place in RULES (index.ts), worst first.

export const bloat: SignRule = {
  id: 'bloat',
  flag: 'bloat',
  urgency: { dog: 'emergency', cat: 'soon' },
  source: 'gdv',
  en: [
    'bloat|bloated|bloating',
    'gdv',
    'heav* ~3 no_puke|nothing|no_vomit',
    'keeps heaving',
    'twisted stomach',
    'dry heav*',
    'retch*',
    'unproductive|nonproductive ~1 vomit*|retching|gagging',
    'trying|tries|tried|keeps_trying|attempting ~1 to vomit|puke|throw_up|be_sick',
    // A dog that tries to burp, or whose belly is big right after a meal (gdv).
    'trying|tries|keeps_trying|wants|attempting ~2 to? burp|belch',
    'belly|stomach|tummy|abdomen ~4 big|huge|enormous|round|full ~4 after ~2 eating|dinner|breakfast|meal|food|he_ate|she_ate',
    'trying|tries|tried|keeps_trying|wants ~2 vomit*|throw|puke|be_sick ~4 nothing|only_foam|just_foam|no_luck',
    'nothing comes|coming|came out|up',
    // "Big" alone is a fat belly; swollen, tight, hard or growing is a bloating one.
    'belly|stomach|abdomen|tummy|side ~3 swollen|swelling|distended|tight|hard|huge|bloated|enlarged|drum|puffed|puffy',
    'swollen|distended|hard|tight|bloated ~1 belly|stomach|abdomen|tummy',
    'gagging|gags ~6 nothin|nothing',
    'cant|cannot|unable ~2 throw_up|vomit|puke|be_sick|bring_up',
    'wants|trying|tries ~2 to? vomit|throw_up|puke ~4 cant|nothing|foam',
    // Acting as if about to vomit with only foam or spit to show: unproductive retching (gdv).
    'like|as_if|as_though ~3 gonna|going_to|about_to|wants_to|trying_to|will ~1 throw_up|vomit|puke|be_sick|barf|hurl ~6 nothing|foam|spit|saliva|drool|slobber|bubbles',
    'belly|stomach|abdomen|tummy|side|sides ~4 getting|growing|blowing|blew ~1 bigger|up|larger|swollen',
    'swollen|distended|hard|tight|big ~2 and ~3 retch*|heav*|gagg*|drool*|pacing|restless',
    // The sound or motion of vomiting with nothing brought up (gdv: unproductive retching).
    'vomit|throw_up|puke|barf|retch|gag|hurl ~2 noise|noises|sound|sounds|motion|motions|face ~8 nothing|nothin|no_luck|only_foam|just_foam',
    'tight|hard|firm ~2 like|as ~1 a? drum|balloon|basketball',
  ],
  es: [
    'abdomen|estomago|vientre|barriga|panza|pansa|pancita|pansita|barriguita|estomaguito|guatita ~3 hinchad*|inflamad*|distendid*|dur*|tenso|tensa',
    'intenta|intentando|trata_de|tratando_de ~1 vomitar|devolver',
    'quiere|intenta|trata_de ~2 eructar|repetir',
    'hinchazon de|del ~1 abdomen|estomago|barriga|panza',
    'arcadas',
    'hinchad*|inflamad*|inflad*|distendid* ~3 panza|pansa|barriga|estomago|abdomen|pancita|barriguita|vientre',
    'intenta|trata|quiere|quiso|intento ~2 vomitar ~4 nada|no_sale|no_puede|sin',
    'torsion gastrica|de_estomago',
    'hace|hacia|haciendo ~1 como ~1 que|si ~3 vomit*|devuelve|devolver|arrojar|basca*',
    'ganas de ~1 vomitar ~4 nada|no',
    'no_puede|no_logra ~2 vomitar|devolver|arrojar',
    'basca*|bascas|arquea|arqueando|arqueadas',
    // "Guacarear" (Mexican: to vomit) attempted with nothing up.
    'como ~1 si|que ~3 fuera|fuese|va|iba ~1 a ~1 guacar*|wacar*|vomitar|devolver|volver_el_estomago ~4 nada|no_sale|no_le_sale|pura|solo',
    'quiere|intenta|trata ~2 guacar*|wacar* ~4 nada|no_puede|no_sale|no_le_sale|espuma',
    'panza|barriga|pancita|barriguita|estomago|abdomen ~3 inflad*|infl*|bombo|tambor|pelota|crece|creciendo|tensa|tenso',
    'se_le_hincha|se_le_infla|se_le_esta_hinchando|se_le_inflo|se_le_hincho ~3 panza|barriga|estomago|abdomen|pancita',
    'intenta|trata|quiere ~3 vomit* ~3 no_puede|no_le_sale|no_sale|nada|espuma',
    'no le sale nada ~3 vomit*|devolver|arcada*',
    'vomit*|devolver|arcada* ~4 no_le_sale|sin_que_salga|pura_espuma|solo_espuma|nada',
  ],
}

export const vomitingRepeated: SignRule = {
  // Vomiting again and again, or nothing kept down, not even water (whatIsAnEmergency: repeated vomiting).
  id: 'vomiting-repeated',
  flag: 'vomiting',
  urgency: 'emergency',
  source: 'whatIsAnEmergency',
  en: [
    'cant|cannot|wont|doesnt|unable|not ~2 keep|hold ~2 water|anything|food|even_water ~1 down',
    'throwing_up|vomiting|puking|throws_up|vomits|pukes|barfing ~3 nonstop|non_stop|constantly|every_hour|over_and_over|all_day|all_night|again_and_again|all_morning|all_afternoon|since_morning',
    'throwing_up|vomiting|puking|throws_up|vomits|pukes ~2 everything|all_he_eats|all_she_eats|whatever_he_eats|whatever_she_eats|every_meal',
    'hasnt|havent|wont|doesnt|didnt|cant|has_not|will_not ~1 stop|stopped ~2 vomiting|throwing_up|puking|barfing|vomitting',
    'vomiting|throwing_up|puking ~1 a_lot|lots|so_much|like_crazy|nonstop|again_and_again',
    // Three or four times in a day with the pet lying low is excessive vomiting (smallAnimalEmergency).
    'threw_up|vomited|puked|vomiting|throwing_up ~2 3|4|three|four ~1 times ~10 lying|laying|lethargic|weak|listless|wont_move|hiding|not_eating|wont_eat',
    'threw_up|vomited|puked|thrown_up|throwing_up|vomiting|puking ~3 5|6|7|8|9|10|12|15|five|six|seven|eight|nine|ten|a_dozen ~1 times|x',
    '5|6|7|8|9|10|12|five|six|seven|eight|nine|ten ~1 times ~3 throwing_up|vomiting|puking|threw_up|vomited|puked',
  ],
  es: [
    'no ~1 retiene|aguanta|detiene ~3 agua|nada|ni_el_agua|ni_agua|la_comida',
    'vomita|vomitando|vomito|devuelve|devolviendo ~3 sin_parar|todo_el_dia|toda_la_noche|a_cada_rato|cada_hora|una_y_otra_vez',
    'vomito|vomita|ha_vomitado|vomitado ~3 5|6|7|8|9|10|cinco|seis|siete|ocho|nueve|diez ~1 veces',
    'todo ~2 lo ~1 vomita|devuelve',
    'vomita|vomitando|devuelve ~2 todo ~1 lo_que ~1 come|toma|bebe',
  ],
}

export const vomiting: SignRule = {
  id: 'vomiting',
  flag: 'vomiting',
  urgency: 'soon',
  source: 'brekke',
  en: [
    'vomit*|vomming|vomitting',
    'throw*|threw ~1 up',
    'puk*',
    'barf*',
    'sick ~2 floor|carpet|everywhere|times|up',
    'been sick',
    'regurgitat*',
    'hairball*',
    'diarrh*|diarrhoea|diarea',
    'runny|loose|watery|soft|liquid ~1 poop|poo|stool|stools|feces|faeces|poops',
    'the runs|squirts|trots',
    'squirts',
    'upset stomach|tummy',
    'cant keep ~2 down',
  ],
  es: [
    'vomit*|vomita|vomito|vomitando|bomit*',
    'devuelve|devolvio|devolviendo',
    'diarrea*|diarrhea',
    'heces|caca|popo|excremento|del_dos|pupu ~2 suelt*|bland*|aguad*|liquid*|chorro',
    'le cayo mal',
    'chorrillo|churrias|cursera|soltura',
    'estomago ~2 revuelto|malo|suelto',
    'bola* de pelo',
  ],
}
