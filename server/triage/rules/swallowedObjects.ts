import type { SignRule } from './signRule'
import { OBJECTS_EN, OBJECTS_ES } from './ruleWords'

// Things swallowed that may lodge in the gut: a chew, bone or stick, and foreign bodies (socks, string, needles,
// batteries). Each rule takes its place in RULES (index.ts), worst first.

export const swallowedChew: SignRule = {
  id: 'swallowed-chew',
  flag: 'foreignBody',
  urgency: 'soon',
  source: 'brekke',
  en: ['ate|swallowed|eaten|gulped ~3 rawhide|bone|bones|stick|bully'],
  es: ['se_trago|trago|se_comio|comio ~3 hueso|huesos|carnaza|palo'],
}

export const foreignBody: SignRule = {
  id: 'foreign-body',
  flag: 'foreignBody',
  urgency: 'emergency',
  source: 'brekke',
  // Batteries said to be still in the device are not swallowed.
  not: [
    'battery|batteries ~3 still_in|still_there|are_still|are_there|all_there|intact|accounted_for',
    'pila|pilas|bateria|baterias ~3 estan_ahi|siguen|completas|ahi|en_su_lugar',
  ],
  en: [
    'ate|eaten|swallowed|swallow|eat|chewed|gulped|eating|gobbled|scarfed|inhaled|wolfed ~5 lego|legos|bead|beads|button|buttons|marble|marbles|bottle_cap|pacifier|binky|peach_pit|pit|pits|acorn|acorns|corn_cob|bra|hair_clip|bobby_pin|earplug|earplugs|sponge|kong|bully_stick|rawhide|antler|bone|bones|chicken_bones|rib_bone ~12 vomit*|puk*|throw*|threw|retch*|wont_eat|not_eating|cant_poop|straining|lethargic|gagging',
    'ate|eaten|swallowed|swallow|eat|chewed|gulped|eating ~5 toothpick|toothpicks|kebab_stick|popsicle_stick|bamboo_skewer|chopstick|cobs|corncobs|corn_cobs|chicken_bones|sock|socks|string|strings|thread|yarn|ribbon|tinsel|battery|batteries|magnet|magnets|corn_cob|cob|needle|fish_hook|fishhook|hook|hair_tie|hair_ties|rubber_band|underwear|toy|ball|rock|rocks|stone|stones|kebab|skewer|dental_floss|floss|glove|pantyhose|tampon|diaper|coin|earring|ring|rope|plastic|bag|wrapper|tennis_ball|squeaker|nylon|towel|cloth|cord',
    'string|thread|yarn|floss ~6 hanging|coming_out|sticking_out|from_his|from_her|mouth|butt|bottom|tongue',
    'tongue ~4 string|thread|yarn|floss|ribbon',
    'something stuck ~2 throat|mouth',
    'pawing|paws|scratching ~4 mouth|face ~10 stuck|lodged|choking|gagging|something_in',
    'something|bone|stick ~2 is|got? stuck|lodged|caught ~6 mouth|throat|teeth|roof|paw*',
    // A fish hook caught in the lip, mouth or paw: often with line swallowed behind it.
    'fishhook|fish_hook|hook|hooks ~4 in|stuck|caught|through|embedded ~3 his|her|its|the? lip|mouth|tongue|throat|paw|nose|cheek|gum',
    'lip|mouth|tongue|paw|nose|cheek ~3 hooked|has_a_hook',
    'stuck in ~2 throat',
    'swallowed ~1 something|a|an|his|her|the|part|piece',
    'foreign body|object',
    'obstruction|blockage ~2 intestin*|bowel|stomach',
    // The object told first, the swallowing after ("stole a corn cob and swallowed it whole").
    `${OBJECTS_EN} ~8 swallowed|gulped|swallow|ate|eaten ~1 it|them|whole|it_whole`,
    // A chewed device with its battery gone: assume it was swallowed (batteries).
    'battery|batteries|button_battery|coin_battery ~3 missing|gone|is_gone|are_gone|cant_find|nowhere',
    'missing|cant_find|cannot_find ~3 the|a|one ~1 battery|batteries',
  ],
  es: [
    'se_comio|comio|trago|se_trago ~5 calcetin*|media|medias|hilo|estambre|cordon|listón|liston|pila|pilas|bateria|baterias|iman|imanes|olote|elote|aguja|anzuelo|liga|ligas|juguete|pelota|piedra|piedras|pincho|calzon|calzones|ropa_interior|plastico|bolsa|cuerda|moneda|arete|anillo|toalla|tela',
    'algo atorado ~2 garganta|boca',
    'se_comio|comio|trago|se_trago ~5 panal|panales|toallita|toallitas|tampon|toalla_femenina|cubrebocas',
    'anzuelo ~4 labio|boca|lengua|pata|trompa|hocico|encia',
    'se_comio|comio|trago|se_trago ~5 palillo|palillos|brocheta|palito|palitos',
    'se_comio|comio|trago|se_trago ~5 tapa|tapita|taparrosca|corcholata|canica|canicas|boton|lego|hueso|huesos|carozo|semilla|hueso_de_aguacate ~12 vomit*|arcada*|no_come|no_quiere_comer|decaid*|devuelve',
    'atorado en ~2 garganta',
    'cuerpo extrano',
    'obstruccion ~2 intestin*|estomago',
    'hilo|cuerda ~3 saliendo|sale|colgando',
    'cuelga|le_cuelga|colgando|colgandole ~2 un|una? hilo|hilito|cordon|estambre|liston|cuerda',
    // A thread caught under the tongue or running down the throat: a linear foreign body (linearForeignBody).
    'hilo|hilito|estambre|cuerda|liston|cordon ~6 debajo_de_la_lengua|bajo_la_lengua|lengua|garganta|para_adentro|pa_dentro|colita|ano',
    `${OBJECTS_ES} ~8 se_lo_trago|se_la_trago|se_los_trago|se_las_trago|se_lo_comio|se_la_comio`,
    'falta|faltan|no_encuentro|no_aparece|desaparecio ~3 la|las|una ~1 pila|pilas|bateria|baterias|pilita|pilitas',
    'pila|pilas|bateria|baterias|pilita|pilitas ~3 no_aparece|no_esta|desaparecio|se_perdio',
  ],
}
