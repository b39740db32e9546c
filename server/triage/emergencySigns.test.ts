import { describe } from 'vitest'
import { itGrades } from './gradedForTests'

/**
 * Emergency signs of the labelling guide (breathing, gums, collapse, seizures, bloat, paralysis, labour, heat),
 * written fresh as owners write (slang, texting, typos, Mexican and US Spanish, cats' own
 * presentations), each with the denied, past or mild twins that must not fire.
 */
describe('breathing trouble, in a cat any open-mouth breathing or panting at rest', () => {
  itGrades([
    ['cat', 'my cat is panting while laying on the couch, hasnt played at all', 'emergency'],
    ['cat', 'kitty breathing w her mouth open sitting in the corner', 'emergency'],
    ['cat', 'cat breathing super fast like 60 breaths a minute while sleeping', 'emergency'],
    ['cat', 'her belly is moving a lot when she breathes and shes not moving', 'emergency'],
    ['cat', 'mi gata esta jadeando acostada sin haber jugado', 'emergency'],
    ['cat', 'el gato respira con el hocico abierto', 'emergency'],
    ['cat', 'mi michi respira bien rapido y con esfuerzo', 'emergency'],
    ['dog', 'my dog cant catch his breath and his gums look bluish', 'emergency'],
    ['dog', 'hes gasping for air', 'emergency'],
    ['dog', 'making choking noises and cant breathe', 'emergency'],
    ['dog', 'perro con la lengua morada y respira feo', 'emergency'],
    ['dog', 'se esta ahogando, no le entra aire', 'emergency'],
    ['dog', 'breathing is really labored and noisy, he wont settle', 'emergency'],
    ['cat', 'cats breathing is weird and raspy and she keeps her mouth open', 'emergency'],
    ['dog', 'sus encias estan grises y respira con mucha dificultad', 'emergency'],
    ['cat', 'cat has been breathing heavy for an hour, sides going in and out hard', 'emergency'],
    ['dog', 'he pants after walks in the heat then settles', 'not emergency'],
    ['cat', 'my cat breathes normally, just sneezes sometimes', 'not emergency'],
    ['dog', 'respira normal, solo tose un poco en la noche', 'not emergency'],
    ['cat', 'she panted for a few seconds after chasing the laser then stopped', 'not emergency'],
  ])
})

describe('gums blue, grey, white', () => {
  itGrades([
    ['dog', 'his gums are white as paper', 'emergency'],
    ['dog', 'gums look really pale and hes weak', 'emergency'],
    ['cat', 'her gums are grey', 'emergency'],
    ['dog', 'tiene las encias blancas y esta muy debil', 'emergency'],
    ['dog', 'encias palidas y no se quiere levantar', 'emergency'],
    ['cat', 'la lengua se le puso azul', 'emergency'],
    ['dog', 'his gums are pink and healthy, just bad breath', 'not emergency'],
    ['dog', 'las encias estan rosadas, solo tiene sarro', 'not emergency'],
  ])
})

describe('collapse and unresponsiveness', () => {
  itGrades([
    ['dog', 'he just fell over and wont get up', 'emergency'],
    ['dog', 'she passed out on the walk', 'emergency'],
    ['dog', 'my dog fainted twice today', 'emergency'],
    ['cat', 'found my cat laying there not responding to anything', 'emergency'],
    ['dog', 'hes super limp and wont lift his head', 'emergency'],
    ['dog', 'se desmayo en el patio', 'emergency'],
    ['dog', 'mi perro se cayo y no responde', 'emergency'],
    ['cat', 'la gata esta tirada y no reacciona cuando la llamo', 'emergency'],
    ['dog', 'se quedo como muerto por un rato y luego se levanto', 'emergency'],
    ['dog', 'his legs gave out and he collapsed in the kitchen', 'emergency'],
    ['dog', 'he keeled over out of nowhere', 'emergency'],
    ['dog', 'he is not collapsing, just slower on hikes', 'not emergency'],
    ['dog', 'no se ha desmayado, solo esta cansado por el calor', 'not emergency'],
    ['dog', 'he flopped down on the floor to nap after the park', 'not emergency'],
  ])
})

describe('seizures: any now, a first one, long ones, clusters', () => {
  itGrades([
    ['dog', 'my dog had a seizure this morning, first time ever, seems ok now', 'emergency'],
    ['dog', 'he had 2 seizures today', 'emergency'],
    ['dog', 'she is seizing right now and it wont stop', 'emergency'],
    ['dog', 'had a fit on the kitchen floor, legs paddling, peed himself', 'emergency'],
    ['cat', 'my cat was convulsing for like 3 minutes', 'emergency'],
    ['dog', 'le dio una convulsion y se hizo pipi', 'emergency'],
    ['dog', 'ha tenido tres ataques hoy', 'emergency'],
    ['dog', 'esta convulsionando y no para', 'emergency'],
    ['dog', 'mi perrita tuvo un ataque epileptico por primera vez', 'emergency'],
    ['cat', 'mi gato se puso tieso y pataleaba', 'emergency'],
    ['dog', 'went stiff and shaking, foaming at the mouth, didnt know us after', 'emergency'],
    ['dog', 'he had a siezure and another one an hour later', 'emergency'],
    ['dog', 'tuvo una crisis convulsiva hace una hora', 'emergency'],
    ['dog', 'epileptic, seizure free for 8 months on pheno, need a refill', 'routine'],
    ['dog', 'had one seizure two years ago, nothing since, annual checkup', 'routine'],
    ['dog', 'hace un año tuvo una convulsion, desde entonces nada, solo vacunas', 'routine'],
    ['dog', 'he twitches his legs in his sleep when dreaming', 'not emergency'],
    ['dog', 'tiembla cuando hay truenos', 'not emergency'],
  ])
})

describe('bloat and retching', () => {
  itGrades([
    ['dog', 'my great dane is dry heaving and his stomach is huge', 'emergency'],
    ['dog', 'shes trying to puke every few minutes but only white foam comes out', 'emergency'],
    ['dog', 'belly tight as a drum and he keeps pacing and drooling', 'emergency'],
    ['dog', 'hes retching nonstop and cant get comfortable', 'emergency'],
    ['dog', 'mi perro hace arcadas y no saca nada y tiene la panza dura', 'emergency'],
    ['dog', 'quiere vomitar y no puede, esta inquieto', 'emergency'],
    ['dog', 'la barriga se le ve inflada como globo y babea', 'emergency'],
    ['dog', 'keeps gagging nothing comes up and his sides look swollen', 'emergency'],
    ['dog', 'panza como tambor y no deja de caminar', 'emergency'],
    ['dog', 'he threw up his breakfast once, now eating and playing', 'not emergency'],
    ['dog', 'vomito una vez en la manana y ya comio bien', 'not emergency'],
    ['dog', 'gagged on a treat then coughed it out and he is fine', 'not emergency'],
  ])
})

describe('paralysis and back legs', () => {
  itGrades([
    ['cat', 'my cat is dragging her back legs and crying', 'emergency'],
    ['cat', 'his back legs are cold and he cant walk', 'emergency'],
    ['dog', 'suddenly cant use his back legs after jumping off the couch', 'emergency'],
    ['dog', 'my dachshund cant walk this morning, back legs wobbly and knuckling', 'emergency'],
    ['dog', 'mi perro no puede caminar de atras de repente', 'emergency'],
    ['cat', 'la gata arrastra las patas de atras y maulla fuerte', 'emergency'],
    ['cat', 'sus patitas traseras estan frias y no las mueve', 'emergency'],
    ['dog', 'se le doblan las patas de atras y no se puede parar', 'emergency'],
    ['dog', 'he is paralyzed in the back end', 'emergency'],
    ['dog', 'his back legs are a bit stiff in the mornings, old guy, walks fine after', 'not emergency'],
    ['dog', 'se le cansan las patas de atras despues de caminar mucho, es viejito', 'not emergency'],
  ])
})

describe('labour trouble', () => {
  itGrades([
    ['dog', 'shes been pushing hard for over an hour with no puppy', 'emergency'],
    ['dog', 'our dog had 3 pups and its been 3 hours and she is still straining', 'emergency'],
    ['dog', 'green discharge and no puppies yet', 'emergency'],
    ['cat', 'my cat is in labor and a kitten is stuck halfway out', 'emergency'],
    ['dog', 'puppy stuck, only the back legs out', 'emergency'],
    ['dog', 'mi perra lleva mas de una hora pujando y no sale ningun cachorro', 'emergency'],
    ['dog', 'le sale un liquido verde y no ha nacido ninguno', 'emergency'],
    ['cat', 'mi gata tiene un gatito atorado', 'emergency'],
    ['dog', 'tuvo 2 cachorros y hace 4 horas que no sale otro y sigue pujando', 'emergency'],
    ['dog', 'my dog is pregnant, due next month, what should i feed her', 'routine'],
    ['dog', 'esta prenada, cuando la llevo a revision', 'routine'],
  ])
})

describe('heatstroke', () => {
  itGrades([
    ['dog', 'left him in the car for 20 min and now hes panting hard and wobbly', 'emergency'],
    ['dog', 'after the hike in 100 degree heat she collapsed and is drooling a lot', 'emergency'],
    ['dog', 'he overheated at the beach, vomiting and cant stand', 'emergency'],
    ['dog', 'hot day, he is panting like crazy and his tongue is dark red, stumbling', 'emergency'],
    ['dog', 'se quedo en el carro al sol y esta jadeando mucho y no se para', 'emergency'],
    ['dog', 'le dio un golpe de calor en el paseo', 'emergency'],
    ['dog', 'estuvo al sol todo el dia, jadea muchisimo y se tambalea', 'emergency'],
    ['cat', 'my cat was stuck in a hot garage all day, panting and weak', 'emergency'],
    ['dog', 'it was hot so he panted a bit after the walk, then drank water and napped', 'not emergency'],
    ['dog', 'hacia calor y jadeo un poco, ya esta bien', 'not emergency'],
  ])
})

describe('a breathing rate the owner counted, over 40 a minute at rest', () => {
  itGrades([
    ['dog', 'counted his breaths while he napped, about 56 per minute, hes on heart meds', 'emergency'],
    ['cat', 'while she sleeps her breathing is around 48 a minute, used to be 20', 'emergency'],
    ['cat', 'conte sus respiraciones dormida y son como 70 por minuto', 'emergency'],
    ['dog', 'respira muy rapido, 52 respiraciones en un minuto acostado', 'emergency'],
    ['dog', 'his sleeping breathing rate is 22 a minute, vet asked me to track it', 'not emergency'],
    ['cat', 'respira unas 24 veces por minuto dormida, todo normal', 'not emergency'],
    ['dog', 'breathing looks normal to me, the vet said his heart rate was 130 a minute', 'not emergency'],
  ])
})

describe('a sudden fall with the legs giving way, even when the pet gets up again', () => {
  itGrades([
    ['dog', 'out of nowhere his legs buckled in the kitchen and he went down, up again now but shaky', 'emergency'],
    ['dog', 'she suddenly dropped in the yard, got up but is wobbly', 'emergency'],
    ['cat', 'my old cat fell over off the couch and now seems disoriented', 'emergency'],
    ['dog', 'de repente se cayo en el patio, se paro pero anda tambaleandose', 'emergency'],
    ['dog', 'se le doblaron las patitas y se cayo, ya se levanto', 'emergency'],
    ['dog', 'he slipped on the wet floor chasing the ball, no limp, totally fine', 'not emergency'],
    ['dog', 'no se ha caido ni se tambalea, solo quiero su vacuna', 'not emergency'],
    ['dog', 'he just dropped his leash and ran off after a squirrel', 'not emergency'],
    ['cat', 'she fell over while playing, got right back up and kept chasing the toy', 'not emergency'],
  ])
})

describe('seizures named anywhere (even as history) and episodes counted within hours: a cluster', () => {
  itGrades([
    ['dog', 'he is epileptic and on meds, stable for months, but this morning he had 3 in a row', 'emergency'],
    ['dog', 'she used to have fits years ago. tonight shes had two more within an hour', 'emergency'],
    ['cat', 'mi gata es epileptica, estaba bien, pero hoy ya van tres', 'emergency'],
    ['dog', 'tuvo convulsiones de cachorro, hoy le han dado 2 seguidas', 'emergency'],
    ['dog', 'had a seizure last year, none since, he had 2 walks today and is fine', 'not emergency'],
    ['dog', 'es epileptico, sin ataques desde hace un año, hoy tuvo 2 comidas normales', 'not emergency'],
  ])
})

describe('labour: hours since the last one was born with more still inside', () => {
  itGrades([
    ['dog', 'she had 4 puppies, the last one came about 3 hours ago and I can still feel more in her belly', 'emergency'],
    ['cat', 'my cat gave birth to two kittens, the last was 2 hours ago, there are still more inside', 'emergency'],
    ['dog', 'nacieron 5 cachorritos, el ultimo nacio hace 4 horas y aun se le ven mas en la pancita', 'emergency'],
    ['dog', 'she had all 6 puppies last week, everyone is nursing well', 'not emergency'],
    ['dog', 'tuvo sus cachorros hace dos semanas, todos comen bien', 'not emergency'],
  ])
})

describe('a male cat "constipated" at the box is blocked until proven otherwise; a past or female one is not', () => {
  itGrades([
    ['cat', 'my neutered boy keeps squatting in the box like hes constipated, been at it since 7 and nothing', 'emergency'],
    ['cat', 'i think hes backed up? my male cat sits in the litter forever pushing', 'emergency'],
    ['cat', 'mi gato macho anda estreñido, se mete al arenero y puja y puja', 'emergency'],
    ['cat', 'creo que mi michi esta estrenido, entra a la arena a cada rato, es machito', 'emergency'],
    ['cat', 'tomcat constipated?? hunched in the litterbox for 20 min, should i give him olive oil', 'emergency'],
    ['cat', 'he was constipated last year, fine now, just needs his checkup', 'not emergency'],
    ['cat', 'my male cat pooped a big log this morning, no more constipation', 'not emergency'],
  ])
})

describe('an eye pushed out or that cannot blink after a blow or a grab', () => {
  itGrades([
    ['cat', 'after the fight with the neighbors cat her eye looks pushed out and she cant close the lid', 'emergency'],
    ['dog', 'a big dog shook my chihuahua by the neck and now his eyeball is bulging', 'emergency'],
    ['dog', 'le pegaron en la cabeza y tiene el ojo salton, no puede cerrarlo', 'emergency'],
    ['dog', 'pug ran into the table, one eye bulging out way more than the other', 'emergency'],
    ['cat', 'la gata no puede parpadear del ojito izquierdo desde que se cayo', 'emergency'],
    ['dog', 'his eyes are a bit goopy but he blinks normal', 'not emergency'],
    ['cat', 'her eye isnt popping out or anything, just a little watery', 'not emergency'],
  ])
})

describe('retching with only foam or spit, and a dog that ate then ran and cannot settle (bloat)', () => {
  itGrades([
    ['dog', 'my lab keeps acting like hes about to puke but only spit comes out', 'emergency'],
    ['dog', 'doberman gagging over and over, nothing but white foam, belly feels tight', 'emergency'],
    ['dog', 'mi perro quiere guacarear pero no le sale nada, es un gran danes', 'emergency'],
    ['dog', 'hace como que va a vomitar y solo saca espuma', 'emergency'],
    ['dog', 'wolfed down his food then played fetch and now he is pacing and cant get comfortable', 'emergency'],
    ['dog', 'despues de comer salio a correr y ahora no se quiere echar, anda dando vueltas', 'emergency'],
    ['dog', 'inhaled his breakfast, went on a jog w me, now hes standing stiff and wont lay down', 'emergency'],
    ['dog', 'ate dinner then went on a walk and now sleeping on the couch', 'not emergency'],
    ['dog', 'gagged once on a treat, coughed it up and is fine', 'not emergency'],
  ])
})

describe('labour timed by the clock, with no young out', () => {
  itGrades([
    ['dog', 'my yorkie is pushing since 2 and still nothing out, shes pregnant', 'emergency'],
    ['dog', 'mi perrita lleva pujando desde las 10 y no sale ningun cachorro', 'emergency'],
    ['cat', "she's been straining for 40 min, first litter, no kitten yet", 'emergency'],
    ['dog', 'contractions started around 6, its 7:30 now, no puppies out, first litter', 'emergency'],
    ['dog', 'pregnant, due next week, when will she start pushing?', 'not emergency'],
    ['dog', 'she had all 5 puppies last night, everyone nursing fine', 'not emergency'],
  ])
})

describe('a second seizure the same day is a cluster; past ones are history', () => {
  itGrades([
    ['dog', 'shes epileptic, had a seizure at breakfast and another just now', 'emergency'],
    ['dog', 'mi perro epileptico ya tuvo una convulsion en la manana y acaba de tener otra', 'emergency'],
    ['dog', 'on phenobarb, 2nd fit today about an hour ago', 'emergency'],
    ['cat', 'mi gata epileptica, segunda crisis de hoy hace 15 minutos', 'emergency'],
    ['dog', 'he had a seizure 2 years ago and another last month, refill please', 'not emergency'],
    ['dog', 'epileptic, seizure free for a year on keppra, need a refill', 'not emergency'],
  ])
})

describe('discharge described, not named, in an intact female after her heat (pyometra)', () => {
  itGrades([
    ['dog', "old unspayed lab, heat ended a month ago, now there's green gunk leaking from her privates", 'emergency'],
    ['dog', 'mi perrita sin operar termino el celo hace 3 semanas y le sale un liquido amarillo apestoso de atras', 'emergency'],
    ['dog', 'my girl is not fixed, was in season 6 wks ago, drinking like crazy and kinda mopey', 'emergency'],
    ['dog', 'my spayed girl has a little clear discharge after peeing, otherwise fine', 'not emergency'],
    ['dog', 'shes spayed, drinks a bit more when its hot, eats and plays normal', 'not emergency'],
  ])
})

describe('vomiting again and again, or nothing kept down (repeated vomiting)', () => {
  itGrades([
    ['dog', 'hes throwing up nonstop, like 8 times today and cant keep water down', 'emergency'],
    ['cat', 'cat has been vomiting all day and is really lethargic', 'emergency'],
    ['dog', 'lleva todo el dia vomitando y no retiene ni el agua', 'emergency'],
    ['cat', 'mi gata ha vomitado 6 veces desde la manana', 'emergency'],
    ['dog', 'pukes up even water, cant hold anything down since noon', 'emergency'],
    ['dog', 'he vomited 2 times yesterday, fine today', 'not emergency'],
    ['cat', 'she throws up her food right after eating sometimes, otherwise normal', 'not emergency'],
    ['dog', 'vomito una vez en la manana, ya come', 'not emergency'],
  ])
})

describe('sudden loss of balance: eyes flicking, circling, falling over', () => {
  itGrades([
    ['dog', 'she keeps walking in circles and her eyes are flicking side to side and she fell', 'emergency'],
    ['dog', 'she suddenly lost her balance and her eyes are darting side to side', 'emergency'],
    ['cat', 'my cat is walking like shes drunk, leaning over and falling', 'emergency'],
    ['dog', 'de repente da vueltas en circulos y se cae, los ojos le bailan', 'emergency'],
    ['dog', 'mi perro perdio el equilibrio y camina como borracho', 'emergency'],
    ['dog', 'she walks in circles before lying down, is that normal', 'not emergency'],
    ['dog', 'old dog loses her balance on the stairs sometimes, slow onset over months', 'not emergency'],
  ])
})

describe('a male cat leaving only a spot or drops, a dog trying to burp after a meal, heat without panting told', () => {
  itGrades([
    ['cat', 'my cat keeps going in and out of the box and licking himself down there, only a tiny wet spot', 'emergency'],
    ['cat', 'hes been sitting in the litter box for like 10 min at a time, peed on the bathmat twice, tiny amount', 'emergency'],
    ['cat', 'mi gato va y va al arenero y solo deja manchitas, esta llorando', 'emergency'],
    ['dog', "my shepherd's stomach looks really big after dinner and he keeps trying to burp", 'emergency'],
    ['dog', 'mi perro quiere eructar y no puede, tiene la panza grande', 'emergency'],
    ['dog', 'our husky was out in the sun all afternoon, now wobbly and vomiting', 'emergency'],
    ['dog', 'estuvo todo el dia al sol y ahora anda tambaleandose y vomito', 'emergency'],
    ['cat', 'my female cat peed a normal big clump this morning, just checking in', 'not emergency'],
    ['dog', 'lay in the sun all day, totally fine, eating', 'not emergency'],
    ['dog', 'he was in the sun and got a little tired, drinking water now', 'not emergency'],
    ['dog', 'burps a lot after eating, otherwise normal', 'not emergency'],
  ])
})

describe('pain he cannot be eased of, vomiting everything, a sting then wheezing', () => {
  itGrades([
    ['dog', 'he is in so much pain, crying when i touch his back and wont move', 'emergency'],
    ['dog', "he's been throwing up yellow foam all morning and his belly hurts", 'emergency'],
    ['dog', 'esta vomitando todo lo que come y anda muy triste', 'emergency'],
    ['dog', 'bee stung my dog in the mouth and now hes wheezing', 'emergency'],
    ['dog', 'le pico una avispa y ahora se ahoga', 'emergency'],
    ['dog', 'she has a lot of pain in her ear, shaking her head', 'not emergency'],
    ['dog', 'got stung on the paw, licked it a bit, breathing fine', 'not emergency'],
  ])
})

describe("described, not named: breathing as after a race, whitish gums, unequal pupils, a cat's odd back legs, a diabetic off food", () => {
  itGrades([
    ['dog', "she's breathing like she just ran a marathon but she's been lying down all day", 'emergency'],
    ['dog', "his gums are kinda whitish grey and he's really cold", 'emergency'],
    ['dog', 'tiene la encia blanca y esta frio', 'emergency'],
    ['dog', "she's not acting right, stumbling around and her pupils are huge", 'emergency'],
    ['cat', 'my cat got her head stuck and now one pupil is bigger than the other', 'emergency'],
    ['cat', 'my cat is walking weird on her back legs, like tiptoeing, and crying', 'emergency'],
    ['dog', 'shes 9 months and hasnt stopped vomiting since this morning, lethargic', 'emergency'],
    ['dog', 'the vet said hes diabetic, now hes wobbly and shaky and wont eat', 'emergency'],
    ['cat', 'mi gato diabetico no quiere comer y esta muy debil', 'emergency'],
    ['cat', 'cat came home with a big gash and shes limp', 'emergency'],
    ['dog', 'he breathes like he ran a mile after playing fetch, then settles', 'not emergency'],
    ['cat', 'diabetic cat, eating well, needs insulin refill', 'not emergency'],
    ['cat', 'she cant jump as high as she used to, slow over months, arthritis?', 'not emergency'],
    ['dog', 'old dog, back legs a bit stiff in the morning, then fine', 'not emergency'],
    ['dog', 'his gums are pink and healthy, teeth cleaning please', 'not emergency'],
  ])
})

describe('a mother after birth, a newborn, a prolapse, vomiting three or four times with the pet low', () => {
  itGrades([
    ['dog', 'she just had puppies and now shes twitching and panting, wobbly', 'emergency'],
    ['dog', 'mom dog gave birth last week and now shes shaking and stiff', 'emergency'],
    ['dog', 'despues de parir esta temblando y jadeando mucho', 'emergency'],
    ['dog', 'newborn puppy wont nurse and is crying', 'emergency'],
    ['cat', 'kitten is cold and not nursing', 'emergency'],
    ['cat', 'my cat has a prolapse, something pink coming out of her butt', 'emergency'],
    ['dog', 'le salio algo rojo de la colita, como tripa', 'emergency'],
    ['dog', 'my male dogs penis is stuck out and swollen for an hour', 'emergency'],
    ['cat', 'cat threw up 4 times since last night and now just lying by the water bowl', 'emergency'],
    ['dog', "she's been sneezing blood", 'emergency'],
    ['dog', 'hes bleeding from his rear end and its a lot', 'emergency'],
    ['dog', 'she had puppies 3 weeks ago, all nursing well, mom eating great', 'not emergency'],
    ['cat', 'vomited 3 times last month, fine since, eating', 'not emergency'],
  ])
})

describe('collapse told by what the pet cannot do: lift its head, or a body cold to the touch', () => {
  itGrades([
    ['dog', 'he is flat out on the rug and can barely lift his head to look at me', 'emergency'],
    ['cat', 'my old girl wont even raise her head when I open a can', 'emergency'],
    ['cat', 'found him under the bed, he feels cold and hardly moves', 'emergency'],
    ['dog', 'mi perrita no levanta la cabeza, esta tirada en el piso', 'emergency'],
    ['cat', 'mi gato esta acostado de lado y se siente frio al tocarlo', 'emergency'],
    ['dog', 'he lifts his head and wags when I come in, just sleepy after the hike', 'not emergency'],
    ['cat', 'she likes to lie flat on the cold tiles in summer, eating fine', 'not emergency'],
    ['dog', 'levanta la cabeza y me sigue con los ojos, solo esta cansado', 'not emergency'],
  ])
})

describe("a cat's back legs that flop or drag, or pads cold and pale (a clot)", () => {
  itGrades([
    ['cat', 'he screamed and now both back legs are just flopping behind him', 'emergency'],
    ['cat', 'her toe beans on the back feet are pale and cold, she cries when I touch them', 'emergency'],
    ['cat', 'se le quedaron las patas traseras colgando y las almohadillas estan frias', 'emergency'],
    ['cat', 'mi gata arrastra las patitas de atras de repente', 'emergency'],
    ['cat', 'his paw pads are pink and warm, he just sleeps a lot in winter', 'not emergency'],
    ['cat', 'las almohadillas estan rosadas y calientitas, camina normal', 'not emergency'],
  ])
})

describe('a seizure told as legs running or swimming while lying down', () => {
  itGrades([
    ['dog', 'she went down on her side and her legs were moving like she was swimming, then she wet herself', 'emergency'],
    ['dog', 'on the floor with his paws going like he was running, eyes blank, then he got up confused', 'emergency'],
    ['cat', 'se cayo de lado y movia las patas como si corriera, babeando', 'emergency'],
    ['dog', 'his legs twitch like hes running when he dreams, then he wakes up fine and wags', 'not emergency'],
    ['dog', 'when she sleeps she moves her paws like running, wakes up normal', 'not emergency'],
  ])
})

describe('a second seizure the same day, told after the first', () => {
  itGrades([
    ['dog', 'he had a seizure this morning and just now another one, he is on keppra', 'emergency'],
    ['dog', 'tonight she had a fit at 8 and then a second one a bit ago', 'emergency'],
    ['dog', 'hoy en la manana tuvo una convulsion y ahorita otra vez', 'emergency'],
    ['cat', 'esta noche le dio un ataque y hace rato otro, toma fenobarbital', 'emergency'],
    ['dog', 'he had one seizure last year, none since, needs a phenobarb refill', 'not emergency'],
    ['dog', 'tuvo una convulsion hace dos anos y ya no le ha dado otra', 'not emergency'],
  ])
})

describe('when in doubt, call now: a soon sign with one more fact (whenInDoubt.ts)', () => {
  itGrades([
    ['dog', 'he threw up his breakfast and now he is so weak he wont get up', 'emergency'],
    ['cat', 'vomito en la manana y esta muy decaida, tirada en el piso', 'emergency'],
    ['dog', 'threw up once after eating grass, then played fetch all afternoon', 'not emergency'],
    ['dog', 'got in a fight with the neighbours dog and now his eye is red and squinting', 'emergency'],
    ['cat', 'se peleo con otro gato y tiene el ojo rojo y entrecerrado', 'emergency'],
    ['dog', 'his eye is a bit red from allergies, no injury, eating fine', 'not emergency'],
    ['dog', 'his ear flap has been bleeding for 20 minutes off and on', 'emergency'],
    ['cat', 'le sangra la patita y ya empapo una toalla', 'emergency'],
    ['dog', 'his ear bled a little spot when he shook his head, stopped right away', 'not emergency'],
    ['cat', 'my boy cat has blood in his pee on the litter', 'emergency'],
    ['cat', 'mi gato macho tiene sangre en la orina', 'emergency'],
    ['cat', 'my female cat has a little blood in her urine, peeing big clumps', 'not emergency'],
    ['dog', 'he swallowed a chunk of rawhide and has been vomiting since', 'emergency'],
    ['dog', 'se trago un hueso entero y ya no quiere comer', 'emergency'],
    ['dog', 'he ate a whole bully stick yesterday, eating and pooping normal', 'not emergency'],
    ['cat', 'my cat is breathing fast and heavy tonight', 'emergency'],
    ['cat', 'mi gata respira rapido y con ruido desde hoy', 'emergency'],
    ['cat', 'she wheezes now and then, for months, the vet said mild asthma', 'not emergency'],
    ['cat', 'she is not eating and hiding under the bed since this morning', 'emergency'],
    ['cat', 'mi gato no come y se esconde en el closet', 'emergency'],
    ['cat', 'eating a bit less in the heat, still playful and social', 'not emergency'],
    ['dog', 'all of a sudden he is wobbly and cant stand straight', 'emergency'],
    ['dog', 'de repente se tambalea y no se sostiene', 'emergency'],
    ['dog', 'he has been a little wobbly getting up for months, arthritis', 'not emergency'],
    ['dog', 'shes in labor and crying, pushing now and then', 'emergency'],
    ['cat', 'mi gata esta de parto y jadea y llora', 'emergency'],
    ['dog', 'she is pregnant, due in two weeks, eating well', 'not emergency'],
    ['dog', 'my 3 month old puppy has diarrhea and vomited twice today', 'emergency'],
    ['dog', 'mi cachorro de 4 meses vomita y tiene diarrea', 'emergency'],
    ['dog', 'my 3 month old puppy, all his shots done, had loose poop and threw up once, playing', 'not emergency'],
    ['dog', 'vomited twice and just not himself, sleeping in the closet', 'emergency'],
    ['cat', 'out of nowhere she is lethargic and wont come out', 'emergency'],
    ['cat', 'mi gato tose y no quiere comer', 'emergency'],
    ['cat', 'he sneezes a lot this week but eats and plays', 'not emergency'],
    ['dog', 'shes pregnant and has been straining and crying in her box', 'emergency'],
    ['dog', 'mi perra esta prenada y puja y llora', 'emergency'],
    ['dog', 'pregnant, eating and sleeping normally, no straining', 'not emergency'],
  ])
})
