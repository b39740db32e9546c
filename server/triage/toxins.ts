import type { SourceId } from './sources'

/** A pet's species, as the widgets send it. */
export type Species = 'dog' | 'cat'

/** One poison the engine knows, by every name an owner may use. */
export interface Toxin {
  id: string
  /** English generic names, brands and owners' words (phrase syntax, see phrase.ts). */
  names: string[]
  /** Spanish names. */
  es: string[]
  /** The species for which it is dangerous; a mention for another species is not a sign. */
  species: Species[]
  source: SourceId
  /** A veterinary medicine the pet may be prescribed: only an accident (ate the bottle, extra dose) counts. */
  prescribed?: boolean
  /** Phrases that use the name for something else ("chocolate lab", "peace lily"). */
  not?: string[]
  /** The urgency for the species not listed (a lily leaf for a dog: a stomach upset), when not nothing. */
  otherSpecies?: 'soon'
  /**
   * Names that are also everyday words ("café" is brown, "vino" is "came", "hongos" a skin fungus,
   * "tomcat" a male cat): counted only beside a word of eating or drinking.
   */
  everyday?: string[]
  /** Most are emergencies; a few are worth a call soon. */
  urgency?: 'emergency' | 'soon'
}

const BOTH: Species[] = ['dog', 'cat']

/**
 * Toxins told by their names alone, one row each (id, English names, Spanish names), for the
 * species they endanger and the page they follow: the lexicon's plain entries as one table.
 */
// @__NO_SIDE_EFFECTS__
function namedOnly(species: Species[], source: SourceId, rows: Array<[id: string, names: string[], es: string[]]>): Toxin[] {
  return rows.map(([id, names, es]) => ({ id, names, es, species, source }))
}

/**
 * The toxin lexicon: the ASPCA Animal Poison Control and Pet Poison Helpline's most common calls,
 * with brands and Spanish names. Any mention counts (owners rarely write "ate" before the name),
 * unless it is denied, long past, or only asked about (scope.ts).
 */
export const TOXINS: Toxin[] = [
  {
    id: 'chocolate',
    names: [
      'chocolate*',
      'choc|choco|chocs',
      'cocoa',
      'cacao',
      'brownie|brownies',
      'hershey*',
      'mms',
      'm ms',
      'snickers',
      'kit kat',
      'reeses',
      'baking chocolate',
      'twix|milky_way|kit_kats|3_musketeers|toblerone|ferrero|rolo|rolos',
      'hershey*|hersheys ~2 kisses|kiss',
    ],
    // Brands sold in Mexico and the US that owners name instead of chocolate (Carlos V, Abuelita, Kisses).
    es: [
      'chocolate*',
      'cacao',
      'bombon*',
      'carlos v|quinto',
      'carlos_v',
      'abuelita|ibarra ~1 chocolate|tablilla|tableta',
      'kisses|kiss ~3 hershey*|chocolate|papelito|envoltura',
      'hershey*',
      'kinder',
      'snickers',
      'milky way',
      'm_ms|mms',
    ],
    species: BOTH,
    source: 'aspcaFoods',
    not: ['chocolate lab*|labrador|brown|color|coloured|colored|point|poodle', 'color|colour chocolate', 'chocolate colou?r*'],
  },
  {
    id: 'xylitol',
    names: [
      'xylitol',
      'sugar_free|sugarless ~1 gum|candy|mints|peanut|gummies|cookies|syrup',
      'birch sugar',
      'trident|orbit|mentos|icebreakers|stride',
      'extra gum',
      'ice breakers',
      'chewing_gum|gum',
      'sugar free|sugarless',
    ],
    es: ['xilitol', 'chicle*', 'sin azucar'],
    species: BOTH,
    source: 'xylitol',
    not: [
      'gum|gums line|lines|disease|bleeding|red|pale|white|blue|swollen|color|colour|are|is|look|looks',
      'his|her|its|the ~1 gum ~1 line|lines|is|are|looks|color|colour|disease|red|pale|white|swollen|bleeding',
      'red|pale|white|blue|swollen|bleeding|sore|inflamed gum',
      'from|on|in|around|along|above|below|into_the_gum_line ~1 the|his|her|its|a? gum|gums',
    ],
  },
  {
    id: 'grapes',
    names: ['grape|grapes', 'raisin*', 'sultana*', 'currant*'],
    // Raisins baked in ("pan con pasas", "raisin bread") are raisins all the same.
    es: [
      'uva|uvas',
      'pasitas',
      'uvas pasas',
      'con|de ~1 pasas',
      'pan|galleta|galletas|pastel|rosca|panque|bolillo|cereal|avena|granola|budin ~4 pasas',
    ],
    everyday: ['pasas'],
    species: BOTH,
    source: 'aspcaFoods',
    not: ['grape flavou?red'],
  },
  { id: 'macadamia', names: ['macadamia*'], es: ['macadamia*', 'nueces de macadamia'], species: ['dog'], source: 'aspcaFoods' },
  {
    id: 'alcohol',
    names: [
      'alcohol',
      'beer',
      'red|white|glass_of|bottle_of wine',
      'vodka',
      'whiskey|whisky',
      'tequila',
      'rum',
      'liquor',
      'raw|bread|yeast dough',
      'sourdough starter',
      'pizza|cookie|roll ~1 dough',
    ],
    es: ['alcohol', 'cerveza', 'licor', 'masa cruda', 'masa de pan', 'masa madre', 'vino tinto|blanco|rosado', 'copa|botella|vaso de vino'],
    everyday: ['vino', 'wine'],
    species: BOTH,
    source: 'aspcaFoods',
    not: ['rubbing alcohol wipe*'],
  },
  {
    id: 'caffeine',
    names: [
      'coffee grounds|beans|pods',
      'coffee',
      'caffeine',
      'energy drink*',
      'red bull',
      'monster energy',
      'tea bags',
      'no doz|nodoz',
      // Pre-workout powders are concentrated caffeine.
      'pre workout|workouts',
      'preworkout',
    ],
    es: [
      'cafeina',
      'bebida energetica',
      'pre entreno',
      'preentreno',
      'granos|cafe ~1 de? cafe|molido|soluble|instantaneo|en_grano',
      'capsula*|sobre* de cafe',
    ],
    everyday: ['cafe'],
    species: BOTH,
    source: 'aspcaFoods',
    // "Coffee ground gunk" in an ear, "like coffee grounds": a look, not a drink.
    not: [
      'coffee table',
      'cafe|coffee color*',
      'like|looks_like|looked_like|resembles|as ~1 coffee ~1 ground|grounds',
      'coffee ~1 ground|grounds ~1 gunk|stuff|wax|debris|discharge|dirt|crud|goo|colored|coloured|looking|vomit|puke|poop',
    ],
  },
  {
    id: 'acetaminophen',
    names: [
      'acetaminophen',
      'paracetamol',
      'tylenol',
      'panadol',
      'excedrin',
      'apap',
      'nyquil',
      'dayquil',
      'percocet',
      'vicodin',
      'theraflu',
    ],
    es: ['acetaminofen|acetaminofeno', 'paracetamol', 'tylenol', 'tempra', 'panadol'],
    species: BOTH,
    source: 'acetaminophen',
  },
  { id: 'naproxen', names: ['naproxen', 'aleve', 'naprosyn'], es: ['naproxeno', 'aleve', 'flanax'], species: BOTH, source: 'nsaids' },
  { id: 'aspirin', names: ['aspirin', 'baby aspirin', 'bayer', 'ecotrin'], es: ['aspirina', 'aspirinas'], species: BOTH, source: 'nsaids' },
  { id: 'salicylate', names: ['pepto bismol|pepto'], es: ['pepto'], species: ['cat'], source: 'nsaids' },
  { id: 'diclofenac', names: ['diclofenac', 'voltaren'], es: ['diclofenaco', 'voltaren'], species: BOTH, source: 'painRelievers' },
  {
    id: 'vetNsaid',
    names: [
      'carprofen',
      'rimadyl',
      'novox',
      'vetprofen',
      'meloxicam',
      'metacam',
      'deracoxib',
      'deramaxx',
      'firocoxib',
      'previcox',
      'grapiprant',
      'galliprant',
      'onsior',
    ],
    es: ['carprofeno', 'meloxicam', 'rimadyl', 'metacam'],
    species: BOTH,
    source: 'nsaids',
    prescribed: true,
  },
  {
    id: 'stimulants',
    names: [
      'adderall',
      'amphetamine*',
      'vyvanse',
      'ritalin',
      'methylphenidate',
      'concerta',
      'adhd medication|meds|pills',
      'pseudoephedrine',
      'sudafed',
    ],
    es: ['adderall', 'anfetamina*', 'ritalin', 'tdah', 'metilfenidato', 'pseudoefedrina'],
    species: BOTH,
    source: 'aspcaFoods',
  },
  {
    id: 'antidepressants',
    names: [
      'prozac',
      'fluoxetine',
      'zoloft',
      'sertraline',
      'effexor',
      'venlafaxine',
      'wellbutrin',
      'bupropion',
      'lexapro',
      'antidepressant*',
    ],
    es: ['fluoxetina', 'sertralina', 'venlafaxina', 'antidepresivo*'],
    species: BOTH,
    source: 'aspcaFoods',
    prescribed: true,
  },
  {
    id: 'sleepAids',
    names: ['ambien', 'zolpidem', 'xanax', 'alprazolam', 'klonopin', 'sleeping pills'],
    es: ['pastillas para dormir', 'alprazolam', 'clonazepam'],
    species: BOTH,
    source: 'aspcaFoods',
    prescribed: true,
  },
  {
    id: 'cannabis',
    names: [
      'marijuana',
      'marihuana',
      'cannabis',
      'thc',
      'edible|edibles',
      'pot brownie*',
      'joint',
      'gummies',
      'dispensary ~2 gummy|gummies|candy|chocolate|cookie|brownie|edible|bag|stuff',
    ],
    everyday: ['mota', 'weed'],
    es: ['marihuana|mariguana', 'cannabis', 'thc', 'gomitas de thc|cbd', 'porro'],
    species: BOTH,
    source: 'emergencyCare',
    not: ['weed killer|whacker', 'joint supplement*|pain|problems|issues|disease|chews', 'joints', 'non edible'],
  },
  {
    id: 'antifreeze',
    names: [
      'antifreeze',
      'anti freeze',
      'coolant',
      'ethylene glycol',
      'radiator ~3 fluid|leak|leaking|leaks|puddle|drip*',
      'leak*|drip*|puddle ~4 radiator',
      'green|sweet ~4 puddle|liquid|fluid|stuff|drip*|leak*',
      'puddle|drip*|leak*|fluid ~4 under|from|below ~2 car|truck|van|engine|suv',
      'lick*|lap*|lapping|drank|drinking ~5 puddle|fluid|drip* ~5 garage|driveway|car|truck|engine',
    ],
    es: [
      'anticongelante',
      'refrigerante',
      'etilenglicol',
      'radiador',
      'liquido|agua|charco ~2 verde|dulce|fosforescente',
      'charco|liquido|fuga|gotera ~4 debajo|abajo|bajo|del ~2 carro|coche|camioneta|auto|troca|motor',
    ],
    species: BOTH,
    source: 'emergencyCare',
  },
  {
    id: 'rodenticide',
    names: [
      'rat|mouse|mice|rodent ~1 poison|bait|pellets|killer|blocks',
      'rodenticide',
      'd con|dcon',
      'bromethalin',
      'brodifacoum',
      'warfarin',
      'decon',
      'blocks|cubes|pellets|chunks|bars|bait ~8 for ~2 the? mice|rats|mouse|rat|rodents',
      'exterminator|pest_control|pest_guy ~8 blocks|cubes|pellets|bait|poison|blue|green',
      'blocks|cubes|pellets|bait ~8 exterminator|pest_control|pest_guy',
      // Bait told by its colour or its box ("teal blocks chewed up", "the black bait box chewed open"): every common rodenticide is dyed.
      'teal|green|blue|pink|turquoise|aqua|red colored|coloured|colour|color? blocks|block|cubes|pellets|bars|chunks|bits ~8 chewed|ate|eaten|gone|missing|empty|open|opened',
      'chewed|ate|eaten|got_into|found ~8 teal|green|blue|pink|turquoise|aqua|red colored|coloured|colour|color? blocks|block|cubes|pellets|bars|chunks|bits',
      'bait_station|bait_stations|bait_box|bait_boxes|black_box|black_boxes|trap_box|rat_box|mouse_box ~10 chewed|open|opened|gone|missing|empty|ate|eaten',
    ],
    es: [
      'veneno para ratas|ratones',
      'veneno de rata|raton|ratas|ratones',
      'raticida',
      'matarratas',
      'bolitas ~3 ratones|ratas|raton|rata',
      'cebo para ratas|ratones',
      // Bait told by its look or by who left it for the mice ("cuadritos azules que dejó el fumigador").
      'cuadritos|cuadros|bloques|bloquecitos|cubitos|pastillas|bolitas|granitos|trocitos|pellets ~8 para ~2 los|las? ratones|ratas|raton|rata|roedores',
      'cuadritos|bloques|bloquecitos|cubitos|pastillas|bolitas|pellets|cebo ~8 fumigador|exterminador|control_de_plagas',
      'cuadritos|bloques|bloquecitos|cubitos|pastillas|bolitas ~1 verdes|azules|rosas|rosados|turquesa|de_colores ~8 mordid*|masticad*|comio|falta*|ya_no_estan|se_los_comio',
      'caja|cajita|cajas|estacion ~2 negra|negras|de_veneno|de_cebo ~8 mordid*|abierta|rota|vacia|comio',
      'fumigador|exterminador|control_de_plagas ~8 cuadritos|bloques|bloquecitos|cubitos|pastillas|bolitas|pellets|cebo|veneno|azules|verdes',
    ],
    species: BOTH,
    source: 'emergencyCare',
    everyday: ['tomcat'],
  },
  {
    id: 'permethrin',
    names: [
      'permethrin',
      'frontline tri act',
      'tri act|triact',
      'vectra 3d',
      'k9 advantix',
      'advantix',
      'dog flea drops|medicine|treatment|product|collar|spot',
      'dog|dogs|k9|canine ~1 flea|tick|flea_and_tick ~1 drops|med|meds|medicine|medication|treatment|product|collar|spot|stuff|spray|shampoo|dip|vial|tube|pipette|liquid',
      'flea|tick ~3 for|meant_for|made_for ~1 dogs|dog|the_dog',
      'dogs flea',
      'drops|spot_on|pipette|collar|treatment|advantage|frontline|bravecto|seresto|revolution|vectra|medicine|product ~2 for|meant_for|made_for ~1 dogs|dog|the_dog',
      'for dogs ~3 on ~2 my|the|her|his? cat|kitten',
      // The dog's own spot-on put on the cat: the owner rarely knows its ingredient, so any of them counts.
      'dogs|the_dogs|my_dogs|our_dogs ~2 frontline|advantage|advantix|bravecto|seresto|revolution|vectra|k9|flea|tick|spot_on|drops|pipette',
      'spot on for dogs',
      // Put on the dog the cat lies against: a cat is poisoned by contact with a freshly treated dog (permethrin).
      'flea|tick|flea_and_tick|hartz|advantix|frontline|vectra|seresto ~2 drop|drops|medicine|meds|treatment|spot_on|stuff|collar|product ~3 on|to ~2 the|my|our|his|her ~1 dog|dogs|puppy',
      'hartz ~3 flea|tick|drop|drops|collar',
    ],
    es: [
      'permetrina',
      'pipeta|antipulgas|pulguicida|collar|gotas|producto ~3 perro|perros|perrito',
      'advantix',
      'de ~1 perro|perros ~3 al|a_mi|en_mi|en_el ~1 gato|gata|gatito|michi',
      'pipeta|antipulgas|gotas ~4 al|a_mi|a_la|en_el|en_la ~1 perro|perra|perrito|perrita',
    ],
    species: ['cat'],
    source: 'permethrin',
  },
  {
    id: 'lilies',
    names: ['lily|lilies|lilly|lillies', 'daylily|daylilies', 'stargazer*', 'easter lily', 'tiger lily'],
    es: ['lirio*', 'azucena*', 'liliums|lilium'],
    species: ['cat'],
    otherSpecies: 'soon',
    source: 'lilies',
    // Artificial flowers are not the plant ("fake silk lilies", "azucenas de plástico").
    not: [
      'peace|calla lily|lilies|lilly',
      'lily|lilies of the valley',
      'fake|silk|plastic|artificial|faux|fabric|paper|cloth ~2 lily|lilies|lilly|lillies|stargazer*|daylily|daylilies',
      'lirio*|azucena* ~1 de_plastico|de_tela|de_papel|artificial*|falsa*|falso*',
      'artificial*|falsa*|falsos ~1 lirio*|azucena*',
      // Said of them afterwards ("the lilies were fake", "las azucenas son de plástico").
      'lily|lilies|lilly|lillies|stargazer*|daylily|daylilies ~4 are|were|is|was|r|all ~2 fake|silk|plastic|artificial|faux|fabric|paper|cloth',
      'lirio*|azucena* ~4 son|eran|es|era|estan ~2 de_plastico|de_tela|de_papel|de_seda|artificial*|falsa*|falsos',
    ],
  },
  { id: 'lilyOfTheValley', names: ['lily|lilies of the valley'], es: ['lirio de los valles', 'muguet'], species: BOTH, source: 'plants' },
  {
    id: 'sagoPalm',
    names: ['sago*', 'cycad*', 'cardboard palm', 'coontie'],
    // Spanish names as Spanish-language pages write them (sources.ts: sagoEs): "palmera sagú", "cycas revoluta", its seeds.
    es: ['palma|palmera ~1 de? sago|sagu', 'sagu', 'cica|cicas', 'cycas', 'semillas ~2 de? palma|palmera|cica|cycas'],
    species: BOTH,
    source: 'sago',
  },
  {
    id: 'toxicPlants',
    names: [
      'oleander',
      'foxglove',
      'yew',
      'autumn crocus',
      'castor bean*',
      'azalea*',
      'rhododendron*',
      'kalanchoe',
      'tulip bulb*',
      'daffodil*',
    ],
    es: ['adelfa', 'laurel rosa', 'dedalera', 'tejo', 'ricino', 'azalea*', 'narciso*'],
    species: BOTH,
    source: 'plants',
  },
  {
    id: 'mushrooms',
    names: ['mushroom*', 'toadstool*'],
    es: ['setas', 'champinones silvestres', 'hongo|hongos ~3 jardin|patio|campo|pasto|parque|silvestre*|venenos*|del_suelo'],
    everyday: ['hongo|hongos'],
    species: BOTH,
    source: 'uptown',
  },
  {
    id: 'detergentPods',
    names: ['laundry|dishwasher|detergent|tide|cascade|finish ~1 pod|pods|pac|pacs|packet|packets|tablet|tablets'],
    es: [
      'capsula|capsulas|pastilla|pastillas ~2 de? detergente|lavavajillas|lavaplatos|lavadora|jabon',
      'detergente ~2 en? capsula|capsulas',
    ],
    species: BOTH,
    source: 'detergentPods',
  },
  {
    id: 'ivermectin',
    names: ['ivermectin', 'horse dewormer|paste', 'horse wormer'],
    es: ['ivermectina', 'desparasitante de caballo'],
    species: BOTH,
    source: 'emergencyCare',
    prescribed: true,
  },
  { id: 'fluorouracil', names: ['fluorouracil', 'efudex', '5 fu'], es: ['fluorouracilo'], species: BOTH, source: 'aspcaFoods' },
  { id: 'inhaler', names: ['inhaler', 'albuterol', 'asthma pump'], es: ['inhalador', 'salbutamol'], species: BOTH, source: 'aspcaFoods' },
  {
    id: 'humanMeds',
    names: [
      'my|his|her|human|blood_pressure|heart|pain|bottle_of|some|the|a|one|sleeping|thyroid|diabetes|seizure|anxiety|adhd ~1 pill|pills|meds|medication|medicine|tablets|tablet|capsule|capsules',
      'grandmas|grandpas|moms|dads|wifes|husbands|sons|daughters|kids|roommates ~1 pills|meds|medication|medicine|tablets',
      'pill bottle',
      'pill ~1 organizer|organiser|box|case|container',
      'pillbox|pillcase',
      'whole bottle',
    ],
    es: [
      'mis|sus|unas|las ~1 pastillas|medicinas|pildoras|tabletas',
      'frasco de ~1 pastillas|medicina',
      // Someone's own medicine: "las pastillas de mi abuela", "grandma's pills".
      'pastillas|medicinas|pildoras|tabletas|medicamento|medicamentos ~1 de|para ~2 abuela|abuelo|mama|papa|esposo|esposa|hijo|hija|tia|tio|suegra|presion|corazon|diabetes|dolor|dormir|depresion|ansiedad',
    ],
    species: BOTH,
    source: 'emergencyCare',
    prescribed: true,
  },
  { id: 'avocado', names: ['avocado*'], es: ['aguacate*', 'palta*'], species: ['dog'], source: 'aspcaFoods', urgency: 'soon' },
  ...namedOnly(BOTH, 'aspcaFoods', [
    [
      'allium',
      ['onion*', 'garlic', 'chive|chives', 'leek|leeks', 'shallot*', 'scallion*'],
      ['cebolla*', 'ajo|ajos', 'cebollin*', 'puerro*', 'ajo en polvo'],
    ],
    [
      'opioids',
      ['oxycodone', 'oxycontin', 'hydrocodone', 'fentanyl', 'morphine', 'opioid*'],
      ['oxicodona', 'fentanilo', 'morfina', 'opioide*'],
    ],
    [
      'nicotine',
      ['nicotine', 'vape|vapes', 'vape pod|juice', 'juul', 'e cig*', 'cigarette*', 'cigar|cigars', 'tobacco', 'nicotine gum|patch'],
      ['nicotina', 'vapeador', 'cigarro*', 'cigarrillo*', 'tabaco', 'colillas'],
    ],
    ['vitaminD', ['vitamin d', 'calcitriol', 'calcipotriene', 'dovonex', 'psoriasis cream'], ['vitamina d', 'calcitriol']],
    ['iron', ['iron pills|supplement*|tablets', 'prenatal vitamin*'], ['pastillas de hierro', 'vitaminas prenatales']],
    ['salt', ['play doh|dough', 'playdough|playdoh', 'paintball*', 'rock salt', 'salt dough'], ['plastilina', 'sal en grano']],
  ]),
  ...namedOnly(BOTH, 'nsaids', [['ibuprofen', ['ibuprofen', 'advil', 'motrin', 'midol', 'nurofen'], ['ibuprofeno', 'advil', 'motrin']]]),
  ...namedOnly(BOTH, 'emergencyCare', [
    [
      'illicitDrugs',
      ['cocaine', 'meth', 'methamphetamine', 'heroin', 'ecstasy', 'mdma'],
      ['cocaina', 'metanfetamina', 'heroina', 'extasis'],
    ],
    ['slugBait', ['slug|snail ~1 bait|pellets|killer', 'metaldehyde'], ['caracolicida', 'veneno para caracoles|babosas', 'metaldehido']],
    [
      'corrosives',
      [
        'bleach',
        'drain cleaner',
        'drano',
        'lye',
        'oven cleaner',
        'clorox',
        'toilet ~1 cleaner|bowl_cleaner|tablet|tablets|puck',
        'cleaner|cleaning ~1 tablet|tablets|puck|pod',
        'battery acid',
      ],
      ['cloro', 'lejia', 'destapacanos', 'sosa caustica', 'pastilla|pastillas ~2 del? bano|inodoro|escusado|excusado', 'acido de bateria'],
    ],
    ['algae', ['blue green algae', 'algae bloom', 'pond scum'], ['algas verdeazules|verde azules', 'algas toxicas']],
    ['glue', ['gorilla glue', 'expanding glue|foam'], ['pegamento gorilla', 'pegamento expansivo']],
  ]),
  ...namedOnly(['dog'], 'emergencyCare', [['zinc', ['penny|pennies', 'zinc'], ['moneda de centavo', 'centavos', 'zinc']]]),
  ...namedOnly(['cat'], 'plants', [
    [
      'essentialOils',
      ['tea tree oil', 'essential oil*', 'eucalyptus oil', 'peppermint oil'],
      ['aceite de arbol de te', 'aceite* esencial*'],
    ],
  ]),
]
