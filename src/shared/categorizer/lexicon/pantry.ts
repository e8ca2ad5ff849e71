import type { LexiconSection } from './lexicon-section';

/** Shelf-stable food: cereal, pasta, rice, baking, oils, spices, condiments, canned goods, snacks (coffee and tea are Beverages). */
export const PANTRY: LexiconSection = {
  category: 'Pantry',
  terms: `
pantry, crisps, wafers, sauce, marinade, spice rub, dry rub, nut butter spread, cereal, breakfast cereal, granola, muesli, oatmeal, instant oatmeal, oats, rolled oats
old fashioned oats, quick oats, steel cut oats, overnight oats, grits, cream of wheat, farina, corn flakes
frosted flakes, rice krispies, raisin bran, special k, lucky charms, froot loops, capn crunch
cinnamon toast crunch, honey bunches of oats, frosted mini wheats, shredded wheat, chex
rice chex, corn chex, wheat chex, cocoa puffs, cocoa pebbles, fruity pebbles, trix, kix, life cereal
golden grahams, apple jacks, reeses puffs, cheerios, honey nut cheerios, multigrain cheerios, wheaties
grape nuts, fiber one, cracklin oat bran, puffins cereal, pancake mix, waffle mix, bisquick, pancake syrup
maple syrup, syrup, pop tarts, toaster pastries, breakfast bars, nutri grain bars, granola bars
protein bars, cereal bars, pasta, spaghetti, penne, rigatoni, fusilli, rotini, farfalle, bow tie pasta
linguine, fettuccine, angel hair, capellini, macaroni, elbow macaroni, elbow pasta, shells, pasta shells
jumbo shells, manicotti, lasagna noodles, lasagna sheets, ziti, orzo, orecchiette, bucatini, pappardelle
tagliatelle, gnocchi, ditalini, acini de pepe, egg noodles, noodles, ramen, ramen noodles, instant ramen
instant noodles, cup noodles, top ramen, maruchan, udon, soba noodles, rice noodles, pad thai noodles
lo mein noodles, glass noodles, vermicelli, whole wheat pasta, chickpea pasta, lentil pasta
mac and cheese, macaroni and cheese, boxed mac and cheese, hamburger helper, rice a roni, pasta roni
rice, white rice, brown rice, jasmine rice, basmati rice, long grain rice, arborio rice, sushi rice
wild rice, instant rice, minute rice, rice pilaf, spanish rice, yellow rice, sticky rice, quinoa
couscous, pearl couscous, barley, bulgur, farro, millet, polenta, cornmeal, freekeh, amaranth, buckwheat
stuffing, stuffing mix, stove top, instant mashed potatoes, mashed potato flakes, au gratin potatoes
scalloped potatoes, flour, all purpose flour, bread flour, cake flour, self rising flour
whole wheat flour, almond flour, coconut flour, oat flour, rice flour, tapioca flour, cornstarch
corn starch, arrowroot, sugar, granulated sugar, white sugar, brown sugar, light brown sugar
dark brown sugar, powdered sugar, confectioners sugar, icing sugar, cane sugar, raw sugar
turbinado sugar, coconut sugar, sugar cubes, stevia, splenda, sweetener, sugar substitute
monk fruit sweetener, truvia, sweet n low, agave, agave nectar, honey, molasses, corn syrup
golden syrup, baking soda, baking powder, yeast, active dry yeast, instant yeast, vanilla
vanilla extract, pure vanilla extract, almond extract, peppermint extract, lemon extract, food coloring
gel food coloring, sprinkles, nonpareils, chocolate chips, semi sweet chocolate chips
white chocolate chips, butterscotch chips, peanut butter chips, mini chocolate chips, baking chocolate
unsweetened chocolate, cocoa, cocoa powder, cacao powder, cacao nibs, cake mix, brownie mix, muffin mix
cookie mix, cornbread mix, jiffy corn muffin mix, frosting, icing, canned frosting, pie filling
cherry pie filling, pumpkin puree, canned pumpkin, pie crust, graham cracker crust, graham crackers
marshmallows, mini marshmallows, marshmallow fluff, marshmallow creme, sweetened condensed milk
condensed milk, evaporated milk, powdered milk, dry milk, shredded coconut, coconut flakes
chia seeds, flax seeds, flaxseed, ground flaxseed, hemp seeds, wheat germ, gelatin
jello, jell o, pudding mix, instant pudding, pectin, cream of tartar, meringue powder, baking mix
breadcrumbs, bread crumbs, panko, croutons, oil, olive oil, extra virgin olive oil, vegetable oil
canola oil, coconut oil, avocado oil, sesame oil, toasted sesame oil, peanut oil, sunflower oil
grapeseed oil, corn oil, safflower oil, truffle oil, cooking oil, cooking spray, pam, nonstick spray
olive oil spray, shortening, crisco, lard, vinegar, white vinegar, apple cider vinegar, balsamic vinegar
red wine vinegar, white wine vinegar, rice vinegar, rice wine vinegar, sherry vinegar, malt vinegar
cooking wine, mirin, cooking sherry, salt, sea salt, kosher salt, table salt, iodized salt
himalayan salt, pink salt, flaky salt, garlic salt, onion salt, celery salt, seasoned salt
black pepper, ground black pepper, ground pepper, peppercorns, black peppercorns, white pepper, cayenne
cayenne pepper, red pepper flakes, crushed red pepper, paprika, smoked paprika, sweet paprika
chili powder, chipotle powder, ancho chili powder, cumin, ground cumin, cumin seeds, coriander
ground coriander, turmeric, ground turmeric, curry powder, garam masala, cinnamon, ground cinnamon
cinnamon sticks, nutmeg, ground nutmeg, cloves, ground cloves, allspice, ground ginger, cardamom
star anise, fennel seeds, mustard seeds, dry mustard, mustard powder, celery seed, poppy seeds
sesame seeds, caraway seeds, oregano, dried oregano, bay leaves, marjoram, herbes de provence
italian seasoning, poultry seasoning, taco seasoning, fajita seasoning, cajun seasoning
creole seasoning, old bay, everything bagel seasoning, lemon pepper, steak seasoning
montreal steak seasoning, ranch seasoning, chili seasoning, adobo, sazon, zaatar, sumac, saffron
vanilla beans, garlic powder, onion powder, granulated garlic, minced onion, dried onion flakes, msg
spices, spice, seasoning, seasonings, chinese five spice, pumpkin pie spice, apple pie spice
ketchup, catsup, mustard, yellow mustard, dijon mustard, dijon, whole grain mustard
spicy brown mustard, honey mustard, mayonnaise, mayo, miracle whip, aioli, relish, sweet relish
pickle relish, pickles, dill pickles, bread and butter pickles, pickle spears, gherkins, cornichons
sauerkraut, hot sauce, tabasco, franks red hot, cholula, sriracha, chili sauce, sweet chili sauce
chili garlic sauce, sambal oelek, gochujang, harissa, buffalo sauce, wing sauce, bbq sauce
barbecue sauce, steak sauce, a1, worcestershire sauce, soy sauce, tamari, coconut aminos, liquid aminos
teriyaki sauce, hoisin sauce, oyster sauce, fish sauce, ponzu, stir fry sauce, sweet and sour sauce
duck sauce, plum sauce, curry paste, red curry paste, green curry paste, tikka masala sauce
simmer sauce, enchilada sauce, taco sauce, salsa, salsa verde, picante sauce, queso, queso dip
nacho cheese, cheese dip, bean dip, dip, tahini, pesto, marinara, marinara sauce, pasta sauce
spaghetti sauce, tomato sauce, alfredo sauce, vodka sauce, pizza sauce, tomato paste, canned tomatoes
diced tomatoes, crushed tomatoes, peeled tomatoes, stewed tomatoes, fire roasted tomatoes
san marzano tomatoes, rotel, sun dried tomatoes, tomato puree, salad dressing, dressing, ranch
ranch dressing, italian dressing, caesar dressing, blue cheese dressing, thousand island
french dressing, balsamic vinaigrette, vinaigrette, greek dressing, honey mustard dressing
poppyseed dressing, sesame dressing, catalina dressing, peanut butter, crunchy peanut butter
creamy peanut butter, almond butter, cashew butter, sunflower butter, sunbutter, cookie butter
nutella, hazelnut spread, chocolate spread, jam, jelly, preserves, strawberry jam, strawberry preserves
grape jelly, raspberry jam, apricot preserves, orange marmalade, marmalade, fruit spread, apple butter
lemon curd, canned vegetables, canned green beans, canned corn, canned peas, canned beans, beans
black beans, pinto beans, kidney beans, red kidney beans, cannellini beans, white beans
great northern beans, navy beans, garbanzo beans, chickpeas, lentils, red lentils, green lentils
split peas, black eyed peas, butter beans, lima beans, refried beans, baked beans, pork and beans
chili beans, chili, canned chili, canned soup, soup, chicken noodle soup, tomato soup
cream of mushroom soup, cream of chicken soup, minestrone, clam chowder, lentil soup, split pea soup
french onion soup, vegetable soup, beef stew, stew, chicken broth, chicken stock, beef broth, beef stock
vegetable broth, vegetable stock, bone broth, broth, stock, bouillon, bouillon cubes, chicken bouillon
better than bouillon, canned tuna, tuna, tuna fish, albacore tuna, tuna pouches, canned salmon
canned chicken, sardines, anchovies, anchovy paste, smoked oysters, canned clams, spam
vienna sausages, corned beef hash, canned fruit, fruit cocktail, canned peaches, canned pineapple
applesauce, apple sauce, fruit cups, jello cups, olives, black olives, green olives, kalamata olives
castelvetrano olives, pimentos, capers, artichoke hearts, roasted red peppers, banana peppers
pickled jalapenos, water chestnuts, bamboo shoots, hearts of palm, coconut milk, coconut cream
green chiles, diced green chiles, chipotle peppers in adobo, chips, potato chips, kettle chips
tortilla chips, corn chips, pita chips, bagel chips, veggie chips, plantain chips, banana chips
pork rinds, cheese puffs, cheetos, fritos, doritos, lays, ruffles, pringles, tostitos, sun chips, sunchips
cape cod chips, popchips, takis, funyuns, cheez its, cheez it, goldfish, goldfish crackers, crackers
saltines, saltine crackers, ritz, ritz crackers, triscuits, wheat thins, club crackers, animal crackers
oyster crackers, water crackers, rice crackers, peanut butter crackers, pretzels, pretzel rods
pretzel sticks, popcorn, microwave popcorn, kettle corn, caramel corn, rice cakes, trail mix, mixed nuts
nuts, almonds, roasted almonds, sliced almonds, cashews, peanuts, honey roasted peanuts, walnuts, pecans
pistachios, macadamia nuts, hazelnuts, pine nuts, brazil nuts, sunflower seeds, pumpkin seeds, pepitas
dried fruit, raisins, golden raisins, craisins, dried cranberries, prunes, dried apricots, dried mango
dried figs, dried dates, fruit snacks, fruit leather, fruit roll ups, gummies, gummy bears, gummy worms
candy, chocolate, chocolate bar, candy bar, milk chocolate, dark chocolate, white chocolate, hershey bar
kit kat, snickers, m&ms, reeses, reeses cups, peanut butter cups, twix, milky way, 3 musketeers
butterfinger, skittles, starburst, twizzlers, red vines, jolly ranchers, lollipops, candy canes
jelly beans, sour patch kids, swedish fish, nerds, airheads, laffy taffy, tootsie rolls, hot tamales
mike and ike, lifesavers, breath mints, altoids, tic tacs, gum, chewing gum, bubble gum, caramels
toffee, fudge, licorice, peeps, ferrero rocher, andes mints, peppermint patties, cookies, oreos
chips ahoy, nutter butters, fig newtons, nilla wafers, vanilla wafers, shortbread, biscotti
girl scout cookies, milano cookies, teddy grahams, belvita, biscoff cookies, ginger snaps
oatmeal cookies, sandwich cookies, wafer cookies, jerky, beef jerky, turkey jerky, meat sticks, slim jims
clif bars, kind bars, larabars, rxbars, quest bars, rice krispies treats
chocolate syrup, caramel sauce
taco shells, hard taco shells, tostadas, taco kit, rice paper, nori, seaweed snacks, seaweed, wasabi
pickled ginger, miso paste, masa harina, masa, protein powder, whey protein, ice cream cones, waffle cones
bacon bits, fried onions, french fried onions, onion soup mix, gravy, gravy mix, brown gravy, pasta salad kit
soup mix, ramen cups, canned goods, snacks, snack mix, chex mix, party mix, nut butter, pretzel crisps
granola clusters, energy bites, trail mix bars, dried blueberries, dried cherries
maraschino cherries, basmati, canola, jasmine, arborio, teriyaki, worcestershire, hoisin, balsamic
cream of chicken, cream of mushroom, cream of celery, salt and pepper, evoo, pb, lasagna, salad toppings, sunflower kernels, candied pecans
mix, mixes, cones, sugar cones
rub, bbq rub, fruit chews, fruit filling, pepper paste, chili paste, bisque, gefilte fish, potted meat, vienna sausage, deviled ham, chopped clams, minced clams, chicharrones
`,
  brands: `
kelloggs, general mills, post, quaker, nabisco, kraft, barilla, de cecco, ronzoni, raos, prego, ragu
bertolli, classico, newmans own, heinz, frenchs, hellmanns, best foods, dukes, kikkoman, la choy, goya
old el paso, ortega, campbells, progresso, del monte, libbys, green giant, bushs, hunts, muir glen
cento, mutti, jif, skippy, peter pan, smuckers, welchs, bonne maman, domino, king arthur, gold medal
betty crocker, duncan hines, ghirardelli, nestle toll house, hersheys, bakers, mccormick, spice islands
badia, lawrys, morton, diamond crystal, mazola, wesson, bragg, pompeian, colavita, nissin, annies
uncle bens, mahatma, zatarains, near east, knorr
kettle brand
utz, wise, herrs, keebler, oreo, famous amos, planters, blue diamond, wonderful pistachios, emerald
snyders, rold gold, smartfood, orville redenbacher, pop secret, act ii, skinnypop, nature valley, clif
kind, larabar, quest, kashi, mars, lindt, haribo, trolli, brachs, jack links, slim jim
dinty moore, chef boyardee, starkist, bumble bee, chicken of the sea, wild planet, la costena, tapatio
huy fong, sweet baby rays, stubbs, hidden valley, kens, wish bone, marzetti, vlasic, claussen, mt olive
mrs butterworths, pearl milling, log cabin, hungry jack, krusteaz, kodiak cakes, bobs red mill
arrowhead mills, idahoan, frito lay, sun maid, sabritas,
muellers, san giorgio, creamette, banza, no yolks, pennsylvania dutch, jovial, ancient harvest, catelli,
contadina, tuttorosso, red gold, vigo, delallo, mezzetta, peppadew, lindsay, le sueur, s and w, b and m,
allens, glory foods, bruces yams, eden foods, el pato, herdez, la victoria, rosarita, pace, frontera,
mrs renfros, green mountain gringo, on the border, embasa, juanitas, dona maria, iberia, maseca, gamesa,
de la rosa, pelon pelo rico, barcel, tajin, valentina, el yucateco, santitas, cracker jack, cape cod, zapps,
miss vickies, boulder canyon, terra, stacys, pirates booty, boomchickapop, jiffy pop, late july, siete,
garden of eatin, food should taste good, old dutch, cheezies, snyders of hanover, gardettos, bugles,
corn nuts, andy capps, harvest snaps, popcorners, lesserevil, hippeas, tyrrells, walkers, town house, carrs,
back to nature, simple mills, marys gone crackers, breton, wasa, ryvita, voortman, biscoff, mcvities,
peek freans, bahlsen, tates bake shop, nilla, honey maid, pocky, meiji, calbee, lotte, pepero, glico,
britannia, parle, haldirams, corn pops, crispix, nutri grain, bear naked, malt o meal, weetabix, shreddies,
alpen, ready brek, nairns, natures path, mccanns, luna bar, zoneperfect, barebells, enjoy life,
natures bakery, aunt jemima, pearl milling company, martha white, jiffy, shake n bake, snack pack, knox,
certo, sure jell, comstock, lucky leaf, jet puffed, clabber girl, calumet, c and h, imperial sugar,
dixie crystals, swerve, lakanto, karo, la lechera, toll house, wilton, nielsen massey, filippo berio,
california olive ranch, chosen foods, tones, maldon, slap ya mama, tony chacheres, mrs dash, sir kensingtons,
kewpie, kens steak house, primal kitchen, lea and perrins, kc masterpiece, bulls eye, grey poupon, guldens,
franks redhot, texas pete, mikes hot honey, holland house, b and g, colmans, marmite, bovril, bisto,
pot noodle, dolmio, sharwoods, blue dragon, robertsons, hartleys, lyles, tate and lyle, san j, lee kum kee,
house of tsang, sun luck, ka me, thai kitchen, mae ploy, maggi, marukan, s and b, golden curry, soy vay,
lao gan ma, pearl river bridge, mama sitas, lucky me, chaokoh, simply asia, annie chuns, lotus foods,
nishiki, kokuho rose, nongshim, shin ramyun, samyang, buldak, indomie, ottogi, mikes mighty good, immi,
mr noodles, pataks, maya kaimal, mdh, shan, laxmi, swad, tasty bite, kitchens of india, tilda, india gate,
ziyad, krinos, osem, bamba, streits, gefen, yehuda, mrs adlers, pacific foods, college inn, kitchen basics,
lundberg, seeds of change, safe catch, crown prince, king oscar, clover leaf, spaghettios, van camps,
sahale snacks, oberto, krave, chomps, gushers, fruit by the foot, gogo squeez, polaner, st dalfour, justins,
stonewall kitchen, knotts berry farm, sue bee, nature nates, life savers, almond joy, mounds, heath,
whoppers, milk duds, baby ruth, sweetarts, warheads, hi chew, tootsie, dum dums, werthers original, ferrero,
godiva, toblerone, cadbury, russell stover, whitmans, andes, junior mints, lilys, alter eco,
tonys chocolonely, green and blacks, milka, ritter sport, kinder, jelly belly, smarties, pez, mentos,
ice breakers, trident, doublemint, juicy fruit, bazooka, hubba bubba, bubblicious, dentyne, maltesers, aero,
quality street, terrys, crunchie, coffee crisp, caramilk, laura secord
`,
};
