import type { LexiconSection } from './lexicon-section';

/** Food, treats, litter, toys, health and care goods for dogs, cats, fish, birds and small animals. */
export const PETS: LexiconSection = {
  category: 'Pets',
  terms: `
pet supplies, dog food, dry dog food, wet dog food, canned dog food, puppy food, senior dog food, cat food
dry cat food, wet cat food, canned cat food, kitten food, pet food, dog treats, cat treats, pet treats
treats, dog biscuits, dog bones, rawhide, rawhide bones, bully sticks, dental chews, dental sticks
dog chews, chew toys, dog toys, cat toys, catnip, cat litter, kitty litter, litter, clumping litter
clumping cat litter, crystal litter, pine litter, litter box, litter box liners, litter liners
litter scoop, poop bags, dog poop bags, waste bags, pet waste bags, puppy pads, pee pads, training pads
wee wee pads, dog shampoo, pet shampoo, flea medicine, flea treatment, flea and tick, flea collar
tick collar, flea shampoo, heartworm medicine, dog collar, leash, dog leash, harness, dog bed, cat bed
pet bed, cat scratcher, scratching post, cat tree, pet carrier, dog crate, pet bowl, dog bowl, water bowl
fish food, fish flakes, goldfish food, betta food, aquarium gravel, aquarium filter, bird seed
birdseed, wild bird seed, bird food, suet, hamster food, guinea pig food, rabbit food, hay, timothy hay
hamster bedding, pet bedding, small animal bedding, reptile food, crickets, mealworms, dog vitamins
pet vitamins, pill pockets, greenies, milk bone, dentastix, beggin strips, pup peroni, temptations
kibble, dog kibble, puppy chow, cat chow, dog chow, meow mix, fancy feast, friskies, pet wipes
dog wipes, pet stain remover, pet odor remover, bark collar, pooper scooper, cat grass, catnip toys
dog sweater, pet gate, fish tank, aquarium, hamster wheel, chew bones, pig ears, cow ears, jerky treats
`,
  brands: `
purina, purina one, purina pro plan, pro plan, beneful, alpo, pedigree, iams, eukanuba, blue buffalo
hills, science diet, royal canin, rachael ray nutrish, nutrish, wellness, merrick, taste of the wild
orijen, acana, nutro, cesar, kibbles n bits, ol roy, 9lives, sheba, whiskas, tidy cats, fresh step
scoop away, worlds best cat litter, dr elseys, frontline, advantage, seresto, k9 advantix, nexgard
bravecto, nylabone, kong, blue wilderness, freshpet, the honest kitchen, tetra, tetramin, kaytee, oxbow
vitakraft, zukes, old mother hubbard, wellness core, natures recipe, natural balance, instinct
stella and chewys, ziwi, fromm, canidae, diamond naturals, authority, simply nourish, churu, inaba,
hills science diet, special kitty, gravy train, nulo, cats pride, ever clean, sentry, hartz, capstar,
nutri vet, zesty paws, smartbones, busy bone, snausages, whimzees, benebone, lilys kitchen, natures miracle,
open farm
`,
};
