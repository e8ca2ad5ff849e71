import type { LexiconSection } from './lexicon-section';

/** Water, juice, soda, sports and energy drinks, coffee and tea (beans, ground, pods, bags, ready to drink), cocoa and drink mixes, beer, wine and spirits (CATEGORIES.md). */
export const BEVERAGES: LexiconSection = {
  category: 'Beverages',
  terms: `
beverages, drinks, drink, water, bottled water, spring water, purified water, distilled water
drinking water, mineral water, sparkling water, sparkling mineral water, seltzer, seltzer water
flavored water, flavored sparkling water, alkaline water, coconut water, tonic water, tonic, club soda
soda water, soda, pop, soft drinks, cola, diet soda, coke, diet coke, coke zero, cherry coke, coca cola
pepsi, diet pepsi, pepsi zero, sprite, sprite zero, 7up, dr pepper, diet dr pepper, mountain dew, mtn dew
fanta, orange soda, grape soda, root beer, cream soda, ginger ale, ginger beer, squirt, fresca, big red
crush soda, olipop, poppi, zevia, bubly, la croix, lacroix, perrier, san pellegrino, pellegrino
topo chico, spindrift, polar seltzer, smartwater, fiji water, evian, dasani, aquafina, poland spring
deer park, arrowhead water, ozarka, essentia, liquid death, voss, juice, orange juice, oj
fresh squeezed orange juice, apple juice, apple cider, cranberry juice, cranberry juice cocktail
grape juice, white grape juice, grapefruit juice, pineapple juice, tomato juice, vegetable juice, v8
carrot juice, pomegranate juice, cherry juice, tart cherry juice, prune juice, lemonade, pink lemonade
limeade, fruit punch, hawaiian punch, juice boxes, capri sun, simply orange, simply lemonade
juicy juice, naked juice, green juice, smoothies, bottled smoothie, gatorade, powerade, bodyarmor
body armor, propel, sports drinks, electrolyte drink, liquid iv, energy drinks, red bull, monster
monster energy, rockstar, bang energy, celsius, reign energy, 5 hour energy, c4 energy, alani nu
prime hydration, iced coffee, cold brew, cold brew coffee, bottled coffee, frappuccino
starbucks doubleshot, coffee drinks, iced tea, sweet tea, bottled tea, arizona, arizona iced tea, arizona green tea
snapple, pure leaf, gold peak, lipton iced tea, honest tea, tea drinks, kombucha, bubble tea, boba
horchata, protein shakes, premier protein, muscle milk, ensure, boost drink, slimfast, kool aid
crystal light, mio, tang, drink mix, lemonade mix, iced tea mix, water enhancer, margarita mix
bloody mary mix, daiquiri mix, pina colada mix, sweet and sour mix, simple syrup, grenadine, bitters
beer, ipa, lager, pilsner, stout, porter, ale, pale ale, amber ale, wheat beer, hefeweizen, sour beer
craft beer, light beer, non alcoholic beer, na beer, hard cider, cider, hard seltzer, hard lemonade
hard tea, hard kombucha, malt liquor, bud light, budweiser, coors, coors light, miller lite
michelob ultra, corona, corona extra, modelo, modelo especial, heineken, stella artois, dos equis
pacifico, blue moon, guinness, sam adams, samuel adams, yuengling, pabst, pbr, natural light
keystone light, busch light, busch, lagunitas, sierra nevada, fat tire, white claw, truly, high noon
twisted tea, smirnoff ice, mikes hard lemonade, angry orchard, four loko, wine, red wine, white wine
rose, rose wine, pink wine, sparkling wine, champagne, prosecco, cava, moscato, pinot noir
pinot grigio, pinot gris, chardonnay, cabernet, cabernet sauvignon, merlot, malbec, zinfandel
white zinfandel, syrah, shiraz, sauvignon blanc, riesling, chianti, tempranillo, rioja, sangria, port
sherry, vermouth, sake, soju, mead, boxed wine, box wine, franzia, barefoot wine, yellow tail
kendall jackson, la marca, josh cellars, apothic, 19 crimes, meiomi, kim crawford, bota box, liquor
spirits, vodka, gin, rum, white rum, spiced rum, dark rum, tequila, mezcal, whiskey, whisky, bourbon
scotch, rye whiskey, irish whiskey, brandy, cognac, schnapps, triple sec, liqueur, amaretto, kahlua
baileys, fireball, jameson, jack daniels, jim beam, makers mark, crown royal, johnnie walker, titos
smirnoff, absolut, grey goose, ketel one, bacardi, captain morgan, malibu rum, jose cuervo, patron
don julio, casamigos, hennessy, tanqueray, bombay sapphire, hendricks, aperol, campari, st germain
grand marnier, cointreau, sparkling cider, martinelli, shirley temple, mixers, cocktail mix, wine coolers
eggnog liqueur, cold brew latte, iced latte, energy shots, oat milk latte
medium roast, dark roast, french roast, light roast, house blend, breakfast blend, coffee k cups, tea k cups
thirst quencher, powder drink mix, drink powder, yerba mate, mate
coffee, ground coffee, whole bean coffee, coffee beans, espresso, espresso beans, instant coffee, decaf coffee, decaf, k cups, coffee pods, nespresso pods
keurig pods, folgers, maxwell house, tea, tea bags, black tea, green tea, herbal tea, chamomile tea, peppermint tea, earl grey, earl grey tea
english breakfast tea, chai, chai tea, oolong tea, white tea, matcha, matcha powder, rooibos, loose leaf tea, sleepytime tea, hot chocolate, hot cocoa
hot cocoa mix, cocoa mix, swiss miss, ovaltine, nesquik, chamomile, darjeeling
whole bean
`,
  brands: `
coca cola company, canada dry, schweppes, a and w, barqs, mug root beer, sunkist soda, shasta, waterloo, aha
core water, tropicana, minute maid, floridas natural, ocean spray, odwalla, suja, bolthouse juice
gt kombucha, health ade, synergy kombucha, vitaminwater, vitamin water, glaceau, celsius energy
ghost energy, prime, zoa, monster ultra, starbucks frappuccino, califia cold brew, la colombe
chameleon cold brew, stok, high brew, nesquik drink, yoo hoo, sunny d, sunny delight, hi c, tampico
lipton, twinings, bigelow, celestial seasonings, tazo, yogi tea, stash tea, starbucks, dunkin, peets, lavazza, cafe bustelo, death wish, illy, nescafe, community coffee, eight oclock, green mountain, keurig, nespresso,
sierra mist, starry, ibc, seagrams, faygo, jones soda, culture pop, jarritos, sidral mundet, penafiel,
fentimans, fever tree, irn bru, vimto, clearly canadian, polar, acqua panna, gerolsteiner, fiji, arrowhead,
zephyrhills, ice mountain, lifewtr, crystal geyser, volvic, highland spring, sparkling ice, bai, electrolit,
nuun, dripdrop, lmnt, rockstar energy, full throttle, lucozade, country time, uncle matts, natalies,
lakewood, rw knudsen, apple and eve, honest kids, jumex, kerns, ribena, robinsons, izze, nantucket nectars,
clamato, vita coco, zico, harmless harvest, kevita, gts, brisk, peace tea, sweet leaf, teavana, yogi, tetley,
pg tips, yorkshire tea, typhoo, stash, harney and sons, numi, pukka, traditional medicinals, republic of tea,
luzianne, king cole, barrys tea, ito en, chock full o nuts, cafe la llave, pilon, gevalia, kicking horse,
caribou coffee, tim hortons, tasters choice, mccafe, don franciscos, seattles best, black rifle coffee,
cafe du monde, victor allens, yuban, hills bros, melitta, kenco, nabob, abuelita, ibarra, milo, torani,
monin, mr and mrs t, miller high life, michelob, tecate, estrella jalisco, goose island, pabst blue ribbon,
rolling rock, shiner, leinenkugels, dogfish head, stone brewing, deschutes, athletic brewing, kona brewing,
shock top, labatt, molson, moosehead, sleeman, carling, fosters, becks, amstel, peroni, birra moretti,
carlsberg, sapporo, asahi, kirin, tsingtao, red stripe, strongbow, magners, barefoot, sutter home,
woodbridge, robert mondavi, la crema, menage a trois, beringer, chateau ste michelle, oyster bay, cloudy bay,
ruffino, cavit, santa margherita, mionetto, korbel, bogle, columbia crest, carlo rossi, stella rosa,
lindemans, jacobs creek, concha y toro, alamos, catena, veuve clicquot, moet and chandon, dom perignon,
chandon, freixenet, fetzer, svedka, skyy, belvedere, ciroc, stolichnaya, wild turkey, bulleit,
woodford reserve, buffalo trace, knob creek, evan williams, canadian club, dewars, glenlivet, glenfiddich,
macallan, chivas regal, malibu, kraken, espolon, hornitos, sauza, beefeater, gordons, disaronno,
jagermeister, remy martin, courvoisier, southern comfort, rumchata
`,
};
