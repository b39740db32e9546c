import type { SignRule } from './signRule'

// Urine: a blockage, scant urine, a cat straining at the box, and going often. Each rule takes its place in RULES
// (index.ts), worst first.

export const urinaryBlockage: SignRule = {
  id: 'urinary-blockage',
  flag: 'urine',
  urgency: 'emergency',
  source: 'blockedCat',
  // "No pills out", "no treats out of the bag": a thing counted, not urine.
  not: [
    'no|none|nothing ~2 pills|pill|tablets|tablet|capsules|treats|food|kibble|candy|gum|pastillas|dulces ~2 out|missing|gone|fuera',
    // Drops of blood from a nicked nail are not drops of urine.
    'bled|bleed|bleeding|blood|sangro|sangre ~3 few|couple|some|unas|algunas|pocas ~1 drops|gotas|gotitas',
    'few|couple|some|unas|algunas|pocas ~1 drops|gotas|gotitas ~1 of|de ~1 blood|sangre',
    // "No longer comes to the door": a habit stopped, not urine.
    'no longer comes|coming',
  ],
  en: [
    'cant|cannot|unable|not_able|hasnt|havent|wont|no|not|isnt|doesnt|didnt|aint ~2 pee|peed|peeing|urinat*|wee|piddle|pees|pea',
    'straining|strains|strain|pushing|trying ~3 pee|urinat*|wee|litter',
    'no ~2 urine|pee|comes|coming|out',
    'barely|hardly ~2 anything|any ~3 comes|coming|out|pee|urine',
    'sits|sitting|squat*|hunched|crouch* ~4 litter|box ~5 nothing|no_pee|no_urine|cry*|meow*|yowl*',
    'litter|box ~5 nothing comes|coming|out',
    'blocked|blockage|obstruct* ~2 cat|bladder|urethra|urinary',
    'urinary ~1 blockage|obstruction|block',
    'crying|cries|yowl*|howl* ~5 pee|urinate|litter|box',
    'bladder ~3 hard|big|full',
    'trying|tries|tryin ~2 to? pee|wee|urinate ~4 nothing|nothin|cant|no',
    'nothing|nothin ~1 comes|coming ~1 out ~4 pee|litter|box|crying',
    'licking ~2 penis|privates|genitals ~5 litter|box|pee|strain*',
  ],
  es: [
    'no_puede|no_logra|no_ha_podido|no_ha|no_hace|no_orina|no_hizo ~3 orinar|orinad*|pipi|pis|orina',
    'no orina|orino',
    'no ~1 ha|a ~1 orinado|hecho_pipi|hecho_pis|meado',
    'no ha orinado|hecho',
    'no para de ir ~2 arenero|caja',
    'hace_fuerza|se_esfuerza|puja|pujando|esfuerzo ~3 orinar|pipi|pis|arenero|caja',
    'entra y sale ~3 arenero|caja|areneros',
    'va ~2 arenero|caja ~4 nada|no_hace|sin',
    'no sale ~2 orina|pipi|nada',
    'llora|maulla|grita ~5 arenero|orinar|pipi|caja',
    'bloquead*|obstruid*|obstruccion ~3 urinari*|uretra|vejiga',
    'vejiga ~2 dura|grande|llena',
    'hace_como_que|como_que|quiere|intenta|trata_de ~3 orinar|hacer_pipi|hacer_pis|orina ~4 nada|no|sin',
    'no le sale ~2 orina|pipi|pis',
  ],
}

export const scantUrine: SignRule = {
  id: 'scant-urine',
  flag: 'urine',
  urgency: 'soon',
  source: 'blockedCat',
  en: [
    'little|tiny|only|few_drops|dribbl* ~2 urine|pee|comes|coming|out',
    'drops of urine|pee',
    'drop or two',
    'only|just ~3 drop|drops|drip|drips|dribble|dribbles|droplets',
    'few|couple|some|several|tiny|little ~2 drops|drips|dribbles|droplets',
    'litter|litterbox|litterbox|box|tray ~6 no|nothing|tiny|only|barely ~2 clumps|clump|pee|urine|comes|out',
    'litter|litterbox|box|tray ~8 cry*|yowl*|meow*|howl*',
    'cry*|yowl*|meow*|howl*|scream* ~4 in|at ~1 the|his|her ~1 litter|box|litterbox|tray',
    'times|trips ~4 litter|box|litterbox|tray',
    'litter|box|litterbox|tray ~4 times|trips ~3 hour|hr|minutes|min|mins',
    'no|tiny|small ~1 pee? clumps|clump',
    // Trips to the box are frequency: cystitis in a female (soon); in a male the vet logic in triage.ts makes it a blockage.
    'in and out ~3 litter|box|tray',
    'back and forth ~2 litter|box|tray',
    'keeps going ~3 litter|box|tray',
    'squat*|sitting|sits|crouch* ~4 litter|box|tray ~4 over_and_over|again_and_again|repeatedly|constantly|nonstop|all_day|every',
    'litter|box|tray ~3 is|was|stays|comes_up ~1 dry|empty|clean',
    'keeps|kept ~1 going|going_back|running|visiting ~2 to? litter|box|litterbox',
    'going|goes|visits|trips ~2 to? litter|box|litterbox ~3 every|constantly|nonstop|again|over|minutes|min|times|lot',
    'peeing ~3 sink|tub|bathtub|shower ~4 drops|little|tiny|blood|bits',
    // A tiny wet spot, or a few drops on a rug or bath mat: urine that barely comes (blockedCat, notConstipated: urinating in unusual places).
    'tiny|small|little|only_a ~1 amount|amounts|wet_spot|spot|spots|puddle|puddles|dribble|trickle',
    'only|just ~2 a? tiny|small|little|few ~1 wet? spot|spots|drops|dribbles|amount',
    'peed|peeing|pees|piddled ~3 bathmat|bath_mat|rug|towel|laundry|bed|couch|floor ~4 tiny|little|small|drops|bits|few',
  ],
  es: [
    'puras|puritas|nomas|nada_mas|solo|unas|pocas|poquitas ~2 gotas|gotitas|gotita',
    'gotitas|gotas de orina',
    'orina|orinando|pipi|pis|hace|haciendo ~4 gotas|gotitas|gotita|poquito|poquitito',
    'no le sale ~3 nada|orina|pipi|pis',
    'arenero|caja|arena ~6 nada|no_sale|no_hace|sin_orina|sin_pipi|cada|a_cada_rato|muchas_veces|otra_vez',
    'va|entra|se_mete|metiendo ~3 arenero|caja|arena ~3 cada|a_cada_rato|muchas_veces|y_sale|mucho',
    'va_y_va|entra_y_entra|va_y_viene ~3 arenero|caja|arena',
    'solo|nomas|puras|puritas|nada_mas ~2 deja|hace? manchitas|manchita|manchas|gotas|gotitas|poquito',
    'orina|orino|orinando|hace_pipi ~3 lavabo|lavamanos|tina|banera|regadera|fregadero|ducha',
  ],
}

export const catStraining: SignRule = {
  id: 'cat-straining',
  flag: 'urine',
  urgency: { cat: 'emergency', dog: 'soon' },
  source: 'blockedCat',
  en: [
    'straining|strains|strain',
    // Pushing or squatting at the box is straining in a cat's owner's words.
    'pushing|pushes|squatting|squats|hunched|crouched ~4 litter|litterbox|box|tray',
    'litter|litterbox|box|tray ~5 pushing|pushes|squatting|squats',
  ],
  es: ['puja|pujando|hace_fuerza|se_esfuerza'],
}

export const urinaryFrequent: SignRule = {
  id: 'urinary-frequent',
  flag: 'thirst',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'peeing|pee|pees|urinat* ~3 little_bits|small_amounts|bits|often|frequent*',
    'keeps peeing',
    'licking ~2 privates|private|genital*|vulva|penis|pee_pee|peepee|wee_wee|willy|down_there|parts',
  ],
  es: ['orina|pipi|pis ~3 gotitas|poquito|seguido|a_cada_rato', 'se lame ~3 partes|genitales|vulva'],
}
