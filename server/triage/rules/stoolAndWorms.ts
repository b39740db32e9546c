import type { SignRule } from './signRule'

// Constipation, worms, and blood in the stool or the urine (one rule covers both, as owners name them together). Each rule
// takes its place in RULES (index.ts), worst first.

export const constipation: SignRule = {
  id: 'constipation',
  flag: 'vomiting',
  urgency: 'soon',
  source: 'peakPaws',
  en: [
    'hasnt|not|no|havent ~2 pooped|poop|pooping',
    'constipat*',
    'backed|blocked|bunged ~1 up',
    'cant|cannot|trying_to ~2 poop|go_number_two|go_#2',
  ],
  es: ['estrenid*', 'no ~2 ha_hecho|hace ~1 popo|caca'],
}

export const worms: SignRule = {
  id: 'worms',
  flag: 'vomiting',
  urgency: 'soon',
  source: 'peakPaws',
  en: ['worm|worms|tapeworm*|roundworm*'],
  es: ['gusano*|lombri*|parasitos'],
}

export const bloodInStoolOrUrine: SignRule = {
  id: 'blood-in-stool-or-urine',
  flag: 'bleeding',
  urgency: 'soon',
  source: 'brekke',
  en: [
    'blood|bloody ~3 stool|stools|poop|poo|urine|pee|feces|faeces',
    'stool|poop|pee|urine ~2 blood|bloody|red|pink',
    'bleed*|bleeding|bled',
    'blood',
  ],
  es: ['sangre ~3 heces|caca|popo|orina|pipi|pis', 'orina|pipi|heces|caca|popo ~2 con sangre|roja|rojiza', 'sangr*'],
}
