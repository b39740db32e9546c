import { describe } from 'vitest'
import { itGrades } from './gradedForTests'

/**
 * Toxins on the ASPCA and Pet Poison Helpline lists by brand, generic and Spanish names, with no signs yet; and the same names denied, asked about, or as a pet's name or a colour.
 */
describe('toxins by any name, even with no signs yet', () => {
  itGrades([
    ['dog', 'my lab ate a whole bag of raisins', 'emergency'],
    ['dog', 'she got into the grapes on the table, maybe 6', 'emergency'],
    ['dog', 'ate some trail mix with raisins', 'emergency'],
    ['dog', 'se comio unas uvas que se cayeron', 'emergency'],
    ['dog', 'se comio unas pasitas del cereal', 'emergency'],
    ['dog', 'he ate a pack of sugar free gum', 'emergency'],
    ['dog', 'chewed up my nicorette gum', 'emergency'],
    ['dog', 'got into a jar of peanut butter with xylitol', 'emergency'],
    ['dog', 'se comio un chicle sin azucar', 'emergency'],
    ['dog', 'ate a bag of dark chocolate chips', 'emergency'],
    ['dog', 'got into the cocoa powder', 'emergency'],
    ['dog', 'se comio un brownie entero', 'emergency'],
    ['dog', 'se comio una barra de chocolate amargo', 'emergency'],
    ['dog', 'licked up spilled coffee grounds', 'emergency'],
    ['dog', 'ate a red bull can contents', 'emergency'],
    ['dog', 'chewed a couple advil', 'emergency'],
    ['dog', 'she ate 3 ibuprofens off the counter', 'emergency'],
    ['dog', 'got into my aleve bottle', 'emergency'],
    ['dog', 'le di una aspirina para el dolor', 'emergency'],
    ['dog', 'se comio unas pastillas de ibuprofeno', 'emergency'],
    ['cat', 'i gave my cat a tylenol for her pain', 'emergency'],
    ['cat', 'mi gato lamio una pastilla de paracetamol', 'emergency'],
    ['dog', 'le di tempra a mi perro', 'emergency'],
    ['cat', 'put my dogs frontline plus on the cat', 'emergency'],
    ['cat', 'used k9 advantix on my kitten by mistake', 'emergency'],
    ['cat', 'le puse a mi gata la pipeta del perro', 'emergency'],
    ['dog', 'licked antifreeze off the garage floor', 'emergency'],
    ['dog', 'se tomo anticongelante', 'emergency'],
    ['dog', 'ate onion rings off the floor', 'emergency'],
    ['dog', 'se comio una cebolla entera', 'emergency'],
    ['dog', 'ate garlic bread', 'emergency'],
    ['dog', 'my dog chewed a sago palm', 'emergency'],
    ['cat', 'my cat nibbled the lily flowers in the vase', 'emergency'],
    ['cat', 'pollen from the lilies got on my cats face and she licked it', 'emergency'],
    ['cat', 'mi gata mordio una azucena', 'emergency'],
    ['cat', 'se comio las hojas del lirio', 'emergency'],
    ['dog', 'ate my weed gummies', 'emergency'],
    ['dog', 'got into my edibles', 'emergency'],
    ['dog', 'se comio un brownie de mota', 'emergency'],
    ['dog', 'he ate my adderall', 'emergency'],
    ['dog', 'se comio mis pastillas de adderall', 'emergency'],
    ['dog', 'ate rat poison', 'emergency'],
    ['dog', 'chewed through a box of mouse bait in the shed', 'emergency'],
    ['dog', 'se comio el raticida', 'emergency'],
    ['dog', 'se comio las bolitas azules para ratones', 'emergency'],
    ['dog', 'ate snail bait in the garden', 'emergency'],
    ['dog', 'my dog ate a vape pod', 'emergency'],
    ['dog', 'se comio unas colillas de cigarro', 'emergency'],
    ['dog', 'ate a few macadamia nuts', 'emergency'],
    ['dog', 'drank beer from a cup', 'emergency'],
    ['dog', 'ate raw bread dough', 'emergency'],
    ['dog', 'se comio la masa cruda de pan', 'emergency'],
    ['cat', 'my cat licked tea tree oil', 'emergency'],
    ['dog', 'ate a bunch of my prenatal vitamins', 'emergency'],
    ['dog', 'he got into my blood pressure pills', 'emergency'],
    ['dog', 'se comio pastillas de mi abuela', 'emergency'],
    ['dog', 'ate a pack of cigarettes', 'emergency'],
    ['dog', 'got into the dishwasher pods', 'emergency'],
    ['dog', 'drank bleach', 'emergency'],
  ])
})

describe('toxins denied, asked about, or as names and colours', () => {
  itGrades([
    ['dog', 'chocolate lab due for vaccines', 'routine'],
    ['dog', 'is it safe to give my dog peanut butter without xylitol', 'routine'],
    ['dog', 'can dogs eat bananas', 'routine'],
    ['dog', 'puede mi perro comer uvas?', 'routine'],
    ['cat', 'what plants are safe for cats, we got rid of all our lilies', 'routine'],
    ['dog', 'he sniffed the grapes but did not eat any', 'routine'],
    ['dog', 'no se comio las uvas, estaban en la mesa y no alcanza', 'routine'],
    ['dog', 'we keep all meds locked in a cabinet, just asking about flea meds', 'routine'],
    ['dog', 'my dog is named Coco, checkup please', 'routine'],
    ['cat', 'my cat Lily needs her shots', 'routine'],
    ['dog', 'our dog Pepper needs a nail trim', 'routine'],
    ['dog', 'my dog Whiskey needs his rabies shot', 'routine'],
    ['dog', 'mi perra se llama Canela, quiero vacunarla', 'routine'],
    ['dog', 'mi perro Chocolate necesita sus vacunas', 'routine'],
    ['dog', 'perro color chocolate, revision anual', 'routine'],
    ['dog', 'ate his dog food with some green beans', 'routine'],
    ['dog', 'frontline applied as labelled, all good, refill please', 'routine'],
    ['dog', 'we had grapes in the house last year, nothing happened, just a wellness check', 'routine'],
  ])
})

describe('rodent bait told by its look or by who left it for the mice', () => {
  itGrades([
    ['dog', 'he got into the green blocks the exterminator put behind the fridge', 'emergency'],
    ['cat', 'she chewed some of the pellets for the mice in the garage', 'emergency'],
    ['dog', 'se comio unos bloquecitos verdes que pusieron para las ratas', 'emergency'],
    ['dog', 'el de control de plagas dejo unas bolitas azules y mi perro se comio una', 'emergency'],
    ['dog', 'the exterminator came but put nothing down, dog never went near the garage', 'not emergency'],
    ['dog', 'no hay veneno para ratones en la casa, nomas pregunto', 'not emergency'],
  ])
})

describe('raisins baked in, flowers said to be fake afterwards, pills picked up and counted, nothing given yet', () => {
  itGrades([
    ['dog', 'se comio una galleta de avena con pasas hace un rato', 'emergency'],
    ['dog', 'he got half of my cinnamon raisin bagel', 'emergency'],
    ['dog', 'mi perra agarro un pedazo de rosca con pasas de la mesa', 'emergency'],
    ['cat', 'my cat ate part of a lily leaf', 'emergency'],
    ['dog', 'the raisin box was still sealed, he just sniffed it', 'not emergency'],
    ['cat', 'the bouquet lilies are all artificial, he batted one', 'not emergency'],
    ['cat', 'los lirios son falsos, de tela, la gata los olio', 'not emergency'],
    ['dog', 'spilled my advil bottle, picked them all up right away, all 20 in the bottle', 'not emergency'],
    ['dog', 'no le he dado nada, que le doy para el dolor? tengo ibuprofeno', 'not emergency'],
    ['dog', 'can dogs have tylenol? i havent given him any', 'not emergency'],
    ['dog', 'r grapes toxic for dogs? mine has never had any', 'not emergency'],
  ])
})

describe('cleaners and doughs told by what they are', () => {
  itGrades([
    ['dog', 'she drank out of the toilet with the blue cleaner tablet', 'emergency'],
    ['dog', 'he licked the battery acid off a leaking remote', 'emergency'],
    ['cat', 'my cat ate some of my sourdough starter', 'emergency'],
    ['dog', 'se comio la masa madre del pan', 'emergency'],
    ['dog', 'he ate a slice of sourdough bread, fine', 'not emergency'],
  ])
})

describe("a cat in contact with a dog's fresh spot-on, and rodent bait told by its colour or its box", () => {
  itGrades([
    ['cat', 'I put flea drops on the dog this morning and the cat licked him, now she is drooling', 'emergency'],
    ['cat', 'le puse la pipeta al perro y el gato se durmio con el, ahora tiembla', 'emergency'],
    ['cat', 'hartz collar on our dog, the kitten sleeps with him and keeps twitching', 'emergency'],
    ['cat', 'we use a cat-only flea product from the vet, she is fine', 'not emergency'],
    ['dog', 'the blue colored pellets from the shed are chewed up and some are missing', 'emergency'],
    ['dog', 'the black bait box by the fence was chewed open', 'emergency'],
    ['dog', 'los bloquecitos verdes del garaje estan mordidos', 'emergency'],
    ['dog', 'he chews his green dental chew blocks every night', 'not emergency'],
    ['dog', 'se comio dos chocolates carlos v de la mesa', 'emergency'],
    ['dog', 'she got into a bag of twix in my purse', 'emergency'],
    ['dog', 'mi perro se llama Kinder y hoy le toca su vacuna', 'not emergency'],
  ])
})

describe('only a question about a plant or a food, none at home', () => {
  itGrades([
    ['cat', 'are tulips or lilies ok for cats? we havent bought any yet', 'routine'],
    ['dog', 'una pregunta: el aguacate es malo para perros? es para saber', 'routine'],
    ['cat', 'no hemos traido ninguna azucena, pero son toxicas para gatos?', 'routine'],
    ['cat', 'is it bad that she licked the lily we brought home?', 'emergency'],
  ])
})
