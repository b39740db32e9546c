import { describe } from 'vitest'
import { itGrades } from './gradedForTests'

/**
 * Conditions a blind set showed the engine did not know (burns, smoke, hot vehicles, toads, insulin and
 * medicine accidents, eye injuries, nosebleeds, coughing blood, magnets and chewed batteries, an open
 * incision, a toy puppy low on sugar, a nursing mother trembling, a spine), each in fresh owners' words
 * in both languages, with the twins that must not cry wolf: seen but not touched, minor, denied, asked.
 */
describe('burns, smoke and heat in a vehicle', () => {
  itGrades([
    ['dog', 'knocked a pot of boiling pasta water off the stove onto my beagle', 'emergency'],
    ['cat', 'she walked across the hob right after I turned it off and her paw pads have blisters', 'emergency'],
    ['dog', 'se le cayó encima el aceite caliente de la freidora, tiene la piel roja y pelada', 'emergency'],
    ['cat', 'mi gato se subió a la plancha caliente y se quemó las patitas', 'emergency'],
    ['dog', 'there was a kitchen fire this morning, he was in the hallway for a few minutes, seems fine', 'emergency'],
    ['cat', 'se incendió el cuarto de al lado y la gata estuvo encerrada con el humo', 'emergency'],
    ['dog', 'I left him in the truck for twenty minutes, came back and he was panting hard and could barely stand', 'emergency'],
    ['dog', 'la dejamos en el carro con el sol y ahora está tirada jadeando', 'emergency'],
    ['cat', 'he sniffed a candle and singed the tip of one whisker, otherwise fine', 'not emergency'],
    ['dog', 'my neighbour smokes on the balcony, can cigarette smoke bother my dog?', 'not emergency'],
    ['dog', 'the smoke alarm went off and he hid under the bed', 'not emergency'],
  ])
})

describe('toads and frogs', () => {
  itGrades([
    ['dog', 'he grabbed a huge toad by the pool and now theres foam pouring from his mouth', 'emergency'],
    ['dog', 'mi perro mordió un sapo y está babeando muchísimo', 'emergency'],
    ['cat', 'she was carrying a frog around and now she is drooling and pawing her face', 'emergency'],
    ['dog', 'there was a toad sitting by the water bowl, I moved it before he noticed', 'not emergency'],
    ['dog', 'vimos un sapo en el jardín, el perro estaba adentro', 'not emergency'],
  ])
})

describe('insulin and medicines', () => {
  itGrades([
    ['cat', 'my daughter gave her the evening insulin and then I gave it again, we did not know', 'emergency'],
    ['dog', 'I think I drew up the wrong amount, way too much insulin by mistake', 'emergency'],
    ['dog', 'le puse doble dosis de insulina sin querer', 'emergency'],
    ['dog', 'one of my blood pressure pills dropped on the floor and he gobbled it', 'emergency'],
    ['cat', 'se le cayó a mi papá su pastilla del corazón y el gato se la comió', 'emergency'],
    ['dog', 'he got into my husband’s baclofen', 'emergency'],
    ['dog', 'chewed open my mother’s weekly pill organizer, several days are empty', 'emergency'],
    ['cat', 'she takes amlodipine for her blood pressure, can we get a refill?', 'not emergency'],
    ['dog', 'the vet said to double his insulin starting next week, when is his recheck?', 'not emergency'],
  ])
})

describe('eyes, nose, coughing blood', () => {
  itGrades([
    ['dog', 'ran through the brush and a thorn is stuck in his eye', 'emergency'],
    ['dog', 'se le clavó una astilla en el ojo', 'emergency'],
    ['cat', 'after the fight her eye looks flat and deflated', 'emergency'],
    ['dog', 'his nose has been bleeding off and on since breakfast', 'emergency'],
    ['dog', 'le sale sangre de la nariz y no para', 'emergency'],
    ['dog', 'she is coughing up blood with pink froth', 'emergency'],
    ['dog', 'tose sangre desde anoche', 'emergency'],
  ])
})

describe('magnets, batteries, an open incision', () => {
  itGrades([
    ['dog', 'he got into the fridge magnets, three of them are missing', 'emergency'],
    ['dog', 'se tragó unos imanes del refrigerador, faltan dos', 'emergency'],
    ['dog', 'bit right through an AA battery, it is leaking', 'emergency'],
    ['dog', 'he chewed the remote but both batteries are still in it', 'not emergency'],
    ['dog', 'her stitches from the spay came apart and something pink is hanging out', 'emergency'],
    ['cat', 'la esterilizaron hace tres días y se le abrieron los puntos', 'emergency'],
  ])
})

describe('a toy puppy low on sugar, a nursing mother trembling, a spine', () => {
  itGrades([
    ['dog', 'our chihuahua puppy refused breakfast. Now she is wobbly and glassy eyed', 'emergency', 2],
    ['dog', 'el cachorrito yorkie no ha querido comer hoy. Ahora está flojito y se va de lado', 'emergency', 2],
    ['dog', 'nursing a litter of five. Since this evening she is trembling all over and stiff', 'emergency'],
    ['dog', 'tiene cachorritos de dos semanas. Hoy está temblando y rígida', 'emergency'],
    ['dog', 'he is knuckling over and scuffing the tops of his back feet, fell twice', 'emergency'],
    ['dog', 'our 10 week old puppy is eating well and playing, due for his second shots', 'not emergency', 2],
  ])
})

/**
 * Concepts a later blind set showed the engine still lacked, in fresh wordings (none is a case's sentence): a cord bitten
 * while live, told across sentences; a birth with a pup part-way out; a second insulin dose told by who gave it; a caustic
 * that peels the skin; a nursing mother's cramps; blood spat from the mouth; a fire in the building; bait blocks by their
 * box; one small magnet; something run into the belly or the mouth in Spanish; a dog that cannot stand or feel its toes.
 */
describe('a live cord, and the unplugged one', () => {
  itGrades([
    ['cat', 'my cat gnawed on the laptop charger while it was plugged in, she seems ok now', 'emergency'],
    ['dog', 'puppy bit into a live extension cord, there are burn marks on the plug end, he is acting normal', 'emergency'],
    ['cat', 'found scorch marks and little bite holes on the lamp wire, kitty is hiding', 'emergency'],
    ['dog', 'he chewed the charger last night. It was still plugged in. Today he will not eat', 'emergency'],
    ['dog', 'mordisqueó el cable de la tele. Estaba conectado. Ahora no quiere comer', 'emergency'],
    ['cat', 'she chewed the cord of a lamp but it was unplugged, no marks on her', 'not emergency'],
    ['dog', 'mordió un cable viejo desconectado, está bien', 'not emergency'],
  ])
})

describe('a birth with a pup part-way out, insulin given twice, a caustic on the skin', () => {
  itGrades([
    ['dog', 'pushing for a while and there is a puppy head poking out of her but it will not come', 'emergency'],
    ['dog', 'mi perrita está pariendo y se le ve una patita del cachorro asomando pero no sale', 'emergency'],
    ['cat', 'a la gata se le ve la colita del gatito afuera y no termina de salir', 'emergency'],
    ['cat', 'my son gave him his insulin and later I did as well, so he had it twice tonight', 'emergency'],
    ['dog', 'we both injected her insulin this morning without telling each other, so she got double', 'emergency'],
    ['dog', 'mi esposo le puso la insulina y yo también se la puse, le tocó doble', 'emergency'],
    ['dog', 'se le está cayendo la piel de la panza después de echarse en el químico de la alberca', 'emergency'],
    ['dog', 'the pool chlorine tipped over on him and his legs are raw', 'emergency'],
    ['dog', 'le cayó un poquito de agua caliente en la pata, la piel está normal, no se puso roja', 'not emergency'],
  ])
})

describe('a nursing mother cramping, blood from the mouth, a fire in the building, bait blocks, one magnet', () => {
  itGrades([
    ['dog', 'our chihuahua has a two week old litter and tonight she has a twitchy shiver and her lips are pulled back', 'emergency'],
    ['dog', 'she had her pups four weeks ago. Tonight she is shivering and restless', 'emergency'],
    ['dog', 'la perra está amamantando a sus cachorritos y le dan calambres en las patas', 'emergency'],
    ['dog', 'he is spitting blood and it keeps coming, the floor is covered', 'emergency'],
    ['dog', 'mi perro escupe sangre desde hace rato', 'emergency'],
    ['dog', 'there was a fire in our apartment building this morning, we all got out, he is acting normal', 'emergency'],
    ['dog', 'caught him chewing the green bait blocks out of the rat box in the shed', 'emergency'],
    ['cat', 'the kitten swallowed one of those tiny round fridge magnets', 'emergency'],
    ['cat', 'el gatito se tragó un imancito del refri', 'emergency'],
    ['dog', 'la semana pasada la internaron por eclampsia y ya está bien, ya no tiembla, quiero una cita de control', 'not emergency'],
  ])
})

describe('run into the body or the mouth, and legs that cannot hold', () => {
  itGrades([
    ['dog', 'se clavó una varilla en la panza al brincar la barda, se le ve el agujero', 'emergency'],
    ['dog', 'se le enterró un palo en la boca jugando, tiene la lengua hinchada y sangra', 'emergency'],
    ['dog', 'mi perro no se puede parar desde esta mañana', 'emergency'],
    ['dog', 'a mi perrita le fallan las patas de atrás y no siente cuando le pellizco los dedos', 'emergency'],
    ['dog', 'no se puede levantar, las patas traseras no le responden', 'emergency'],
  ])
})

/** A second sweep of the less common emergencies in fresh wordings, both languages: what it found missing. */
describe('algae by its colour, an eye hurt in Spanish, no back legs, a battery gone, a mother after the birth, a mouth bleeding, hours of labour, a newborn not nursing', () => {
  itGrades([
    ['dog', 'we were at the lake and he drank from a spot with greenish blue scum, now hes drooling and wobbly', 'emergency'],
    ['dog', 'mi perro se lastimó el ojo con una rama y lo tiene cerrado y lloroso', 'emergency'],
    ['dog', 'mi salchicha se cayó de la cama y ya no camina de atrás', 'emergency'],
    ['dog', 'he bit through a glow stick and a lithium battery from the remote is missing', 'emergency'],
    ['cat', 'after giving birth 2 weeks ago she is panting, wobbly and trembling', 'emergency'],
    ['dog', 'bleeding from his mouth after chewing a bone, wont stop after 10 min', 'emergency'],
    ['dog', 'mi perra está pariendo, ya van tres horas y no sale el primer cachorro', 'emergency'],
    ['cat', "kitten is cold, weak and won't nurse, she's 3 days old", 'emergency'],
    ['cat', 'lleva tres horas debajo de la cama y no sale, se asustó con los cohetes', 'not emergency'],
    ['dog', 'the puppies are 7 weeks and the mom doesnt want to nurse them anymore, normal weaning?', 'not emergency'],
  ])
})

/** A third sweep, cats and long or regional wordings: legs that fail, a jaw hanging, maggots, sudden circling. */
describe('legs that will not work, a crooked jaw, maggots in a wound, sudden circling', () => {
  itGrades([
    ['cat', 'a mi gato de repente no le funcionan las patas de atrás y maúlla de dolor', 'emergency'],
    ['cat', 'my cat is yowling and dragging herself with her front legs only', 'emergency'],
    ['cat', 'mi gato llegó con la mandíbula chueca y sangrando', 'emergency'],
    ['dog', "there's a wound on his side that is full of maggots", 'emergency'],
    ['cat', 'mi gatita tiene gusanos en una herida', 'emergency'],
    ['cat', 'my senior cat is suddenly walking in circles, head tilted, and fell over', 'emergency'],
    ['dog', 'found a maggot on the floor near his food bowl, he is fine', 'not emergency'],
    ['cat', 'tiene gusanos en la popó, quiero desparasitar', 'not emergency'],
    ['cat', 'my old cat walks in circles before lying down, always has', 'not emergency'],
  ])
})

/** A fourth sweep, household poisons and wild animals: washer fluid, raw dough in Spanish, porcupine quills. */
describe('washer fluid, raw dough, porcupine quills', () => {
  itGrades([
    ['dog', 'he drank some of the windshield washer fluid, the blue stuff', 'emergency'],
    ['dog', 'se comió la masa del pan cruda y se le está inflando la panza', 'emergency'],
    ['dog', "he's got porcupine quills all over his face and mouth", 'emergency'],
    ['dog', 'se metió con un puercoespín y tiene espinas en la boca', 'emergency'],
    ['dog', 'filled the windshield washer fluid, can the fumes bother the dog in the garage? he was inside the house', 'not emergency'],
    ['dog', 'we saw a porcupine on our walk, kept the dog on leash, no contact', 'not emergency'],
  ])
})

/** Cats described rather than named: a male at the box a lot, a belly that works to breathe, coolant by its taste, a running dryer. */
describe('a male cat at the box, breathing with the belly, something sweet under the car, a dryer, pads burnt on a stove', () => {
  itGrades([
    ['cat', "my boy cat's belly feels hard like a water balloon and he cries when i touch it, been in the litter box a lot", 'emergency'],
    ['cat', 'he has been breathing with his tummy pushing in and out, sitting up and not lying down', 'emergency'],
    ['cat', 'my cat got into the garage and licked something sweet off the floor under the car', 'emergency'],
    ['cat', 'my cat accidentally got shut in the clothes dryer and it ran for a few minutes', 'emergency'],
    ['cat', "kitty jumped on the stove, her paw pads are red and she's licking them and crying", 'emergency'],
    ['dog', 'el perro se paró en la parrilla caliente, tiene las almohadillas rojas y peladas', 'emergency'],
    ['cat', 'she jumped on the stove but it was off and cold, pads look normal', 'not emergency'],
    ['cat', 'my female cat spends a lot of time in the litter box digging, pees normal big clumps', 'not emergency'],
    ['cat', 'my cat likes to sleep on top of the dryer when it’s warm', 'not emergency'],
    ['dog', 'his belly goes in and out fast when he’s dreaming, wakes up fine', 'not emergency'],
  ])
})

/** A sweep of Spanish dogs: an insect bait with trembling, pink froth, something heavy fallen on him. */
describe('insect bait with a sign, pink froth, a television fallen on him', () => {
  itGrades([
    ['dog', 'se comió el cebo para cucarachas y tiembla', 'emergency'],
    ['dog', 'está tosiendo y le sale espuma rosada por la nariz', 'emergency'],
    ['dog', 'se le cayó la tele encima y no se quiere levantar', 'emergency'],
    ['dog', 'se le cayó un juguete encima y salió corriendo, está bien', 'not emergency'],
    ['dog', "there are ant baits under the sink, can he get to them? he hasn't touched them", 'routine'],
  ])
})

/** A sweep of English dogs told by what the owner sees: head pressing, turning blue, bait by who left it, blood thinners, a trap. */
describe('head pressing, turning blue, the exterminator’s bait, blood thinners, a leg in a trap', () => {
  itGrades([
    ['dog', 'hes got his head pressed against the wall and wont move, acting confused', 'emergency'],
    ['dog', "my dog's breathing sounds like a honk and he's turning blue, he's a pug", 'emergency'],
    ['dog', 'my dog ate some of the blue stuff the exterminator put in the attic', 'emergency'],
    ['dog', "he ate grandma's blood thinner pills", 'emergency'],
    ['dog', "he got his leg caught in a trap and it's bent weird", 'emergency'],
    ['dog', 'he breathes fast after running at the park, calms down after', 'not emergency'],
    ['dog', 'grandma takes blood thinners, the dog is fine, just wondering if that matters for his surgery', 'not emergency'],
    ['dog', 'he pushes his head into my hand for pets all the time', 'not emergency'],
  ])
})
