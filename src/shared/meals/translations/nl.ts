import type { MealTranslations } from '../meal-translation';

/** The suggested meals in Dutch, by meal id: names, grocery lines in the English order, and steps. */
export const MEAL_TRANSLATIONS: MealTranslations = {
  'buttermilk-pancakes': {
    name: 'Karnemelkpancakes',
    ingredients: [
      '190 g bloem',
      '2 el suiker',
      '2 tl bakpoeder',
      '½ tl zuiveringszout',
      '¼ tl zout',
      '300 ml karnemelk',
      '1 ei',
      '3 el boter',
      'ahornsiroop',
    ],
    instructions:
      'Meng bloem, suiker, bakpoeder, zuiveringszout en zout in een kom. Klop de karnemelk los met het ei en 2 el gesmolten boter en roer dit kort door de droge ingrediënten. Bak telkens een klein soeplepeltje beslag (ongeveer 60 ml) in een beboterde pan op middelhoog vuur en keer de pancakes om zodra er belletjes verschijnen. Serveer warm met ahornsiroop.',
  },
  'berry-overnight-oats': {
    name: 'Overnight oats met bosvruchten',
    ingredients: [
      '90 g havervlokken',
      '250 ml amandelmelk',
      '125 g Griekse yoghurt',
      '1 el chiazaad',
      '1 el honing',
      '150 g bosvruchten',
    ],
    instructions:
      "Roer de havervlokken, amandelmelk, yoghurt, chiazaad en honing door elkaar in een pot. Dek af en zet een nacht in de koelkast. Schep er 's ochtends de bosvruchten op en eet het koud.",
  },
  'scrambled-eggs-on-toast': {
    name: 'Roerei op toast',
    ingredients: [
      '4 eieren',
      '2 el melk',
      '1 el boter',
      '2 sneetjes brood',
      '1 el bieslook',
      '¼ tl zout',
      'zwarte peper',
    ],
    instructions:
      'Klop de eieren los met de melk, het zout en een beetje peper. Smelt de boter in een pan op laag vuur, voeg de eieren toe en roer langzaam tot ze net gestold zijn. Rooster het brood, schep de eieren erop en bestrooi met fijngesneden bieslook.',
  },
  'spinach-feta-omelette': {
    name: 'Omelet met spinazie en feta',
    ingredients: [
      '3 eieren',
      '30 g babyspinazie',
      '50 g fetakaas',
      '¼ rode ui',
      '1 tl olijfolie',
      'zwarte peper',
    ],
    instructions:
      'Fruit de gesneden ui zacht in de olie, voeg de spinazie toe en laat die slinken. Giet de losgeklopte eieren erbij en bak op middelhoog vuur, waarbij je de randen optilt zodat het rauwe ei eronder loopt. Verkruimel de feta over één helft, vouw de omelet dicht en breng op smaak met peper.',
  },
  'peanut-butter-banana-smoothie': {
    name: 'Smoothie met banaan en pindakaas',
    ingredients: [
      '2 bananen',
      '375 ml havermelk',
      '2 el ongezouten pindakaas',
      '1 el honing',
      '½ tl kaneel',
      '1 handvol ijsblokjes',
    ],
    instructions:
      'Doe alles in een blender en mix tot een gladde smoothie. Is hij te dik, voeg dan nog een scheutje havermelk toe. Drink hem meteen op.',
  },
  'avocado-toast-poached-eggs': {
    name: 'Avocadotoast met gepocheerde eieren',
    ingredients: [
      '2 sneetjes zuurdesembrood',
      '1 rijpe avocado',
      '2 eieren',
      '½ citroen',
      '1 snufje chilivlokken',
      'zout',
      'zwarte peper',
    ],
    instructions:
      'Pocheer de eieren 3-4 minuten in zacht trillend water. Prak de avocado met een scheutje citroensap, zout en peper en smeer hem op het geroosterde brood. Leg op elke snee een ei en bestrooi met een snufje chilivlokken.',
  },
  'huevos-rancheros': {
    name: 'Huevos rancheros',
    ingredients: [
      "4 maïstortilla's",
      '4 eieren',
      '1 blik zwarte bonen',
      '180 g salsa',
      '1 avocado',
      '2 el koriander',
      '1 el zonnebloemolie',
    ],
    instructions:
      "Verwarm de uitgelekte bonen in een steelpannetje. Bak de eieren in de olie en verwarm de tortilla's in een droge koekenpan. Beleg elke tortilla met bonen, een ei, salsa en plakjes avocado en bestrooi met koriander.",
  },
  'apple-cinnamon-porridge': {
    name: 'Havermout met appel en kaneel',
    ingredients: [
      '90 g havervlokken',
      '500 ml melk',
      '1 appel',
      '1 tl kaneel',
      '1 el ahornsiroop',
      '1 snufje nootmuskaat',
    ],
    instructions:
      'Laat de havervlokken ongeveer 5 minuten zachtjes koken in de melk en roer regelmatig. Rasp de appel erboven, voeg de kaneel en nootmuskaat toe en laat nog 2 minuten koken. Serveer met een scheutje ahornsiroop erover.',
  },
  'blueberry-oatmeal': {
    name: 'Havermout met blauwe bessen',
    ingredients: [
      '90 g glutenvrije havervlokken',
      '500 ml rijstmelk',
      '150 g blauwe bessen',
      '1 el gemalen lijnzaad',
      '1 el ahornsiroop',
      '½ tl kaneel',
    ],
    instructions:
      'Breng de rijstmelk tegen de kook aan en roer de havervlokken en kaneel erdoor. Laat 5 minuten zachtjes koken tot het romig is en voeg in de laatste minuut de helft van de bessen toe. Garneer met de rest van de bessen, het lijnzaad en de ahornsiroop.',
  },
  'greek-yogurt-parfait': {
    name: 'Parfait van Griekse yoghurt',
    ingredients: [
      '500 g Griekse yoghurt',
      '100 g granola',
      '150 g aardbeien',
      '2 el honing',
      '2 el amandelschaafsel',
    ],
    instructions:
      'Snijd de aardbeien in plakjes. Schep laagjes yoghurt, granola en aardbeien in twee glazen en herhaal dat één keer. Besprenkel vlak voor het serveren met honing en strooi de amandelen erover.',
  },
  'breakfast-burritos': {
    name: "Ontbijtburrito's",
    ingredients: [
      "4 grote tarwetortilla's",
      '6 eieren',
      '250 g saucijzenvlees',
      '1 groene paprika',
      '½ ui',
      '100 g geraspte cheddar',
      '125 g salsa',
    ],
    instructions:
      "Bak het saucijzenvlees rul in een koekenpan, voeg de paprika en ui in blokjes toe en bak tot ze zacht zijn. Giet de losgeklopte eieren erbij en roer tot ze net gestold zijn. Vul de warme tortilla's met het mengsel, cheddar en salsa en rol ze strak op.",
  },
  shakshuka: {
    name: 'Shakshuka',
    ingredients: [
      '2 el olijfolie',
      '1 ui',
      '1 rode paprika',
      '2-3 teentjes knoflook',
      '2 tl gemalen komijn',
      '1 tl gerookt paprikapoeder',
      '1 blik tomatenblokjes (400 g)',
      '6 eieren',
      '50 g fetakaas',
      '2 el peterselie',
    ],
    instructions:
      'Bak de ui en paprika zacht in de olie en bak de knoflook, komijn en paprikapoeder een minuut mee. Voeg de tomaten toe en laat 10 minuten inkoken. Maak zes kuiltjes, breek de eieren erin, doe de deksel op de pan en laat garen tot het eiwit gestold is. Bestrooi met verkruimelde feta en peterselie.',
  },
  'chicken-caesar-salad': {
    name: 'Caesarsalade met kip',
    ingredients: [
      '2 kipfilets',
      '1 krop romainesla',
      '40 g croutons',
      '40 g Parmezaanse kaas',
      '80 ml caesardressing',
      '1 citroen',
      '1 el olijfolie',
    ],
    instructions:
      'Wrijf de kip in met olie en gril of bak hem 6-7 minuten per kant tot hij gaar is. Meng de gesneden romainesla met de dressing en een scheutje citroensap. Leg de kip in plakjes, de croutons en geschaafde Parmezaanse kaas erop.',
  },
  'black-bean-quesadillas': {
    name: "Quesadilla's met zwarte bonen",
    ingredients: [
      "4 tarwetortilla's",
      '1 blik zwarte bonen',
      '150 g geraspte cheddar',
      '80 g maïskorrels',
      '1 tl gemalen komijn',
      '60 g salsa',
    ],
    instructions:
      "Prak de uitgelekte bonen grof met de komijn. Verdeel de bonen over twee tortilla's, strooi er maïs en cheddar over en leg de andere tortilla's erop. Bak ze 2-3 minuten per kant in een droge pan tot de kaas smelt, snijd ze in punten en serveer met salsa.",
  },
  'red-lentil-soup': {
    name: 'Rodelinzensoep',
    ingredients: [
      '1 el olijfolie',
      '1 ui',
      '2 wortels',
      '2 stengels bleekselderij',
      '2 teentjes knoflook',
      '200 g rode linzen',
      '1 blik tomatenblokjes',
      '1 l groentebouillon',
      '1 tl gemalen komijn',
      '½ citroen',
    ],
    instructions:
      'Fruit de gesneden ui, wortels en selderij 8 minuten zacht in de olie en voeg dan de knoflook en komijn toe. Roer de afgespoelde linzen, tomaten en bouillon erdoor en laat 20 minuten koken tot de linzen uit elkaar vallen. Pureer de soep gedeeltelijk en maak af met een scheutje citroensap.',
  },
  'greek-salad': {
    name: 'Griekse salade',
    ingredients: [
      '3 tomaten',
      '1 komkommer',
      '½ rode ui',
      '1 groene paprika',
      '100 g kalamata-olijven',
      '200 g fetakaas',
      '3 el olijfolie',
      '1 el rodewijnazijn',
      '1 tl gedroogde oregano',
    ],
    instructions:
      'Snijd de tomaten, komkommer en paprika in stukken en de ui in dunne ringen. Meng ze met de olijven, olie en azijn. Leg de feta in één stuk bovenop en bestrooi met oregano.',
  },
  'tuna-salad-sandwich': {
    name: 'Sandwich met tonijnsalade',
    ingredients: [
      '2 blikjes tonijn',
      '3 el mayonaise',
      '1 stengel bleekselderij',
      '1 el citroensap',
      '4 sneetjes zuurdesembrood',
      '4 slablaadjes',
    ],
    instructions:
      'Laat de tonijn uitlekken en meng hem met de mayonaise, fijngesneden selderij en het citroensap. Smeer het op twee sneetjes brood, leg de sla erop en dek af met de andere sneetjes.',
  },
  'chickpea-quinoa-salad': {
    name: 'Quinoasalade met kikkererwten',
    ingredients: [
      '170 g quinoa',
      '1 blik kikkererwten',
      '1 komkommer',
      '200 g cherrytomaten',
      '½ bos peterselie',
      '3 el olijfolie',
      '2 el citroensap',
      '1 teentje knoflook',
    ],
    instructions:
      'Kook de afgespoelde quinoa 15 minuten in twee keer zoveel water en laat afkoelen. Klop de olie, het citroensap en de geraspte knoflook tot een dressing. Meng de quinoa met de uitgelekte kikkererwten, komkommerblokjes, gehalveerde tomaatjes, peterselie en dressing.',
  },
  'turkey-club-wrap': {
    name: 'Clubwrap met kalkoen',
    ingredients: [
      "4 grote tortilla's",
      '300 g kalkoenfilet in plakjes',
      '4 plakjes ontbijtspek',
      '2 tomaten',
      '4 slablaadjes',
      '2 el mayonaise',
    ],
    instructions:
      'Bak het spek krokant en laat het uitlekken op keukenpapier. Besmeer elke tortilla met mayonaise en beleg met kalkoen, spek, plakjes tomaat en sla. Rol strak op en snijd schuin doormidden.',
  },
  'tomato-basil-soup': {
    name: 'Tomatensoep met basilicum',
    ingredients: [
      '2 el boter',
      '1 ui',
      '2 teentjes knoflook',
      '2 blikken gepelde tomaten',
      '500 ml groentebouillon',
      '125 ml slagroom',
      '1 tl suiker',
      '1 handvol basilicum',
    ],
    instructions:
      'Smelt de boter, fruit de ui zacht en voeg dan de knoflook toe. Doe de tomaten, bouillon en suiker erbij en laat 20 minuten zachtjes koken. Pureer met de basilicum tot een gladde soep en roer de room erdoor.',
  },
  'chicken-fried-rice': {
    name: 'Gebakken rijst met kip',
    ingredients: [
      '2 kippendijfilets',
      '500 g gekookte pandanrijst',
      '2 eieren',
      '75 g diepvriesdoperwten',
      '1 wortel',
      '2 teentjes knoflook',
      '2 el tamari',
      '1 el sesamolie',
      '2 lente-uitjes',
    ],
    instructions:
      'Roerbak de kip in blokjes bruin in de sesamolie en voeg dan de knoflook, wortelblokjes en doperwten toe. Schuif alles opzij, roerbak de eieren in de pan en meng ze erdoor. Voeg de koude rijst en tamari toe, roerbak op hoog vuur tot alles heet is en bestrooi met lente-ui.',
  },
  'peanut-rice-noodle-salad': {
    name: 'Rijstnoedelsalade met pindasaus',
    ingredients: [
      '200 g rijstnoedels',
      '1 rode paprika',
      '1 komkommer',
      '2 wortels',
      '3 el pindakaas',
      '2 el tamari',
      '1 el rijstazijn',
      '1 el honing',
      '1 limoen',
      '2 el koriander',
    ],
    instructions:
      'Week of kook de noedels volgens de verpakking en spoel ze af met koud water. Klop de pindakaas, tamari, azijn, honing en het limoensap met een beetje warm water tot een gladde saus. Meng de noedels met de gesneden groenten en de saus en bestrooi met koriander.',
  },
  'zucchini-potato-frittata': {
    name: 'Frittata met courgette en aardappel',
    ingredients: [
      '6 eieren',
      '2 aardappels',
      '1 courgette',
      '1 ui',
      '2 el olijfolie',
      '2 el peterselie',
      'zwarte peper',
    ],
    instructions:
      'Bak de dun gesneden aardappels en ui 12 minuten op middelhoog vuur in de olie tot ze gaar zijn. Voeg de geraspte courgette toe en bak nog 3 minuten. Giet de eieren erover, losgeklopt met peterselie en peper, laat de randen stollen en zet de pan onder de grill tot de frittata goudbruin is.',
  },
  'chicken-rice-soup': {
    name: 'Kippensoep met rijst',
    ingredients: [
      '500 g kippendijfilets',
      '1 el olijfolie',
      '1 ui',
      '2 wortels',
      '2 stengels bleekselderij',
      '150 g langkorrelige rijst',
      '2 laurierblaadjes',
      '2 el peterselie',
      'zwarte peper',
    ],
    instructions:
      'Fruit de ui, wortels en selderij in blokjes zacht in de olie. Voeg de kip, laurierblaadjes en 2 liter water toe en laat 25 minuten zachtjes koken. Haal de kip eruit, pluk hem uit elkaar en doe hem met de rijst terug in de pan, en laat nog 15 minuten koken. Breng op smaak met peper en peterselie.',
  },
  'loaded-baked-potatoes': {
    name: 'Gevulde gepofte aardappels',
    ingredients: [
      '4 grote kruimige aardappels',
      '300 g broccoliroosjes',
      '100 g geraspte cheddar',
      '60 g zure room',
      '2 lente-uitjes',
      '1 el olijfolie',
    ],
    instructions:
      'Wrijf de aardappels in met olie, prik er een paar gaatjes in en bak ze ongeveer een uur op 200 °C tot ze vanbinnen zacht zijn. Stoom de broccoliroosjes 5 minuten. Snijd de aardappels open, vul ze met broccoli en cheddar en schep er zure room en ringetjes lente-ui op.',
  },
  'hummus-veggie-wrap': {
    name: 'Hummuswrap met groente',
    ingredients: [
      "2 grote tarwetortilla's",
      '125 g hummus',
      '1 wortel',
      '½ komkommer',
      '30 g babyspinazie',
      '50 g geroosterde rode paprika',
    ],
    instructions:
      "Besmeer de tortilla's met hummus. Leg de spinazie, geraspte wortel, komkommerreepjes en paprikareepjes in het midden. Rol strak op en snijd doormidden.",
  },
  'spaghetti-bolognese': {
    name: 'Spaghetti bolognese',
    ingredients: [
      '1 el olijfolie',
      '500 g rundergehakt',
      '1 ui',
      '2 wortels',
      '2 teentjes knoflook',
      '1 blik tomatenblokjes',
      '2 el tomatenpuree',
      '125 ml rode wijn',
      '1 tl gedroogde oregano',
      '400 g spaghetti',
      '40 g Parmezaanse kaas',
    ],
    instructions:
      'Bak het gehakt rul in de olie, voeg de fijngesneden ui, wortels en knoflook toe en bak tot ze zacht zijn. Roer de tomatenpuree, wijn, tomaten en oregano erdoor en laat minstens 30 minuten zachtjes pruttelen. Kook de spaghetti, meng met de saus en serveer met geraspte Parmezaanse kaas.',
  },
  'chicken-fajitas': {
    name: "Kipfajita's",
    ingredients: [
      '600 g kipfilet',
      "3 paprika's",
      '1 ui',
      '2 el olijfolie',
      '2 tl chilipoeder',
      '1 tl gemalen komijn',
      '1 limoen',
      "8 kleine tarwetortilla's",
      '125 g zure room',
    ],
    instructions:
      "Meng de kipreepjes met de olie, het chilipoeder, de komijn en het limoensap. Bak ze in een zeer hete pan dicht, voeg de paprika- en uienreepjes toe en bak tot ze aan de randen geblakerd zijn. Serveer in warme tortilla's met zure room.",
  },
  'lemon-salmon-asparagus': {
    name: 'Citroenzalm met asperges',
    ingredients: [
      '4 zalmfilets',
      '500 g groene asperges',
      '2 el olijfolie',
      '1 citroen',
      '2 teentjes knoflook',
      '1 el verse dille',
      'zwarte peper',
    ],
    instructions:
      'Verwarm de oven voor op 200 °C. Leg de zalm en de schoongemaakte asperges op een bakplaat, besprenkel met olie en bestrooi met geraspte knoflook, citroenrasp en peper. Rooster 12-15 minuten tot de zalm uit elkaar valt en maak af met citroensap en dille.',
  },
  'beef-tacos': {
    name: "Taco's met rundergehakt",
    ingredients: [
      '500 g rundergehakt',
      '1 el chilipoeder',
      '1 tl gemalen komijn',
      '1 tl knoflookpoeder',
      '½ tl zout',
      "8 maïstortilla's",
      '100 g gesneden ijsbergsla',
      '100 g geraspte cheddar',
      '125 g salsa',
    ],
    instructions:
      "Bak het gehakt rul, roer de kruiden, het zout en een scheutje water erdoor en laat inkoken tot het dik is. Verwarm de tortilla's in een droge pan. Vul ze met gehakt, sla, cheddar en salsa.",
  },
  'tofu-vegetable-stir-fry': {
    name: 'Roerbak met tofu en groente',
    ingredients: [
      '400 g stevige tofu',
      '1 broccoli',
      '1 rode paprika',
      '150 g peultjes',
      '2 teentjes knoflook',
      '1 el verse gember',
      '3 el sojasaus',
      '1 el maizena',
      '2 el zonnebloemolie',
      '300 g pandanrijst',
    ],
    instructions:
      'Kook de rijst. Wentel de tofublokjes door de maizena, bak ze goudbruin in de olie en zet ze apart. Roerbak de broccoli, paprika en peultjes 4 minuten met de knoflook en gember. Doe de tofu terug, voeg de sojasaus en een scheutje water toe en serveer met de rijst.',
  },
  'roast-chicken-potatoes-carrots': {
    name: 'Kip uit de oven met krieltjes en wortels',
    ingredients: [
      '1,5 kg hele kip',
      '800 g krieltjes',
      '4 wortels',
      '1 bol knoflook',
      '2 el olijfolie',
      '3 takjes rozemarijn',
      '4 takjes tijm',
    ],
    instructions:
      'Verwarm de oven voor op 200 °C. Stop de gehalveerde knoflookbol en de tijm in de kip en wrijf hem in met de helft van de olie. Hussel de krieltjes, stukken wortel en rozemarijn met de rest van de olie en leg ze rond de kip in een braadslede. Rooster ongeveer 80 minuten tot het vocht helder is en laat de kip 10 minuten rusten voor je hem aansnijdt.',
  },
  'mushroom-risotto': {
    name: 'Risotto met champignons',
    ingredients: [
      '300 g risottorijst',
      '300 g champignons',
      '1 ui',
      '2 teentjes knoflook',
      '1 l groentebouillon',
      '125 ml witte wijn',
      '2 el boter',
      '40 g Parmezaanse kaas',
    ],
    instructions:
      'Bak de gesneden champignons bruin in de helft van de boter en zet ze apart. Fruit de ui en knoflook in de rest van de boter, roer de rijst erdoor en blus af met de wijn. Voeg de hete bouillon lepel voor lepel toe en blijf ongeveer 18 minuten roeren tot de risotto romig is. Schep de champignons en Parmezaanse kaas erdoor.',
  },
  'chili-con-carne': {
    name: 'Chili con carne',
    ingredients: [
      '500 g rundergehakt',
      '1 ui',
      '1 groene paprika',
      '3 teentjes knoflook',
      '2 el chilipoeder',
      '1 tl gemalen komijn',
      '2 blikken kidneybonen',
      '1 blik tomatenblokjes',
      '2 el tomatenpuree',
    ],
    instructions:
      'Bak het gehakt rul in een grote pan, voeg de ui, paprika en knoflook toe en bak tot ze zacht zijn. Roer het chilipoeder, de komijn en de tomatenpuree erdoor en bak een minuut mee. Voeg de tomaten, uitgelekte bonen en 250 ml water toe en laat 45 minuten zachtjes pruttelen.',
  },
  'chickpea-coconut-curry': {
    name: 'Kikkererwtencurry met kokosmelk',
    ingredients: [
      '2 el zonnebloemolie',
      '1 ui',
      '3 teentjes knoflook',
      '1 el verse gember',
      '2 el kerriepoeder',
      '2 blikken kikkererwten',
      '400 ml kokosmelk',
      '1 blik tomatenblokjes',
      '200 g babyspinazie',
      '300 g basmatirijst',
    ],
    instructions:
      'Kook de rijst. Bak de ui goudbruin in de olie en bak de knoflook, gember en kerriepoeder een minuut mee. Voeg de uitgelekte kikkererwten, tomaten en kokosmelk toe en laat 15 minuten zachtjes koken. Roer de spinazie erdoor tot die geslonken is en serveer met de rijst.',
  },
  'shepherds-pie': {
    name: "Shepherd's pie",
    ingredients: [
      '500 g lamsgehakt',
      '1 ui',
      '2 wortels',
      '150 g diepvriesdoperwten',
      '2 el tomatenpuree',
      '1 el worcestershiresaus',
      '250 ml runderbouillon',
      '1 kg kruimige aardappels',
      '60 g roomboter',
      '125 ml melk',
    ],
    instructions:
      'Kook de aardappels gaar en stamp ze met de boter en melk tot puree. Bak het lamsgehakt met de ui en wortels bruin, roer de tomatenpuree, worcestershiresaus en bouillon erdoor en laat 15 minuten pruttelen. Voeg de doperwten toe, verdeel de puree erover en bak 25 minuten op 200 °C tot de bovenkant goudbruin is.',
  },
  'honey-garlic-chicken-thighs': {
    name: 'Kippendijen met honing en knoflook',
    ingredients: [
      '8 kippendijen',
      '3 el honing',
      '4 teentjes knoflook',
      '1 el olijfolie',
      '1 tl gedroogde tijm',
      '300 g langkorrelige rijst',
      '300 g sperziebonen',
    ],
    instructions:
      'Bak de kippendijen met de velkant naar beneden bruin in de olie en keer ze om. Roer de honing met de geperste knoflook, de tijm en 3 el water door elkaar en giet dit over de kip. Dek af en laat 20 minuten op laag vuur garen, en schep er af en toe wat saus over. Serveer met de gekookte rijst en gestoomde sperziebonen.',
  },
  'pasta-primavera': {
    name: 'Pasta primavera',
    ingredients: [
      '400 g penne',
      '1 courgette',
      '1 rode paprika',
      '200 g cherrytomaten',
      '150 g diepvriesdoperwten',
      '2 teentjes knoflook',
      '3 el olijfolie',
      '125 g ricotta',
      '1 handvol basilicum',
      '½ citroen',
    ],
    instructions:
      'Kook de penne en doe de doperwten er de laatste 2 minuten bij. Bak ondertussen de courgette, paprika en knoflook in de olie en voeg de tomaatjes toe tot ze openspringen. Meng alles met een scheutje kookwater, het citroensap en de basilicum en verdeel de ricotta in klodders erover.',
  },
  'beef-and-broccoli': {
    name: 'Rundvlees met broccoli',
    ingredients: [
      '500 g bavette',
      '1 broccoli',
      '3 el sojasaus',
      '1 el bruine suiker',
      '1 el maizena',
      '2 teentjes knoflook',
      '1 tl verse gember',
      '1 el sesamolie',
      '400 g rijst',
    ],
    instructions:
      'Kook de rijst. Snijd het vlees tegen de draad in dunne reepjes en meng het met de maizena. Bak het in porties dicht in de hete olie en roerbak daarna de broccoli met de knoflook en gember. Doe het vlees terug met de sojasaus, suiker en een scheutje water en serveer zodra de saus glanst.',
  },
  'margherita-pizza': {
    name: 'Pizza margherita',
    ingredients: [
      '500 g pizzadeeg',
      '125 ml pizzasaus',
      '200 g verse mozzarella',
      '1 handvol basilicum',
      '1 el olijfolie',
    ],
    instructions:
      'Verwarm de oven zo heet als hij kan met een bakplaat erin. Rek het deeg dun uit, besmeer het met de saus en scheur de mozzarella erover. Bak de pizza 8-10 minuten tot de korst blaasjes heeft en maak af met basilicum en een scheutje olie.',
  },
  'turkey-zucchini-rice-bowls': {
    name: 'Rijstbowls met kalkoen en courgette',
    ingredients: [
      '500 g kalkoengehakt',
      '300 g basmatirijst',
      '2 courgettes',
      '1 wortel',
      '2 teentjes knoflook',
      '1 tl verse gember',
      '2 el olijfolie',
      '2 lente-uitjes',
      '2 el koriander',
    ],
    instructions:
      'Kook de rijst. Bak het kalkoengehakt rul in de olie met de knoflook en gember. Voeg de courgetteblokjes en geraspte wortel toe en bak tot ze net gaar zijn. Schep het over de rijst en bestrooi met lente-ui en koriander.',
  },
  'pork-chops-apples': {
    name: 'Varkenskoteletten met appel',
    ingredients: [
      '4 varkenskoteletten',
      '3 appels',
      '1 el boter',
      '1 tl kaneel',
      '1 tl gedroogde salie',
      '600 g aardappels',
      '300 g sperziebonen',
      '2 el olijfolie',
    ],
    instructions:
      'Kook de aardappels gaar en stoom de sperziebonen. Wrijf de koteletten in met salie, bak ze 4-5 minuten per kant in de olie en laat ze rusten. Bak de partjes appel zacht in de boter met de kaneel en schep ze over de koteletten.',
  },
  'stuffed-bell-peppers': {
    name: "Gevulde paprika's",
    ingredients: [
      "4 paprika's",
      '200 g rijst',
      '1 blik zwarte bonen',
      '150 g maïskorrels',
      '1 blik tomatenblokjes',
      '1 tl gemalen komijn',
      '1 tl chilipoeder',
      '100 g geraspte monterey jack',
    ],
    instructions:
      "Kook de rijst en verwarm de oven voor op 190 °C. Meng de rijst met de uitgelekte bonen, maïs, tomaten en kruiden. Vul de gehalveerde paprika's zonder zaadjes, dek af met aluminiumfolie en bak 30 minuten. Haal de folie eraf, bestrooi met kaas en bak nog 10 minuten.",
  },
  'garlic-butter-shrimp-pasta': {
    name: 'Pasta met garnalen in knoflookboter',
    ingredients: [
      '400 g linguine',
      '450 g garnalen',
      '4 el boter',
      '4 teentjes knoflook',
      '1 snufje chilivlokken',
      '125 ml witte wijn',
      '1 citroen',
      '2 el peterselie',
    ],
    instructions:
      'Kook de linguine. Smelt de boter, voeg de knoflook en chilivlokken toe en daarna de garnalen, en bak ze 2 minuten per kant tot ze roze zijn. Voeg de wijn en het citroensap toe en laat een minuut borrelen. Meng met de pasta en de peterselie.',
  },
};
