import type { SignRule } from './signRule'

// Eyes, ears and skin: an eye out of its socket, eye signs, ear swelling and infection, skin lesions and itching. Each
// rule takes its place in RULES (index.ts), worst first.

export const earSwelling: SignRule = {
  id: 'ear-swelling',
  flag: 'ear',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['ear|ear_flap ~3 swollen|puffy|balloon|puffed|fluid'],
  es: ['oreja ~3 inflo|hinchad*|globo|inflada'],
}

export const eyeOut: SignRule = {
  id: 'eye-out',
  flag: 'eyeInjury',
  urgency: 'emergency',
  source: 'emergencyList',
  not: ['eye ~1 isnt|not|no|wasnt ~1 popping|popped|bulging|coming'],
  en: [
    'eye|eyes|eyeball|eyeballs ~4 popped|pop|popping|out_of|bulging|hanging|protrud*|came_out|coming_out|sticking_out|pushed_out|further_out|bulging_out',
    // An eye the lids cannot close over after a blow or a grab (proptosis): it cannot blink.
    'cant|cannot|unable|wont|doesnt|isnt ~2 blink|blinking|close|closing ~4 eye|eyes|eyeball|eyelid|eyelids|it|that_eye|the_eye',
    'eyelid|eyelids|lids ~3 wont|cant|dont|doesnt ~1 close|shut',
    'proptos*',
    'eye ~2 socket',
    'eye injury|punctured|scratch* and',
    // An eye poked or scratched (a bush, a branch, a cat's claw) and now cloudy or squinting (traumaList: eye injuries).
    'cloudy|squint*|wont_open|shut|closed|bloody ~10 bush|branch|stick|thorn|scratch*|fight|poked|claw',
    'bush|branch|stick|thorn|claw|poked|scratched ~10 eye|eyes ~4 cloudy|squint*|wont_open|shut|closed|bloody',
    'poked|scratched|stabbed ~3 in|his|her ~2 the? eye',
    'bulging eye*',
  ],
  es: [
    'ojo ~4 salido|se_salio|fuera_de|saltado|colgando|afuera|cuenca',
    'se_le_salio|se_le_boto|se_le_bota ~1 el|un ~1 ojo|ojito',
    'ojito ~4 salido|se_salio|fuera|saltado|colgando|afuera|salio|boto|bota|se_le_boto|se_le_salio',
    'ojo ~3 salio|orbita|se_le_salio|se_le_boto',
    'ojo de fuera',
    'ojo|ojito|ojos ~4 salton|saltado|saltada|botado|mas_salido|mas_afuera|de_fuera|para_fuera|brotado',
    'no ~1 puede|logra ~2 cerrar|parpadear ~4 ojo|ojito|parpado|el_ojo',
    'le salio el ojo',
    'ojo|ojito ~8 se_le_salio|se_le_boto|se_salio|salio ~2 para_afuera|para_fuera|de_su_lugar|de_la_cuenca|como_una_bola',
    'ojo|ojito ~8 se_le_salio|se_le_boto',
  ],
}

export const eye: SignRule = {
  id: 'eye',
  flag: 'eye',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'eye|eyes ~4 red|squint*|swollen|discharge|goop*|gunk*|closed|shut|weeping|watery|cloudy|hurt*|injur*|scratch*|pawing|half',
    // The same said the other way round ("red right eye", "a swollen eye").
    'red|swollen|cloudy|weeping|goopy|bloodshot|sore ~2 eye|eyes',
    'squint*',
    'goop|gunk from ~2 eye|eyes',
    'discharge from ~2 eye|eyes',
    'third eyelid',
    'pawing at ~2 eye|eyes',
    'keeps ~2 it|eye|eyes ~1 shut|closed',
    'scratched ~3 eye',
  ],
  es: [
    'ojo|ojos ~4 rojo|roja|hinchad*|cerrado|opaco|nublad*|llorando|lagrimea|lagana*',
    'lagrimea ~2 ojo',
    'tercer|tercera parpado',
    'entrecierra*',
    'lagana*|legana*',
  ],
}

export const earInfection: SignRule = {
  id: 'ear-infection',
  flag: 'ear',
  urgency: 'soon',
  source: 'peakPaws',
  not: ['ear|ears|oreja|orejas|oido|oidos ~1 not|no|isnt|arent|dont|doesnt|sin ~4 red|smell*|stink*|hot|roj*|huele|olor'],
  en: [
    'head ~2 tilt|tilted|tilting|tilts|cocked|crooked|to_one_side|sideways',
    'tilt* ~2 head',
    'ear|ears ~4 smell*|stink*|yeasty|odou?r|red|hot|gunk|goop|pus|discharge|black|brown|painful|hurts|hurting|sore|bleeding',
    'smelly|stinky|yeasty|red|painful|sore|hot ~1 ear|ears',
  ],
  es: [
    'cabeza ~4 ladeada|chueca|de_lado|inclinada|torcida',
    'ladea|ladeada|ladeando ~3 cabeza|la|la_tiene',
    'oreja|orejas|oido|oidos ~5 huele|olor|apesta|roj*|cerilla|pus|caliente|duele|supura|negra|cafe',
    'le huele ~3 oreja|oido|orejas|oidos',
    'sale|le_sale|supura|liquido|pus|secrecion ~5 oreja|orejas|oido|oidos',
  ],
}

export const ear: SignRule = {
  id: 'ear',
  flag: 'ear',
  urgency: 'routine',
  source: 'peakPaws',
  en: ['ear|ears', 'head shak*', 'shaking ~2 head'],
  es: ['oido|oidos|oreja|orejas', 'sacude ~2 cabeza'],
}

export const skinLesion: SignRule = {
  id: 'skin-lesion',
  flag: 'skin',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'hot spot*',
    'oozing',
    'raw',
    'scab*',
    'sores',
    'infected',
    'spreading',
    'rash|rashes',
    'nonstop|constantly ~2 scratch*|itch*|lick*',
    'scratch*|itch* ~2 nonstop|constantly',
    'losing fur|hair ~2 patches',
    'bald',
    'overgroom*',
    'scoot*',
    'licking ~2 butt|bottom',
    'abscess',
    'puncture',
    'bite wound',
    'scratched|bitten by ~2 cat|dog',
    'tore|torn|ripped|broke|broken ~3 nail|dewclaw',
    'dewclaw|nail ~3 torn|tore|hanging|ripped|broken',
    'swollen lump',
    'warm|hot and smelly',
    'cut ~2 paw|pad|leg|ear|himself|herself|open|deep',
    'deep cut',
    'wound|gash',
    'fight|fought|fighting ~8 puffy|swollen|swelling|warm|hot|lump|bump',
  ],
  es: [
    'zona|herida ~2 en carne viva',
    'se corto|corto ~3 pata|almohadilla|oreja|cola',
    'costra*',
    'llaga*',
    'infectad*',
    'pelon*|pelona',
    'se rasca ~2 sin_parar|todo_el_tiempo',
    'arrastra ~2 trasero|cola|nalgas',
    'absceso',
    'bulto caliente',
    'se peleo',
    // A swelling, warm or puffy, days after a fight is an abscess (soon).
    'pelear|pelea|peleo|peleando ~8 bola|bolita|bulto|hinchad*|caliente|inflamad*',
    'herida|cortada',
    'se_arranco|arranco|rompio ~2 una|unas|espolon',
    'una|unas ~2 rota|arrancada|espolon',
  ],
}

export const skin: SignRule = {
  id: 'skin',
  flag: 'skin',
  urgency: 'routine',
  source: 'peakPaws',
  en: [
    'itch*',
    'scratch*',
    'hair loss',
    'losing hair|fur',
    'bald*',
    'rash',
    'rashes',
    'hot spot*',
    'skin',
    'flea|fleas',
    'dandruff',
    'licking ~2 paws|paw',
    'scabs',
  ],
  es: [
    'picazon|comezon|pica|rasca|rascando',
    'se rasca',
    'caida ~2 pelo',
    'se le cae ~1 pelo',
    'calv*',
    'sarpullido|erupcion',
    'piel',
    'pulga|pulgas',
    'costras',
    'se lame ~2 patas',
  ],
}
