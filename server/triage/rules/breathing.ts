import type { SignRule } from './signRule'
import { FAST_COUNT } from './ruleWords'

// Breathing: a counted rate, effort, gasping, blue gums, open-mouth breathing in a cat, and a cough. Each rule takes its
// place in RULES (index.ts), worst first.

export const fastBreathingCount: SignRule = {
  // A breathing rate the owner counted at rest or asleep: over 40 a minute is abnormal, and with any effort or cough a reason to go now (sleepingBreathing).
  id: 'fast-breathing-count',
  flag: 'breathing',
  urgency: 'emergency',
  source: 'sleepingBreathing',
  en: [`breath*|breathing|breaths|breathes|respirat* ~8 ${FAST_COUNT} ~3 minute|min|mins|minutes`, `${FAST_COUNT} ~2 breaths|breath`],
  es: [`respira*|respiraciones ~8 ${FAST_COUNT} ~3 minuto|min|minutos`, `${FAST_COUNT} ~2 respiraciones`],
}

export const breathingDistress: SignRule = {
  id: 'breathing-distress',
  flag: 'breathing',
  urgency: 'emergency',
  source: 'emergencyList',
  // "Not breathing with his mouth open": a denied way of breathing, not a pet that is not breathing.
  not: [
    'not|no breathing|respira ~2 hard|heavy|fast|rapid|weird|funny|con|rapido|raro|mal|agitad*|by|through|por|loud|noisy|with|w|like|oddly|strange*|abnormal*|differently',
  ],
  en: [
    'cant|cannot|unable|struggl*|trouble|difficult*|difficulty|hard|problem*|problems|labou?red|laboring|heavy|effort* ~3 breath*',
    'breath* ~2 hard|heavy|labou?red|struggl*|difficult*|weird|strange|funny|rapid|fast|noisy|loud',
    'gasp*',
    'choking|choke*|choked',
    'blue|purple|grey|gray|bluish|purplish gums|tongue',
    'gums|tongue ~2 blue|purple|grey|gray|bluish|purplish',
    'not breathing',
    'stopped breathing',
    'short of breath',
    'shortness of breath',
    'belly|stomach|abdominal breathing',
    'breathing with ~2 belly|stomach',
    'belly|stomach|tummy|sides|chest ~3 moving|pumping|heaving|working|going_up_and_down ~4 when|while|as|to ~2 breath*|breathes',
    'neck stretched|extended',
    // Orthopnoea: sitting up with elbows held out and the neck stretched to breathe, refusing to lie down (catDistressPosture).
    'elbows|elbow ~3 out|outward|outwards|sticking_out|spread|apart|pointed_out|pointing_out|away',
    'neck ~2 stretched|extended|straight_out|out ~4 breath*|air|elbows',
    'stretch*|stretching|extends|extending ~2 neck|head ~4 breath*|air',
    'sides|chest|belly|tummy|stomach ~2 heaving|pumping|going_in_and_out',
    'wont|cant|doesnt|refuses|wont_even ~2 lie|lay ~1 down ~8 breath*|pant*',
    'breath*|pant* ~8 wont|cant|doesnt|refuses ~2 lie|lay ~1 down',
    'air hunger',
    'cant get air',
  ],
  es: [
    'no_puede|le_cuesta|dificultad|problemas|problema|trabajo ~3 respirar',
    'respira ~2 dificultad|esfuerzo|rapido|fuerte|raro|agitad*|mal',
    'respira ~3 con ~2 panza|barriga|estomago|abdomen|pancita',
    'se ahoga|ahoga|ahogando*|ahogandose|asfixi*',
    'se ~2 ahoga|ahogando|ahogo|atraganto|atragantando|atraganta|asfixia',
    'atragantad*|atragantandose|ahogandose',
    'encias|lengua ~3 azul*|morad*|gris*',
    'no respira',
    'dejo de respirar',
    'falta de aire',
    'le falta el aire',
    'codos ~3 abiertos|afuera|hacia_afuera|separados|salidos|para_fuera',
    'estira|estirando|estirado|estiro ~2 el? cuello|cabeza ~4 respir*|aire',
    'cuello ~2 estirado|estirada|extendido ~4 respir*|aire',
    'no ~2 se_quiere|quiere|puede|se ~1 acostar|echar|acostarse|echarse ~8 respira*|jadea*',
    'respira* ~8 no ~2 se_quiere|quiere|puede|se ~1 acostar|echar|acostarse|echarse',
    'jadea|jadeando ~3 sin parar',
    'respira*|respiracion ~6 esfuerzo|rapidisim*|agitadisim*',
    'se_le_hunde|se_le_sume|se_le_mete|hunde|sume ~2 la? panza|barriga|pancita|estomago|costillas',
  ],
}

export const breathingLikeRunning: SignRule = {
  // Breathing as if after a race while at rest; after play it is only the play (triage.ts lowers it then).
  id: 'breathing-like-running',
  flag: 'breathing',
  urgency: 'emergency',
  source: 'sleepingBreathing',
  en: ['breath*|breathes ~2 like|as_if|as_though ~5 ran|run|marathon|race|sprint|sprinted|exercised|mile'],
  es: ['respira|respirando ~2 como_si ~4 corrio|hubiera_corrido|maraton|carrera'],
}

export const catOpenMouthBreathing: SignRule = {
  id: 'cat-open-mouth-breathing',
  flag: 'breathing',
  urgency: { cat: 'emergency', dog: 'routine' },
  source: 'catBreathing',
  // Breathing told normal with the mouth closed is the owner ruling the sign out.
  not: ['normal|normally|fine|ok|bien ~3 with|con ~2 mouth|boca ~1 closed|shut|cerrada|cerradita'],
  en: [
    'open mouth|mouthed breathing|panting',
    'mouth open ~3 breath*|pant*',
    'breath* ~3 mouth_open|with_her_mouth|with_his_mouth|with_its_mouth|through_the_mouth|through_mouth',
    'pant|panting|pants|panted',
    'breathing fast|quickly|rapidly',
    'breath* ~4 tongue ~1 out|sticking_out|hanging_out',
    'breath* ~3 through|with|out_of|from ~1 her|his|its|their|the? mouth',
  ],
  es: [
    'boca|boquita|hocico|hociquito ~1 abierta|abiertita|abierto|abiertito',
    'respira ~3 boca|boquita',
    'jadea|jadeando|jadeo',
    'respira ~2 por la boca',
    'respira muy? rapido',
    'respira|respirando|respiracion ~2 rapido|rapida|agitad*|acelerad*',
    'lengua ~1 afuera|de_fuera|fuera',
    'saco|sacando|saca ~2 la? lengua ~3 respir*',
  ],
}

export const cough: SignRule = {
  id: 'cough',
  flag: 'cough',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['cough*|coughing|hacking', 'sneez*', 'wheez*', 'honk*', 'runny nose', 'nasal discharge', 'congest*', 'gagging|gags'],
  es: ['tos|tose|tosiendo|tosio', 'estornud*', 'silbido', 'mocos', 'congestion*', 'nariz ~2 escurre|mocos'],
}
