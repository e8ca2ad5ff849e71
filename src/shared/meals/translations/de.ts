import type { MealTranslations } from '../meal-translation';

/** The suggested meals in German, by meal id: names, grocery lines in the English order, and steps. */
export const MEAL_TRANSLATIONS: MealTranslations = {
  'buttermilk-pancakes': {
    name: 'Buttermilch-Pancakes',
    ingredients: [
      '190 g Weizenmehl',
      '2 EL Zucker',
      '2 TL Backpulver',
      '½ TL Natron',
      '¼ TL Salz',
      '300 ml Buttermilch',
      '1 Ei',
      '3 EL Butter',
      'Ahornsirup',
    ],
    instructions:
      'Mehl, Zucker, Backpulver, Natron und Salz in einer Schüssel verrühren. Die Buttermilch mit dem Ei und 2 EL geschmolzener Butter verquirlen und nur kurz unter die trockenen Zutaten rühren. Je eine kleine Kelle Teig (etwa 60 ml) in einer gebutterten Pfanne bei mittlerer Hitze ausbacken und wenden, sobald sich Bläschen zeigen. Warm mit Ahornsirup servieren.',
  },
  'berry-overnight-oats': {
    name: 'Overnight Oats mit Beeren',
    ingredients: [
      '90 g Haferflocken',
      '250 ml Mandelmilch',
      '125 g griechischer Joghurt',
      '1 EL Chiasamen',
      '1 EL Honig',
      '150 g gemischte Beeren',
    ],
    instructions:
      'Haferflocken, Mandelmilch, Joghurt, Chiasamen und Honig in einem Glas verrühren. Abdecken und über Nacht in den Kühlschrank stellen. Morgens die Beeren darübergeben und kalt genießen.',
  },
  'scrambled-eggs-on-toast': {
    name: 'Rührei auf Toast',
    ingredients: [
      '4 Eier',
      '2 EL Milch',
      '1 EL Butter',
      '2 Scheiben Brot',
      '1 EL Schnittlauch',
      '¼ TL Salz',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Die Eier mit Milch, Salz und etwas Pfeffer verquirlen. Die Butter in einer Pfanne bei schwacher Hitze schmelzen, die Eier hineingeben und langsam rühren, bis sie gerade gestockt sind. Das Brot toasten, das Rührei darauf verteilen und mit gehacktem Schnittlauch bestreuen.',
  },
  'spinach-feta-omelette': {
    name: 'Omelett mit Spinat und Feta',
    ingredients: [
      '3 Eier',
      '30 g Babyspinat',
      '50 g Feta',
      '¼ rote Zwiebel',
      '1 TL Olivenöl',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Die Zwiebel in Streifen schneiden und im Öl glasig dünsten, dann den Spinat zugeben und zusammenfallen lassen. Die verquirlten Eier darübergießen und bei mittlerer Hitze stocken lassen, dabei die Ränder anheben, damit das flüssige Ei darunterläuft. Den Feta über eine Hälfte bröseln, das Omelett zusammenklappen und pfeffern.',
  },
  'peanut-butter-banana-smoothie': {
    name: 'Erdnussbutter-Bananen-Smoothie',
    ingredients: [
      '2 Bananen',
      '375 ml Hafermilch',
      '2 EL ungesalzene Erdnussbutter',
      '1 EL Honig',
      '½ TL Zimt',
      '1 Handvoll Eiswürfel',
    ],
    instructions:
      'Alle Zutaten in den Mixer geben und fein pürieren. Ist der Smoothie zu dick, noch einen Schuss Hafermilch dazugeben. Sofort trinken.',
  },
  'avocado-toast-poached-eggs': {
    name: 'Avocado-Toast mit pochierten Eiern',
    ingredients: [
      '2 Scheiben Sauerteigbrot',
      '1 reife Avocado',
      '2 Eier',
      '½ Zitrone',
      '1 Prise Chiliflocken',
      'Salz',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Die Eier 3-4 Minuten in knapp siedendem Wasser pochieren. Die Avocado mit einem Spritzer Zitrone, Salz und Pfeffer zerdrücken und auf das geröstete Brot streichen. Jede Scheibe mit einem Ei belegen und mit einer Prise Chiliflocken bestreuen.',
  },
  'huevos-rancheros': {
    name: 'Huevos Rancheros',
    ingredients: [
      '4 Maistortillas',
      '4 Eier',
      '1 Dose schwarze Bohnen',
      '180 g Salsa',
      '1 Avocado',
      '2 EL Koriandergrün',
      '1 EL Pflanzenöl',
    ],
    instructions:
      'Die abgetropften Bohnen in einem kleinen Topf erwärmen. Die Eier im Öl braten und die Tortillas in einer Pfanne ohne Fett erwärmen. Jede Tortilla mit Bohnen, einem Spiegelei, Salsa und Avocadoscheiben belegen und mit Koriander bestreuen.',
  },
  'apple-cinnamon-porridge': {
    name: 'Apfel-Zimt-Porridge',
    ingredients: [
      '90 g Haferflocken',
      '500 ml Milch',
      '1 Apfel',
      '1 TL Zimt',
      '1 EL Ahornsirup',
      '1 Prise Muskatnuss',
    ],
    instructions:
      'Die Haferflocken in der Milch etwa 5 Minuten köcheln lassen und dabei oft umrühren. Den Apfel hineinreiben, Zimt und Muskat zugeben und noch 2 Minuten kochen. Mit Ahornsirup beträufelt servieren.',
  },
  'blueberry-oatmeal': {
    name: 'Heidelbeer-Haferbrei',
    ingredients: [
      '90 g glutenfreie Haferflocken',
      '500 ml Reismilch',
      '150 g Heidelbeeren',
      '1 EL geschrotete Leinsamen',
      '1 EL Ahornsirup',
      '½ TL Zimt',
    ],
    instructions:
      'Die Reismilch aufkochen und Haferflocken und Zimt einrühren. Alles 5 Minuten cremig köcheln lassen und in der letzten Minute die Hälfte der Heidelbeeren zugeben. Mit den restlichen Beeren, den Leinsamen und dem Ahornsirup servieren.',
  },
  'greek-yogurt-parfait': {
    name: 'Parfait mit griechischem Joghurt',
    ingredients: [
      '500 g griechischer Joghurt',
      '100 g Granola',
      '150 g Erdbeeren',
      '2 EL Honig',
      '2 EL Mandelblättchen',
    ],
    instructions:
      'Die Erdbeeren in Scheiben schneiden. Joghurt, Granola und Erdbeeren in zwei Gläser schichten und das Ganze einmal wiederholen. Kurz vor dem Servieren mit Honig beträufeln und die Mandeln darüberstreuen.',
  },
  'breakfast-burritos': {
    name: 'Frühstücks-Burritos',
    ingredients: [
      '4 große Weizentortillas',
      '6 Eier',
      '250 g Frühstückswürstchen',
      '1 grüne Paprika',
      '½ Zwiebel',
      '100 g geriebener Cheddar',
      '125 g Salsa',
    ],
    instructions:
      'Die Würstchen in Stücken in einer Pfanne anbraten, dann Paprika und Zwiebel in Würfeln zugeben und weich dünsten. Die verquirlten Eier dazugießen und rühren, bis sie gerade gestockt sind. Die erwärmten Tortillas mit der Masse, Cheddar und Salsa füllen und fest aufrollen.',
  },
  shakshuka: {
    name: 'Shakshuka',
    ingredients: [
      '2 EL Olivenöl',
      '1 Zwiebel',
      '1 rote Paprika',
      '2-3 Knoblauchzehen',
      '2 TL gemahlener Kreuzkümmel',
      '1 TL geräuchertes Paprikapulver',
      '1 Dose gehackte Tomaten (400 g)',
      '6 Eier',
      '50 g Feta',
      '2 EL Petersilie',
    ],
    instructions:
      'Zwiebel und Paprika im Öl weich dünsten, dann Knoblauch, Kreuzkümmel und Paprikapulver 1 Minute mitbraten. Die Tomaten zugeben und 10 Minuten sämig einköcheln lassen. Sechs Mulden formen, die Eier hineinschlagen und zugedeckt garen, bis das Eiweiß gestockt ist. Mit zerbröseltem Feta und Petersilie bestreuen.',
  },
  'chicken-caesar-salad': {
    name: 'Caesar Salad mit Hähnchen',
    ingredients: [
      '2 Hähnchenbrustfilets',
      '1 Kopf Romanasalat',
      '40 g Croûtons',
      '40 g Parmesan',
      '80 ml Caesar-Dressing',
      '1 Zitrone',
      '1 EL Olivenöl',
    ],
    instructions:
      'Das Hähnchen mit Öl einreiben und pro Seite 6-7 Minuten grillen oder braten, bis es durchgegart ist. Den geschnittenen Romanasalat mit dem Dressing und einem Spritzer Zitrone vermengen. Mit dem aufgeschnittenen Hähnchen, den Croûtons und gehobeltem Parmesan anrichten.',
  },
  'black-bean-quesadillas': {
    name: 'Quesadillas mit schwarzen Bohnen',
    ingredients: [
      '4 Weizentortillas',
      '1 Dose schwarze Bohnen',
      '150 g geriebener Cheddar',
      '80 g Mais',
      '1 TL gemahlener Kreuzkümmel',
      '60 g Salsa',
    ],
    instructions:
      'Die abgetropften Bohnen mit dem Kreuzkümmel grob zerdrücken. Die Bohnen auf zwei Tortillas streichen, Mais und Cheddar darüberstreuen und mit den übrigen Tortillas bedecken. In einer Pfanne ohne Fett pro Seite 2-3 Minuten braten, bis der Käse schmilzt, dann in Stücke schneiden und mit Salsa servieren.',
  },
  'red-lentil-soup': {
    name: 'Rote-Linsen-Suppe',
    ingredients: [
      '1 EL Olivenöl',
      '1 Zwiebel',
      '2 Karotten',
      '2 Stangen Staudensellerie',
      '2 Knoblauchzehen',
      '200 g rote Linsen',
      '1 Dose stückige Tomaten',
      '1 l Gemüsebrühe',
      '1 TL gemahlener Kreuzkümmel',
      '½ Zitrone',
    ],
    instructions:
      'Zwiebel, Karotten und Sellerie klein schneiden und 8 Minuten im Öl andünsten, dann Knoblauch und Kreuzkümmel zugeben. Die gewaschenen Linsen, Tomaten und Brühe einrühren und 20 Minuten köcheln lassen, bis die Linsen zerfallen. Die Suppe teilweise pürieren und mit einem Spritzer Zitrone abschmecken.',
  },
  'greek-salad': {
    name: 'Griechischer Salat',
    ingredients: [
      '3 Tomaten',
      '1 Salatgurke',
      '½ rote Zwiebel',
      '1 grüne Paprika',
      '100 g Kalamata-Oliven',
      '200 g Feta',
      '3 EL Olivenöl',
      '1 EL Rotweinessig',
      '1 TL getrockneter Oregano',
    ],
    instructions:
      'Tomaten, Gurke und Paprika in grobe Stücke, die Zwiebel in feine Ringe schneiden. Alles mit Oliven, Öl und Essig vermengen. Den Feta am Stück obenauf legen und mit Oregano bestreuen.',
  },
  'tuna-salad-sandwich': {
    name: 'Thunfisch-Sandwich',
    ingredients: [
      '2 Dosen Thunfisch',
      '3 EL Mayonnaise',
      '1 Stange Staudensellerie',
      '1 EL Zitronensaft',
      '4 Scheiben Sauerteigbrot',
      '4 Salatblätter',
    ],
    instructions:
      'Den Thunfisch abtropfen lassen und mit Mayonnaise, fein gewürfeltem Sellerie und Zitronensaft vermengen. Die Masse auf zwei Brotscheiben streichen, Salatblätter darauflegen und mit den übrigen Scheiben zudecken.',
  },
  'chickpea-quinoa-salad': {
    name: 'Quinoa-Salat mit Kichererbsen',
    ingredients: [
      '170 g Quinoa',
      '1 Dose Kichererbsen',
      '1 Salatgurke',
      '200 g Kirschtomaten',
      '½ Bund Petersilie',
      '3 EL Olivenöl',
      '2 EL Zitronensaft',
      '1 Knoblauchzehe',
    ],
    instructions:
      'Die gewaschene Quinoa in der doppelten Menge Wasser 15 Minuten garen und abkühlen lassen. Öl, Zitronensaft und geriebenen Knoblauch zu einem Dressing verrühren. Die Quinoa mit den abgetropften Kichererbsen, Gurkenwürfeln, halbierten Tomaten, Petersilie und Dressing vermengen.',
  },
  'turkey-club-wrap': {
    name: 'Club-Wrap mit Pute',
    ingredients: [
      '4 große Tortillas',
      '300 g Putenbrust-Aufschnitt',
      '4 Scheiben Bacon',
      '2 Tomaten',
      '4 Salatblätter',
      '2 EL Mayonnaise',
    ],
    instructions:
      'Den Bacon knusprig braten und auf Küchenpapier abtropfen lassen. Jede Tortilla mit Mayonnaise bestreichen und mit Pute, Bacon, Tomatenscheiben und Salat belegen. Fest aufrollen und schräg halbieren.',
  },
  'tomato-basil-soup': {
    name: 'Tomatensuppe mit Basilikum',
    ingredients: [
      '2 EL Butter',
      '1 Zwiebel',
      '2 Knoblauchzehen',
      '2 Dosen geschälte Tomaten',
      '500 ml Gemüsebrühe',
      '125 ml Sahne',
      '1 TL Zucker',
      '1 Handvoll Basilikum',
    ],
    instructions:
      'Die Butter schmelzen und die Zwiebel darin weich dünsten, dann den Knoblauch zugeben. Tomaten, Brühe und Zucker dazugeben und 20 Minuten köcheln lassen. Mit dem Basilikum fein pürieren und die Sahne einrühren.',
  },
  'chicken-fried-rice': {
    name: 'Gebratener Reis mit Hähnchen',
    ingredients: [
      '2 Hähnchenoberschenkel',
      '500 g gekochter Jasminreis',
      '2 Eier',
      '75 g TK-Erbsen',
      '1 Karotte',
      '2 Knoblauchzehen',
      '2 EL Tamari',
      '1 EL Sesamöl',
      '2 Frühlingszwiebeln',
    ],
    instructions:
      'Das gewürfelte Hähnchen im Sesamöl unter Rühren anbraten, dann Knoblauch, Karottenwürfel und Erbsen zugeben. Alles an den Rand schieben, die Eier in der Pfanne stocken lassen und untermischen. Den kalten Reis und Tamari zugeben, bei starker Hitze durchbraten, bis alles heiß ist, und mit Frühlingszwiebeln bestreuen.',
  },
  'peanut-rice-noodle-salad': {
    name: 'Reisnudelsalat mit Erdnusssoße',
    ingredients: [
      '200 g Reisnudeln',
      '1 rote Paprika',
      '1 Salatgurke',
      '2 Karotten',
      '3 EL Erdnussbutter',
      '2 EL Tamari',
      '1 EL Reisessig',
      '1 EL Honig',
      '1 Limette',
      '2 EL Koriandergrün',
    ],
    instructions:
      'Die Nudeln nach Packungsanweisung einweichen oder kochen und kalt abspülen. Erdnussbutter, Tamari, Essig, Honig und Limettensaft mit etwas warmem Wasser zu einer glatten Soße verrühren. Die Nudeln mit dem in Streifen geschnittenen Gemüse und der Soße vermengen und mit Koriander bestreuen.',
  },
  'zucchini-potato-frittata': {
    name: 'Frittata mit Zucchini und Kartoffeln',
    ingredients: [
      '6 Eier',
      '2 Kartoffeln',
      '1 Zucchini',
      '1 Zwiebel',
      '2 EL Olivenöl',
      '2 EL Petersilie',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Kartoffeln und Zwiebel in dünne Scheiben schneiden und im Öl bei mittlerer Hitze 12 Minuten weich braten. Die geraspelte Zucchini zugeben und noch 3 Minuten mitgaren. Die mit Petersilie und Pfeffer verquirlten Eier darübergießen, stocken lassen, bis die Ränder fest sind, und unter dem Backofengrill goldbraun überbacken.',
  },
  'chicken-rice-soup': {
    name: 'Hühnersuppe mit Reis',
    ingredients: [
      '500 g Hähnchenoberschenkel',
      '1 EL Olivenöl',
      '1 Zwiebel',
      '2 Karotten',
      '2 Stangen Staudensellerie',
      '150 g Langkornreis',
      '2 Lorbeerblätter',
      '2 EL Petersilie',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Zwiebel, Karotten und Sellerie würfeln und im Öl andünsten. Hähnchen, Lorbeerblätter und 2 Liter Wasser zugeben und 25 Minuten köcheln lassen. Das Hähnchen herausnehmen, zerzupfen und mit dem Reis zurück in den Topf geben, dann noch 15 Minuten köcheln lassen. Mit Pfeffer und Petersilie abschmecken.',
  },
  'loaded-baked-potatoes': {
    name: 'Gefüllte Ofenkartoffeln',
    ingredients: [
      '4 große mehligkochende Kartoffeln',
      '300 g Brokkoli',
      '100 g geriebener Cheddar',
      '60 g saure Sahne',
      '2 Frühlingszwiebeln',
      '1 EL Olivenöl',
    ],
    instructions:
      'Die Kartoffeln mit Öl einreiben, mehrmals einstechen und bei 200 °C etwa eine Stunde backen, bis sie innen weich sind. Die Brokkoliröschen 5 Minuten dämpfen. Die Kartoffeln aufschneiden, mit Brokkoli und Cheddar füllen und mit saurer Sahne und Frühlingszwiebelringen garnieren.',
  },
  'hummus-veggie-wrap': {
    name: 'Gemüse-Wrap mit Hummus',
    ingredients: [
      '2 große Weizentortillas',
      '125 g Hummus',
      '1 Karotte',
      '½ Salatgurke',
      '30 g Babyspinat',
      '50 g geröstete rote Paprika',
    ],
    instructions:
      'Den Hummus auf die Tortillas streichen. Spinat, geraspelte Karotte, Gurkenstifte und Paprikastreifen in die Mitte legen. Fest aufrollen und halbieren.',
  },
  'spaghetti-bolognese': {
    name: 'Spaghetti Bolognese',
    ingredients: [
      '1 EL Olivenöl',
      '500 g Rinderhackfleisch',
      '1 Zwiebel',
      '2 Karotten',
      '2 Knoblauchzehen',
      '1 Dose gehackte Tomaten',
      '2 EL Tomatenmark',
      '125 ml Rotwein',
      '1 TL getrockneter Oregano',
      '400 g Spaghetti',
      '40 g Parmesan',
    ],
    instructions:
      'Das Hackfleisch im Öl krümelig anbraten, dann die fein gehackte Zwiebel, Karotten und den Knoblauch zugeben und weich dünsten. Tomatenmark, Wein, Tomaten und Oregano einrühren und mindestens 30 Minuten sanft köcheln lassen. Die Spaghetti kochen, mit der Soße vermengen und mit geriebenem Parmesan servieren.',
  },
  'chicken-fajitas': {
    name: 'Hähnchen-Fajitas',
    ingredients: [
      '600 g Hähnchenbrustfilet',
      '3 Paprika',
      '1 Zwiebel',
      '2 EL Olivenöl',
      '2 TL Chilipulver',
      '1 TL gemahlener Kreuzkümmel',
      '1 Limette',
      '8 kleine Weizentortillas',
      '125 g saure Sahne',
    ],
    instructions:
      'Das in Streifen geschnittene Hähnchen mit Öl, Chilipulver, Kreuzkümmel und Limettensaft vermengen. In einer sehr heißen Pfanne scharf anbraten, dann Paprika- und Zwiebelstreifen zugeben und braten, bis sie an den Rändern leicht angeröstet sind. In warmen Tortillas mit saurer Sahne servieren.',
  },
  'lemon-salmon-asparagus': {
    name: 'Zitronenlachs mit Spargel',
    ingredients: [
      '4 Lachsfilets',
      '500 g grüner Spargel',
      '2 EL Olivenöl',
      '1 Zitrone',
      '2 Knoblauchzehen',
      '1 EL frischer Dill',
      'schwarzer Pfeffer',
    ],
    instructions:
      'Den Backofen auf 200 °C vorheizen. Lachs und geputzten Spargel auf ein Blech legen, mit Öl beträufeln und mit geriebenem Knoblauch, Zitronenschale und Pfeffer bestreuen. 12-15 Minuten backen, bis der Lachs leicht zerfällt, dann mit Zitronensaft beträufeln und mit Dill bestreuen.',
  },
  'beef-tacos': {
    name: 'Tacos mit Rinderhack',
    ingredients: [
      '500 g Rinderhackfleisch',
      '1 EL Chilipulver',
      '1 TL gemahlener Kreuzkümmel',
      '1 TL Knoblauchpulver',
      '½ TL Salz',
      '8 Maistortillas',
      '100 g Eisbergsalat',
      '100 g geriebener Cheddar',
      '125 g Salsa',
    ],
    instructions:
      'Das Hackfleisch anbraten, dann Gewürze, Salz und einen Schuss Wasser einrühren und köcheln lassen, bis es eindickt. Die Tortillas in einer Pfanne ohne Fett erwärmen. Mit Hackfleisch, in Streifen geschnittenem Salat, Cheddar und Salsa füllen.',
  },
  'tofu-vegetable-stir-fry': {
    name: 'Tofu-Gemüse-Pfanne',
    ingredients: [
      '400 g fester Tofu',
      '1 Brokkoli',
      '1 rote Paprika',
      '150 g Zuckerschoten',
      '2 Knoblauchzehen',
      '1 EL frischer Ingwer',
      '3 EL Sojasoße',
      '1 EL Speisestärke',
      '2 EL Pflanzenöl',
      '300 g Jasminreis',
    ],
    instructions:
      'Den Reis kochen. Den gewürfelten Tofu in der Stärke wenden, im Öl goldbraun braten und beiseitestellen. Brokkoli, Paprika und Zuckerschoten mit Knoblauch und Ingwer 4 Minuten unter Rühren braten. Den Tofu zurückgeben, Sojasoße und einen Schuss Wasser zugeben und alles auf dem Reis servieren.',
  },
  'roast-chicken-potatoes-carrots': {
    name: 'Brathähnchen mit Kartoffeln und Karotten',
    ingredients: [
      '1,5 kg ganzes Hähnchen',
      '800 g Drillinge',
      '4 Karotten',
      '1 Knolle Knoblauch',
      '2 EL Olivenöl',
      '3 Zweige Rosmarin',
      '4 Zweige Thymian',
    ],
    instructions:
      'Den Backofen auf 200 °C vorheizen. Die halbierte Knoblauchknolle und den Thymian in das Hähnchen stecken und es mit der Hälfte des Öls einreiben. Kartoffeln, Karottenstücke und Rosmarin mit dem restlichen Öl vermengen und im Bräter um das Hähnchen verteilen. Etwa 80 Minuten braten, bis der austretende Saft klar ist, dann das Hähnchen vor dem Tranchieren 10 Minuten ruhen lassen.',
  },
  'mushroom-risotto': {
    name: 'Pilzrisotto',
    ingredients: [
      '300 g Risottoreis',
      '300 g Champignons',
      '1 Zwiebel',
      '2 Knoblauchzehen',
      '1 l Gemüsebrühe',
      '125 ml Weißwein',
      '2 EL Butter',
      '40 g Parmesan',
    ],
    instructions:
      'Die Pilze in Scheiben schneiden, in der Hälfte der Butter braun braten und beiseitestellen. Zwiebel und Knoblauch in der restlichen Butter andünsten, den Reis einrühren und mit dem Wein ablöschen. Die heiße Brühe kellenweise unter Rühren zugießen, bis das Risotto nach etwa 18 Minuten cremig ist. Pilze und Parmesan unterheben.',
  },
  'chili-con-carne': {
    name: 'Chili con Carne',
    ingredients: [
      '500 g Rinderhackfleisch',
      '1 Zwiebel',
      '1 grüne Paprika',
      '3 Knoblauchzehen',
      '2 EL Chilipulver',
      '1 TL gemahlener Kreuzkümmel',
      '2 Dosen Kidneybohnen',
      '1 Dose stückige Tomaten',
      '2 EL Tomatenmark',
    ],
    instructions:
      'Das Hackfleisch in einem großen Topf anbraten, dann Zwiebel, Paprika und Knoblauch zugeben und weich dünsten. Chilipulver, Kreuzkümmel und Tomatenmark einrühren und 1 Minute mitrösten. Tomaten, abgetropfte Bohnen und 250 ml Wasser zugeben und 45 Minuten köcheln lassen.',
  },
  'chickpea-coconut-curry': {
    name: 'Kichererbsen-Kokos-Curry',
    ingredients: [
      '2 EL Pflanzenöl',
      '1 Zwiebel',
      '3 Knoblauchzehen',
      '1 EL frischer Ingwer',
      '2 EL Currypulver',
      '2 Dosen Kichererbsen',
      '400 ml Kokosmilch',
      '1 Dose stückige Tomaten',
      '200 g Babyspinat',
      '300 g Basmatireis',
    ],
    instructions:
      'Den Reis kochen. Die Zwiebel im Öl goldbraun braten, dann Knoblauch, Ingwer und Currypulver 1 Minute mitbraten. Abgetropfte Kichererbsen, Tomaten und Kokosmilch zugeben und 15 Minuten köcheln lassen. Den Spinat unterrühren, bis er zusammenfällt, und das Curry auf dem Reis servieren.',
  },
  'shepherds-pie': {
    name: "Shepherd's Pie",
    ingredients: [
      '500 g Lammhackfleisch',
      '1 Zwiebel',
      '2 Karotten',
      '150 g TK-Erbsen',
      '2 EL Tomatenmark',
      '1 EL Worcestersoße',
      '250 ml Rinderbrühe',
      '1 kg Kartoffeln',
      '60 g Butter',
      '125 ml Milch',
    ],
    instructions:
      'Die Kartoffeln weich kochen und mit Butter und Milch zu Püree stampfen. Das Lammhack mit Zwiebel und Karotten anbraten, dann Tomatenmark, Worcestersoße und Brühe einrühren und 15 Minuten köcheln lassen. Die Erbsen zugeben, das Püree darauf verstreichen und bei 200 °C 25 Minuten goldbraun backen.',
  },
  'honey-garlic-chicken-thighs': {
    name: 'Hähnchenschenkel mit Honig und Knoblauch',
    ingredients: [
      '8 Hähnchenoberschenkel',
      '3 EL Honig',
      '4 Knoblauchzehen',
      '1 EL Olivenöl',
      '1 TL getrockneter Thymian',
      '300 g Langkornreis',
      '300 g grüne Bohnen',
    ],
    instructions:
      'Die Hähnchenschenkel im Öl zuerst auf der Hautseite anbraten, dann wenden. Den Honig mit dem zerdrückten Knoblauch, Thymian und 3 EL Wasser verrühren und darübergießen. Zugedeckt bei schwacher Hitze 20 Minuten garen und ab und zu mit der Soße begießen. Mit dem gekochten Reis und gedämpften grünen Bohnen servieren.',
  },
  'pasta-primavera': {
    name: 'Pasta Primavera',
    ingredients: [
      '400 g Penne',
      '1 Zucchini',
      '1 rote Paprika',
      '200 g Kirschtomaten',
      '150 g TK-Erbsen',
      '2 Knoblauchzehen',
      '3 EL Olivenöl',
      '125 g Ricotta',
      '1 Handvoll Basilikum',
      '½ Zitrone',
    ],
    instructions:
      'Die Penne kochen und in den letzten 2 Minuten die Erbsen mitgaren. Inzwischen Zucchini, Paprika und Knoblauch im Öl anbraten, dann die Tomaten zugeben, bis sie aufplatzen. Alles mit einem Schuss Nudelwasser, dem Zitronensaft und Basilikum vermengen und Ricotta in kleinen Klecksen darauf verteilen.',
  },
  'beef-and-broccoli': {
    name: 'Rindfleisch mit Brokkoli',
    ingredients: [
      '500 g Flanksteak',
      '1 Brokkoli',
      '3 EL Sojasoße',
      '1 EL brauner Zucker',
      '1 EL Speisestärke',
      '2 Knoblauchzehen',
      '1 TL frischer Ingwer',
      '1 EL Sesamöl',
      '400 g Reis',
    ],
    instructions:
      'Den Reis kochen. Das Steak quer zur Faser in dünne Streifen schneiden und mit der Stärke vermengen. Das Fleisch portionsweise im heißen Öl scharf anbraten, dann den Brokkoli mit Knoblauch und Ingwer unter Rühren braten. Das Fleisch mit Sojasoße, Zucker und einem Schuss Wasser zurückgeben und servieren, sobald die Soße glänzt.',
  },
  'margherita-pizza': {
    name: 'Pizza Margherita',
    ingredients: [
      '500 g Pizzateig',
      '125 ml Pizzasoße',
      '200 g Mozzarella',
      '1 Handvoll Basilikum',
      '1 EL Olivenöl',
    ],
    instructions:
      'Den Backofen mit einem Blech darin so heiß wie möglich vorheizen. Den Teig dünn ausziehen, mit der Soße bestreichen und den Mozzarella darüberzupfen. 8-10 Minuten backen, bis der Rand Blasen wirft, dann mit Basilikum belegen und mit etwas Öl beträufeln.',
  },
  'turkey-zucchini-rice-bowls': {
    name: 'Reis-Bowls mit Pute und Zucchini',
    ingredients: [
      '500 g Putenhackfleisch',
      '300 g Basmatireis',
      '2 Zucchini',
      '1 Karotte',
      '2 Knoblauchzehen',
      '1 TL frischer Ingwer',
      '2 EL Olivenöl',
      '2 Frühlingszwiebeln',
      '2 EL Koriandergrün',
    ],
    instructions:
      'Den Reis kochen. Das Putenhack mit Knoblauch und Ingwer im Öl krümelig anbraten. Die gewürfelte Zucchini und die geraspelte Karotte zugeben und bissfest garen. Alles auf dem Reis anrichten und mit Frühlingszwiebeln und Koriander bestreuen.',
  },
  'pork-chops-apples': {
    name: 'Schweinekoteletts mit Äpfeln',
    ingredients: [
      '4 Schweinekoteletts',
      '3 Äpfel',
      '1 EL Butter',
      '1 TL Zimt',
      '1 TL getrockneter Salbei',
      '600 g Kartoffeln',
      '300 g grüne Bohnen',
      '2 EL Olivenöl',
    ],
    instructions:
      'Die Kartoffeln weich kochen und die grünen Bohnen dämpfen. Die Koteletts mit Salbei einreiben, im Öl pro Seite 4-5 Minuten braten und ruhen lassen. Die Apfelspalten in der Butter mit dem Zimt weich dünsten und über die Koteletts geben.',
  },
  'stuffed-bell-peppers': {
    name: 'Gefüllte Paprika',
    ingredients: [
      '4 Paprika',
      '200 g Reis',
      '1 Dose schwarze Bohnen',
      '150 g Mais',
      '1 Dose stückige Tomaten',
      '1 TL gemahlener Kreuzkümmel',
      '1 TL Chilipulver',
      '100 g geriebener Monterey Jack',
    ],
    instructions:
      'Den Reis kochen und den Backofen auf 190 °C vorheizen. Den Reis mit den abgetropften Bohnen, Mais, Tomaten und Gewürzen mischen. Die halbierten, entkernten Paprika damit füllen, mit Alufolie abdecken und 30 Minuten backen. Die Folie abnehmen, den Käse darüberstreuen und weitere 10 Minuten backen.',
  },
  'garlic-butter-shrimp-pasta': {
    name: 'Pasta mit Garnelen in Knoblauchbutter',
    ingredients: [
      '400 g Linguine',
      '450 g Garnelen',
      '4 EL Butter',
      '4 Knoblauchzehen',
      '1 Prise Chiliflocken',
      '125 ml Weißwein',
      '1 Zitrone',
      '2 EL Petersilie',
    ],
    instructions:
      'Die Linguine kochen. Die Butter schmelzen, Knoblauch und Chiliflocken und dann die Garnelen zugeben und pro Seite 2 Minuten braten, bis sie rosa sind. Wein und Zitronensaft angießen und 1 Minute aufkochen lassen. Alles mit der Pasta und der Petersilie vermengen.',
  },
};
