import type { SignRule } from './signRule'
import { VEHICLES_EN, CONTACT_EN, VEHICLES_ES, CONTACT_ES } from './ruleWords'

// Injuries: trauma (vehicles, falls), bites, heavy bleeding, fractures and deep wounds, electric shock, blunt blows, snake
// bites and pain that cannot be eased. Each rule takes its place in RULES (index.ts), worst first.

export const trauma: SignRule = {
  id: 'trauma',
  flag: 'injury',
  urgency: 'emergency',
  source: 'emergencyList',
  // A near miss ("almost got hit", "casi lo atropella"): no contact is told, so nothing to examine for.
  not: [
    'almost|nearly|casi|por_poco ~3 hit|struck|ran_over|run_over|got_hit|got_run_over|atropell*|pego|golpeo|lo_toco|la_toco|rozo|lo_rozo|la_rozo',
  ],
  en: [
    'hit|struck|ran_over|run_over|runover ~3 car|truck|vehicle|bike|motorcycle|suv|van',
    // Any contact with a moving vehicle, however light the owner's word: internal injuries show hours later.
    `${CONTACT_EN} ~4 ${VEHICLES_EN}`,
    `${VEHICLES_EN} ~4 ${CONTACT_EN}|ran_into|backed_into|got_him|got_her|ran_him_over|ran_her_over|went_over`,
    'got|was|been|get|gets ~1 run_over|ran_over|runover|hit_by|struck_by',
    'dog|dogs|coyote|coyotes|pitbull|pit_bull|bear ~1 attacked|mauled|jumped|went_after|got_hold_of|tore_into',
    'car|truck ~2 hit|ran_over|struck',
    'jumped|fell|thrown|leapt|leaped ~3 out|from|off ~2 moving|a_moving|the_moving ~1 car|truck|vehicle|van',
    'fell|fall|falling|jumped|jumps ~4 balcony|window|roof|story|storey|stories|deck|stairs|ledge|height|cliff',
    'fell|fall|falling|jumped|jumps ~4 1st|2nd|3rd|4th|5th|6th|first|second|third|fourth|fifth|sixth|upstairs|top ~1 floor',
    // Off a height in other words ("went off the 4th floor balcony"), out of a moving vehicle ("bounced out of the back of the pickup").
    'went|dropped|tumbled|slipped|leapt|leaped|flew|toppled ~1 off|over|out_of|from ~4 balcony|roof|rooftop|window|ledge|terrace|fire_escape|railing',
    `fell|bounced|flew|tumbled|thrown|slid|rolled|toppled ~1 out|off|from ~5 ${VEHICLES_EN}`,
    `jumped|leapt|leaped|went ~1 out|off|from ~5 ${VEHICLES_EN} ~6 moving|going|driving|mph|highway|road|speed`,
    // A car suspected ("we think maybe a car"), a driveway bump while backing out.
    'think|maybe|probably|guess|suspect|possibly|pretty_sure|might_have_been ~3 a|the? car|truck|vehicle|cars',
    'clipped|hit|bumped|struck|knocked|ran_over|backed_over|tapped|nudged ~4 backing|backed|pulling|reversing|driving ~3 driveway|garage|out|parking',
    'backing|backed|pulling|reversing ~4 driveway|garage|parking ~4 clipped|hit|bumped|struck|knocked|ran_over|tapped|nudged',
    'jaw ~3 crooked|hanging|broken|dropped|wont_close|sideways|out_of_place|off',
    'attacked|mauled|bitten ~3 by|dog|dogs|coyote|coyotes|pitbull|bear',
    'dog fight',
    'fight with ~2 dog|coyote',
    'broken|fractured|snapped ~1 leg|bone|bones|pelvis|jaw|back',
    'bone sticking out',
    'gunshot',
    'got|was|been shot',
    'shot ~2 by|with',
    'deep wound|cut|laceration|gash',
    'impaled',
    'burn|burned|burnt|scald* ~3 boiling|oil|fire|chemical|badly',
    'electrocut*',
    'chewed ~2 electric*|power|cord|wire',
    'drown*',
    'head trauma|injury',
    'stepped_on|kicked ~3 hard|head|horse|cow|by',
    'leg|paw ~4 hanging|dangling|weird_angle|wrong_angle|bent_wrong|wrong_way',
    'screaming|screams|screamed|shrieking',
  ],
  es: [
    'atropell*',
    `${CONTACT_ES} ~4 ${VEHICLES_ES}`,
    `${VEHICLES_ES} ~4 ${CONTACT_ES}|le_paso|le_pasaron|le_piso|le_cayo`,
    'carro|coche|auto|camion|camioneta|moto ~3 le_paso|paso ~2 encima|por_encima',
    'le_paso|le_pasaron ~1 por? encima ~3 carro|coche|auto|camion|moto|llanta',
    'lo|la ~1 atropello|golpeo',
    'carro|coche|auto|camion|moto|camioneta|troca|bici|bicicleta ~3 le_pego|le_dio|lo_golpeo|la_golpeo|golpeo|pego|atropello|arrollo|lo_aplasto',
    'le pego|golpeo ~2 un|una|el|la ~1 carro|coche|auto|camion|moto|camioneta|troca',
    'golpeado por un|una ~1 carro|coche|auto|camion|moto',
    'se_avento|salto|se_tiro|brinco|se_cayo ~3 del|de_la ~1 carro|coche|camioneta|troca|auto ~3 movimiento|andando|en_marcha',
    'se_cayo|cayo|salto|se_tiro|brinco ~4 balcon*|ventana*|techo*|piso|escalera*|altura|azotea|segundo|tercer|barda',
    'mordid*|mordio|ataco|atacado|atacada ~3 perro|coyote|perros|pitbull',
    'atacaron|mordieron|agarraron ~3 perros|perro|perrote|coyote|coyotes',
    'ataco|atacaron|atacado|atacada|ataque_de ~2 perro|perros|perrote|coyote|pitbull',
    'pelea con ~2 perro|perros',
    'hueso|pata|pierna|cadera ~1 rot*|fractur*|quebrad*',
    'fractura*',
    'herida profunda',
    'cortada profunda',
    'quemad*|quemadura*',
    'electrocut*',
    'mordio ~2 cable',
    'ahogad*|casi_se_ahogo',
    'golpe en la cabeza',
    'pata ~2 torcida|colgando|chueca',
    'grita|gritando',
    'le dispararon|disparo',
  ],
}

export const biteChestOrBigDog: SignRule = {
  id: 'bite-chest-or-big-dog',
  flag: 'injury',
  urgency: 'emergency',
  source: 'biteChest',
  // "A bit on the heavy side": an amount, not a bite.
  not: ['a|little|tiny|wee|lil|quite_a ~1 bit'],
  en: [
    'bite|bites|bit|bitten|punctur*|holes|teeth_marks ~4 chest|belly|abdomen|stomach|tummy|ribs|neck|throat|side|flank',
    'pit_bull|pitbull|pit|rottweiler|rottie|husky|shepherd|mastiff|coyote ~3 got_hold|grabbed|attacked|bit|mauled|shook|had',
    'big|large|bigger|huge ~2 dog|dogs|pitbull|shepherd ~4 bit|bite|attacked|grabbed|shook|got_him|got_her',
    'puncture|punctures|holes ~4 from ~3 dog|dogs|teeth|bite',
    'picked_up|shook|shaken ~3 by ~2 dog|neck',
  ],
  es: [
    'mordio|mordida|mordidas|mordieron|agujer*|hoyit*|colmillos ~5 pecho|panza|barriga|abdomen|costado|costillas|cuello|garganta|pancita',
    'perro|perrote|perros ~1 grande|grandote|enorme ~5 mordio|ataco|agarro|sacudio|mordieron|agarraron',
    'agujeros|agujeritos|hoyos|hoyitos|hoyotes ~3 pecho|panza|cuello|costado|barriga|garganta',
    'se_peleo|pelea|peleo|se_agarro ~4 pitbull|pit|rottweiler|coyote|perrote|perro_grande|pastor',
    'lo|la ~1 mordio|agarro|sacudio ~3 perro ~1 grande|grandote|enorme',
    'lo|la ~1 sacudio|sacudieron',
    // A wound left on the chest or belly by a fight with another dog.
    'pelea|peleo|se_peleo|perro ~8 herida|heridas|mordida|hoyo|hoyito ~3 pecho|panza|barriga|abdomen|costado|cuello',
  ],
}

export const heavyBleeding: SignRule = {
  id: 'heavy-bleeding',
  flag: 'bleeding',
  urgency: 'emergency',
  source: 'brekke',
  en: [
    'bleeding ~3 lot|lots|heavily|badly|profusely|wont_stop|doesnt_stop|everywhere|nonstop|wont|wound',
    'soak*|soaked|soaking|bled|bleeding|bleeds ~3 through',
    'still|keeps|kept ~2 bleeding|bleeds|dripping|soaking|oozing|gushing|pouring',
    'blood ~2 dripping|gushing|pouring|spurting',
    // Bleeding told by its minutes: over ten, it is not stopping by itself.
    'bleed*|blood|dripping|oozing ~8 10|12|15|20|25|30|40|45|60 ~1 min|mins|minutes|minutos',
    'dripping|oozing|gushing|pouring ~1 blood',
    'gushing|pouring|spurting|squirting|streaming ~1 blood',
    'press*|pressure ~9 still|soak*|keeps|wont_stop|doesnt_stop|through',
    // Blood that comes through a dressing held on it, or pours from a torn nail or wound (brekke: bleeding that does not stop within minutes of pressure).
    'blood|bleeding ~3 coming|comes|came|seeping|seeps|leaking|leaks|going|goes ~1 through|thru',
    'gauze|towel|bandage|cloth|rag|paper_towel|tissue|napkin|sock ~8 soaked|soaking|soaks|red|keeps_coming|still_coming|through|thru|bloody',
    'nail|dewclaw|claw|toenail|paw|pad|ear|cut|wound|tail|tongue ~6 pouring|gushing|spurting|squirting|wont_stop|wont_quit|dripping_everywhere',
    'its|is|hes|shes|just|still ~1 pouring|gushing|spurting',
    'wont|doesnt|cant ~1 stop bleeding',
    'bleed*|blood ~6 wont|doesnt|cant|not|hasnt|didnt ~1 stop|stopping|stopped|clot*',
    'lots|pool|puddle ~2 blood',
    'blood ~2 everywhere',
    'blood ~5 wont_stop|doesnt_stop|nonstop|wont',
    'vomit*|throw*_up|threw_up|puk*|cough* ~2 blood',
    // Vomit told red by its colour or as fresh blood, or as coffee grounds (digested blood).
    'vomit*|throw*_up|threw_up|puk*|barf* ~10 bright_red|fresh_blood|actual_blood|real_blood|red_blood|fresh_red_blood|frank_blood|coffee_grounds|coffee_ground',
    'bloody vomit|diarrhea|diarrhoea|poop',
    'blood ~3 vomit|diarrhea|diarrhoea|nose|mouth',
    'nose ~1 bleed|bleeding|bleeds|bloody',
    'sneez* ~2 blood|bloody',
    'bleeding|blood ~6 its_a_lot|a_lot_of_it|so_much|tons|everywhere',
    'nosebleed',
    'black|tarry ~1 poop|stool|stools|feces|diarrhea',
    'pink frothy|foamy',
  ],
  es: [
    'sangra|sangrando|sangrado ~3 much*|no_para|sin_parar|abundante|no_deja|bastante',
    'no para de sangrar',
    'no ~1 deja|para|paraba|dejaba ~1 de ~1 sangrar|sangrarle',
    'sangra|sangrando ~3 sin_parar|no_para|no_deja|todavia|aun',
    'sigue|seguia ~2 sangrando|goteando|chorreando',
    'sigue|seguia|no_para_de|no_deja_de ~2 saliendo|saliendole|salir|brotando|brotar ~2 sangre',
    'sangra|sangrando|sangre ~8 10|15|20|30|40|45 ~1 min|minutos',
    'empap*|traspasa|atraviesa ~4 toalla|trapo|venda|gasa|vendaje|sangre',
    'gasa|toalla|trapo|venda|vendaje|servilleta|papel ~8 empap*|traspas*|se_pasa|se_llena|llena_de_sangre|roja|sigue_saliendo',
    'una|la|el ~1 una? pezuna|una|unita|dedo|almohadilla|oreja|cola|lengua|herida ~6 chorrea|chorreando|no_para|sin_parar|brota',
    'chorrea|chorreando|gotea|goteando ~2 sangre',
    'a chorros',
    'chorro|chorros de sangre',
    'presion|apretando|aprieto|apretamos ~9 sigue|no_para|empap*|traspasa',
    'charco de sangre',
    'mucha sangre',
    'vomit* ~2 sangre',
    'vomit*|devolvio|arrojo ~8 rojo_como_sangre|como_sangre|sangre_fresca|rojo_brillante|rojo_vivo|sangre_roja|asientos_de_cafe|posos_de_cafe',
    'vomito|vomitos|diarrea ~2 con sangre|sanguinolent*',
    'sangre ~3 nariz|boca|vomito|diarrea',
    'heces|caca|popo|excremento|del_dos ~2 negras|negra|negro|negros|con_sangre|como_chapopote|como_alquitran',
    'hemorrag*',
  ],
}

export const fractureOrDeepWound: SignRule = {
  // A broken bone, a limb at a wrong angle, or a wound open to the muscle or bone (traumaList, whatIsAnEmergency).
  id: 'fracture-or-deep-wound',
  flag: 'injury',
  urgency: 'emergency',
  source: 'traumaList',
  en: [
    'broken|fractured|snapped ~2 leg|bone|paw|hip|pelvis|jaw|tail|back',
    'leg|paw|foot|limb|bone ~4 bent|twisted|pointing|facing|turned ~2 wrong_way|wrong_direction|weird_angle|funny_angle|odd_angle|backwards|sideways',
    'bent|twisted|pointing|sticking ~2 the? wrong_way|weird_angle|funny_angle|odd_angle',
    'leg|paw|foot ~3 dangling|flopping|floppy|hanging|swinging',
    'bone ~3 sticking_out|showing|poking_out|coming_out|exposed',
    'see|seeing|showing|exposed|visible ~3 the? muscle|bone|tendon|fat|insides|guts|meat',
    'gaping|deep|huge|wide_open ~1 wound|cut|gash|laceration|hole',
    'big|large|long ~1 gash|gashes|laceration',
    'cut|gash|wound|laceration|hole ~3 so? deep|gaping|wide_open|to_the_bone',
    'stabbed|impaled|was_shot|got_shot|been_shot|shot_by|shot_with|shot_at|arrow|bb_gun|pellet_gun|gunshot',
  ],
  es: [
    'fractur*|quebr*|se_rompio|rota|roto ~3 pata|patita|hueso|cadera|mandibula|cola',
    'pata|patita|hueso ~3 rota|roto|quebrada|quebrado|fracturad*|chueca|volteada|colgando|torcida_al_reves|al_reves|de_lado',
    'hueso ~3 de_fuera|salido|se_le_ve|expuesto',
    'se_le_ve|se_ve|se_le_ven ~3 el? hueso|musculo|carne|tendon',
    'herida|cortada|cortadura ~3 profunda|honda|enorme|muy_abierta',
    'balazo|disparo|flecha|perdigon|apunalad*|acuchillad*',
  ],
}

export const electricShock: SignRule = {
  // Chewing a live cord: burns in the mouth and fluid on the lungs can follow hours later (traumaList: electric shock).
  id: 'electric-shock',
  flag: 'injury',
  urgency: 'emergency',
  source: 'traumaList',
  en: [
    'electric* ~1 shock|shocked|burn|burns',
    'electrocut*',
    'shocked ~3 cord|wire|outlet|socket|plug',
    'chew*|bit|bite ~4 cord|cords|wire|wires|cable|charger|plug|extension_cord|lamp_cord ~8 shock*|sparks|spark|burn*|blister*|yelp*|collaps*|stiff|black',
    'cord|wire|cable|charger ~6 sparks|sparked|spark|shocked|zapped|burn*',
    'it|cord|wire|plug|outlet|socket ~1 sparked|zapped|shocked ~1 him|her|it?',
  ],
  es: [
    'electrocut*',
    'descarga ~1 electrica',
    'toque ~1 electrico|de_luz',
    'le_dio|le_pego ~1 la? corriente|toque|toques',
    'mordio|mastico|mordia ~4 cable|cables|cargador|enchufe|extension ~8 quem*|chispa*|toque|corriente|ampolla*|llag*',
  ],
}

export const bluntTrauma: SignRule = {
  // Blunt force: stepped on, sat on, kicked by a horse, a blow to the head with dazed after (whatIsAnEmergency: blunt force, even without signs).
  id: 'blunt-trauma',
  flag: 'injury',
  urgency: 'emergency',
  source: 'whatIsAnEmergency',
  en: [
    'stepped_on|sat_on|fell_on|trampled|stomped_on|kicked_by|rolled_on ~3 him|her|it|the_puppy|the_kitten|my',
    'got|was|been ~1 stepped_on|sat_on|trampled|kicked|stomped_on',
    'kicked ~3 horse|cow|mule|donkey|person',
    'hit|fell|landed|bumped|banged|smacked ~6 head|on_his_head|on_her_head ~8 dazed|confused|wobbly|out_of_it|disoriented|stunned|not_right|glassy|blank',
    'dazed|stunned|knocked_out|out_of_it ~6 fell|fall|hit|landed|knocked',
  ],
  es: [
    'lo|la ~1 piso|pisaron|pisamos|aplasto|aplastaron|pateo|patearon|pisotearon',
    'pateo|pateado|pateada ~3 caballo|vaca|burro|mula',
    'se_pego|se_golpeo|se_cayo|cayo ~4 cabeza|cabecita ~8 atarantad*|aturdid*|maread*|desorientad*|ida|ido|rara|raro',
    'atarantad*|aturdid* ~6 cayo|golpe|pego',
  ],
}

export const snakeBite: SignRule = {
  id: 'snake-bite',
  flag: 'snakeBite',
  urgency: 'emergency',
  source: 'emergencyList',
  en: [
    'snake|rattlesnake|rattler|copperhead|cottonmouth|viper|adder ~3 bite|bit|bitten',
    'bitten|bit ~3 snake|rattlesnake|rattler',
    'snakebite',
    'copperhead|rattlesnake|rattler|cottonmouth|moccasin',
    'toad|toads ~3 mouth|lick*|bit|ate|foam*',
    'scorpion sting',
    'scorpion ~3 sting|stung|bit|bite',
    'stung|bit ~3 by ~1 a? scorpion',
  ],
  es: [
    'serpiente|vibora|cascabel|culebra|vibora ~3 mordio|mordida|pico',
    'mordid* por ~1 serpiente|vibora|culebra',
    'mordio|pico|mordida ~3 vibora|serpiente|culebra|cascabel',
    'vibora|cascabel',
    'sapo ~3 boca|lamio|mordio|espuma',
    'alacran|escorpion ~3 pico|picadura|pico_a|mordio',
    'pico|picadura|lo_pico|la_pico ~3 alacran|escorpion',
  ],
}

export const extremePain: SignRule = {
  id: 'extreme-pain',
  flag: 'injury',
  urgency: 'emergency',
  source: 'emergencyList',
  en: [
    'screaming|screams|screamed|shrieking|yelping ~3 pain|touch*|when',
    'crying out in pain',
    'severe|extreme|terrible pain',
    'in agony',
    // So much pain that he will not move: pain an owner cannot ease is seen at once.
    'so_much|such|a_lot_of|horrible|awful ~1 pain ~8 wont|cant|doesnt ~1 move|get_up|walk|stand',
    'wont|cant|doesnt ~1 move|get_up ~6 so_much|a_lot_of|such|horrible|awful ~1 pain',
    'in ~1 so_much|such|horrible|awful|unbearable ~1 pain',
    // The prayer position (front down, rear up, held): belly pain.
    'prayer|praying ~1 position|pose',
    'downward_dog|down_dog|play_bow ~8 belly|stomach|wont_eat|not_eating|vomit*|pain|tender|hurts|sore',
  ],
  es: ['grita|gritando|aulla ~3 dolor', 'dolor fuerte|intenso|terrible|severo', 'mucho dolor'],
}
