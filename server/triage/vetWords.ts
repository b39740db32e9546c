import { concepts } from './concepts'
import { phrase } from './phrase'
import { FAST_COUNT } from './rules/ruleWords'

// The vet logic's words: concepts and phrase lists that the rules needing several facts at once combine in
// triage.ts (age, vaccines, how long, litter box, birth, heat, intact, heat exposure).

/**
 * Concepts the vet logic needs, each told by one phrase or a few, compiled once: `WORD.vomit` is vomiting in
 * either language, `WORD.male` a male pet named or spoken of.
 */
export const WORD = concepts({
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

export const YOUNG = [
  '~1 1|2|3|4|5|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco month|months|mo|mes|meses old|de|edad',
  'puppy|puppies|pup|kitten|kittens|kitty|cachorro|cachorra|cachorrito|cachorrita|gatito|gatita|gatitos',
  '~1 weeks|week|wk|wks old',
  '~1 semanas|semana de ~1 edad|nacid*|vida',
  'tiene ~1 semanas',
].map(phrase)
export const UNVACCINATED = [
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
export const VACCINES_DOUBTED = [
  'dont_know|not_sure|unsure|unknown|no_idea|no_se|no_sabemos|quien_sabe ~4 vaccin*|shots|vacun*',
  'no se ~3 vacun*',
  'dont_think|doubt|probably_not|not_sure_if|no_creo|creo_que_no|no_creo_que ~5 vaccin*|shots|vacun*|jabs',
].map(phrase)
/** Or a young pet from where no record comes with it: rescued, a stray, a breeder, an online sale. */
export const VACCINE_UNKNOWN = [
  ...VACCINES_DOUBTED,
  ...[
    'rescue|stray|shelter|callejero|rescatad*|rescatamos|encontre|found_him|found_her|breeder|criadero|regalaron|adopt*',
    'marketplace|craigslist|facebook|flea_market|parking_lot|side_of_the_road|backyard_breeder|tianguis|pulga|mercado|la_calle|un_estacionamiento',
  ].map(phrase),
]
export const LONG = [
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
export const RESOLVED = [
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
export const CHRONIC = ['over ~2 month|months|weeks', 'slowly|gradual*', 'poco a poco', 'este mes', 'last month'].map(phrase)
export const LITTER = [
  'litter|litterbox|tray|arenero|arenera|arena|areneros',
  'in|to|at|into|from ~1 the|his|her ~1 box',
  'squat*',
  'strain*|straining|pushing|puja|pujando|hace_fuerza|se_esfuerza',
  'drops|dribbl*|gotas|gotitas|gotita',
  'sink|tub|bathtub|lavabo|lavamanos|tina|banera|regadera',
].map(phrase)
/** Nothing to show for the trips: no urine at all ("nothing comes out", "box is dry", "no deja nada"). */
export const NO_URINE = [
  'nothing|nothin ~1 comes|coming|came|in|there ~1 out|the_box|the_litter|it',
  'no|zero|without ~1 pee|urine|clumps|clump|wee',
  'box|litter|tray ~3 dry|empty',
  'no ~1 sale|salio|deja|dejo|hace|hizo ~1 nada|pipi|pis|orina|bolitas',
  'sin ~1 orinar|orina|pipi|pis|bolitas',
  'arenero|arena|caja ~3 seco|seca|vacio|vacia|limpio|limpia',
].map(phrase)
/** A birth under way: pregnant, in labour, or some young already born. */
export const BIRTH = [
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
export const LONG_STRAIN = [
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
export const HOURS_OR_HALF = [
  'hour|hours|hrs|hr|hora|horas|media_hora',
  '30|35|40|45|50|55|60|90 ~1 min|mins|minutes|minutos',
  // Pushing timed from the clock ("since 9:15", "desde las 3"): an owner who times it has waited long enough to call.
  'since|from|desde|desde_las|desde_la ~1 1|2|3|4|5|6|7|8|9|10|11|12|la_una|las_dos|las_tres|las_cuatro|las_cinco|las_seis|las_siete|las_ocho|las_nueve|las_diez|las_once|las_doce',
  // Or a start told by the clock ("started pushing at 9:15", "first one at 1am", "a las 11"): an owner who times it has waited long enough to call.
  'at|a_las|a_la|around|como_a_las ~1 1|2|3|4|5|6|7|8|9|10|11|12|1am|2am|3am|4am|5am|6am|7am|8am|9am|10am|11am|12am|1pm|2pm|3pm|4pm|5pm|6pm|7pm|8pm|9pm|10pm|11pm|12pm',
].map(phrase)
/** A count of episodes within hours or today ("tonight he's had 2 in the last 3 hours", "van dos hoy"): a cluster. */
export const RECENT_COUNT = [
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
export const HEAT = [
  'in|out_of|after|finished|ended|had|her|last ~1 heat|season',
  'heat ~3 ago|last|weeks|month|recently|ended',
  'celo|calor ~3 hace|pasado|paso|semanas|mes|termino|acabo',
  'estuvo|andaba|anduvo|salio ~2 en? celo',
  'en celo',
  'celo',
].map(phrase)
export const INTACT = [
  'intact|unspayed|entire',
  'not|never|isnt|hasnt|wasnt ~2 spayed|fixed|desexed|neutered',
  'sin ~1 esterilizar|operar|castrar',
  'no ~3 esterilizada|operada|castrada|la_operamos|la_esterilizamos',
  'nunca ~3 esterilizada|operada|operamos|esterilizamos',
  'esta entera',
].map(phrase)

/** Heat the pet was in, and the signs that say its body could not shed it (heatstroke). */
export const HEAT_SOURCE = [
  'sun|heat|hot|heatwave|sunny|humid|sol|calor|caluroso|calurosa|caliente|asoleado|asoleada|bochorno|resolana',
  'left|locked|stuck|encerrad*|dejamos|deje ~3 car|carro|coche|auto|truck|camioneta',
].map(phrase)
