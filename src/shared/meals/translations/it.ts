import type { MealTranslations } from '../meal-translation';

/** The suggested meals in Italian, by meal id: names, grocery lines in the English order, and steps. */
export const MEAL_TRANSLATIONS: MealTranslations = {
  'buttermilk-pancakes': {
    name: 'Pancake al latticello',
    ingredients: [
      '190 g di farina 00',
      '2 cucchiai di zucchero',
      '2 cucchiaini di lievito per dolci',
      '½ cucchiaino di bicarbonato',
      '¼ di cucchiaino di sale',
      '300 ml di latticello',
      '1 uovo',
      '40 g di burro',
      "sciroppo d'acero",
    ],
    instructions:
      "Mescolate in una ciotola la farina, lo zucchero, il lievito, il bicarbonato e il sale. Sbattete il latticello con l'uovo e 30 g di burro fuso, poi versateli negli ingredienti secchi e mescolate appena. Cuocete un mestolino di pastella alla volta (circa 60 ml) in una padella imburrata a fuoco medio, girando i pancake quando compaiono le bollicine. Serviteli caldi con lo sciroppo d'acero.",
  },
  'berry-overnight-oats': {
    name: 'Overnight oats ai frutti di bosco',
    ingredients: [
      "90 g di fiocchi d'avena",
      '250 ml di latte di mandorla',
      '125 g di yogurt greco',
      '1 cucchiaio di semi di chia',
      '1 cucchiaio di miele',
      '150 g di frutti di bosco misti',
    ],
    instructions:
      "Mescolate in un barattolo i fiocchi d'avena, il latte di mandorla, lo yogurt, i semi di chia e il miele. Coprite e lasciate in frigorifero per tutta la notte. Al mattino aggiungete i frutti di bosco e gustate freddo.",
  },
  'scrambled-eggs-on-toast': {
    name: 'Uova strapazzate su pane tostato',
    ingredients: [
      '4 uova',
      '2 cucchiai di latte',
      '15 g di burro',
      '2 fette di pane',
      '1 cucchiaio di erba cipollina',
      '¼ di cucchiaino di sale',
      'pepe nero',
    ],
    instructions:
      "Sbattete le uova con il latte, il sale e un po' di pepe. Sciogliete il burro in una padella a fuoco basso, versate le uova e mescolate lentamente finché non si rapprendono appena. Tostate il pane, distribuitevi sopra le uova e cospargete di erba cipollina tritata.",
  },
  'spinach-feta-omelette': {
    name: 'Omelette spinaci e feta',
    ingredients: [
      '3 uova',
      '30 g di spinacino',
      '50 g di feta',
      '¼ di cipolla rossa',
      "1 cucchiaino di olio d'oliva",
      'pepe nero',
    ],
    instructions:
      "Fate appassire la cipolla affettata nell'olio, poi aggiungete gli spinaci e lasciateli ammorbidire. Versate le uova sbattute e cuocete a fuoco medio, sollevando i bordi perché l'uovo crudo scorra sotto. Sbriciolate la feta su una metà, richiudete l'omelette e pepate.",
  },
  'peanut-butter-banana-smoothie': {
    name: "Frullato di banana e burro d'arachidi",
    ingredients: [
      '2 banane',
      "375 ml di latte d'avena",
      "2 cucchiai di burro d'arachidi senza sale",
      '1 cucchiaio di miele',
      '½ cucchiaino di cannella in polvere',
      '1 manciata di cubetti di ghiaccio',
    ],
    instructions:
      "Mettete tutti gli ingredienti nel frullatore e frullate fino a ottenere un composto liscio. Se è troppo denso, aggiungete un goccio di latte d'avena. Bevetelo subito.",
  },
  'avocado-toast-poached-eggs': {
    name: 'Avocado toast con uova in camicia',
    ingredients: [
      '2 fette di pane a lievitazione naturale',
      '1 avocado maturo',
      '2 uova',
      '½ limone',
      '1 pizzico di peperoncino in fiocchi',
      'sale',
      'pepe nero',
    ],
    instructions:
      "Cuocete le uova in camicia in acqua appena sobbollente per 3-4 minuti. Schiacciate l'avocado con qualche goccia di limone, sale e pepe e spalmatelo sul pane tostato. Completate ogni fetta con un uovo e un pizzico di peperoncino.",
  },
  'huevos-rancheros': {
    name: 'Huevos rancheros',
    ingredients: [
      '4 tortillas di mais',
      '4 uova',
      '1 scatola di fagioli neri',
      '180 g di salsa messicana',
      '1 avocado',
      '2 cucchiai di coriandolo',
      '1 cucchiaio di olio di semi',
    ],
    instructions:
      "Scaldate i fagioli scolati in un pentolino. Friggete le uova nell'olio e scaldate le tortillas in una padella senza grassi. Farcite ogni tortilla con fagioli, un uovo, salsa e fettine di avocado, e completate con il coriandolo.",
  },
  'apple-cinnamon-porridge': {
    name: 'Porridge mela e cannella',
    ingredients: [
      "90 g di fiocchi d'avena",
      '500 ml di latte',
      '1 mela',
      '1 cucchiaino di cannella in polvere',
      "1 cucchiaio di sciroppo d'acero",
      '1 pizzico di noce moscata',
    ],
    instructions:
      "Cuocete i fiocchi d'avena nel latte a fuoco dolce per circa 5 minuti, mescolando spesso. Grattugiatevi la mela, aggiungete la cannella e la noce moscata e cuocete ancora 2 minuti. Servite con un filo di sciroppo d'acero.",
  },
  'blueberry-oatmeal': {
    name: 'Porridge ai mirtilli',
    ingredients: [
      "90 g di fiocchi d'avena senza glutine",
      '500 ml di latte di riso',
      '150 g di mirtilli',
      '1 cucchiaio di semi di lino macinati',
      "1 cucchiaio di sciroppo d'acero",
      '½ cucchiaino di cannella in polvere',
    ],
    instructions:
      "Portate il latte di riso a leggero bollore e unite i fiocchi d'avena e la cannella. Cuocete per 5 minuti finché diventa cremoso, aggiungendo metà dei mirtilli nell'ultimo minuto. Completate con i mirtilli rimasti, i semi di lino e lo sciroppo d'acero.",
  },
  'greek-yogurt-parfait': {
    name: 'Parfait allo yogurt greco',
    ingredients: [
      '500 g di yogurt greco',
      '100 g di granola',
      '150 g di fragole',
      '2 cucchiai di miele',
      '2 cucchiai di mandorle a lamelle',
    ],
    instructions:
      'Tagliate le fragole a fettine. Alternate yogurt, granola e fragole in due bicchieri e ripetete gli strati una volta. Poco prima di servire, irrorate con il miele e cospargete di mandorle.',
  },
  'breakfast-burritos': {
    name: 'Burritos per la colazione',
    ingredients: [
      '4 tortillas di frumento grandi',
      '6 uova',
      '250 g di salsiccia',
      '1 peperone verde',
      '½ cipolla',
      '100 g di cheddar grattugiato',
      '125 g di salsa messicana',
    ],
    instructions:
      'Rosolate la salsiccia sbriciolata in padella, poi aggiungete il peperone e la cipolla a dadini e cuocete finché sono morbidi. Versate le uova sbattute e strapazzatele finché non si rapprendono appena. Farcite le tortillas calde con il composto, il cheddar e la salsa, e arrotolatele ben strette.',
  },
  shakshuka: {
    name: 'Shakshuka',
    ingredients: [
      "2 cucchiai di olio d'oliva",
      '1 cipolla',
      '1 peperone rosso',
      "2-3 spicchi d'aglio",
      '2 cucchiaini di cumino in polvere',
      '1 cucchiaino di paprika affumicata',
      '1 scatola di pomodori pelati (400 g)',
      '6 uova',
      '50 g di feta',
      '2 cucchiai di prezzemolo',
    ],
    instructions:
      "Fate appassire la cipolla e il peperone nell'olio, poi aggiungete l'aglio, il cumino e la paprika per un minuto. Unite i pomodori schiacciati e lasciate sobbollire per 10 minuti, finché il sugo si addensa. Formate sei incavi, rompetevi le uova, coprite e cuocete finché gli albumi sono rappresi. Completate con la feta sbriciolata e il prezzemolo.",
  },
  'chicken-caesar-salad': {
    name: 'Insalata Caesar con pollo',
    ingredients: [
      '2 petti di pollo',
      '1 cespo di lattuga romana',
      '40 g di crostini di pane',
      '40 g di parmigiano',
      '80 ml di salsa Caesar',
      '1 limone',
      "1 cucchiaio di olio d'oliva",
    ],
    instructions:
      "Spennellate il pollo con l'olio e cuocetelo alla griglia o in padella per 6-7 minuti per lato, finché è cotto all'interno. Condite la romana tagliata con la salsa e una spruzzata di limone. Completate con il pollo a fette, i crostini e scaglie di parmigiano.",
  },
  'black-bean-quesadillas': {
    name: 'Quesadillas ai fagioli neri',
    ingredients: [
      '4 tortillas di frumento',
      '1 scatola di fagioli neri',
      '150 g di cheddar grattugiato',
      '80 g di mais',
      '1 cucchiaino di cumino in polvere',
      '60 g di salsa messicana',
    ],
    instructions:
      'Schiacciate grossolanamente i fagioli scolati con il cumino. Spalmateli su due tortillas, distribuite il mais e il cheddar e coprite con le altre due. Cuocete in una padella senza grassi per 2-3 minuti per lato finché il formaggio fonde, poi tagliate a spicchi e servite con la salsa.',
  },
  'red-lentil-soup': {
    name: 'Zuppa di lenticchie rosse',
    ingredients: [
      "1 cucchiaio di olio d'oliva",
      '1 cipolla',
      '2 carote',
      '2 coste di sedano',
      "2 spicchi d'aglio",
      '200 g di lenticchie rosse',
      '1 scatola di polpa di pomodoro',
      '1 l di brodo vegetale',
      '1 cucchiaino di cumino in polvere',
      '½ limone',
    ],
    instructions:
      "Fate appassire nell'olio la cipolla, le carote e il sedano tritati per 8 minuti, poi aggiungete l'aglio e il cumino. Unite le lenticchie sciacquate, il pomodoro e il brodo e cuocete per 20 minuti, finché le lenticchie si sfaldano. Frullate in parte e completate con una spruzzata di limone.",
  },
  'greek-salad': {
    name: 'Insalata greca',
    ingredients: [
      '3 pomodori',
      '1 cetriolo',
      '½ cipolla rossa',
      '1 peperone verde',
      '100 g di olive kalamata',
      '200 g di feta',
      "3 cucchiai di olio d'oliva",
      '1 cucchiaio di aceto di vino rosso',
      '1 cucchiaino di origano secco',
    ],
    instructions:
      "Tagliate a pezzi i pomodori, il cetriolo e il peperone e affettate sottile la cipolla. Conditeli con le olive, l'olio e l'aceto. Adagiate sopra la feta in un unico pezzo e spolverizzate con l'origano.",
  },
  'tuna-salad-sandwich': {
    name: 'Sandwich al tonno',
    ingredients: [
      '2 scatolette di tonno',
      '3 cucchiai di maionese',
      '1 costa di sedano',
      '1 cucchiaio di succo di limone',
      '4 fette di pane a lievitazione naturale',
      '4 foglie di lattuga',
    ],
    instructions:
      'Sgocciolate il tonno e mescolatelo con la maionese, il sedano tritato finemente e il succo di limone. Spalmatelo su due fette di pane, aggiungete la lattuga e chiudete i sandwich.',
  },
  'chickpea-quinoa-salad': {
    name: 'Insalata di quinoa e ceci',
    ingredients: [
      '170 g di quinoa',
      '1 scatola di ceci',
      '1 cetriolo',
      '200 g di pomodorini',
      '½ mazzetto di prezzemolo',
      "3 cucchiai di olio d'oliva",
      '2 cucchiai di succo di limone',
      "1 spicchio d'aglio",
    ],
    instructions:
      "Cuocete la quinoa sciacquata in un volume doppio d'acqua per 15 minuti e lasciatela raffreddare. Emulsionate l'olio, il succo di limone e l'aglio grattugiato per ottenere il condimento. Mescolate la quinoa con i ceci scolati, il cetriolo a dadini, i pomodorini tagliati a metà, il prezzemolo e il condimento.",
  },
  'turkey-club-wrap': {
    name: 'Wrap club al tacchino',
    ingredients: [
      '4 tortillas grandi',
      '300 g di fesa di tacchino a fette',
      '4 fette di bacon',
      '2 pomodori',
      '4 foglie di lattuga',
      '2 cucchiai di maionese',
    ],
    instructions:
      'Rosolate il bacon finché è croccante e fatelo asciugare su carta da cucina. Spalmate ogni tortilla di maionese e farcitela con tacchino, bacon, fette di pomodoro e lattuga. Arrotolate ben stretto e tagliate a metà in diagonale.',
  },
  'tomato-basil-soup': {
    name: 'Vellutata di pomodoro e basilico',
    ingredients: [
      '30 g di burro',
      '1 cipolla',
      "2 spicchi d'aglio",
      '2 scatole di pomodori pelati',
      '500 ml di brodo vegetale',
      '125 ml di panna fresca',
      '1 cucchiaino di zucchero',
      '1 manciata di basilico',
    ],
    instructions:
      "Sciogliete il burro e fate appassire la cipolla, poi aggiungete l'aglio. Unite i pomodori, il brodo e lo zucchero e lasciate sobbollire per 20 minuti. Frullate con il basilico fino a ottenere una vellutata liscia e incorporate la panna.",
  },
  'chicken-fried-rice': {
    name: 'Riso saltato con pollo',
    ingredients: [
      '2 sovracosce di pollo',
      '500 g di riso jasmine cotto',
      '2 uova',
      '75 g di piselli surgelati',
      '1 carota',
      "2 spicchi d'aglio",
      '2 cucchiai di tamari',
      '1 cucchiaio di olio di sesamo',
      '2 cipollotti',
    ],
    instructions:
      "Saltate il pollo a dadini nell'olio di sesamo finché è dorato, poi aggiungete l'aglio, la carota a dadini e i piselli. Spostate tutto da un lato, strapazzate le uova nella padella e mescolatele al resto. Unite il riso freddo e il tamari, saltate a fiamma alta finché è ben caldo e completate con i cipollotti.",
  },
  'peanut-rice-noodle-salad': {
    name: 'Insalata di spaghetti di riso con salsa di arachidi',
    ingredients: [
      '200 g di spaghetti di riso',
      '1 peperone rosso',
      '1 cetriolo',
      '2 carote',
      "3 cucchiai di burro d'arachidi",
      '2 cucchiai di tamari',
      '1 cucchiaio di aceto di riso',
      '1 cucchiaio di miele',
      '1 lime',
      '2 cucchiai di coriandolo',
    ],
    instructions:
      "Ammollate o cuocete gli spaghetti di riso come indicato sulla confezione, poi sciacquateli in acqua fredda. Sbattete il burro d'arachidi, il tamari, l'aceto, il miele e il succo di lime con un po' d'acqua tiepida fino a ottenere una salsa liscia. Condite gli spaghetti con le verdure a listarelle e la salsa, e completate con il coriandolo.",
  },
  'zucchini-potato-frittata': {
    name: 'Frittata di zucchine e patate',
    ingredients: [
      '6 uova',
      '2 patate',
      '1 zucchina',
      '1 cipolla',
      "2 cucchiai di olio d'oliva",
      '2 cucchiai di prezzemolo',
      'pepe nero',
    ],
    instructions:
      "Cuocete nell'olio a fuoco medio le patate e la cipolla affettate sottili per 12 minuti, finché sono tenere. Aggiungete la zucchina grattugiata e cuocete ancora 3 minuti. Versate le uova sbattute con il prezzemolo e il pepe, lasciate rapprendere i bordi e finite sotto il grill del forno finché la frittata è dorata.",
  },
  'chicken-rice-soup': {
    name: 'Minestra di pollo e riso',
    ingredients: [
      '500 g di sovracosce di pollo',
      "1 cucchiaio di olio d'oliva",
      '1 cipolla',
      '2 carote',
      '2 coste di sedano',
      '150 g di riso a chicco lungo',
      '2 foglie di alloro',
      '2 cucchiai di prezzemolo',
      'pepe nero',
    ],
    instructions:
      "Fate appassire nell'olio la cipolla, le carote e il sedano a dadini. Aggiungete il pollo, l'alloro e 2 litri d'acqua e lasciate sobbollire per 25 minuti. Togliete il pollo, sfilacciatelo e rimettetelo in pentola con il riso, poi cuocete ancora 15 minuti. Insaporite con pepe e prezzemolo.",
  },
  'loaded-baked-potatoes': {
    name: 'Patate al forno ripiene',
    ingredients: [
      '4 patate farinose grandi',
      '300 g di broccoli',
      '100 g di cheddar grattugiato',
      '60 g di panna acida',
      '2 cipollotti',
      "1 cucchiaio di olio d'oliva",
    ],
    instructions:
      "Ungete le patate con l'olio, bucherellatele e cuocetele in forno a 200 °C per circa un'ora, finché sono morbide dentro. Cuocete le cimette di broccoli al vapore per 5 minuti. Aprite le patate, farcitele con i broccoli e il cheddar e completate con la panna acida e i cipollotti affettati.",
  },
  'hummus-veggie-wrap': {
    name: 'Wrap di verdure con hummus',
    ingredients: [
      '2 tortillas di frumento grandi',
      '125 g di hummus',
      '1 carota',
      '½ cetriolo',
      '30 g di spinacino',
      '50 g di peperoni rossi arrostiti',
    ],
    instructions:
      "Spalmate l'hummus sulle tortillas. Disponete al centro gli spinaci, la carota grattugiata, i bastoncini di cetriolo e i peperoni a listarelle. Arrotolate ben stretto e tagliate a metà.",
  },
  'spaghetti-bolognese': {
    name: 'Spaghetti alla bolognese',
    ingredients: [
      "1 cucchiaio di olio d'oliva",
      '500 g di carne macinata di manzo',
      '1 cipolla',
      '2 carote',
      "2 spicchi d'aglio",
      '1 scatola di pomodori pelati',
      '2 cucchiai di concentrato di pomodoro',
      '125 ml di vino rosso',
      '1 cucchiaino di origano secco',
      '400 g di spaghetti',
      '40 g di parmigiano',
    ],
    instructions:
      "Rosolate la carne nell'olio, poi aggiungete la cipolla, le carote e l'aglio tritati finemente e cuocete finché sono morbidi. Unite il concentrato, il vino, i pomodori e l'origano e lasciate sobbollire dolcemente per almeno 30 minuti. Cuocete gli spaghetti, conditeli con il sugo e servite con parmigiano grattugiato.",
  },
  'chicken-fajitas': {
    name: 'Fajitas di pollo',
    ingredients: [
      '600 g di petti di pollo',
      '3 peperoni',
      '1 cipolla',
      "2 cucchiai di olio d'oliva",
      '2 cucchiaini di peperoncino in polvere',
      '1 cucchiaino di cumino in polvere',
      '1 lime',
      '8 tortillas di frumento piccole',
      '125 g di panna acida',
    ],
    instructions:
      "Condite il pollo a listarelle con l'olio, il peperoncino, il cumino e il succo di lime. Rosolatelo in una padella rovente, poi aggiungete i peperoni e la cipolla a listarelle e cuocete finché sono abbrustoliti ai bordi. Servite nelle tortillas calde con la panna acida.",
  },
  'lemon-salmon-asparagus': {
    name: 'Salmone al limone con asparagi',
    ingredients: [
      '4 filetti di salmone',
      '500 g di asparagi',
      "2 cucchiai di olio d'oliva",
      '1 limone',
      "2 spicchi d'aglio",
      '1 cucchiaio di aneto fresco',
      'pepe nero',
    ],
    instructions:
      "Scaldate il forno a 200 °C. Disponete il salmone e gli asparagi mondati su una teglia, irrorate con l'olio e cospargete di aglio grattugiato, scorza di limone e pepe. Cuocete per 12-15 minuti, finché il salmone si sfalda, poi completate con succo di limone e aneto.",
  },
  'beef-tacos': {
    name: 'Tacos di manzo',
    ingredients: [
      '500 g di carne macinata di manzo',
      '1 cucchiaio di peperoncino in polvere',
      '1 cucchiaino di cumino in polvere',
      '1 cucchiaino di aglio in polvere',
      '½ cucchiaino di sale',
      '8 tortillas di mais',
      '100 g di lattuga a listarelle',
      '100 g di cheddar grattugiato',
      '125 g di salsa messicana',
    ],
    instructions:
      "Rosolate la carne, poi unite le spezie, il sale e un goccio d'acqua e lasciate cuocere finché si addensa. Scaldate le tortillas in una padella senza grassi. Farcitele con la carne, la lattuga, il cheddar e la salsa.",
  },
  'tofu-vegetable-stir-fry': {
    name: 'Tofu saltato con verdure',
    ingredients: [
      '400 g di tofu compatto',
      '1 broccolo',
      '1 peperone rosso',
      '150 g di taccole',
      "2 spicchi d'aglio",
      '1 cucchiaio di zenzero fresco',
      '3 cucchiai di salsa di soia',
      '1 cucchiaio di amido di mais',
      '2 cucchiai di olio di semi',
      '300 g di riso jasmine',
    ],
    instructions:
      "Cuocete il riso. Passate il tofu a cubetti nell'amido, friggetelo nell'olio finché è dorato e tenetelo da parte. Saltate il broccolo, il peperone e le taccole con l'aglio e lo zenzero per 4 minuti. Rimettete il tofu, aggiungete la salsa di soia e un goccio d'acqua e servite sul riso.",
  },
  'roast-chicken-potatoes-carrots': {
    name: 'Pollo arrosto con patate e carote',
    ingredients: [
      '1,5 kg di pollo intero',
      '800 g di patate novelle',
      '4 carote',
      "1 testa d'aglio",
      "2 cucchiai di olio d'oliva",
      '3 rametti di rosmarino',
      '4 rametti di timo',
    ],
    instructions:
      "Scaldate il forno a 200 °C. Mettete la testa d'aglio tagliata a metà e il timo dentro il pollo e massaggiatelo con metà dell'olio. Condite le patate, le carote a pezzi e il rosmarino con l'olio rimasto e disponeteli intorno al pollo in una teglia. Arrostite per circa 80 minuti, finché i succhi escono chiari, poi lasciate riposare il pollo 10 minuti prima di tagliarlo.",
  },
  'mushroom-risotto': {
    name: 'Risotto ai funghi',
    ingredients: [
      '300 g di riso Arborio',
      '300 g di funghi champignon',
      '1 cipolla',
      "2 spicchi d'aglio",
      '1 l di brodo vegetale',
      '125 ml di vino bianco',
      '30 g di burro',
      '40 g di parmigiano',
    ],
    instructions:
      "Rosolate i funghi affettati in metà del burro finché sono dorati e teneteli da parte. Fate appassire la cipolla e l'aglio nel burro rimasto, tostate il riso, poi sfumate con il vino. Aggiungete il brodo caldo un mestolo alla volta, mescolando, per circa 18 minuti, finché il risotto è cremoso. Mantecate con i funghi e il parmigiano.",
  },
  'chili-con-carne': {
    name: 'Chili con carne',
    ingredients: [
      '500 g di carne macinata di manzo',
      '1 cipolla',
      '1 peperone verde',
      "3 spicchi d'aglio",
      '2 cucchiai di peperoncino in polvere',
      '1 cucchiaino di cumino in polvere',
      '2 scatole di fagioli rossi',
      '1 scatola di polpa di pomodoro',
      '2 cucchiai di concentrato di pomodoro',
    ],
    instructions:
      "Rosolate la carne in una pentola capiente, poi aggiungete la cipolla, il peperone e l'aglio e cuocete finché sono morbidi. Unite il peperoncino, il cumino e il concentrato e fate insaporire per un minuto. Aggiungete la polpa di pomodoro, i fagioli scolati e 250 ml d'acqua e lasciate sobbollire per 45 minuti.",
  },
  'chickpea-coconut-curry': {
    name: 'Curry di ceci al latte di cocco',
    ingredients: [
      '2 cucchiai di olio di semi',
      '1 cipolla',
      "3 spicchi d'aglio",
      '1 cucchiaio di zenzero fresco',
      '2 cucchiai di curry in polvere',
      '2 scatole di ceci',
      '400 ml di latte di cocco',
      '1 scatola di polpa di pomodoro',
      '200 g di spinacino',
      '300 g di riso basmati',
    ],
    instructions:
      "Cuocete il riso. Fate dorare la cipolla nell'olio, poi aggiungete l'aglio, lo zenzero e il curry per un minuto. Unite i ceci scolati, il pomodoro e il latte di cocco e lasciate sobbollire per 15 minuti. Incorporate gli spinaci finché appassiscono e servite sul riso.",
  },
  'shepherds-pie': {
    name: "Shepherd's pie",
    ingredients: [
      "500 g di carne macinata d'agnello",
      '1 cipolla',
      '2 carote',
      '150 g di piselli surgelati',
      '2 cucchiai di concentrato di pomodoro',
      '1 cucchiaio di salsa Worcestershire',
      '250 ml di brodo di carne',
      '1 kg di patate',
      '60 g di burro',
      '125 ml di latte',
    ],
    instructions:
      "Lessate le patate finché sono tenere e schiacciatele con il burro e il latte. Rosolate l'agnello con la cipolla e le carote, poi unite il concentrato, la salsa Worcestershire e il brodo e lasciate sobbollire per 15 minuti. Aggiungete i piselli, stendete sopra il purè e cuocete in forno a 200 °C per 25 minuti, finché è dorato.",
  },
  'honey-garlic-chicken-thighs': {
    name: 'Sovracosce di pollo al miele e aglio',
    ingredients: [
      '8 sovracosce di pollo',
      '3 cucchiai di miele',
      "4 spicchi d'aglio",
      "1 cucchiaio di olio d'oliva",
      '1 cucchiaino di timo secco',
      '300 g di riso a chicco lungo',
      '300 g di fagiolini',
    ],
    instructions:
      "Rosolate le sovracosce nell'olio dal lato della pelle, poi giratele. Mescolate il miele con l'aglio schiacciato, il timo e 3 cucchiai d'acqua e versatelo sul pollo. Coprite e cuocete a fuoco basso per 20 minuti, bagnando ogni tanto con il fondo di cottura. Servite con il riso lessato e i fagiolini al vapore.",
  },
  'pasta-primavera': {
    name: 'Pasta primavera',
    ingredients: [
      '400 g di penne',
      '1 zucchina',
      '1 peperone rosso',
      '200 g di pomodorini',
      '150 g di piselli surgelati',
      "2 spicchi d'aglio",
      "3 cucchiai di olio d'oliva",
      '125 g di ricotta',
      '1 manciata di basilico',
      '½ limone',
    ],
    instructions:
      "Cuocete le penne, aggiungendo i piselli negli ultimi 2 minuti. Nel frattempo saltate la zucchina, il peperone e l'aglio nell'olio, poi unite i pomodorini finché non scoppiano. Mescolate tutto con un goccio di acqua di cottura, il succo di limone e il basilico, e completate con fiocchetti di ricotta.",
  },
  'beef-and-broccoli': {
    name: 'Manzo saltato con broccoli',
    ingredients: [
      '500 g di bavetta di manzo',
      '1 broccolo',
      '3 cucchiai di salsa di soia',
      '1 cucchiaio di zucchero di canna',
      '1 cucchiaio di amido di mais',
      "2 spicchi d'aglio",
      '1 cucchiaino di zenzero fresco',
      '1 cucchiaio di olio di sesamo',
      '400 g di riso',
    ],
    instructions:
      "Cuocete il riso. Tagliate la carne a fettine sottili contro fibra e passatela nell'amido. Rosolatela a più riprese nell'olio ben caldo, poi saltate il broccolo con l'aglio e lo zenzero. Rimettete la carne con la salsa di soia, lo zucchero e un goccio d'acqua, e servite appena la salsa diventa lucida.",
  },
  'margherita-pizza': {
    name: 'Pizza margherita',
    ingredients: [
      '500 g di impasto per pizza',
      '125 ml di salsa di pomodoro per pizza',
      '200 g di fior di latte',
      '1 manciata di basilico',
      "1 cucchiaio di olio d'oliva",
    ],
    instructions:
      "Scaldate il forno alla massima temperatura con una teglia all'interno. Stendete l'impasto sottile, conditelo con la salsa e distribuitevi la mozzarella spezzettata. Cuocete per 8-10 minuti, finché il cornicione si gonfia e si abbrustolisce, poi completate con il basilico e un filo d'olio.",
  },
  'turkey-zucchini-rice-bowls': {
    name: 'Bowl di riso con tacchino e zucchine',
    ingredients: [
      '500 g di carne macinata di tacchino',
      '300 g di riso basmati',
      '2 zucchine',
      '1 carota',
      "2 spicchi d'aglio",
      '1 cucchiaino di zenzero fresco',
      "2 cucchiai di olio d'oliva",
      '2 cipollotti',
      '2 cucchiai di coriandolo',
    ],
    instructions:
      "Cuocete il riso. Rosolate il tacchino nell'olio con l'aglio e lo zenzero, sgranandolo durante la cottura. Aggiungete le zucchine a dadini e la carota grattugiata e cuocete finché sono appena tenere. Servite sul riso e completate con i cipollotti e il coriandolo.",
  },
  'pork-chops-apples': {
    name: 'Braciole di maiale alle mele',
    ingredients: [
      '4 braciole di maiale',
      '3 mele',
      '15 g di burro',
      '1 cucchiaino di cannella in polvere',
      '1 cucchiaino di salvia secca',
      '600 g di patate',
      '300 g di fagiolini',
      "2 cucchiai di olio d'oliva",
    ],
    instructions:
      "Lessate le patate finché sono tenere e cuocete i fagiolini al vapore. Strofinate le braciole con la salvia, rosolatele nell'olio per 4-5 minuti per lato e lasciatele riposare. Cuocete le mele a fettine nel burro con la cannella finché sono morbide e versatele sulle braciole.",
  },
  'stuffed-bell-peppers': {
    name: 'Peperoni ripieni',
    ingredients: [
      '4 peperoni',
      '200 g di riso',
      '1 scatola di fagioli neri',
      '150 g di mais',
      '1 scatola di polpa di pomodoro',
      '1 cucchiaino di cumino in polvere',
      '1 cucchiaino di peperoncino in polvere',
      '100 g di monterey jack grattugiato',
    ],
    instructions:
      'Cuocete il riso e scaldate il forno a 190 °C. Mescolate il riso con i fagioli scolati, il mais, il pomodoro e le spezie. Farcite i peperoni tagliati a metà e privati dei semi, coprite con carta stagnola e cuocete per 30 minuti. Scoprite, cospargete di formaggio e cuocete altri 10 minuti.',
  },
  'garlic-butter-shrimp-pasta': {
    name: "Linguine ai gamberi con burro all'aglio",
    ingredients: [
      '400 g di linguine',
      '450 g di gamberi',
      '60 g di burro',
      "4 spicchi d'aglio",
      '1 pizzico di peperoncino in fiocchi',
      '125 ml di vino bianco',
      '1 limone',
      '2 cucchiai di prezzemolo',
    ],
    instructions:
      "Cuocete le linguine. Sciogliete il burro, aggiungete l'aglio e il peperoncino, poi i gamberi, e cuoceteli 2 minuti per lato finché diventano rosa. Sfumate con il vino e il succo di limone e lasciate sobbollire per un minuto. Saltate con la pasta e il prezzemolo.",
  },
};
