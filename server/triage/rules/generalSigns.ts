import type { SignRule } from './signRule'

// General signs: eating less or not at all, not drinking, low energy, limping, thirst, lumps, weight, a growing belly,
// pain on touch and behaviour. Each rule takes its place in RULES (index.ts), worst first.

export const eatingLess: SignRule = {
  id: 'eating-less',
  flag: 'notEating',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'eating|eats less',
    'not eating as much',
    'appetite ~2 down|less|lower',
    'picky',
    'only|just ~1 ate|eating|eats ~1 half|part|a_little|a_bit',
    'ate|eating|eats ~1 only|just ~1 half|part|a_little|a_bit',
  ],
  es: ['come|comio|comiendo|ha_comido ~1 menos|poco|poquito', 'apetito ~2 menos|bajo'],
}

export const notEating: SignRule = {
  id: 'not-eating',
  flag: 'notEating',
  urgency: 'soon',
  source: 'emergencyList',
  not: [
    'no se comio|trago ~1 el|la|los|las|lo|su|sus|ninguna|ningun|nada_de',
    'eat|eating|eaten ~1 as_much|much|less|as_well|all|normally|the_same',
    'not|isnt|wasnt|no ~1 refus*',
    'not|didnt ~1 eat the|any|it|that',
  ],
  en: [
    'not|isnt|wont|hasnt|didnt|doesnt|aint ~2 eat|eating|eaten|ate|food|touch|breakfast|dinner|meal|meals',
    'refus* ~2 food|eat|eating|meals|meal',
    'no ~2 probado|prueba ~1 bocado|comida|nada',
    'stopped eating',
    'off ~1 food|feed|his_food|her_food',
    'no appetite|interest_in_food',
    'loss of appetite',
    'lost ~1 appetite',
    'not interested in food',
    'wont touch',
    'anorexi*',
    'skipped ~2 meals|meal|breakfast|dinner',
    'barely|hardly ~2 eat|eating|eaten|ate|touched|touching ~3 food|anything|meal|meals|bowl|kibble|a_thing',
    'last ~1 real|proper|full|good? ~1 meal|ate',
    'last time ~2 he|she|it|they? ate',
  ],
  es: [
    'no ~3 come|comido|comer|comio|prueba|probado|toca|tocado',
    'dejo de comer',
    'ultima vez que ~1 comio',
    'apenas ~2 come|comio|ha_comido|prueba|probado',
    'sin comer',
    'sin ~1 probar|tocar ~2 bocado|comida|alimento|croquetas|nada',
    'sin apetito',
    'falta|perdida|perdio ~2 apetito',
    'no toca|prueba ~2 comida|plato',
    'rechaza ~2 comida',
  ],
}

export const notDrinking: SignRule = {
  id: 'not-drinking',
  flag: 'notEating',
  urgency: 'soon',
  source: 'brekke',
  en: ['not|wont|hasnt|isnt|refus* ~2 drink|drinking|drank|water'],
  es: ['no ~2 toma_agua|bebe|ha_tomado|ha_bebido'],
}

export const lowEnergy: SignRule = {
  id: 'low-energy',
  flag: 'lowEnergy',
  urgency: 'soon',
  source: 'peakPaws',
  calm: ['storm|storms|thunder|fireworks|tormenta|cohetes|truenos'],
  en: [
    'letharg*|lethargic|lethargy|lathargic',
    'tired',
    'weak|weakness',
    'sleeping|sleeps ~2 more|all_day|a_lot',
    'low energy',
    'no energy',
    'not himself|herself|themselves',
    'listless',
    'depressed',
    'hiding',
    'wobbly|wobbl*|unsteady|stumbl*|uncoordinated|drunk',
    'head tilt',
    'disoriented|confused|circling',
    'restless|pacing',
    'shaking|shivering|trembling',
  ],
  es: [
    'letargic*|letargo',
    'decaid*|decaimiento|apagad*',
    'se cansa ~1 mucho|muchisimo',
    'cansad*',
    'debil|debilidad',
    'duerme ~2 mucho|todo_el_dia|mas',
    'sin|poca ~1 energia|animo|ganas',
    'se esconde|escondid*',
    'triste',
    'tambale*',
    'desorientad*|confundid*',
    'inquiet*',
    'tiembla|temblando|escalofrios',
  ],
}

export const limping: SignRule = {
  id: 'limping',
  flag: 'limping',
  urgency: 'soon',
  source: 'peakPaws',
  calm: ['loosens up', 'se le quita', 'fine today', 'ya esta bien', 'moving fine', 'otherwise normal'],
  en: [
    'limp|limps|limping|limped|limpy|limpin|limpng',
    'lameness',
    'is|went|gone|seems|looks|walking|being|hes|shes lame',
    'stiff|stiffness',
    'favou?ring ~2 leg|paw',
    'trouble|hard_time|difficulty ~2 getting_up|walking|stairs|jumping',
    'holding up ~2 leg|paw',
    'not|isnt|wont|doesnt|hasnt ~1 using|use|used|put_weight_on|putting_weight_on|touching_down ~3 leg|paw|foot|limb',
    'walking|hopping|walks|hops on ~1 three|3 legs',
    'wont|doesnt|cant|not|isnt ~1 put|bear|putting|bearing ~1 any? weight',
    'three|3 legs',
    'mobility',
    'sore ~1 leg|paw|back|hip',
  ],
  es: [
    'cojea|cojera|cojeando|renguea|rengo',
    'rigidez|tieso',
    'levanta ~2 pata',
    'no apoya ~2 pata|la',
    'no usa|mueve ~3 pata|patita|mano|manita|pie',
    'no ~1 la|le ~1 apoya|usa',
    'camina en ~1 3|tres patas',
    'le_cuesta|dificultad_para ~2 levantarse|caminar|subir|saltar',
    'movilidad',
    'le duele ~2 pata|cadera|espalda',
  ],
}

export const thirst: SignRule = {
  id: 'thirst',
  flag: 'thirst',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'drink* ~2 lot|more|tons|constantly|excessive*|all_the_time|so_much|a_ton|loads|like_crazy|nonstop|gallons|buckets|bowls',
    'thirst*',
    'pee|peeing|urinat* ~2 lot|more|often|frequent*|everywhere|house|bed|inside',
    'accidents',
    'frequent urination',
    'peeing outside ~2 box|litter',
    'licking ~2 private*|penis|genital*',
  ],
  es: [
    'bebe|toma ~2 mucha|mucho|mas|bastante',
    'bebe|toma|tomando|bebiendo ~2 agua ~1 a_cada_rato|a_cada_ratito|todo_el_tiempo|seguido|sin_parar|a_cada_momento|como_loca|como_loco',
    'mucha sed|sed',
    'orina|hace_pipi|hace_pis ~2 mucho|mas|seguido|fuera|en_la_casa',
    'accidentes',
    'orina fuera',
  ],
}

export const lump: SignRule = {
  id: 'lump',
  flag: 'lump',
  urgency: 'soon',
  source: 'peakPaws',
  calm: ['same size', 'fatty', 'wart|warts|verruga*|verruguita', 'grasa', 'igual hace'],
  en: ['lump*', 'bump|bumps', 'mass|masses', 'swelling|swollen', 'tumou?r*', 'growth', 'cyst'],
  es: ['bulto*', 'bolita*', 'protuberancia', 'hinchazon|hinchad*', 'tumor*', 'quiste', 'masa'],
}

export const weightLoss: SignRule = {
  id: 'weight-loss',
  flag: 'weight',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['losing|lost ~2 weight', 'weight loss', 'skinny', 'getting thin|thinner'],
  es: ['adelgaz*', 'perdiendo|bajando|perdio ~2 peso', 'muy flac*', 'esta flaco|flaca'],
}

export const bellyGrowing: SignRule = {
  id: 'belly-growing',
  flag: 'bloat',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['belly|stomach|abdomen|tummy ~4 bigger|growing|swollen|larger'],
  es: ['panza|barriga|abdomen ~5 grande|hinchad*|crecid*'],
}

export const painOnTouch: SignRule = {
  id: 'pain-on-touch',
  flag: 'behaviour',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['growl*|yelp*|cries|flinch*|snaps ~4 touch*|pick*|pet', 'sudden* ~3 growl*|aggress*'],
  es: ['grune|llora|chilla ~4 tocar|toco|cargar|cargo'],
}

export const weight: SignRule = {
  id: 'weight',
  flag: 'weight',
  urgency: 'routine',
  source: 'peakPaws',
  en: ['weight ~1 loss|gain', 'losing|gaining|lost|gained ~1 weight', 'too thin|fat|skinny', 'overweight', 'underweight'],
  es: [
    'perdida|aumento|baja|subida ~2 peso',
    'bajando|subiendo|perdiendo|ganando|perdio|gano ~2 peso',
    'muy|demasiado ~1 flac*|gord*',
    'sobrepeso',
  ],
}

export const behaviour: SignRule = {
  id: 'behaviour',
  flag: 'behaviour',
  urgency: 'routine',
  source: 'peakPaws',
  en: ['anxi*', 'aggress*', 'behaviou?r*', 'biting', 'barking', 'chewing furniture', 'scared|fearful'],
  es: ['ansiedad|ansios*', 'agresiv*', 'comportamiento|conducta', 'muerde', 'ladra'],
}
