import { describe, expect, it } from 'vitest'
import { itGrades, itGradesAll } from './gradedForTests'
import { triage, type Species } from './triage'

/**
 * Emergencies worded as the case set does not word them (written apart from it, in both languages):
 * the engine should catch them by concept (a retching dog, a male cat at the litter box, an intact
 * female after her heat, a bite to the chest), not by phrase. And the same concepts, denied, past or
 * mild, are no emergency.
 */
const u = (text: string, species: Species) => triage({ text, species }).urgency

describe('emergencies in words the case set does not use', () => {
  itGradesAll('emergency', [
    ['cat', 'my male cat has been squatting in the litter box for ages and only a few drops come out'],
    ['cat', 'neutered tom keeps visiting the litter tray, nothing in it, licking his privates and meowing'],
    ['cat', 'mi gato se mete al arenero a cada rato y no hace nada, llora'],
    ['cat', 'el michi hace como que orina pero no le sale nada y se lame'],
    ['dog', 'lab is heaving and heaving but nothing comes up, his stomach looks bloated'],
    ['dog', 'my dog keeps gagging and trying to vomit, only white foam, and he wont lie down'],
    ['dog', 'mi perro quiere vomitar y no puede, tiene la panza dura'],
    ['dog', 'ayer se cayo de la escalera del patio y ahora no quiere caminar'],
    ['cat', 'la gata salto de la ventanita del segundo piso, se ve asustada'],
    ['dog', 'se le esta hinchando la barriga y babea mucho, no para de caminar'],
    ['dog', 'hace arcadas y no saca nada, la pancita se ve inflada'],
    ['cat', 'my cat is breathing with her mouth open and her sides are heaving'],
    ['dog', 'respira muy agitado y tiene la lengua morada'],
    ['cat', 'mi gata respira con la boquita abierta y no se mueve'],
    ['dog', 'she had 3 seizures since this morning'],
    ['dog', 'le dio un ataque que duro como 10 minutos'],
    ['dog', 'he was shaking and paddling on the floor for over 5 minutes and wont come out of it'],
    ['dog', 'convulsiono dos veces hoy'],
    ['dog', 'he just collapsed in the yard and his gums are white'],
    ['dog', 'se desplomo de repente y no reacciona'],
    ['cat', 'my cat fell off the 3rd floor balcony'],
    ['dog', 'lo atropello una moto y cojea y sangra'],
    ['dog', 'neighbours pit bull got hold of my chihuahua, there are holes in her side'],
    ['dog', 'un perro grandote agarro a mi perrito del cuello y lo sacudio'],
    ['dog', 'bleeding from the paw and it wont stop after 20 min of pressure'],
    ['dog', 'le sale mucha sangre de la pata y no para'],
    ['dog', 'my pregnant dog has been pushing for an hour and no puppy'],
    ['dog', 'mi perrita esta pariendo, lleva dos horas pujando y no sale ningun cachorrito'],
    ['cat', 'my cat is in labour, there is black discharge and no kitten yet'],
    ['dog', 'he was in the car in the sun and now hes panting like crazy and drooling, wobbly'],
    ['dog', 'se insolo en el patio, esta jadeando mucho y vomito'],
    ['dog', 'his eye is bulging out after fighting with the neighbours dog'],
    ['dog', 'se le salio el ojito despues de una pelea'],
    ['dog', 'got bit by a rattler on the muzzle, its swelling fast'],
    ['dog', 'le pico una vibora en la pata'],
    ['dog', 'her face puffed up after a bee sting and shes wheezing'],
    ['dog', 'se le hincho la carita y tiene ronchas por todo el cuerpo'],
    ['dog', 'he swallowed a corn cob and now keeps vomiting'],
    ['cat', 'my kitten ate a hair tie and theres string hanging from his butt'],
    ['dog', 'se trago un calcetin y esta vomitando'],
    ['dog', 'unspayed female, finished her season 4 weeks ago, now drinking loads and off her food'],
    ['dog', 'mi perrita no esta operada, hace un mes anduvo en celo y ahora esta decaida y no come'],
    ['dog', 'perra sin esterilizar con flujo con mal olor y toma mucha agua'],
    ['cat', 'my cat suddenly screamed and cant use his back legs, they feel cold'],
    ['cat', 'mi gato de repente no puede mover las patitas de atras y grita'],
    ['cat', 'my cat has not eaten anything since yesterday morning'],
    ['cat', 'mi gata lleva dos dias sin comer nada'],
    ['dog', '8 week old puppy no shots yet, throwing up and bloody diarrhea'],
    ['dog', 'cachorro de 2 meses sin vacunas vomita y tiene diarrea con sangre'],
    ['dog', 'mi cachorrito de 3 meses solo tiene una vacuna y esta vomitando y con diarrea'],
    ['dog', 'he ate a bunch of grapes'],
    ['dog', 'se comio un chocolate amargo entero'],
    ['cat', 'I put dog flea drops on my cat by accident'],
    ['dog', 'se comio el veneno para ratas'],
    ['dog', 'the dog drank some antifreeze from the garage floor'],
    ['dog', 'my dog is vomiting blood'],
    ['dog', 'vomita sangre'],
    ['dog', 'cant breathe properly, making honking noises and his tongue is blue'],
    ['cat', 'cat is dragging her back end and crying'],
    ['dog', 'mi perro tiene la panza hinchada y hace como que vomita'],
    ['dog', 'my dog is retching nonstop'],
    ['dog', 'bota espuma por la boca y tiembla todo, se cayo'],
  ])
})

describe('more emergencies in words the case set does not use (age in months where the form gives it)', () => {
  itGrades([
    ['cat', 'kitty hasnt touched her food in 2 days', 'emergency'],
    ['cat', 'mi michi no ha querido comer desde el sabado', 'emergency'],
    ['cat', 'la gatita lleva 30 horas sin probar bocado', 'emergency'],
    ['dog', 'new puppy from a backyard breeder, vomiting and the runs, very quiet', 'emergency', 3],
    ['dog', 'el perrito que nos regalaron vomita y hace del dos aguado', 'emergency', 2],
    ['dog', 'my pup keeps throwing up and has diarrhea, he is not vaccinated yet', 'emergency'],
    ['dog', 'she got into my ibuprofen bottle', 'emergency'],
    ['dog', 'se comio unas pastillas de mi mama para la presion', 'emergency'],
    ['cat', 'I think my cat chewed on the bouquet with lilies', 'emergency'],
    ['dog', 'he licked some antifreeze off the driveway', 'emergency'],
    ['dog', 'se tomo el anticongelante del carro', 'emergency'],
    ['dog', 'her muzzle blew up like a balloon and she has bumps all over', 'emergency'],
    ['dog', 'tiene la trompa toda hinchada despues de morder una abeja', 'emergency'],
    ['dog', 'gulped down a whole tennis ball', 'emergency'],
    ['cat', 'mi gato se comio un hilo y le cuelga de la cola', 'emergency'],
    ['dog', 'something is stuck in his throat, pawing at his mouth and gagging', 'emergency'],
    ['dog', 'his eyeball is sticking out after the fight', 'emergency'],
    ['dog', 'se le boto el ojo', 'emergency'],
    ['cat', 'my cat is panting like a dog after nothing', 'emergency'],
    ['dog', 'he cant stand up and his back legs wont move', 'emergency'],
    ['cat', 'cat suddenly lost use of her back legs and is yowling', 'emergency'],
    ['dog', 'mi perra esta pujando desde hace una hora y no sale nada', 'emergency'],
    ['dog', 'had a fit that lasted like 7 minutes', 'emergency'],
    ['dog', 'tuvo una convulsion que duro mas de 5 minutos', 'emergency'],
    ['dog', 'he fell down the stairs and now cant walk', 'emergency'],
    ['dog', 'my dog got hit by a car but seems ok', 'emergency'],
    ['dog', 'un carro le paso por encima pero camina', 'emergency'],
    ['dog', 'gums look white and he is weak', 'emergency'],
    ['dog', 'she is breathing really hard and fast and wont lie down', 'emergency'],
    ['cat', 'mi gato respira con la panza, muy rapido', 'emergency'],
  ])
})

describe('the same concepts, mild, denied or past, are no emergency', () => {
  itGradesAll('not emergency', [
    ['cat', 'my female cat pees small amounts often'],
    ['cat', 'mi gata hace pipi poquito y seguido'],
    ['dog', 'spayed female, drinking a bit more than usual'],
    ['dog', 'she was in heat last month and she is doing great, wanting a spay quote'],
    ['dog', 'estuvo en celo hace un mes, cuando la podemos esterilizar?'],
    ['dog', 'seizure free for a year on phenobarbital, refill please'],
    ['dog', 'no seizures, no collapse, just itchy ears'],
    ['dog', 'no ha tenido convulsiones, solo se rasca'],
    ['cat', 'male cat, eating and peeing normally, due for vaccines'],
    ['cat', 'mi gato macho usa bien el arenero, solo quiero cita de vacunas'],
    ['dog', 'belly got a bit bigger over the last months, he eats a lot'],
    ['dog', 'another dog nipped his ear at the park, small scratch'],
    ['dog', 'su flujo es normal, esta en celo ahora y come bien'],
    ['dog', 'puppy 10 weeks, first shots done, eating and playing well'],
  ])
})

describe('vet logic that needs several facts', () => {
  it('a male cat with scant urine is an emergency, a female one is seen soon', () => {
    expect(triage({ text: 'hace pipi poquito y seguido', species: 'cat', sex: 'male' }).urgency).toBe('emergency')
    expect(triage({ text: 'hace pipi poquito y seguido', species: 'cat', sex: 'female' }).urgency).toBe('soon')
  })
  it('an intact female dog off her food after her heat is an emergency; the heat alone is not', () => {
    expect(u('her heat ended 3 weeks ago and now she is not eating and lethargic', 'dog')).toBe('emergency')
    expect(u('her heat ended 3 weeks ago, all fine', 'dog')).not.toBe('emergency')
  })
  it('a dog whose belly swells while it vomits is an emergency; a belly grown over months is not', () => {
    expect(u('his belly is getting bigger and he is vomiting', 'dog')).toBe('emergency')
    expect(u('his belly is getting bigger over the last months', 'dog')).not.toBe('emergency')
  })
  it('a young puppy with one vaccine, vomiting and diarrhoea is an emergency', () => {
    expect(triage({ text: 'only had one shot, vomiting and diarrhea', species: 'dog', ageMonths: 3 }).urgency).toBe('emergency')
  })
})

/**
 * Concepts the engine lacked when the first held-out set was spent, each in fresh words (none of
 * that set's text) that the engine graded wrong before and right after: texting shorthand, drops
 * counted with a quantity word, coolant told by its look, bleeding through pressure, gum by brand,
 * choking and swelling with the verb first in Spanish, unresponsiveness, heat with panting and one
 * more sign, a negation that stops at a vaccine, and the species-wide toxins (aspirin in a dog).
 */
describe('emergencies told by a concept, not a phrase', () => {
  itGradesAll('emergency', [
    ['cat', 'my tom keeps hopping in n out of his box, just a few drops each time'],
    ['dog', 'she was licking a green sweet puddle on the driveway under the car'],
    ['dog', 'mi perro lamio un charco verde debajo de la camioneta, el radiador gotea'],
    ['dog', 'the towel on his leg is soaked through after 10 minutes of pressure'],
    ['dog', 'le pusimos presion con un trapo y sigue sangrando'],
    ['dog', 'la herida de la pata no deja de sangrar'],
    ['dog', 'blood is spurting from his paw'],
    ['dog', 'chewed up a pack of orbit'],
    ['dog', 'ate a sugar free protein bar off the desk'],
    ['dog', 'he ate a few m&ms'],
    ['dog', 'got into the gum on the counter'],
    ['dog', 'i gave him two aspirin for his hip'],
    ['cat', 'used the dog flea spray on my cat'],
    ['dog', 'mi perro se esta atragantando con algo'],
    ['dog', 'se le hincho el hocico despues de la picadura de una avispa'],
    ['cat', 'found her lying on her side, barely breathing, wont respond'],
    ['cat', 'he was twitching and drooling and then fell, it went on for minutes'],
    ['dog', 'he is shaking violently and peed himself'],
    ['dog', 'estuvo todo el dia al sol y ahora jadea y esta vomitando'],
    ['cat', 'cat breathing out of her mouth, sitting still'],
    ['cat', 'my boy cat was in the litter 8 times this hour and howling'],
    ['dog', 'tiene mas de una hora con contracciones y no nace ningun cachorro'],
    ['dog', 'una camioneta le pego a mi perro'],
    ['dog', '8 wk old pup no vaccines throwing up diarrhea'],
  ])
})

describe('no exposure, no sign: asked, taken away in time, a size, a denial inside the words', () => {
  itGradesAll('not emergency', [
    ['cat', 'are easter lilies ok to have in a house with cats?'],
    ['dog', 'is garlic bad for dogs'],
    ['dog', 'he grabbed the brownie but I took it away before he could eat any'],
    ['dog', 'se robo una barra de chocolate pero se la quitamos a tiempo y no comio nada'],
    ['dog', 'found the candy bag with the wrapper still sealed, he didnt eat any'],
    ['dog', 'the bump on her leg is the size of a grape now'],
    ['dog', 'tiene un bulto como una uva en el cuello'],
    ['dog', 'ate a chicken leg from the trash and vomited twice'],
    ['dog', 'le duele la oreja y chilla cuando se la toco'],
    ['dog', 'his belly isnt bloated, he just looks fat'],
    ['cat', 'her gums arent pale, just checking her teeth'],
    ['dog', 'he used to have fits as a young dog, none now'],
    ['dog', 'no vaccines needed this year, just a nail trim'],
  ])

  it('some eaten before it was taken away is still an exposure', () => {
    expect(u('took the brownie away but he already ate half of it', 'dog')).toBe('emergency')
  })
})

describe('soon and routine where the words say so', () => {
  itGrades([
    ['dog', 'was limping on monday after the park, not limping anymore', 'routine'],
    ['dog', 'quiero castrar a mi perro, cuanto cuesta', 'routine'],
    ['dog', 'threw up once last night, totally normal today', 'routine'],
    ['cat', 'her head has been tilted to the left since last night', 'soon'],
    ['dog', 'tiene la cabeza ladeada desde ayer', 'soon'],
    ['dog', 'not using his left front paw since this morning', 'soon'],
    ['dog', 'se le partio un colmillo y le duele', 'soon'],
    ['dog', 'her ears smell yeasty and look red', 'soon'],
  ])
})

describe('more emergencies found by probing each category in both languages, and their twins', () => {
  itGrades([
    ['cat', 'gato con la lengua afuera respirando rapido', 'emergency'],
    ['dog', 'su pancita esta muy dura e intenta vomitar', 'emergency'],
    ['cat', 'my cat has been pushing for an hour, no kittens', 'emergency'],
    ['dog', 'mi perra dio a luz 2 y hace 3 horas que no sale otro', 'emergency'],
    ['dog', 'esta muy caliente, jadeando y se cae', 'emergency'],
    ['dog', 'el ojo se le salio de la orbita', 'emergency'],
    ['dog', 'my dog got run over', 'emergency'],
    ['dog', "the neighbor's dog attacked him, wounds on his neck", 'emergency'],
    ['cat', 'mi gato cayo desde la azotea', 'emergency'],
    ['cat', 'put advantage for dogs on my cat', 'emergency'],
    ['dog', 'we keep the rat poison locked up, but today he ate raisins off the floor', 'emergency'],
    ['dog', 'we keep the rat poison locked up, he cant reach it', 'not emergency'],
    ['dog', 'he fell over while playing with his brother and got right back up', 'not emergency'],
    ['dog', 'we use sugar free gum at home, he never got any', 'not emergency'],
    ['dog', 'dog looked at my coffee, didnt drink it', 'not emergency'],
    ['dog', 'he was attacked by a dog last month, healed well, stitches out', 'not emergency'],
    ['dog', 'reverse sneezing sometimes, stops in a minute', 'not emergency'],
    ['dog', 'the cut stopped bleeding after I pressed it for a minute', 'not emergency'],
    ['cat', 'what flea treatment is safe for cats', 'not emergency'],
  ])
})

describe('what the seventh blind set taught, in fresh words, with the twins that must not fire', () => {
  itGrades([
    // Gums told white with words between; white teeth are not pale gums.
    ['cat', 'she is so weak tonight and her gums and tongue look almost white', 'emergency'],
    ['dog', 'le revise la boca y las encias y la lengua estan casi blancas', 'emergency'],
    ['dog', 'his gums look pink and his teeth are white after the cleaning', 'not emergency'],
    // The vomit noise with nothing up; a belly tight like a drum with gagging.
    ['dog', 'she keeps making the throw up sound but nothing comes, and she gets up and lies down over and over', 'emergency'],
    ['dog', 'his belly got big since supper and it feels tight like a drum, he keeps gagging', 'emergency'],
    // Vomit told red by its colour; red treats are not blood.
    ['dog', 'threw up twice and it was bright red each time', 'emergency'],
    ['cat', 'vomito dos veces y era rojo como sangre', 'emergency'],
    ['dog', 'she threw up her red food dye treats, it looked pink from the treats but she is fine', 'not emergency'],
    // Breathing effort in Spanish.
    ['dog', 'respira rapidisimo y con mucho esfuerzo, se le hunde la panza', 'emergency'],
    // Seizures timed past five minutes, or not coming out of it.
    ['dog', 'hes jerking on the floor and its been going on for 6 minutes', 'emergency'],
    ['cat', 'esta sacudiendose en el piso hace como 8 minutos y no vuelve en si', 'emergency'],
    ['dog', 'Ollie is epileptic, on keppra, had one short seizure of a minute tonight and he is back to normal now', 'soon'],
    ['dog', 'he is epileptic on phenobarb and had 3 seizures tonight', 'emergency'],
    // Falls from a height and out of moving vehicles; a car suspected; a driveway bump.
    ['cat', 'she went off the 4th floor balcony chasing a moth and walks fine', 'emergency'],
    ['dog', 'he bounced out of the back of the truck on the highway, only scrapes', 'emergency'],
    ['dog', 'he jumped out of the car at the park like always', 'not emergency'],
    ['cat', 'he came home with blood on his nose and his jaw looks crooked, maybe a car', 'emergency'],
    ['dog', 'I bumped her backing out of the driveway, she yelped but walks', 'emergency'],
    ['cat', 'she has dandruff on her back, she is a bit on the heavy side', 'not emergency'],
    ['dog', 'an advil fell on the floor, he grabbed it but I pried his mouth open and it came out whole', 'not emergency'],
    // Hind legs dragged, in both languages.
    ['dog', 'my dachshund couldnt get up on his back legs this morning and is dragging them', 'emergency'],
    ['dog', 'de repente empezo a arrastrar la parte de atras y camina solo con las manitas', 'emergency'],
    ['dog', 'se arrastra de la cola y se lame el trasero, huele a pescado', 'not emergency'],
    // Labour timed by the clock: over two hours since the last one born.
    ['dog', 'first puppy came at 10pm, second at 10:40pm, now its 1:30am and nothing else', 'emergency'],
    ['cat', 'el primer gatito nacio a las 5 y ya son las 8 y no sale ninguno mas', 'emergency'],
    ['dog', 'last puppy was born 3 hours ago and she still has more inside', 'emergency'],
    // Bait put out weeks ago, found chewed now; a needle gone; a string from the rear.
    ['dog', 'we set out mouse bait blocks last month and today I found one chewed up on his bed', 'emergency'],
    ['dog', 'pusimos veneno para ratas la semana pasada y hoy encontre la bolsa mordida', 'emergency'],
    ['cat', 'there was a sewing needle with thread on the table and now the needle is gone', 'emergency'],
    ['cat', 'le cuelga un hilo del trasero y no sale cuando jalo', 'emergency'],
    // Toxins by brand: pre-workout, a dog spot-on on a cat, dispensary gummies.
    ['dog', 'he licked up some of my pre workout powder that spilled and now hes pacing', 'emergency'],
    ['cat', 'put some frontline tri-act on my cat', 'emergency'],
    ['dog', 'gave my dog his monthly frontline tri-act as usual', 'not emergency'],
    ['dog', 'my roommate left a dispensary gummy out and the dog ate it', 'emergency'],
    // Looks, fakes, fears and questions are no exposure.
    ['dog', 'he shakes his head, his ears have black stuff like coffee grounds in them', 'not emergency'],
    ['dog', 'the lump on his side went from pea sized to more like a big grape since spring', 'not emergency'],
    ['dog', 'I thought he ate one of the raisin cookies but they were plain oatmeal, no raisins in them', 'not emergency'],
    ['cat', 'la gata mordio una azucena pero es de plastico, no es una planta de verdad', 'not emergency'],
    ['cat', 'she chewed a leaf of the real lily in the vase, the silk ones are upstairs', 'emergency'],
    ['cat', 'los lirios son toxicos para los gatos? quiero comprar unos pero todavia no tengo', 'not emergency'],
    // Small pees in a female are cystitis (soon); in a male cat, a blockage.
    ['cat', 'our female cat goes in and out of the box leaving tiny pee clumps, eating normally', 'soon'],
    ['dog', 'my spayed female squats a lot on walks and only dribbles a bit each time', 'soon'],
    ['cat', 'my male cat goes in and out of the box and only tiny drops come out', 'emergency'],
    // Vaccines finished weeks ago still count; overheated yesterday and well since is a check, not a dash.
    ['dog', '4 month old pup, finished all his puppy shots last month, threw up and loose stool but playful', 'soon', 4],
    ['dog', 'he overheated at the park yesterday, we cooled him and he was back to normal, a bit quiet today', 'soon'],
  ])
})
