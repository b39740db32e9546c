import type { SignRule } from './signRule'

// Reproduction: eclampsia after birth, a prolapse, newborns not nursing, labour trouble (dystocia) and pyometra. Each rule
// takes its place in RULES (index.ts), worst first.

export const eclampsia: SignRule = {
  // A nursing or newly delivered mother that trembles, twitches, goes stiff, wobbles or pants hard: eclampsia (low calcium).
  id: 'eclampsia',
  flag: 'seizure',
  urgency: 'emergency',
  source: 'eclampsia',
  en: [
    'had|gave_birth|delivered|whelped|nursing|feeding|has ~3 puppies|pups|kittens|litter|birth ~12 trembl*|twitch*|shak*|shiver*|stiff|wobbl*|seizure*|seizing|spasm*|pant*|restless',
    'trembl*|twitch*|shak*|shiver*|stiff|wobbl*|spasm* ~12 puppies|pups|kittens|nursing|gave_birth|whelped',
    'gave_birth|whelped|delivered|had_puppies|had_kittens|had_her_puppies|had_her_litter|nursing ~12 trembl*|twitch*|shak*|shiver*|stiff|wobbl*|seizure*|seizing|spasm*|restless',
    'milk fever|eclampsia',
  ],
  es: [
    'parir|pario|dio_a_luz|amamantando|crias|cachorritos|perritos ~10 tembl*|tiembla|tiesa|rigida|jade*|convuls*|tambale*',
    'eclampsia|fiebre_de_leche',
  ],
}

export const prolapse: SignRule = {
  // Tissue pushed out of the body: a prolapse, a penis that will not go back (whatIsAnEmergency: treat as an emergency).
  id: 'prolapse',
  flag: 'injury',
  urgency: 'emergency',
  source: 'traumaList',
  en: [
    'prolapse*',
    'something ~2 pink|red|purple|fleshy ~4 coming_out|sticking_out|hanging|out ~4 butt|rear|bottom|anus|vagina|vulva|behind',
    'rectum|anus|uterus|vagina ~3 sticking_out|coming_out|hanging|out',
    'penis ~4 stuck_out|sticking_out|wont_go_back|swollen ~6 hour|hours|wont|swollen|purple',
  ],
  es: [
    'prolaps*',
    'le_salio|le_sale|sale ~2 algo ~2 rojo|rosa|rosado|como_tripa ~4 colita|cola|ano|atras|vulva',
    'tripa|tripita ~3 afuera|salida|de_fuera',
    'pene ~4 afuera|no_se_mete|no_le_entra|hinchado',
  ],
}

export const newbornNotNursing: SignRule = {
  // A newborn that will not nurse or is cold (smallAnimalEmergency: puppies and kittens not eating or drinking).
  id: 'newborn-not-nursing',
  flag: 'notEating',
  urgency: 'emergency',
  source: 'smallAnimalEmergency',
  en: [
    'newborn|neonatal|day_old|days_old|week_old ~6 wont|not|doesnt|isnt|stopped ~1 nurse|nursing|suckle|suckling|latch*',
    'newborn|neonatal|kitten|puppy|pup ~4 cold ~4 not|wont|isnt ~1 nurse|nursing|eating|moving',
    'cold ~3 and ~2 not|wont ~1 nursing|nurse|eating',
  ],
  es: [
    'recien_nacido|recien_nacida|recien_nacidos|bebe|cachorrito|gatito ~6 no ~1 mama|quiere_mamar|come|se_pega',
    'frio|fria ~3 y ~2 no ~1 mama|come',
  ],
}

export const labourTrouble: SignRule = {
  id: 'labour-trouble',
  flag: 'labour',
  urgency: 'emergency',
  source: 'dystocia',
  en: [
    'in labor|labour ~6 hours|hour|minutes|no_puppy|no_puppies|no_kitten|nothing|stuck|pushing|straining',
    'labou?r ~3 stopped|stalled|hours',
    'pushing|straining|contractions ~6 no|nothing|hours|hour|minutes ~2 puppy|puppies|kitten|kittens|out|comes|came|happened',
    'puppy|kitten|pup ~4 stuck',
    'pups|puppies|kittens|pup|puppy|kitten ~4 nothing|no_more ~4 hours|hour',
    'pregnant ~6 stuck|hours|green',
    'stuck puppy|kitten',
    'giving birth ~6 hours|stopped|stuck|no|trouble|problem',
    'green|black discharge ~4 no_puppy|no_puppies|no_kitten|pregnan*|labou?r|due',
    'whelping ~4 hours|stuck|no',
    'due date ~3 passed|overdue',
    'retained puppy|placenta',
    'green|black|dark|bloody|smelly ~3 fluid|discharge|goo|liquid ~6 no|none|nothing|pregnan*|labou?r|due|puppy|kitten',
    'pregnant|due|expecting|labou?r ~8 green|black|dark ~1 discharge|fluid|liquid|goo',
    'water broke|broken ~6 no|nothing|hours|hour',
    'straining|pushing ~3 30|40|45|over|more_than ~3 minutes|min|mins|hour',
    'pushing|straining|contractions ~6 no|without ~1 puppy|puppies|kitten|kittens|baby|babies',
    'pushing|contractions|contracting ~4 hour|hours|hrs|hr',
    'had|delivered ~2 puppies|kittens|babies|one|two ~8 hours|hour ~3 no|nothing|none|since|without',
  ],
  es: [
    'trabajo_de_parto|en_parto|pariendo|de_parto ~6 horas|hora|no_sale|nada|atorad*|puja',
    'puja|pujando|contracciones ~6 no_sale|no_nace|sin|nada|horas',
    'hora|horas|minutos ~3 pujando|puja|empujando|con_contracciones ~4 sin|no|nada',
    'cachorr*|gatit*|cria ~4 atorad*|atascad*',
    'cachorr*|gatit*|crias ~6 horas ~3 no_sale|ninguno|nada',
    'parto ~3 detenido|complicad*|dificil',
    'bota|botando|echa|echando|sale|saca|le_sale|tiene ~3 liquido|flujo|secrecion|agua ~2 verde|negro|negra|oscuro|oscura|cafe|con_sangre|feo|mal_olor ~8 embarazada|prenada|prenadita|panzona|parto|parir|pariendo|cachorr*|gatit*|crias|nacido|nacer|vulva|atras|partes',
    'liquido|flujo|secrecion ~2 verde|negro|oscuro|oscura ~8 embarazada|prenada|parto|parir|nacido|cachorr*|gatit*',
    'embarazada|prenada|prenadita|panzona|a_punto_de_parir ~8 verde|negro|oscuro|no_ha_nacido|ninguno|ninguna|horas|atorad*|puja|pujando',
    'no ha ~1 nacido|salido ~2 ninguno|ninguna|nada|ningun',
    'se le rompio la fuente ~6 no|nada|horas',
    'puja|pujando|empuja ~4 30|40|45|media_hora|una_hora|mas_de ~2 minutos|hora|horas',
    'hace|desde_hace|lleva|van ~1 2|3|4|dos|tres|cuatro|varias ~1 horas ~3 no_sale|no_nace|que_no|sin ~2 otro|otra|ningun|ninguno|mas',
    'dio_a_luz|pario|nacieron|tuvo ~8 horas ~3 no|sin|nada',
  ],
}

export const pyometra: SignRule = {
  id: 'pyometra',
  flag: 'pyometra',
  urgency: 'emergency',
  source: 'emergencyList',
  en: [
    'pus|discharge ~5 vulva|vagina|vaginal|private*|back_end|bottom|from_her|rear|behind',
    'vulva|vagina|privates|private_parts|back_end|lady_parts ~6 pus|discharge|gunk|goo|goop|leaking|oozing|draining',
    // Discharge described, not named: smelly, yellow or green stuff from her back end.
    'smelly|stinky|yellow|green|brown|creamy|bloody|pus|gross|nasty ~3 stuff|gunk|goo|goop|liquid|fluid|mucus|gook|drainage|leaking ~5 vulva|vagina|private*|back_end|bottom|rear|behind|butt|down_there|lady_parts',
    'vaginal|vulvar|smelly|foul|bloody|yellow|green|brown discharge',
    'pyometra',
    'pyo',
  ],
  es: [
    'pus|secrecion|flujo ~6 vulva|vagina|vaginal|partes|partecitas|atras|colita',
    'vulva|vagina|partes|partecitas ~6 pus|secrecion|flujo|escurre|supura|le_sale',
    'flujo|secrecion ~2 feo|fea|raro|rara|mal_olor|amarill*|verde|cafe|con_sangre|pus',
    'le_sale|le_escurre|sale|escurre|bota|tiene ~3 algo|liquido|moco|agua|pus ~3 amarill*|verde|cafe|apestos*|mal_olor|huele ~5 atras|partes|colita|vulva|cola',
    'sin_operar|sin_esterilizar|no_esterilizada|no_operada ~6 flujo|secrecion|pus',
    'piometra',
  ],
}
