import type { LexiconSection } from './lexicon-section';

/** Breads, rolls, buns, bagels, tortillas, pastries, cakes and pies from the bakery aisle. */
export const BAKERY: LexiconSection = {
  category: 'Bakery',
  terms: `
bread, loaf, white bread, wheat bread, whole wheat bread, whole grain bread, multigrain bread, sourdough
sourdough bread, sourdough loaf, rye bread, pumpernickel, marble rye, seeded rye, sandwich bread, potato bread
oat bread, oatnut bread, honey wheat bread, 12 grain bread, sprouted bread, ezekiel bread, gluten free bread
keto bread, italian bread, french bread, baguette, baguettes, ciabatta, ciabatta rolls, focaccia, challah
brioche, brioche bread, brioche buns, cinnamon raisin bread, raisin bread, banana bread, zucchini bread
pumpkin bread, cornbread, corn muffins, garlic bread, artisan bread, country loaf, boule, batard, pullman loaf
wonder bread, bread bowls, breadsticks, soft pretzels, pizza dough, pizza crust, naan, garlic naan
rolls, dinner rolls, kaiser rolls, hoagie rolls, sub rolls, hero rolls, french rolls, crusty rolls
hawaiian rolls, sweet rolls, parker house rolls, pretzel rolls, pretzel buns, bread rolls, sandwich rolls
bolillos, teleras, buns, hamburger buns, burger buns, hot dog buns, slider buns, sesame buns, potato buns
potato rolls, bagels, everything bagels, plain bagels, sesame bagels, cinnamon raisin bagels
blueberry bagels, onion bagels, poppy seed bagels, mini bagels, bagel thins, english muffins, muffins
blueberry muffins, bran muffins, chocolate chip muffins, banana nut muffins, muffin tops, tortillas
flour tortillas, corn tortillas, whole wheat tortillas, low carb tortillas, street taco tortillas
tortilla wraps, wraps, spinach wraps, tomato basil wraps, lavash, pita, pita bread, pita pockets
flatbread, chapati, roti, croissants, chocolate croissants, almond croissants, pain au chocolat, danish
cheese danish, fruit danish, scones, turnovers, apple turnovers, strudel, cinnamon rolls, cinnamon buns
sticky buns, bear claws, eclairs, cream puffs, cannoli, macarons, coconut macaroons, palmiers, kolaches
pastry, pastries, puff pastry shells, donuts, doughnuts, glazed donuts, donut holes, munchkins, crullers
apple fritters, fritters, beignets, cake, birthday cake, sheet cake, layer cake, chocolate cake, carrot cake
red velvet cake, cheesecake, pound cake, angel food cake, bundt cake, coffee cake, tres leches cake
cupcakes, cake slices, cake pops, whoopie pies, pie, apple pie, pumpkin pie, pecan pie, cherry pie
blueberry pie, key lime pie, lemon meringue pie, sweet potato pie, peach pie, banana cream pie
chocolate cream pie, bakery cookies, brownies, blondies, lemon bars, biscuits, stollen, panettone, king cake
babka, rugelach, twinkies, ding dongs, honey buns, snack cakes, zebra cakes, swiss rolls, oatmeal creme pies
cinnamon swirl bread, rye, whole wheat, hot cross buns, conchas, pan dulce, crumb cake, mini muffins, popovers, crumpets
`,
  brands: `
daves killer bread, natures own, sara lee, pepperidge farm, arnold, oroweat, thomas, entenmanns
little debbie, hostess, kings hawaiian, mission, guerrero, la banderita, bimbo, canyon bakehouse, udis
martins, tastykake, krispy kreme, stroehmann, sunbeam, franz, brownberry, mrs bairds, schmidt, village hearth,
marinela, ezekiel, tia rosa, la tortilla factory, el milagro, flatout, toufayan, stonefire, freihofers,
bunny bread, silver hills, alvarado street bakery, la brea bakery, dempsters, vachon, warburtons, hovis,
kingsmill, mr kipling, drakes, otis spunkmeyer, mrs freshleys
`,
};
