import type { SignRule } from './signRule'

// Reactions of the body to what it met: a flea product on a cat, heatstroke, and allergic reactions (swelling, hives,
// stings). Each rule takes its place in RULES (index.ts), worst first.

export const fleaProductReaction: SignRule = {
  // A cat drooling, foaming or twitching after a flea product: a toxic reaction (permethrin in dog products above all).
  id: 'flea-product-reaction',
  flag: 'poisoning',
  urgency: { cat: 'emergency', dog: 'soon' },
  source: 'permethrin',
  en: [
    'flea|tick ~4 medicine|meds|medication|treatment|drops|stuff|product|collar|shampoo|spray|dip ~10 drool*|foam*|twitch*|trembl*|tremor*|shak*|seizure*|seizing|wobbl*',
    'drool*|foam*|twitch*|trembl*|tremor*|shak*|seizure*|seizing|wobbl* ~10 flea|tick ~4 medicine|meds|medication|treatment|drops|stuff|product|collar|shampoo|spray|dip',
  ],
  es: [
    'pipeta|antipulgas|pulguicida|garrapaticida|collar ~10 babea*|espuma|tiembla*|temblor*|convuls*|tambale*',
    'babea*|espuma|tiembla*|temblor*|convuls* ~10 pipeta|antipulgas|pulguicida|garrapaticida',
  ],
}

export const heatstroke: SignRule = {
  id: 'heatstroke',
  flag: 'paleGums',
  urgency: 'emergency',
  source: 'emergencyList',
  en: [
    'heat ~1 stroke|exhaustion',
    'heatstroke',
    'overheat*',
    'left|locked|stuck ~3 hot|the car',
    'too hot ~3 collaps*|drool*|pant*|wobbl*|vomit*',
    'hot car',
    'car|truck ~3 sun|hot|heat ~8 pant*|drool*|wobbl*|collaps*|vomit*|weak',
    'too_hot|heat|hot_day|sun ~8 panting|drooling|wobbly|collaps*|vomit* ~3 like_crazy|heavily|nonstop|wont_stop',
    'panting ~2 like_crazy|heavily|nonstop ~6 hot|heat|sun|car',
    'pale|white|grey|gray gums',
    'gums ~2 pale|white|grey|gray',
    'gums|gum ~3 whitish|greyish|grayish|pale|white|grey|gray|ashy|pasty',
    'very_pale|hot_to_touch|cold_to_touch',
    // Gums (and tongue) told almost white with words between ("her gums and tongue are almost white").
    'gums|gum ~1 and ~1 tongue ~5 white|pale|whitish|grey|gray|ashy',
    'gums|gum ~5 almost|nearly|completely|totally|super|really|very|so|like ~1 white|pale|whitish|grey|gray',
    'bright red gums|tongue',
    'gums|tongue ~2 bright|very|dark|brick ~1 red',
  ],
  // A hot lump, swelling or wound is local (an abscess), not a body overheating; white teeth are not pale gums.
  not: [
    'teeth|tooth|dientes|dientitos ~3 white|whiter|clean|blanc*',
    'lump|bump|swelling|swollen|abscess|wound|bite|spot|area|ear|ears|paw|leg|tail|scab|sore|cut ~6 hot_to_touch|hot|warm',
    'bulto|bolita|chichon|hinchazon|herida|mordida|oreja|pata|cola|absceso ~6 caliente_al_tacto|caliente',
  ],
  es: [
    'golpe de calor|sol',
    'insolacion',
    'insol*',
    'se_insolo|se_asoleo',
    'mucho calor|sol ~8 jade*|vomit*|babea|tambale*|desmay*|cay*',
    'carro|coche|auto|camioneta ~4 sol|calor ~8 jade*|vomit*|babea|tambale*|desmay*',
    'sobrecalent*',
    'encerrad*|quedo ~3 carro|coche|auto',
    'carro|coche|auto|camioneta ~2 encerrad*|cerrad*',
    'carro|coche|auto al sol',
    'jadea|jadeando ~2 muchisimo|sin_parar|mucho ~6 carro|coche|auto|calor|sol|tirado|tirada|no_se_para',
    'encias|lengua ~2 palid*|blanc*|gris*',
    'encia|encias|encia ~3 palid*|blanc*|gris*|descolorid*',
    'encias ~1 y ~1 lengua ~5 palid*|blanc*|gris*',
    'muy_caliente|fria_al_tacto|caliente_al_tacto',
  ],
}

export const allergicReaction: SignRule = {
  id: 'allergic-reaction',
  flag: 'allergic',
  urgency: 'emergency',
  source: 'emergencyList',
  en: [
    'face|muzzle|snout|lips|eyes|eye|head|throat ~3 swollen|swelling|swell*|puffy|puffed',
    'swelled|swelling|swollen|puffed|puffing ~1 up? ~2 his|her|its|the|whole ~1 face|muzzle|snout|lips|eyes|head',
    'swollen|swelling|puffy ~2 face|muzzle|snout|lips|eyes|throat|head',
    'hives',
    'welts',
    'face|muzzle|snout|lips|eyes|head ~3 blew_up|blown_up|puffed_up|ballooned|balloon',
    'bumps|lumps|welts ~2 all_over|everywhere ~6 face|muzzle|swell*|puff*|sting|stung|bee|wasp',
    'face|muzzle|snout|lips|eyes|head ~6 bumps_all_over',
    'anaphyla*',
    'allergic reaction',
    // Hives or welts over the body with any breathing change is anaphylaxis until seen (emergencyList: "facial swelling with hives or breathing trouble").
    'covered|full ~2 in|of ~1 bumps|welts|hives|lumps ~8 wheez*|breath*|gasp*|cough*|pant*',
    'bumps|welts|hives|lumps ~2 all_over|everywhere ~8 wheez*|breath*|gasp*|cough*|pant*',
    'wheez*|breath*|gasp* ~8 covered|full ~2 in|of ~1 bumps|welts|hives|lumps',
    'stung ~3 face|mouth|throat',
    // A sting followed by breathing trouble, vomiting or collapse is anaphylaxis.
    'stung|sting|bee|wasp|hornet|yellowjacket|yellow_jacket ~10 wheez*|gasp*|trouble_breathing|hard_to_breathe|collaps*|hives|welts',
  ],
  es: [
    'cara|hocico|labios|ojos|trompa|garganta|cabeza ~3 hinchad*|inflamad*',
    'hincho|hinchado|hinchada|inflamo|inflo|hinchando|inflando ~3 cara|carita|hocico|trompa|labios|ojos|ojitos|boca|garganta|cabeza|trompita',
    'hinchazon ~2 cara|hocico|labios|ojos',
    'ronchas',
    'habones',
    'ronchas|ronchitas|habones|granos|bolitas ~9 respira|respirar|respiracion|silbido|silba|ahoga|jadea',
    'lleno|llena ~2 de ~1 ronchas|habones|bolitas|granos ~8 respira*|silb*|ahog*|tos',
    'reaccion alergica',
    'anafila*',
    'picadura|pico ~3 cara|hocico|boca',
    'picadura|pico|abeja|avispa ~10 silb*|ahog*|le_cuesta_respirar|se_desmayo|ronchas',
  ],
}
