import type { SignRule } from './signRule'

// Teeth and a painful mouth. Each rule takes its place in RULES (index.ts), worst first.

export const teeth: SignRule = {
  id: 'teeth',
  flag: 'teeth',
  urgency: 'routine',
  source: 'peakPaws',
  en: ['bad breath', 'teeth|tooth', 'gum|gums', 'dental', 'tartar', 'plaque'],
  es: ['mal aliento', 'diente|dientes|muela|muelas', 'encia|encias', 'sarro', 'dental'],
}

export const mouthPain: SignRule = {
  id: 'mouth-pain',
  flag: 'teeth',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'broke|broken|cracked|fractured|chipped|snapped ~5 tooth|teeth|fang|canine|molar',
    'mouth pain',
    'pawing at ~2 mouth',
    'drop* ~2 food|kibble',
    'eating|chewing|chews ~3 one side|slow',
    'drool*',
    'gums ~3 red|swollen',
    'swelling|swollen ~4 under|below ~3 eye',
  ],
  es: [
    'quebro|rompio|roto|rota|partio|partido|despostill* ~3 diente|muela|colmillo|dientito|colmillito',
    'dolor ~2 boca',
    'se le cae la comida',
    'mastica ~3 un lado',
    'babea|babeando',
    'hinchad* ~3 debajo ~3 ojo',
    'encias ~3 rojas|hinchadas',
  ],
}
