import type { LanguageLexicon } from './language-lexicon';

/** Dutch: generic products, compounds, Flemish variants and household brands per aisle (the Netherlands and Flanders). */
export const DUTCH_LEXICON: LanguageLexicon = {
  language: 'nl',
  terms: {
    Produce: `
groente, groenten, groentes, verse groente, verse groenten, fruit, vers fruit, groente en fruit, agf
aardappel, aardappelen, aardappels, aardappeltjes, piepers, eerdappels, erpel, krieltjes, kriel, krielaardappelen
kruimige aardappelen, vastkokende aardappelen, nieuwe aardappelen, frietaardappelen, bakaardappelen
roseval, opperdoezer, bintje, nicola, zoete aardappel, zoete aardappelen, bataat, bataten
ui, uien, uitje, uitjes, gele uien, gele ui, rode ui, rode uien, witte ui, witte uien, sjalot, sjalotten, sjalotjes
ajuin, ajuinen, rode ajuin, lente ui, lente uien, lente uitjes, bosui, bosuien, bosuitjes, prei, preien
knoflook, look, knoflookbol, knoflookbollen, verse knoflook, gember, gemberwortel, verse gember, kurkumawortel
wortel, wortels, wortelen, worteltjes, peen, peentjes, bospeen, winterpeen, waspeen, snoepwortels, snoepwortel
pastinaak, pastinaken, knolselderij, selderij, bleekselderij, selder, groene selder, selderknol, venkel, venkelknol
biet, bieten, bietjes, rode biet, rode bieten, gekookte bieten, gekookte rode bieten, radijs, radijzen, radijsjes
rammenas, daikon, koolraap, knolraap, raap, raapjes, meiraap, meiraapjes, schorseneren, topinamboer, aardpeer
yam, cassave, maniok, taro, tomaat, tomaten, tomaatjes, trostomaten, trostomaat, cherrytomaten, cherrytomaatjes
snoeptomaten, snoeptomaatjes, pruimtomaten, vleestomaten, vleestomaat, romatomaten, kerstomaten, tomaten aan de tros
komkommer, komkommers, minikomkommers, snackkomkommers, courgette, courgettes, aubergine, aubergines
paprika, paprikas, puntpaprika, puntpaprikas, rode paprika, groene paprika, gele paprika, oranje paprika
paprika mix, snackpaprika, snackpaprikas, minipaprika, rode peper, rode pepers, groene peper, groene pepers
spaanse peper, spaanse pepers, chilipeper, chilipepers, verse pepers, jalapeno, jalapenos, habanero
madame jeanette, pompoen, pompoenen, flespompoen, butternut, butternutpompoen, spaghettipompoen, hokkaido
hokkaidopompoen, muskaatpompoen, sla, kropsla, krop sla, ijsbergsla, ijsberg, romaine, romainesla, bindsla
eikenbladsla, lollo rosso, lollo bionda, veldsla, rucola, raketsla, andijvie, krulandijvie, witlof, witloof
lof, radicchio, roodlof, spinazie, babyspinazie, wilde spinazie, snijbiet, paksoi, pak choi, chinese kool
spitskool, witte kool, rode kool, savooiekool, groene kool, boerenkool, palmkool, kool, spruitjes, spruiten
bloemkool, broccoli, broccolini, bimi, romanesco, koolrabi, asperges, asperge, witte asperges, groene asperges
sperziebonen, sperzieboontjes, boontjes, bonen, prinsessenbonen, haricots verts, snijbonen, tuinbonen, peultjes
peulen, sugar snaps, sugarsnaps, doperwten, doperwtjes, erwtjes, verse erwten, maiskolf, maiskolven, suikermais
verse mais, okra, artisjok, artisjokken, champignon, champignons, kastanjechampignons, bruine champignons
witte champignons, oesterzwammen, shiitake, shiitakes, paddenstoelen, paddestoelen, portobello, portobellos
cantharellen, eekhoorntjesbrood, enoki, gemengde paddenstoelen, tauge, taugeh, alfalfa, kiemgroente, tuinkers
waterkers, postelein, zeekraal, lamsoor, rabarber, avocado, avocados, tofu, tahoe, tempeh, hummus, houmous
guacamole, tzatziki, edamame, slamix, gemengde sla, melange sla, snijsla, salademix, rauwkost
gesneden groente, gesneden groenten, wokgroente, wokgroenten, roerbakgroente, soepgroente, soepgroenten
stamppotgroente, hutspotgroente, nasigroente, bamigroente, macaronigroente, spaghettigroente, groentemix
fruitsalade, fruitbakje, gesneden fruit, ananasstukjes, meloenpartjes, snoepgroente, zuurkool, verse zuurkool
verse kruiden, peterselie, platte peterselie, krulpeterselie, basilicum, verse basilicum, koriander
verse koriander, dille, dragon, bieslook, munt, verse munt, muntblaadjes, rozemarijn, tijm, verse tijm, salie
kervel, citroengras, lavas, citroenmelisse, limoenblaadjes, kaffir limoenblaadjes
appel, appels, appeltjes, handappels, moesappels, elstar, jonagold, jonagored, goudrenet, goudreinet
granny smith, pink lady, kanzi, golden delicious, braeburn, boskoop, rode appels, groene appels, peer, peren
handperen, conference, conference peren, doyenne, stoofperen, gieser wildeman, banaan, bananen, bakbanaan
bakbananen, sinaasappel, sinaasappels, sinaasappelen, perssinaasappels, handsinaasappels, appelsien, appelsienen
bloedsinaasappel, mandarijn, mandarijnen, clementine, clementines, citroen, citroenen, limoen, limoenen, limes
grapefruit, grapefruits, pomelo, kumquat, druif, druiven, witte druiven, blauwe druiven, rode druiven
pitloze druiven, aardbei, aardbeien, aardbeitjes, framboos, frambozen, braam, bramen, blauwe bes, blauwe bessen
bosbessen, blauwbessen, bessen, rode bessen, aalbessen, trosbessen, kruisbessen, zwarte bessen, veenbessen
kers, kersen, pruim, pruimen, abrikoos, abrikozen, perzik, perziken, platte perzik, platte perziken
wilde perzik, nectarine, nectarines, mango, mangos, ananas, kiwi, kiwis, goudkiwi, meloen, meloenen, watermeloen
galiameloen, honingmeloen, cantaloupe, charentais, piel de sapo, papaja, papaya, passievrucht, passievruchten
granaatappel, granaatappels, granaatappelpitjes, vijg, vijgen, verse vijgen, dadels, medjool dadels, lychee
lychees, litchi, physalis, kaki, kakis, sharonfruit, kokosnoot, kokosnoten, kweepeer, drakenvrucht, pitaya, guave
carambola, stervrucht, rambutan, zuurzak, fruitmand, bloemkoolrijst, groenterijst, groentespaghetti
courgetti, zoodles, wokmix, roerbakmix, fruitmix
`,
    Bakery: `
bakkerij, brood, broden, broodje, broodjes, witbrood, wit brood, bruinbrood, bruin brood, volkorenbrood
volkoren brood, halfje volkoren, meergranenbrood, tarwebrood, speltbrood, roggebrood, zuurdesembrood
desembrood, zuurdesem, stokbrood, stokbroden, stokbroodje, stokbroodjes, baguette, baguettes, ciabatta
focaccia, pistolet, pistolets, pistoletjes, piccolo, piccolos, sandwiches, sandwichkes, puntjes, kadetten
kadetjes, bolletjes, harde broodjes, zachte broodjes, witte bollen, bruine bollen, volkorenbollen, zachte bollen
krentenbol, krentenbollen, krentenbolletjes, rozijnenbrood, krentenbrood, suikerbrood, tijgerbrood, maisbrood
casinobrood, boerenbrood, worstenbrood, afbakcroissants, waldkorn, waldkornbrood, vloerbrood, melkbrood, sandwichbrood, toastbrood
hamburgerbroodjes, hamburgerbollen, hotdogbroodjes, afbakbroodjes, afbakbrood, afbakstokbrood, brioche
briochebroodjes, croissant, croissants, croissantjes, chocoladebroodje, chocoladebroodjes, pain au chocolat
koffiekoek, koffiekoeken, boterkoeken, koffiebroodje, koffiebroodjes, rozijnenbroodje, worstenbroodje
worstenbroodjes, saucijzenbroodje, saucijzenbroodjes, kaasbroodje, kaasbroodjes, amandelbroodje, muffin
muffins, cake, cakes, marmercake, plaatcake, citroencake, kruidcake, taart, taarten, taartje, taartjes, gebak
gebakjes, tompouce, tompoes, tompoezen, appeltaart, appelgebak, appelflap, appelflappen, appelbol, appelbollen
moorkop, moorkoppen, soes, soesjes, roomsoesjes, eclair, eclairs, vlaai, vlaaien, kersenvlaai, rijstevlaai
abrikozenvlaai, kwarktaart, cheesecake, slagroomtaart, verjaardagstaart, bossche bol, bossche bollen, donut
donuts, berliner, berlinerbol, berliner bollen, oliebol, oliebollen, beignets, bagel, bagels, wrap, wraps
tortilla, tortillas, tortillawraps, pita, pitabroodje, pitabroodjes, naan, naanbrood, turks brood, pide
platbrood, pizzadeeg, pizzabodem, pizzabodems, deeg, taartdeeg, pannenkoek, pannenkoeken, poffertjes, flensjes
crepes, boterkoek, roomboterkoek, gevulde koek, gevulde koeken, kerststol, stol, paasstol, paasbrood
amandelstaaf, banketstaaf, kaasstengels, kaasstengel, lunchbroodjes, cramique, kramiek, craquelin
suikerwafel, frangipane, mattentaart, rijsttaart, pasteitjes, bladerdeegpasteitjes, spekkoek, kerstkrans
banketletter, boterletter, bollen, bolletje, cakejes, cupcakes, sneeuwbal, sneeuwballen, bolus, bolussen, zeeuwse bolus, duivekater, ontbijtbroodjes
`,
    'Meat & Seafood': `
vlees, vers vlees, rundvlees, varkensvlees, kalfsvlees, lamsvlees, lam, kip, kippen, kipfilet, kipfilets
kippenfilet, kippenborst, kipfiletblokjes, kipblokjes, kipreepjes, kippenbouten, kippenboutjes, kipdrumsticks
drumsticks, kippenpoten, kippenvleugels, kipvleugels, kippendijen, kippendijfilet, kipdijfilet
kippendijreepjes, hele kip, soepkip, braadkip, kippenlevertjes, kippenwit, kipschnitzel, kipburger, kipgehakt
kipsate, kalkoen, kalkoenfilet, kalkoenrollade, eend, eendenborst, konijn, konijnenbout, haas, varkenshaas
ossenhaas, biefstuk, biefstukken, biefstukjes, steak, steaks, entrecote, ribeye, rib eye, sukade, riblappen
runderlappen, stoofvlees, stoverij, stoofschotel vlees, hacheevlees, rosbief, rollade, varkensrollade
runderrollade, procureur, karbonade, karbonades, schouderkarbonade, haaskarbonade, speklappen, ribbetjes
varkensribbetjes, spareribs, varkensfilet, varkensschnitzel, schnitzel, schnitzels, slavink, slavinken
blinde vinken, gehakt, rundergehakt, half om half gehakt, varkensgehakt, gemengd gehakt, gehaktballen
gehaktbal, balletjes, gehaktballetjes, gehaktbrood, vleesbrood, hamburger, hamburgers, burgers, burger
runderburger, saucijs, saucijzen, saucijsjes, verse worst, braadworst, braadworstjes, chipolata, chipolatas
merguez, cevapcici, shoarma, shoarmavlees, gyros, gyrosreepjes, kebab, kebabvlees, sate, satespiesjes
spiesjes, barbecuevlees, bbq vlees, poulet, runderpoulet, varkenspoulet, reepjes, lamsbout, lamskotelet
lamskoteletten, lamsrack, kotelet, koteletten, tartaar, tartaartjes, filet americain, americain
prepare, filet, lapjes, varkenslapjes, kalfslapjes, kalfsoester, ribstuk, braadstuk, ossobuco, vlinderkarbonade
runderstoofvlees, kalkoenschnitzel, shoarmareepjes, kipshoarma, kippengehakt, gourmetvlees, gourmetschotel
haasje, speklapjes, boudin, cordon bleu, lever, runderlever, tong, ossentong, niertjes, zwezerik, merg, mergpijp
vleeswaren, ham, hammen, achterham, beenham, gekookte ham, hamlappen, boterhamworst
cervelaat, cervelaatworst, salami, chorizo, rauwe ham, prosciutto, parmaham, serranoham, coburgerham
rookvlees, ontbijtspek, bacon, spek, spekblokjes, spekreepjes, katenspek, buikspek, pancetta, rookworst
rookworsten, leverworst, smeerleverworst, pate, grove pate, hesp, gekookte hesp, rauwe hesp, beenhesp
pastrami, kalkoenham, fricandeau, gebraden gehakt, tongworst, zult, hoofdkaas, leverkaas, bloedworst, pens
witte pens, zwarte pens, droge worst, droge worstjes, metworst, snijworst, worst, worstjes, frankfurters
frankfurter, bockworst, gelderse rookworst, ossenworst, grillworst, kipworst, kippenworst, unox rookworst
zwanenberg, stegeman, herta, kips, vegetarische slager, garden gourmet, beyond meat, vivera, valess
vleesvervanger, vleesvervangers, vegaburger, vegetarisch gehakt, vegetarische burger, kipstukjes
vis, verse vis, visfilet, zalm, zalmfilet, zalmmoot, zalmmoten, gerookte zalm, zalmsnippers, kabeljauw
kabeljauwfilet, kabeljauwhaasje, schelvis, koolvis, heek, pangasius, tilapia, tonijnsteak, verse tonijn
tonijnfilet, makreel, gerookte makreel, makreelfilet, haring, haringen, hollandse nieuwe, maatjes, maatjesharing
zure haring, rolmops, rolmopsen, bokking, paling, gerookte paling, forel, gerookte forel, schol, scholfilet
pladijs, tongfilet, sliptong, zeebaars, dorade, zeebrasem, heilbot, tarbot, griet, wijting, poon, pollak
rog, zeeduivel, garnaal, garnalen, garnaaltjes, gamba, gambas, scampi, scampis, grijze garnalen
hollandse garnalen, noordzeegarnalen, cocktailgarnalen, krab, krabben, noordzeekrab, kreeft, langoustines
mosselen, mossels, oesters, oester, kokkels, sint jakobsschelpen, coquilles, inktvis, inktvisringen, calamares
octopus, surimi, krabsticks, kibbeling, lekkerbek, lekkerbekje, lekkerbekjes, visschotel, zeevruchten
`,
    'Dairy & Eggs': `
zuivel, melk, verse melk, volle melk, halfvolle melk, halfvol, halfvolle, magere melk, mager melk, karnemelk
botermelk, houdbare melk, lactosevrije melk, geitenmelk, chocolademelk, chocomelk, chocomel, cecemel, fristi
drinkyoghurt, yoghurtdrank, yoghurtdrink, zuiveldrank, yoghurt, yogurt, yoghurt naturel, griekse yoghurt
turkse yoghurt, volle yoghurt, magere yoghurt, halfvolle yoghurt, vanilleyoghurt, aardbeienyoghurt
roeryoghurt, kinderyoghurt, skyr, kwark, magere kwark, volle kwark, platte kaas, vla, vanillevla
chocoladevla, bitterkoekjesvla, pudding, puddingen, griesmeelpudding, chocoladepudding, rijstepap, rijstpap
griesmeelpap, toetje, toetjes, chocolademousse, kwarktoetje, room, slagroom, spuitbus slagroom, kookroom
zure room, creme fraiche, mascarpone, ricotta, cottage cheese, huttenkase, roomkaas, smeerkaas, zuivelspread
boter, roomboter, ongezouten boter, gezouten boter, kruidenboter, knoflookboter, halvarine, margarine
bakboter, braadboter, bak en braad, vloeibare margarine, smeerboter, ghee, eieren, ei, eitjes
scharreleieren, vrije uitloop eieren, biologische eieren, kwarteleitjes, kwarteleieren, eiwit, eidooier
eierdooiers, gekookte eieren, kaas, kazen, jonge kaas, belegen kaas, oude kaas, jong belegen, extra belegen
belegen, plakken kaas, plakjes kaas, kaasplakken, geraspte kaas, raspkaas, kaasblokjes, goudse kaas, gouda
edammer, leidse kaas, komijnekaas, geitenkaas, schapenkaas, boerenkaas, brie, camembert, feta, mozzarella
burrata, parmezaan, parmezaanse kaas, parmigiano, grana padano, pecorino, gorgonzola, roquefort, blauwe kaas
cheddar, emmentaler, gruyere, leerdammer, maasdammer, old amsterdam, beemster, milner, raclette kaas
raclettekaas, fonduekaas, kaasfondue, halloumi, manchego, taleggio, comte, appenzeller, tete de moine
hervekaas, herve, passendale, maredsous kaas, brugge kaas, nazareth kaas, vegan kaas, kaasvervanger
sojamelk, sojadrink, sojadrank, havermelk, haverdrink, haverdrank, amandelmelk, amandeldrink, amandeldrank
rijstmelk, rijstdrank, kokosdrink, kokosdrank, plantaardige melk, plantaardige drink, sojayoghurt
plantaardige yoghurt, kokosyoghurt, haveryoghurt, koffiemelk, koffiemelkcupjes, cupjes koffiemelk
koffieroom, koffiecreamer, creamer, koffiemelkpoeder, croissantdeeg, koekjesdeeg, verse pasta, tortellini
kefir, ayran, lassi, yoghurtjes, campina, melkunie, arla, zuivelhoeve, optimel, mona, danone, activia, danio, alpro
oatly, becel, blue band, milner kaas, westlands, almhof, yakult, vifit, president, boursin, monchou
philadelphia, kerrygold, babybel, la vache qui rit, kiri, inex, friesche vlag, completa, griekse stijl yoghurt
landana, frico, maaslander, zaanlander, vecozuivel, ekoland, lactel, muller, kefir drink, vanillekwark, kwarkje
`,
    Pantry: `
pasta, spaghetti, macaroni, penne, fusilli, farfalle, tagliatelle, lasagne, lasagnebladen
lasagnevellen, vermicelli, orzo, tagliolini, rigatoni, conchiglie, gnocchi, ravioli, volkorenpasta, mie
mienestjes, eiermie, mihoen, rijstnoedels, noedels, eiernoedels, udon, ramen, instant noedels, cup noodles
rijst, witte rijst, zilvervliesrijst, basmatirijst, pandanrijst, jasmijnrijst, risottorijst, sushirijst
wilde rijst, snelkookrijst, kookbuiltjes rijst, couscous, bulgur, quinoa, gierst, boekweit, parelgort, gort
havermout, havervlokken, muesli, cruesli, granola, ontbijtgranen, cornflakes, brinta, meel, bloem, tarwebloem
zelfrijzend bakmeel, bakmeel, patentbloem, volkorenmeel, speltmeel, roggemeel, maizena, aardappelzetmeel
maiszetmeel, custard, custardpoeder, puddingpoeder, suiker, kristalsuiker, basterdsuiker, witte basterdsuiker
poedersuiker, rietsuiker, kandijsuiker, kandij, klontjes suiker, suikerklontjes, griesmeel, vanillesuiker
zoetstof, zoetjes, canderel, stevia, honing, stroop, ahornsiroop, agavesiroop, dadelsiroop, suikersiroop
schenkstroop, keukenstroop, rinse appelstroop, appelstroop, perenstroop, bakpoeder, baking soda
zuiveringszout, gist, droge gist, gedroogde gist, vanille extract, vanillestokje, vanillestokjes, cacao
cacaopoeder, chocolade, pure chocolade, melkchocolade, witte chocolade, bakchocolade, chocoladereep
chocoladerepen, reep, repen, chocoladedruppels, chocoladehagel, chocoladehagelslag, hagelslag, hagel, vlokken
chocoladevlokken, muisjes, gestampte muisjes, roze muisjes, blauwe muisjes, anijshagel, vruchtenhagel
chocopasta, chocoladepasta, choco, hazelnootpasta, speculoospasta, pindakaas, pindaboter, notenpasta
notenboter, amandelpasta, amandelboter, jam, confituur, aardbeienjam, frambozenjam, abrikozenjam
kersenjam, marmelade, sinaasappelmarmelade, vruchtenspread, sandwichspread, komkommerspread, smeerbeleg
saus, sauzen, tomatensaus, pastasaus, spaghettisaus, pesto, groene pesto, rode pesto, ketchup
tomatenketchup, curry, curry ketchup, currysaus, mayonaise, mayo, fritessaus, frietsaus, mosterd, grove mosterd
dijon mosterd, sambal, sambal oelek, sambal badjak, ketjap, ketjap manis, ketjap asin, sojasaus, teriyakisaus
oestersaus, vissaus, sweet chili saus, chilisaus, satesaus, pindasaus, knoflooksaus, cocktailsaus
barbecuesaus, bbq saus, hollandaisesaus, bearnaisesaus, andalousesaus, andalouse, samurai saus, samuraisaus
joppiesaus, tartaarsaus, remoulade, piccalilly, piccalilli, augurk, augurken, augurkjes, zilveruitjes
amsterdamse uien, appelmoes, moes, cranberrysaus, tomatenpuree, puree, aardappelpuree
gepelde tomaten, tomatenblokjes, passata, gezeefde tomaten, azijn, balsamico, balsamicoazijn, wijnazijn
appelazijn, natuurazijn, olie, olijfolie, extra vierge olijfolie, zonnebloemolie, arachideolie, frituurolie
frituurvet, bakolie, sesamolie, kokosolie, koolzaadolie, raapzaadolie, bakspray, zout, zeezout, jodiumzout
knoflookzout, selderijzout, peper, zwarte peper, witte peper, peper en zout, kruiden, specerijen
kruidenmix, paprikapoeder, gerookte paprikapoeder, kerrie, kerriepoeder, komijn, komijnzaad, kurkuma
kaneel, nootmuskaat, oregano, gedroogde oregano, laurier, laurierblaadjes, kruidnagel, kruidnagels
gemberpoeder, knoflookpoeder, uienpoeder, chilipoeder, chilivlokken, cayennepeper, sambal manis, kipkruiden
gehaktkruiden, shoarmakruiden, gyroskruiden, italiaanse kruiden, provencaalse kruiden, kruiden de provence
nasikruiden, bamikruiden, boemboe, ras el hanout, garam masala, kardemom, steranijs, anijs, mosterdzaad
vanille, saffraan, bouillon, bouillonblokjes, bouillonblokje, bouillonpoeder, bouillontabletten
kippenbouillon, groentebouillon, runderbouillon, vleesbouillon, visbouillon, fond, kalfsfond, aromat, fondor
mix, dressing, slasaus, saladedressing, vinaigrette, croutons, toast, rijstcrackers, soep, soepen, tomatensoep, erwtensoep, snert, groentesoep, kippensoep, champignonsoep
uiensoep, aspergesoep, goulashsoep, soep in blik, cup a soup, juspoeder, maggi, knorr, royco, unox, conimex
verstegen, honig, heinz, calve, remia, hak, bonduelle, zwan, devos lemmens, vandemoortele, goudas glorie
groenten in blik, blikgroente, kidneybonen, kikkererwten, linzen, rode linzen, groene linzen, bruine bonen
witte bonen, witte bonen in tomatensaus, zwarte bonen, kapucijners, borlottibonen, limabonen, chilibonen
mexicaanse bonen, bonenmix, baked beans, gebakken bonen, spliterwten, erwten en wortelen, doperwten en worteltjes
mais, knakworst, knakworsten, knakworstjes, corned beef, tonijn, tonijn in blik, tonijn op olie
tonijn op water, sardines, sardientjes, ansjovis, ansjovisfilets, zalm in blik, makreel in tomatensaus
olijven, groene olijven, zwarte olijven, kappertjes, zongedroogde tomaten, artisjokharten, gegrilde paprika
fruitcocktail, perziken op siroop, ananas op sap, mandarijnen op sap
chips, paprikachips, naturel chips, chips naturel, kettle chips, ribbelchips, tortillachips, nachos, zoutjes
borrelnootjes, borrelnoten, japanse mix, nootjes, pinda, pindas, cashewnoten, cashews, amandelen
walnoten, hazelnoten, pistachenoten, pistaches, pecannoten, macadamianoten, paranoten, noten, noot, notenmix
studentenhaver, rozijnen, krenten, sultanas, gedroogd fruit, gedroogde abrikozen, gedroogde vijgen
gedroogde pruimen, cranberries, gedroogde cranberries, gojibessen, gedroogde mango, zaden, pitten
zonnebloempitten, pompoenpitten, lijnzaad, chiazaad, sesamzaad, sesam, popcorn, maiswafels, rijstwafels
crackers, toastjes, soepstengels, zoute stengels, zoute stokjes, kaaskoekjes, knackebrod, beschuit
beschuiten, cracottes, krokante bolletjes, biscuits, biscuit, koekjes, koek, koeken, speculaas, speculoos
speculaasjes, stroopwafels, stroopwafel, stroopwafeltjes, wafeltjes, lollys, pickles, gelei, glucose, dextrose, druivensuiker, paasei, paaseieren, wafels, luikse wafels, brusselse wafels, eierkoek, eierkoeken
ontbijtkoek, peperkoek, kruidkoek, evergreen, sultana, liga, prince, bastogne, oreo, lotus, pepernoten
kruidnoten, bonbons, pralines, snoep, snoepjes, drop, dropjes, zoute drop, zoete drop, salmiak, zoethout
winegums, gummibeertjes, zuurtjes, pepermunt, pepermuntjes, kauwgom, kauwgum, lollies, lolly, spekjes
marshmallows, paashaas, paashazen, chocolade paashaas, biscuitjes, zandkoekjes, boterkoekjes, spritsen, kanos, mariabiscuit, toffees, toffee, dropveters, zure matten, paaseitjes, chocolade eitjes, chocoladeletter
chocoladeletters, marsepein, nougat, borrelhapjes, mueslirepen, mueslireep, graanrepen, eiwitrepen
proteinereep, proteinerepen, energierepen, ontbijtrepen, pastilles, taartbodem, taartbodems, cakemix
brownie mix, browniemix, pannenkoekenmix, pannenkoekmix, pannenkoekmeel, poffertjesmix, wafelmix, bakmix
broodmix, paneermeel, broodkruim, gelatine, blaadjes gelatine, agar agar, kleurstof, spikkels, sprinkels
suikerdecoratie, amandelspijs, spijs, fondant, glazuur, amandelschaafsel, kokosrasp, kokosmelk, kokosroom
melkpoeder, condensmelk, gecondenseerde melk, koffiemelk in blik, tacoschelpen, taco kit, taco, tacos
salsa, salsa saus, fajitakruiden, currypasta, rode currypasta, groene currypasta, gele currypasta
wasabi, nori, sushi azijn, rijstazijn, rijstpapier, miso, tahin, tahini, harissa, atjar, atjar tjampoer
seroendeng, kroepoek, garnalenkroepoek, cassave chips, emping, sushi kit, wereldkeuken, ketjap bango
instant pudding, tapenade, ingemaakte groenten, citroensap, limoensap, eiwitpoeder, proteinepoeder, pindarotsjes
kokosmakronen, bitterkoekjes, lange vingers, cantuccini, cantucci, amaretti, nutella, duo penotti, ruijter
venz, duyvis, lays, croky, smiths, pringles, doritos, nibbit, hamkas, wokkels, chipito, mars, snickers, twix
bounty, milky way, kitkat, mms, milka, tonys chocolonely, tony chocolonely, cote d or, galler, callebaut
haribo, katja, red band, venco, autodrop, fruittella, mentos, stimorol, sportlife, look o look, delacre
tuc, verkade, peijnenburg, kelloggs, quaker, dr oetker, koopmans, van gilse, tiense suiker
bonne maman, hero jam, zaanse hoeve, saroma, lassie, soubry, panzani, barilla, de cecco, grand italia
old el paso, santa maria, uncle bens, bens original, pataks, go tan, inproba, croma, bertolli
`,
    'Frozen Foods': `
diepvries, diepvriesproducten, ijs, ijsje, ijsjes, roomijs, schepijs, softijs, waterijs, waterijsjes
vruchtenijs, ijslolly, ijslollys, raketje, ijsbonbons, ijstaart, sorbet, sorbetijs, frozen yoghurt, ijsblokjes
ijsklontjes, magnum, cornetto, ola, frisco, viennetta, hertog ijs, ben and jerrys, ben jerrys, haagen dazs
pizza, pizzas, diepvriespizza, ristorante pizza, ristorante, wagner, pizzabroodjes, pizza baguette
frikandel, frikandellen, frikadel, frikadellen, kroket, kroketten, rundvleeskroket, kalfsvleeskroket
bitterballen, bitterbal, kaassouffle, kaassouffles, loempia, loempias, mini loempias, bamischijf
bamischijven, nasischijf, nasischijven, nasiballen, bamiballen, berenklauw, vlammetjes, kipcorn, kipnuggets
kipnuggets diepvries, kipkrokant, snacks diepvries, patat, friet, frieten, frietjes, frites, zak friet
aardappelkroketjes, kroketjes, rosti, rostirondjes, aardappelschijfjes, aardappelpartjes, wedges
diepvriesgroente, diepvriesgroenten, spinazie a la creme, gehakte spinazie diepvries
diepvriesfruit, smoothiefruit, smoothie mix, vissticks, visstick, vissticks iglo, pangasiusfilet diepvries
bladerdeeg, filodeeg, kruimeldeeg diepvries, diepvriesmaaltijd, diepvriesmaaltijden, kant en klaar diepvries
iglo, mora, van dobben, bicky burger, bicky, mccain, aviko, lutosa, dr oetker pizza
frikandelbroodje, saucijzenbroodjes diepvries, ijsbeker, mochi ijs, bevroren fruit
bevroren groenten, bevroren erwten, diepvrieserwten, diepvriesspinazie, diepvriesbroccoli, diepvriesbonen
diepvriespatat, diepvriesfriet, diepvriesvis, diepvriesgarnalen, diepvriesijs
`,
    Beverages: `
drinken, dranken, drank, water, mineraalwater, bronwater, flessen water, plat water, tafelwater, bruiswater
spuitwater, spa, spa rood, spa blauw, spa citroen, koolzuurhoudend water, sodawater, tonic, tonic water
frisdrank, frisdranken, fris, cola, cola zero, cola light, coca cola, cocacola, pepsi, pepsi max, sinas
sinaasappellimonade, cassis, ginger ale, ginger beer, gemberbier, 7up, seven up, sprite, fanta, fanta cassis
ice tea, icetea, ijsthee, lipton ice tea, fuze tea, limonade, limonadesiroop, ranja, siroop, diksap
vruchtensiroop, sap, sappen, vruchtensap, fruitsap, jus, jus d orange, verse jus, sinaasappelsap, appelsiensap
appelsap, multivruchtensap, multifruitsap, tomatensap, druivensap, cranberrysap, ananassap, perensap
worteltjessap, groentesap, smoothie, smoothies, sportdrank, isotone dranken, energiedrank, energydrank
energy drink, red bull, monster, aa drink, rivella, appelsientje, dubbeldrank, roosvicee, karvan cevitam
slimpie, raak, taksi, capri sun, wicky, dubbelfrisss, dubbelfris, minute maid, tropicana, innocent, sisi
fernandes, chaudfontaine, bru, vittel, evian, perrier, sourcy, san pellegrino, aquarius, nalu, arizona
koffie, gemalen koffie, koffiebonen, bonen koffie, snelfilterkoffie, filterkoffie, oploskoffie, instant koffie
koffiepads, senseo pads, koffiecups, koffiecapsules, nespresso cups, dolce gusto cups, cappuccino
espresso, decafe, cafeinevrije koffie, ijskoffie, koffie verkeerd, douwe egberts, nescafe, senseo
nespresso, dolce gusto, jacobs, lor, lavazza, illy, perla, miko, thee, groene thee
zwarte thee, kruidenthee, muntthee, rooibos, rooibosthee, earl grey, kamillethee, vruchtenthee, gemberthee
theezakjes, theebuiltjes, losse thee, chai, chai latte, matcha, lipton, pickwick, pukka, clipper, yogi tea
warme chocolademelk, chocolademelkpoeder, nesquik, cacaodrank, ovomaltine, ovaltine, limonadepoeder
bier, pils, pilsener, biertjes, blikjes bier, speciaalbier, witbier, tripel, blond bier, bruin bier, bokbier
ipa, alcoholvrij bier, alcoholvrij, radler, pintje, pintjes, kriek, geuze, lambiek, trappist, heineken, amstel
grolsch, bavaria, hertog jan, brand bier, jupiler, stella artois, stella, leffe, duvel, westmalle, hoegaarden
kwak, la chouffe, chouffe, palm, affligem, grimbergen, maes, cristal, primus, desperados, corona, brugse zot
wijn, wijnen, rode wijn, witte wijn, rose, rosewijn, prosecco, cava, champagne, mousserende wijn
schuimwijn, port, sherry, martini, vermout, jenever, jonge jenever, oude jenever, advocaat, likeur, whisky
whiskey, wodka, vodka, rum, gin, tequila, cognac, brandy, vieux, berenburg, beerenburg, ouzo, sangria, cider
gluhwein, bisschopswijn, baileys, aperol, campari, limoncello, amaretto, safari, passoa, malibu, bacardi
breezer, ketel one, smirnoff, jagermeister, licor 43, alcoholvrije wijn, elixir d anvers
kokoswater, sapjes, drankjes, kombucha, vitaminewater, fever tree
`,
    'Household & Cleaning': `
huishouden, schoonmaak, schoonmaakmiddel, schoonmaakmiddelen, allesreiniger, reiniger, afwasmiddel, afwas
afwaszeep, afwastabletten, vaatwastabletten, vaatwassertabletten, vaatwasmachinetabletten, vaatwasblokjes
vaatwasmiddel, vaatwaspoeder, vaatwaszout, regenereerzout, glansspoelmiddel, spoelglans, machinereiniger
vaatwasmachinereiniger, wasmachinereiniger, wasmiddel, waspoeder, vloeibaar wasmiddel, wasgel, wascapsules
wastabletten, wasverzachter, wasparfum, vlekkenverwijderaar, vlekkenspray, vlekkenzeep, bleek, bleekmiddel
chloor, javel, ontkalker, ontkalkingstabletten, schoonmaakazijn, soda, sodakristallen, wc reiniger
toiletreiniger, wc eend, toiletblokjes, wc blokjes, wc blokje, toiletblok, ontstopper, gootsteenontstopper
ontstoppingsmiddel, glasreiniger, ruitenreiniger, vloerreiniger, vloerzeep, groene zeep, zeepsop, ovenreiniger
kalkreiniger, kalkverwijderaar, badkamerreiniger, keukenreiniger, ontvetter, meubelpoets, meubelwas
schuurmiddel, schuurcreme, schuurspons, schuursponsjes, spons, sponzen, sponsjes, vaatdoek, vaatdoekjes
vaatdoeken, theedoek, theedoeken, keukendoek, keukendoeken, handdoek, handdoeken, microvezeldoek
microvezeldoekjes, stofdoek, stofdoeken, doek, doeken, doekjes, schoonmaakdoekjes, vochtige schoonmaakdoekjes
wc doekjes, dweil, dweilen, vod, poetsdoek, zeem, zeemleer, bezem, stoffer en blik, stoffer, mop, vloerwisser
trekker, emmer, afwasborstel, borstel, wc borstel, toiletborstel, afwashandschoenen, huishoudhandschoenen
rubberen handschoenen, wegwerphandschoenen, toiletpapier, wc papier, wcpapier, wc rollen, wc rol, closetpapier
keukenpapier, keukenrol, keukenrollen, tissues, tissuebox, zakdoekjes, papieren zakdoekjes, servetten
papieren servetten, servetjes, papieren bordjes, bordjes, bekertjes, plastic bekertjes, papieren bekers
wegwerpbekers, wegwerpbestek, plastic bestek, rietjes, cocktailprikkers, sateprikkers, prikkers, aluminiumfolie
alufolie, zilverpapier, vershoudfolie, huishoudfolie, plasticfolie, bakpapier, papier, folie, muffinvormpjes
cupcakevormpjes, vuilniszakken, vuilniszak, afvalzakken, afvalzak, pedaalemmerzakken, pedaalemmerzakjes
gft zakken, gft zakjes, boterhamzakjes, broodzakjes, broodzakken, diepvrieszakjes, vrieszakjes, vriezakjes
ziplock zakjes, sluitzakjes, lunchzakjes, vershouddozen, vershoudbakjes, plastic bakjes, bewaardozen
koffiefilters, koffiefilterzakjes, filterzakjes, aansteker, aanstekers, lucifers, kaarsen, kaars, theelichtjes
waxinelichtjes, geurkaars, geurkaarsen, kaarsjes, zakdoeken, afwasproduct, wasproduct, vaatwasproduct, afwasmachinetabletten
verzachter, luchtverfrisser, geurstokjes, ambi pur, febreze, airwick, brise
batterijen, batterij, oplaadbare batterijen, lampjes, lamp, lampen, gloeilamp, gloeilampen, ledlamp
ledlampen, spaarlamp, wasknijpers, wasmand, wasrek, strijkwater, demiwater, gedestilleerd water
insectenspray, muggenstekker, mierenlokdoos, mierenpoeder, muizenval, vliegenstrip, vliegenmepper
motteballen, anti mot, schoenpoets, schoensmeer, huishoudtrap, afwasrek, kaasschaaf, blikopener, flesopener
kurkentrekker, vershoudklemmen, zakjessluiters, lampenolie, lampolie, waterfilter, filterpatronen, brita
diepvrieszakken, vrieszakken, barbecue aanmaakblokjes, aanmaakblokjes
dreft, sunlight, dubro, ariel, persil, omo, robijn, biotex, witte reus, dash, vanish, glorix, domestos, cif
ajax, mr proper, andy, antikal, harpic, finish, sun, somat, calgon, lenor, page, edet, kleenex, swiffer
vileda, glassex, pledge, duracell, varta, energizer, albal, toppits, ziploc, handy bag, biotex wasmiddel
`,
    'Personal Care': `
verzorging, persoonlijke verzorging, drogisterij, shampoo, antiroos shampoo, conditioner, cremespoeling
creme spoeling, haarspoeling, haarmasker, haargel, haarwax, haarlak, haarspray, haarmousse, haarolie
haarverf, haarkleuring, droogshampoo, haarborstel, kam, haarelastiekjes, haarspeldjes, douchegel, douchecreme
douchezeep, doucheolie, badschuim, badzout, badolie, zeep, handzeep, vloeibare zeep, zeeptablet, stuk zeep
deodorant, deo, deospray, deoroller, deostick, antitranspirant, bodylotion, bodymilk, lotion, bodybutter
creme, dagcreme, nachtcreme, gezichtscreme, handcreme, voetcreme, oogcreme, vette creme, lippenbalsem, lipbalm
labello, lippenstift, lipgloss, vaseline, zonnebrand, zonnebrandcreme, zonnecreme, zonnemelk, zonnebrandmelk
zonnebrandolie, zonnespray, aftersun, gezichtsreiniger, reinigingsmelk, reinigingsgel, gezichtstonic
micellair water, micellairwater, gezichtsmasker, scrub, peeling, serum, make up, makeup, mascara, foundation
concealer, oogschaduw, eyeliner, gezichtspoeder, rouge, blush, nagellak, nagellakremover, nagellakverwijderaar
nagelvijl, nagelknipper, pincet, make up remover, afschminkdoekjes, reinigingsdoekjes, wattenschijfjes
wattenpads, watten, wattenstaafjes, oorstokjes, scheermesjes, scheermes, wegwerpscheermesjes, scheerschuim
scheergel, aftershave, scheerapparaat, tandpasta, tandenborstel, tandenborstels, elektrische tandenborstel
opzetborstels, opzetborsteltjes, flosdraad, floss, tandzijde, tandenstokers, ragers, interdentale ragers
mondwater, mondspoeling, maandverband, inlegkruisjes, tampons, menstruatiecup, kraamverband, incontinentie
incontinentieverband, condooms, condoom, glijmiddel, zwangerschapstest, ovulatietest, parfum, eau de toilette
bodyspray, vitamines, vitamine, vitamine c, vitamine d, vitamine b12, multivitamine, multivitaminen
ijzertabletten, ijzer, magnesium, calcium, zink, foliumzuur, visolie, visoliecapsules, omega 3, levertraan
probiotica, melatonine, tabletten, capsules vitamine, bruistabletten, kauwtabletten, paracetamol
ibuprofen, aspirine, pijnstillers, pijnstiller, hoestdrank, hoestsiroop, hoestsnoepjes, keelpastilles
keeltabletten, keelspray, neusspray, neusdruppels, zoutoplossing, oogdruppels, oordruppels, pleisters
pleister, blarenpleisters, verband, gaasjes, zwachtel, ontsmettingsmiddel, jodium, betadine, thermometer
koortsthermometer, brandzalf, zalf, wondzalf, zinkzalf, anti muggenmiddel, antimuggenmiddel, muggenspray
deet, hooikoortstabletten, antihistamine, maagzuurremmers, maagtabletten, laxeermiddel, norit, ors
slaaptabletten, lenzenvloeistof, contactlenzen, lenzen, handgel, desinfecterende handgel, ehbo, ehbo doos
wratten, wrattenmiddel, eeltverwijderaar, voetpoeder, talkpoeder, lenzendoosje, brildoekjes, oordopjes
nicotinekauwgom, nicotinepleisters, arganolie, massageolie, cacaoboter, sheaboter, zelfbruiner, bodywash, antiroos, nagelolie, baardolie, make up doekjes
nivea, dove, axe, rexona, sanex, palmolive, andrelon, schwarzkopf, syoss, garnier, loreal, elvive, pantene
head and shoulders, head shoulders, fructis, gillette, wilkinson, venus, always, libresse, tampax, ob, kotex
carefree, colgate, prodent, aquafresh, sensodyne, oral b, zendium, parodontax, listerine, elmex, davitamon
roter, dagravit, centrum, supradyn, dafalgan, perdolan, nurofen, advil, strepsils, otrivin, vicks, sinex
rennie, rennies, imodium, bepanthen, hansaplast, compeed, neutral, eucerin, vichy, la roche posay, kneipp
rituals, blistex, tena, durex, dr organic, vitamine d3, fluortabletten
`,
    Pets: `
huisdier, dierenvoer, dierenvoeding, huisdiervoer, voer, hondenvoer, kattenvoer, kittenvoer, puppyvoer
kattenbrokjes, hondenbrokjes, hondenbrokken, kattenbrokken, brokjes, natvoer, droogvoer, blikvoer
kattenbakvulling, kattenbakkorrels, kattengrit, grit, kattenbak, kattenbakzakken, kattensnoepjes
kattensnacks, hondensnacks, hondensnoepjes, hondenkoekjes, kauwbotten, kauwbot, kauwstaaf, kauwstaven
hondenpoepzakjes, poepzakjes, vlooienband, vlooiendruppels, vlooienmiddel, ontwormingsmiddel
ontwormingstabletten, ontworming, kattenkruid, kattengras, krabpaal, kattenspeeltje, kattenspeeltjes
hondenspeeltje, hondenspeelgoed, halsband, hondenriem, hondenmand, kattenmand, visvoer, vissenvoer
aquariumvoer, vogelzaad, vogelvoer, strooivoer, vetbollen, mezenbollen, pindanetjes, konijnenvoer
knaagdierenvoer, hamstervoer, caviavoer, kippenvoer, hooi, stro, zaagsel, houtvezel, vogelzand, kat, hond
whiskas, felix, sheba, gourmet, kitekat, perfect fit, purina, friskies, pedigree, frolic, chappi, cesar
royal canin, hills, catsan, cats best, ever clean, dentastix, dreamies, beaphar, vitakraft, trixie, yarrah
smolke, brit, bonzo, butchers, iams, carnilove, brekkies, pro plan, one purina
`,
    Baby: `
luiers, luier, luierbroekjes, broekluiers, zwemluiers, pampers, pamper, billendoekjes, babydoekjes
vochtige doekjes, flesvoeding, babymelk, opvolgmelk, volgmelk, peutermelk, zuigelingenvoeding, babyvoeding
babyhapjes, fruithapje, fruithapjes, groentehapje, groentehapjes, knijpzakjes, knijpfruit, babypotjes, babypap
babykoekjes, speen, spenen, fopspeen, fopspenen, speentje, speentjes, tutje, tutjes, zuigfles, zuigflessen
babyfles, babyflessen, papfles, flesspenen, slabbetje, slabbetjes, slab, bijtring, babyshampoo, babyolie
billencreme, luiercreme, sudocrem, babyzeep, babypoeder, babybadje, badthermometer, zoogcompressen
borstvoedingscompressen, tepelhoedjes, tepelzalf, luierzakjes, luieremmer, kolfapparaat, babyloop, hydrofiele doeken, hydrofiele luiers, monddoekjes
nutrilon, olvarit, bambix, hipp, holle, bebivita, ellas kitchen, friso, aptamil, kendamil, hero baby
nestle baby, zwitsal, huggies, nuk, avent, philips avent, mam, difrax, tommee tippee, chicco, babylove
`,
  },
  modifiers: {
    'Frozen Foods': `
diepvries, diepgevroren, bevroren, gevroren, ingevroren, vriesvers, diepvriesvak
`,
    Pantry: `
blik, blikje, blikjes, blikken, ingeblikt, ingeblikte, gedroogd, gedroogde, zongedroogd, zongedroogde
ingelegd, ingelegde, ingemaakt, ingemaakte, conserven, conserve, gekonfijt, gekonfijte, poeder
`,
    Pets: `
honden, hondje, hondjes, katten, kitten, kittens, poezen, poes, puppy, puppys, huisdieren, dieren, vogel, vogels
knaagdier, knaagdieren, hamster, cavia, aquarium
`,
    Baby: `
baby, babys, peuter, peuters, zuigeling, zuigelingen, dreumes, newborn, pasgeboren
`,
  },
  stopWords: `
de, het, t, n, s, van, voor, met, en, of, zonder, in, op, uit, aan, bij, naar, om, te, tot, per, als, ook, nog
graag, aub, svp, ajb, alsjeblieft, alstublieft, kopen, halen, nodig, even, wel, niet, geen, liefst, bijv, bv, evt
eventueel, etc, enz, merk, huismerk, ah, albert, heijn, jumbo, lidl, aldi, plus, coop, spar, dirk, colruyt
delhaize, carrefour, hema, boni, everyday, bio, biologisch, biologische, eko, ecologisch, ecologische, groot
grote, klein, kleine, middel, middelgrote, lekker, lekkere, goed, goede, gewoon, gewone, normaal, normale
nieuw, nieuwe, extra, mini, maxi, los, losse, hele, heel, gesneden, geraspt, geraspte, gemalen, rijpe, rijp
zachte, zacht, harde, ongezouten, gezouten, light, zero, naturel, mager, magere, vegetarisch, vegetarische
vegan, veganistisch, veganistische, glutenvrij, glutenvrije, lactosevrij, lactosevrije, suikervrij
suikervrije, zoutarm, vetarm, fijn, fijne, grof, diverse, divers, gemengd, assorti, pittig, pittige, mild
milde, huisgemaakt, zelfgemaakt, ambachtelijk, ambachtelijke, premium, luxe, original, origineel, classic
klassiek, klassieke, voordeel, aanbieding, bonus, actie, ca, circa, ongeveer, soort, smaak, smaken, maat, etos
kruidvat
`,
  unitWords: `
g, gr, gram, grammen, kg, kilo, kilos, kilogram, mg, ml, cl, dl, l, lt, ltr, liter, liters, milliliter
centiliter, deciliter, ons, onsje, onsjes, pond, pondje, stuk, stuks, st, stk, pak, pakken, pakje, pakjes
doos, dozen, doosje, doosjes, zak, zakken, zakje, zakjes, fles, flessen, flesje, flesjes, pot, potten
potje, potjes, glas, glazen, bakje, bakjes, bak, bakken, krat, kratten, kratje, kratjes, tray, trays, kistje
kist, net, netje, netten, bos, bosje, bosjes, tros, trosje, krop, kroppen, struik, struikjes, rol, rollen
rolletje, rolletjes, tube, tubes, tuben, busje, bus, spuitbus, flacon, flacons, verpakking, verpakkingen
multipack, voordeelpak, voordeelverpakking, grootverpakking, navulling, navulverpakking, navulpak, refill
blok, plak, plakken, plakje, plakjes, sneetje, sneetjes, snee, portie, porties, stukje, stukjes, stukken
kuipje, kuip, beker, bekers, tetrapak, kopje, kopjes, kop, eetlepel, eetlepels, el, theelepel, theelepels
tl, snufje, mespunt, scheutje, scheut, teen, teentje, teentjes, handje, handvol, paar, dozijn, stel, x, keer
procent, pct, halve, half, kwart, anderhalf, anderhalve, een, twee, drie, vier, vijf, zes, zeven, acht
negen, tien, elf, twaalf, vijftien, twintig, dertig, veertig, vijftig, honderd, enkele, wat, meerdere
`,
};
