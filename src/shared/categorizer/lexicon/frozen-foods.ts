import type { LexiconSection } from './lexicon-section';

/** Ice cream and frozen desserts, frozen meals, pizza, fries, frozen vegetables and fruit, and ice. */
export const FROZEN_FOODS: LexiconSection = {
  category: 'Frozen Foods',
  terms: `
entrees,
frozen foods, ice cream, vanilla ice cream, chocolate ice cream, strawberry ice cream
mint chocolate chip ice cream, cookies and cream ice cream, butter pecan ice cream, rocky road
neapolitan ice cream, cookie dough ice cream, coffee ice cream, non dairy ice cream, ice cream sandwiches
ice cream bars, ice cream cake, ice cream pints, gelato, sorbet, sherbet, frozen yogurt, froyo
frozen custard, popsicles, ice pops, freeze pops, fruit bars, frozen fruit bars, push pops, fudgesicles
creamsicles, klondike bars, mochi, mochi ice cream, frozen pizza, pizza, cheese pizza, french bread pizza
pizza rolls, pizza bites, bagel bites, hot pockets, lean pockets, toaster strudel, frozen waffles, waffles
eggo waffles, frozen pancakes, pancakes, french toast sticks, breakfast sandwiches, breakfast burritos
frozen burritos, burritos, frozen dinners, tv dinners, frozen meals, microwave meals, frozen entrees
pot pies, chicken pot pie, enchiladas, taquitos, mini tacos, tamales, egg rolls, spring rolls
potstickers, dumplings, gyoza, pierogies, pierogi, meatballs, chicken nuggets, nuggets, dino nuggets
chicken strips, chicken patties, popcorn chicken, fish sticks, breaded fish, popcorn shrimp
coconut shrimp, crab rangoon, french fries, fries, crinkle fries, waffle fries, curly fries, steak fries
shoestring fries, sweet potato fries, tater tots, tots, hash browns, hash brown patties, potato wedges
onion rings, mozzarella sticks, jalapeno poppers, corn dogs, frozen vegetables, frozen veggies
stir fry vegetables, california blend, steamfresh, frozen fruit, acai packs
smoothie packs, cool whip, whipped topping, frozen pie, texas toast, garlic toast, ice, ice cubes
crushed ice, dry ice, veggie burgers, frozen meatballs, orange chicken, frozen appetizers, frozen desserts
ice cream cups, ice cream novelties, italian ice, frozen lemonade, tv dinner trays, pizza pockets
power bowls, breakfast bowls, frozen bowls, skillet meals, skillet meal, potato skins, puff pastry, puff pastry sheets, phyllo dough, fillo dough, phyllo shells, fillo shells, frozen pie crusts, salmon burgers, fish burgers, bean burgers, black bean burgers, shelled edamame
`,
  brands: `
ben and jerrys, haagen dazs, halo top, talenti, breyers, blue bell, dreyers, edys, turkey hill, friendlys
baskin robbins, magnum, klondike, popsicle, outshine, good humor, jenis, arctic zero, enlightened, yasso
eggo, vans, digiorno, red baron, tombstone, totinos, jacks pizza, california pizza kitchen, freschetta
stouffers, lean cuisine, marie callenders, banquet, hungry man, ore ida, alexia, birds eye, gortons
van de kamps, seapak, pagoda, bibigo, innovasian, ling ling, el monterey, jose ole, delimex, evol, devour
michelinas, smart ones, morningstar farms, boca, gardein, dr praegers, rhodes, mrs pauls, celeste
bellatoria, screamin sicilian, caulipower, kid cuisine, blue bunny, hood ice cream,
boston market, tai pei, wanchai ferry, feel good foods, real good foods, daily harvest, sweet earth, kineret,
tabatchnick, mrs ts, jacks, tonys, home run inn, ellios, delissio, goodfellas, white castle, tinas,
steak umm, farm rich, uncrustables, mccain, cavendish farms, pictsweet, c and w, wymans, aunt bessies,
high liner, quorn, van leeuwen, skinny cow, bomb pop, dippin dots, carvel, chapmans, cornetto, mrs smiths
`,
};
