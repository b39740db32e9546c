import { describe } from 'vitest'
import { itGrades } from './gradedForTests'

/**
 * Concepts the engine lacked when the third held-out set was spent, each in fresh wordings of our
 * own (none of that set's sentences), English and Spanish, cats and dogs, with the denied, mild or
 * past twins that must not fire.
 */
describe('a vehicle touching a pet, however light the word, is trauma', () => {
  itGrades([
    ['dog', 'the mail truck clipped him at the curb, hes walking but shaking', 'emergency'],
    ['dog', 'a car bumped her backing out of the garage, she yelped and ran off', 'emergency'],
    ['dog', 'got tagged by a minivan in the parking lot, seems fine', 'emergency'],
    ['cat', 'my cat got knocked by a car last night and is hiding under the bed', 'emergency'],
    ['dog', 'the neighbors jeep backed over his paw', 'emergency'],
    ['dog', 'a golf cart ran into him at the park', 'emergency'],
    ['dog', 'lo rozo una camioneta al salir del garaje, camina bien pero llora', 'emergency'],
    ['dog', 'una troca le pego a mi perrita en la calle', 'emergency'],
    ['dog', 'la camioneta del vecino le piso la pata al echarse en reversa', 'emergency'],
    ['cat', 'a mi gata la golpeo un coche anoche, esta escondida', 'emergency'],
    ['dog', 'he chases cars in the street, no accident yet, how to train him', 'not emergency'],
    ['dog', 'he loves car rides but gets carsick and drools', 'not emergency'],
    ['dog', 'no car hit him, he just limps after the park', 'not emergency'],
    ['dog', 'no lo atropellaron, solo cojea un poco', 'not emergency'],
  ])
})

describe('short words with a slip: a dropped g, a dropped e, a single letter for a double, a silent h left out', () => {
  itGrades([
    ['dog', 'her face puffd up after the bee and shes wheezing', 'emergency'],
    ['dog', 'his lips are swolen and he has hives', 'emergency'],
    ['cat', 'boy cat keeps goin to the litterbox and nothing comes out', 'emergency'],
    ['cat', 'kitty breathin with her belly, elbows sticking out', 'emergency'],
    ['dog', 'hes tryin to throw up but nothin comin up and his belly is bloated', 'emergency'],
    ['cat', 'mi gatita se trago un ilo de coser', 'emergency'],
    ['dog', 'mi perro esta inchado de la panza y quiere vomitar', 'emergency'],
    ['dog', 'se comio un ueso de pollo y esta vomitando sangre', 'emergency'],
    ['dog', 'her face isnt swolen, just a small bump on her leg', 'not emergency'],
    ['dog', 'no esta inchado, come bien', 'not emergency'],
  ])
})

describe('hives or welts over the body with a breathing change', () => {
  itGrades([
    ['cat', 'my cat is covered in bumps and wheezy after the new shampoo', 'emergency'],
    ['dog', 'covered in welts all over after the walk and breathing weird', 'emergency'],
    ['dog', 'le salieron ronchas por todo el cuerpo y respira con silbido', 'emergency'],
    ['dog', 'lleno de ronchas y le cuesta respirar', 'emergency'],
    ['dog', 'a few itchy bumps on his belly, breathing fine, face normal', 'not emergency'],
    ['dog', 'tiene unas ronchitas en la panza, respira bien, la cara normal', 'not emergency'],
    ['cat', 'cat swatted a bee, her paw is a bit swollen, face normal, breathing ok', 'not emergency'],
  ])
})

describe('a cat at the litter box: trips are frequency, no urine is a blockage, a male is blocked until proven otherwise', () => {
  itGrades([
    ['cat', 'my male kitty is in and out of his litterbox and crying', 'emergency'],
    ['cat', 'he keeps squatting in the litterbox over and over, box is dry, meowing', 'emergency'],
    ['cat', 'mi gato macho entra y sale del arenero y no deja nada, llora', 'emergency'],
    ['cat', 'el gato se la pasa en la caja de arena pujando y no sale pipi', 'emergency'],
    ['cat', 'in and out of the litter box, nothing comes out, crying', 'emergency'],
    ['cat', 'cat keeps going to the litter tray and the litter is dry', 'emergency'],
    ['cat', 'spayed girl in and out of the litter box a lot, small clumps', 'soon'],
    ['cat', 'mi gata esterilizada va mucho al arenero, deja bolitas chiquitas', 'soon'],
  ])
})

describe('orthopnoea: sitting up with elbows out and neck stretched to breathe', () => {
  itGrades([
    ['cat', 'my cat is sitting up with her elbows out and her neck stretched, breathing fast', 'emergency'],
    ['cat', 'cat wont lie down, sitting hunched with elbows out, sides heaving', 'emergency'],
    ['dog', 'dog sitting with elbows spread and neck stretched out to breathe, wont lie down', 'emergency'],
    ['cat', 'mi gata respira con los codos abiertos y estira el cuello', 'emergency'],
    ['cat', 'la gata no se quiere acostar y respira con la panza muy rapido', 'emergency'],
    ['cat', 'my cat stretched her neck out to sniff the plant, breathing normally', 'not emergency'],
    ['dog', 'he lies down fine and breathes normally, just itchy elbows', 'not emergency'],
  ])
})

describe("a cat's fast counted by days or by its last meal", () => {
  itGrades([
    ['cat', 'cat last ate on saturday and its monday now', 'emergency'],
    ['cat', 'the last time she ate anything was friday night', 'emergency'],
    ['cat', 'hes refused food since the weekend', 'emergency'],
    ['cat', 'cat has barely touched food for 2 days', 'emergency'],
    ['cat', 'la ultima vez que comio fue el domingo', 'emergency'],
    ['cat', 'no ha comido desde el fin de semana', 'emergency'],
    ['cat', 'mi gato no come nada desde antier', 'emergency'],
    ['cat', 'cat skipped breakfast this morning but ate dinner', 'soon'],
    ['dog', 'dog last ate on saturday and its monday now', 'soon'],
  ])
})

describe("a sign weeks past and said to be over, and combinations of today's signs only", () => {
  itGrades([
    ['cat', 'he was straining last month, it was a uti, antibiotics fixed it, peeing normal now, recheck', 'routine'],
    ['cat', 'el mes pasado le costaba orinar, ya se curo, ahora orina bien, solo revision', 'routine'],
    ['cat', 'he was straining last week, not sure it is over', 'soon'],
  ])
})

describe('taken away in time, with no subject, or counted and none missing', () => {
  itGrades([
    ['dog', 'yanked the grapes away before he got any, none missing', 'routine'],
    ['dog', 'grabbed the chocolate bar off him before he had any, all the squares still there', 'routine'],
    ['dog', 'snatched the bag of raisins before she got any, counted, all there', 'routine'],
    ['dog', 'le quite las uvas antes de que agarrara alguna, no falta ninguna', 'routine'],
    ['dog', 'yanked the grapes away but he already ate a few', 'emergency'],
    ['dog', 'le quite las uvas pero ya se habia comido unas', 'emergency'],
  ])
})

describe("a toxin's Spanish names: sago palm", () => {
  itGrades([
    ['dog', 'mi perro mordio las semillas de la palma sagu', 'emergency'],
    ['dog', 'se comio unas semillas de palma de sagu del jardin', 'emergency'],
    ['dog', 'my dog chewed on the sago palm seeds', 'emergency'],
    ['cat', 'mi gato mordisqueo la palmera sagu', 'emergency'],
  ])
})

describe("everyday words that are also toxins' names count only with eating or drinking", () => {
  itGrades([
    ['cat', 'se rasca las orejas y tiene como cafe adentro', 'soon'],
    ['dog', 'tiene los ojos con lagañas color cafe', 'soon'],
    ['dog', 'el perro es de color cafe con blanco', 'routine'],
    ['dog', 'sale un liquido cafe de la oreja', 'soon'],
    ['dog', 'se tomo mi cafe', 'emergency'],
    ['dog', 'se comio los granos de cafe', 'emergency'],
    ['dog', 'lamio el cafe que se cayo', 'emergency'],
    ['dog', 'vino cojeando del parque', 'soon'],
    ['dog', 'se tomo el vino de la copa', 'emergency'],
    ['dog', 'tiene hongos en las patas y se rasca mucho', 'not emergency'],
    ['dog', 'se comio unos hongos del jardin', 'emergency'],
    ['cat', 'mi tomcat is due for his vaccines', 'routine'],
    ['dog', 'he ate tomcat mouse bait from the garage', 'emergency'],
    ['dog', 'cuando le pasas la mano por la espalda se queja', 'not emergency'],
    ['dog', 'se comio las pasas del pan', 'emergency'],
    ['dog', 'he pulls weeds with me in the garden, just want a checkup', 'routine'],
  ])
})

describe('a toxin only asked about is not an exposure', () => {
  itGrades([
    ['cat', 'las azucenas son malas para gatos? no tengo ninguna, solo pregunto', 'routine'],
    ['cat', "the lilies in my neighbour's garden, are they dangerous for cats? just asking", 'routine'],
    ['dog', 'las uvas son malas para los perros? solo pregunto', 'routine'],
    ['cat', 'el lirio es toxico para los gatos?', 'routine'],
    ['dog', 'what human foods are toxic, we dont have any grapes at home, just curious', 'routine'],
    ['dog', 'are grapes bad? he ate like 5', 'emergency'],
    ['dog', 'el chocolate es malo? se comio una barra', 'emergency'],
    ['cat', 'is it bad if my cat licked a lily? she licked the pollen', 'emergency'],
    ['dog', 'que hago si se comio un chocolate entero', 'emergency'],
    ['dog', 'what do i do if he ate a grape, he did eat one', 'emergency'],
    ['dog', 'what if he eats grapes someday, should i worry', 'routine'],
    ['dog', 'si come uvas algun dia que hago', 'routine'],
  ])
})
describe('more cats and Mexican Spanish', () => {
  itGrades([
    ['cat', 'my cat is yowling and cant walk on his back legs', 'emergency'],
    ['cat', 'cat peeing outside the box, straining, tiny drops with blood, male', 'emergency'],
    ['cat', 'mi gatito macho se esta haciendo pipi gotitas con sangre y llora', 'emergency'],
    ['cat', 'my cat is drooling and pawing at her mouth after licking the dogs flea stuff', 'emergency'],
    ['cat', 'mi gata se lamio el antipulgas del perro y esta babeando', 'emergency'],
    ['cat', 'my cat ate part of a lily leaf from the bouquet', 'emergency'],
    ['cat', 'my cat has been hiding and hasnt eaten since friday', 'emergency'],
    ['cat', 'gato con la boca abierta respirando como perro', 'emergency'],
    ['cat', 'mi gato respira con la boca abierta despues de estar quieto', 'emergency'],
    ['dog', 'mi perro se comio una paleta de xilitol', 'emergency'],
    ['dog', 'se comio unos chicles trident', 'emergency'],
    ['dog', 'se trago unas uvas que tire al piso', 'emergency'],
    ['dog', 'se comio un taco con cebolla y ajo', 'emergency'],
    ['dog', 'le di un pedazo de chocolate', 'emergency'],
    ['dog', 'se empaco un chocolate', 'emergency'],
    ['dog', 'mi perro se atraganto con un hueso y no puede respirar', 'emergency'],
    ['dog', 'se le torcio el estomago, tiene la panza dura y quiere vomitar', 'emergency'],
    ['dog', 'le dio un ataque y no paraba de temblar como 10 minutos', 'emergency'],
    ['dog', 'mi perrita esta tirada y no se mueve, tiene las encias blancas', 'emergency'],
    ['dog', 'mi perro se peleo con un pitbull y tiene hoyos en el cuello', 'emergency'],
    ['dog', 'un carro atropello a mi perro pero se ve bien', 'emergency'],
    ['dog', 'mi perro se comio una bolsa de dulces sin azucar', 'emergency'],
    ['dog', 'se comio un frasco de ibuprofeno', 'emergency'],
    ['dog', 'el perro se comio el veneno de las cucarachas', 'emergency'],
    ['dog', 'se tomo el agua verde que sale del carro', 'emergency'],
    ['cat', 'mi gata esta bien, solo queremos esterilizarla', 'not emergency'],
    ['cat', 'my cat yowls at night since she is in heat, eating fine', 'not emergency'],
    ['cat', 'mi gato maulla mucho en la noche, come bien y usa su arenero', 'not emergency'],
  ])
})
describe('soon or routine where the words say so', () => {
  itGrades([
    ['dog', 'cracked a big piece off his molar on an antler, pink showing', 'soon'],
    ['cat', 'ate only half her dinner, otherwise herself', 'soon'],
    ['cat', 'my cat came home from a fight 2 days ago and now has a warm puffy lump on his neck', 'soon'],
    ['cat', 'mi gato llego con un bulto caliente en la cara despues de pelear', 'soon'],
    ['cat', 'kitten breathed with her tongue out after zoomies, stopped in a minute', 'soon'],
    ['cat', 'mi gata saco la lengua y respiraba rapido despues de jugar', 'soon'],
    ['dog', 'threw up grass once, back to begging for treats now', 'routine'],
    ['dog', 'was limping after the beach, gone now, running around like normal', 'routine'],
    ['cat', 'coughed up a hairball, ate breakfast right after, zooming around', 'routine'],
  ])
})
