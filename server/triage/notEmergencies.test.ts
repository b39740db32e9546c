import { describe } from 'vitest'
import { itGrades } from './gradedForTests'

/**
 * What must not cry wolf: denied signs, past events, questions, taken-away exposures and minor things, in both languages.
 */
describe('denied, past, asked or minor: no emergency', () => {
  itGrades([
    ['dog', 'no blood in his poop, just a bit soft since yesterday', 'not emergency'],
    ['dog', 'he didnt get hit, the car stopped in time, he is just scared', 'not emergency'],
    ['dog', 'no vomiting no diarrhea just wants to eat grass', 'not emergency'],
    ['dog', 'she isnt bloated, just gassy after eating beans', 'not emergency'],
    ['cat', 'my male cat is peeing fine, big clumps, just wants his vaccines', 'not emergency'],
    ['cat', 'he pees normal, no straining, just overgrooming his belly', 'not emergency'],
    ['dog', 'had a seizure 2 yrs ago, on meds, fine, needs a refill', 'not emergency'],
    ['dog', 'the seizure was back in 2021, none since', 'not emergency'],
    ['dog', 'hace dos anos le dio una convulsion, ahora esta bien, quiero la receta', 'not emergency'],
    ['dog', 'no ha vuelto a convulsionar desde el ano pasado', 'not emergency'],
    ['dog', 'nunca ha convulsionado, solo tiembla cuando tiene frio', 'not emergency'],
    ['dog', 'no esta sangrando, solo tiene una costra', 'not emergency'],
    ['dog', 'ni vomito ni diarrea, solo no quiere el alimento nuevo', 'not emergency'],
    ['dog', 'no se comio el chocolate, lo tenia yo en la mano', 'not emergency'],
    ['dog', 'didnt eat the grapes, they were on the counter out of reach', 'not emergency'],
    ['dog', 'i dropped an advil but found it right away, he didnt get it', 'not emergency'],
    ['dog', 'se me cayo una pastilla pero la encontre antes que el', 'not emergency'],
    ['cat', 'no lilies in our house, just want to know which flowers are safe', 'not emergency'],
    ['cat', 'we dont have lilies, we have roses, is that ok?', 'not emergency'],
    ['dog', 'he used to have fits as a pup but grew out of them', 'not emergency'],
    ['dog', 'got hit by a car when he was a puppy, walks with a bit of a limp, arthritis check', 'not emergency'],
    ['dog', 'lo atropellaron de cachorro, ahora cojea un poco de viejito', 'not emergency'],
    ['cat', 'she stopped eating for a day last year when we moved, eating fine now', 'not emergency'],
    ['cat', 'el ano pasado dejo de comer un dia, ahora come bien', 'not emergency'],
    ['dog', 'his breathing is normal, he just snores', 'not emergency'],
    ['dog', 'respira normal, solo ronca', 'not emergency'],
    ['dog', 'she is limping a bit on her back leg since the park, putting weight on it', 'not emergency'],
    ['dog', 'cojea poquito de la pata trasera, si la apoya', 'not emergency'],
    ['dog', 'she sneezes when she sniffs the carpet', 'not emergency'],
    ['dog', 'reverse sneezing fits a couple times a week, stops in seconds', 'not emergency'],
    ['dog', 'he ate a little bit of grass and threw up once, now normal', 'not emergency'],
    ['dog', 'vomito pasto una vez y ya esta bien', 'not emergency'],
    ['dog', 'his belly is getting big, he is fat, diet advice', 'not emergency'],
    ['dog', 'panza grande porque come mucho, quiero dieta', 'not emergency'],
    ['cat', 'my cat threw up a hairball, eating normally', 'not emergency'],
    ['cat', 'vomito una bola de pelo, esta bien', 'not emergency'],
    ['dog', 'mild itch on his paws in spring', 'not emergency'],
    ['dog', 'se rasca las orejas un poco', 'not emergency'],
    ['dog', 'her nail broke, bled a little, stopped with flour', 'not emergency'],
    ['dog', 'what are signs of bloat i should watch for in my great dane', 'not emergency'],
    ['dog', 'cuales son los sintomas de la torsion gastrica', 'not emergency'],
    ['cat', 'what are the signs of a urinary blockage in male cats', 'not emergency'],
    ['dog', 'is it normal for a puppy to have hiccups', 'not emergency'],
    ['dog', 'can i give my dog benadryl for a bee sting on his paw, no swelling on face', 'not emergency'],
    ['dog', 'when should i worry about panting', 'not emergency'],
    ['dog', 'how do i know if my dog has heatstroke, its hot this week', 'not emergency'],
    ['dog', 'que hago si mi perro se come un chocolate? es para saber', 'not emergency'],
    ['dog', 'he ate his own poop again, gross, fine otherwise', 'not emergency'],
    ['dog', 'se comio un pedazo de pollo sin hueso', 'not emergency'],
    ['dog', 'ate a piece of carrot, is that ok', 'not emergency'],
    ['dog', 'el perro comio croquetas de gato', 'not emergency'],
    ['dog', 'she ate a bit of cheese', 'not emergency'],
    ['cat', 'my cat ate a fly', 'not emergency'],
    ['cat', 'mi gato se comio una mosca', 'not emergency'],
    ['dog', 'no swelling, no hives, just a small bump where the bee got him', 'not emergency'],
    ['dog', 'he is eating, drinking, peeing and pooping normally', 'not emergency'],
    ['dog', 'come, toma agua, hace pipi y popo normal', 'not emergency'],
    ['dog', 'i think he might have a tick, no symptoms', 'not emergency'],
    ['dog', 'vaccine reaction last year was mild, what should we do this year', 'not emergency'],
    ['dog', 'no le ha dado golpe de calor, solo queremos cortarle el pelo para el verano', 'not emergency'],
    ['cat', 'my cat is not panting, breathing through her nose, just sneezing', 'not emergency'],
    ['cat', 'mi gata no jadea, solo estornuda', 'not emergency'],
    ['dog', 'no le sale sangre, solo tiene la herida abierta', 'not emergency'],
    ['dog', 'she fell off the couch but got right up and is playing', 'not emergency'],
    ['dog', 'se cayo del sillon pero esta jugando normal', 'not emergency'],
    ['dog', 'not eating his kibble but eating treats fine', 'not emergency'],
    ['dog', 'he isnt breathing hard at all, just coughing a bit at night', 'not emergency'],
    ['dog', 'he has no trouble breathing', 'not emergency'],
  ])
})

describe('artificial flowers, things counted "out", questions about the species, and an object that came back out', () => {
  itGrades([
    ['cat', 'the bouquet has artificial lilies in it, plastic ones, is that fine with a cat?', 'not emergency'],
    ['cat', 'tenemos unos lirios de tela en la sala, el gato los huele', 'not emergency'],
    ['cat', 'she chewed a leaf of the real lily in the vase, the silk ones are upstairs', 'emergency'],
    ['cat', 'he knocked the ibuprofen bottle over, no tablets missing, lid still on', 'not emergency'],
    ['cat', 'male cat straining in the box, no urine out at all', 'emergency'],
    ['dog', 'do dogs usually snore this loud? mine started last month', 'not emergency'],
    ['cat', 'es normal que los gatos respiren con la boca abierta? vi un video', 'not emergency'],
    ['cat', 'my cat is breathing with her mouth open right now, is that normal for cats?', 'emergency'],
    ['dog', 'she swallowed a hair tie this morning but threw it up an hour later, acting normal', 'not emergency'],
    ['dog', 'se trago una liga pero la vomito en la tarde, esta normal', 'not emergency'],
    ['dog', 'he swallowed a sock and now keeps retching, nothing comes up', 'emergency'],
  ])
})

describe('words of an emergency used for something else', () => {
  itGrades([
    ['dog', 'he had a fit of barking at the mailman then chilled', 'not emergency'],
    ['cat', 'she gets a fit of the crazies every night at 2am', 'not emergency'],
    ['dog', 'le dio un ataque de celos cuando llego el bebe', 'not emergency'],
    ['cat', "lump on her neck, warm and hot to touch, she's eating", 'not emergency'],
    ['dog', 'tiene un bulto en la pata, caliente, desde la pelea', 'not emergency'],
    ['dog', 'my dog is not breathing weird or anything, just snores', 'not emergency'],
    ['cat', 'male cat pees huge puddles outside the box when we have guests', 'not emergency'],
    ['cat', 'mi gato macho orina charcos grandes fuera del arenero cuando hay visitas', 'not emergency'],
    ['dog', 'nicked the quick, a few drops of blood on the floor, stopped now', 'not emergency'],
  ])
})

describe('a coughing fit, and blood-tinged discharge while she is in heat', () => {
  itGrades([
    ['dog', 'tuvo un ataque de tos pero ya esta bien', 'not emergency'],
    ['dog', 'had a fit of coughing after drinking too fast, fine now', 'not emergency'],
    ['dog', 'shes in heat right now, a little bloody discharge, eating fine', 'not emergency'],
    ['dog', 'esta en celo y le sale un poco de sangre, come bien', 'not emergency'],
    ['dog', 'her heat ended a month ago and now there is bloody discharge and she wont eat', 'emergency'],
  ])
})

describe('owner ruling a sign out, a habit stopped, urine flowing', () => {
  itGrades([
    ['cat', 'sneezing for a few days, breathing normal with his mouth closed', 'not emergency'],
    ['cat', 'estornuda mucho pero respira bien con la boca cerrada', 'not emergency'],
    ['dog', 'she no longer comes to greet me at the door, sleeping more, eating fine', 'not emergency'],
    ['cat', 'my boy cat hasnt pooped since yesterday, but big pee clumps in the litter box', 'not emergency'],
  ])
})

describe('read about, named as a look, over or caught in time', () => {
  itGrades([
    // A dog and a lily: a stomach upset, not a cat's kidneys; what the owner read is not a sign.
    ['dog', 'chewed a lily petal and threw up once, fine now, i read they are toxic', 'not emergency'],
    ['dog', 'hace como 6 meses se comió una pastilla de clonazepam y salió bien, ahora quiero la vacuna', 'not emergency'],
    [
      'dog',
      'no se comió el chocolate, lo agarré a tiempo, solo pregunto cuánto chocolate es peligroso para un perro chico',
      'not emergency',
    ],
    ['dog', 'vamos a ir a una laguna en el verano y leí de las algas tóxicas, todavía no ha ido, solo quiero prevenir', 'not emergency'],
    ['cat', 'una mancha color café en la encía y sarro café en las muelas, come bien', 'not emergency'],
    // Discharge coming out of an eye is not the eye coming out, nor coolant by its colour.
    ['cat', 'her eye has green goop coming out since yesterday, otherwise fine', 'not emergency'],
    ['dog', 'his ear flap puffed up overnight and he keeps shaking his head', 'not emergency'],
    // Play told first and the panting then is exertion, as "after play" is.
    [
      'cat',
      'she went wild chasing the laser for ten minutes, then panted with her mouth open for a few seconds and stopped, now asleep',
      'not emergency',
    ],
    // Blood-pressure pills are a medicine, not blood; none was eaten.
    ['dog', 'found one of my blood pressure pills under the sofa, still whole, he didnt get it', 'routine'],
    ['dog', 'mi perro grita cuando lo cargo desde ayer pero camina bien', 'not emergency'],
    ['dog', 'al estornudar le salió una gotita de sangre de la nariz, ya paró', 'not emergency'],
  ])
})

describe('a schedule, a cover, a little blood, pool water, a closed bait box, white chocolate, a habit in the heat', () => {
  itGrades([
    ['dog', 'our diabetic dog gets insulin twice a day, needs his recheck', 'not emergency'],
    ['dog', 'mi perro diabético se pone insulina dos veces al día, quiero cita', 'not emergency'],
    ['dog', 'the tv remote battery cover is missing but the batteries are in it', 'not emergency'],
    ['dog', 'a little blood from his mouth after chewing a stick, stopped right away, playing', 'not emergency'],
    ['dog', 'he got a little bit of chlorine pool water in his eyes, they are a bit red, otherwise fine', 'not emergency'],
    ['dog', 'la caja de veneno para ratas está cerrada y él no la ha tocado, es seguro?', 'not emergency'],
    // White chocolate carries almost none of chocolate's poison; panting "when it is hot" is a habit, not a heatstroke now.
    ['dog', 'le dimos chocolate blanco un pedacito chiquito, pesa 30 kilos, está bien', 'not emergency'],
    ['dog', 'jadea mucho cuando hace calor pero se recupera a la sombra', 'not emergency'],
  ])
})

describe('an old tom who drinks a lot, a dog who snores', () => {
  itGrades([
    // Drinking a lot is not a urinary sign: a blocked male cat does not drink more.
    ['cat', 'el gato bebe mucha agua, tiene 15 años, come bien', 'soon'],
    ['cat', 'my old tom drinks a ton of water lately, eating well', 'soon'],
    ['dog', 'my dog breathes really loud when he sleeps, always has, snores', 'not emergency'],
  ])
})
