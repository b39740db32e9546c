import type { SignRule } from './signRule'

// Legs that will not work: a cat's back legs weak, cold or dragging (a clot), and paralysis in either species. Each rule
// takes its place in RULES (index.ts), worst first.

export const catHindLegs: SignRule = {
  // A cat's back legs weak, odd or cold, with crying: a clot until proven otherwise (saddleThrombus); in a dog, a visit.
  id: 'cat-hind-legs',
  flag: 'paralysis',
  urgency: { cat: 'emergency', dog: 'soon' },
  source: 'saddleThrombus',
  en: [
    'back|hind|rear ~1 legs|leg|end ~6 weird|wobbly|weak|tiptoe*|funny|wont_work|giving_out|not_working|stiff|cold|floppy|flop|flops|flopping|limp|dead|useless|dangling|trailing',
    // Pads or toes cold, pale or bluish: no blood reaches the feet (saddleThrombus).
    'pads|paw_pads|toe_beans|toes|feet|paws ~4 cold|pale|white|blue|bluish|purple|icy',
    'walking|walks ~3 weird|funny|strange|wobbly ~4 back|hind|rear ~1 legs|leg|end',
    'cant|cannot|wont|unable ~2 jump|jump_up ~6 back|hind|rear|legs|wobbly|weak',
  ],
  es: [
    'patas|patitas|piernas ~1 traseras|de_atras ~4 raras|debiles|flojas|no_le_responden|tiesas|frias|chuecas|colgando|arrastra|arrastrando|muertas|aguadas',
    'almohadillas|cojinetes|deditos|patitas ~4 frias|heladas|palidas|blancas|azules|moradas',
    'no ~1 puede|quiere ~1 saltar|brincar ~6 patas|patitas|atras|traseras',
  ],
}

export const paralysis: SignRule = {
  id: 'paralysis',
  flag: 'paralysis',
  urgency: 'emergency',
  source: 'saddleThrombus',
  en: [
    'paraly*',
    'cant|cannot|couldnt|could_not|unable|wont|doesnt|not_able|wasnt_able ~2 walk|stand|move|use|get_up|getting_up ~3 back|hind|rear|legs',
    'scooting|pulling|crawling|dragging_himself|dragging_herself ~3 dragging|drags|them|back|hind',
    'cant|cannot|unable|not_able|wont|doesnt ~1 to? walk|stand|stand_up|get_up',
    'dragging|drags|dragged ~3 back|hind|rear|legs|leg|paws',
    'back|hind|rear ~1 legs|leg ~3 not_working|stopped_working|gave_out|collapsed|limp|cold|dead|paralyzed|wont_work|dont_work|useless',
    'legs|leg ~1 cold ~2 crying|yowl*',
    'back|hind|rear ~1 legs|leg|paws|end ~4 cold|icy|floppy|dragging|limp|not_moving|gone|gave_way',
    'back|hind|rear ~1 legs|leg|paws ~4 stiff_and_cold|cold_and_stiff|stiff_and_dragging',
    'cold ~1 back|hind|rear ~1 legs|paws',
    'wont|cant|doesnt ~1 move ~2 back|hind|rear ~1 legs|end',
    'scooting|pulling ~3 himself|herself|itself ~3 front legs',
    'sudden* ~3 cant walk|wobbly|lame|paralyz*',
    'wont put any weight',
    'not using ~2 back|hind legs',
    'lost|losing ~1 use|control|function ~2 of? his|her|its|the ~1 back|hind|rear ~1 legs|leg|end',
  ],
  es: [
    'paraliz*',
    'no puede ~2 caminar|pararse|levantarse|mover|moverse|sostenerse',
    'no se levanta',
    'arrastr* ~3 parte_trasera|parte_de_atras|atras',
    'camina|caminando|anda ~2 solo|nomas|solamente ~2 con ~2 las? manitas|patas_de_adelante|patas_delanteras|delanteras',
    'arrastra|arrastrando|arrastro|arrastrandose ~3 patas|pata|patitas|traseras|parte_trasera|piernas|colita|cadera',
    'patas|patitas ~1 traseras|de_atras ~3 no_funcionan|no_responden|frias|sin_fuerza|paralizad*|no_las_mueve',
    'no apoya ~2 ninguna|las patas',
    'patas|patitas|piernas ~3 frias|heladas|tiesas|muertas|flojas|sin_vida',
    'no mueve ~2 patas|patitas|piernas ~2 traseras|de_atras',
    'no ~1 camina|mueve|usa|apoya ~3 patas|patitas|piernas ~1 traseras|de_atras',
    'se le ~1 fueron|doblan|doblaron ~3 patas|patitas',
  ],
}
