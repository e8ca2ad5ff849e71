import type { MealTranslations } from '../meal-translation';

/** The suggested meals in Spanish, by meal id: names, grocery lines in the English order, and steps. */
export const MEAL_TRANSLATIONS: MealTranslations = {
  'buttermilk-pancakes': {
    name: 'Tortitas con suero de leche',
    ingredients: [
      '190 g de harina de trigo',
      '2 cucharadas de azúcar',
      '2 cucharaditas de levadura química',
      '½ cucharadita de bicarbonato',
      '¼ de cucharadita de sal',
      '300 ml de suero de leche',
      '1 huevo',
      '40 g de mantequilla',
      'sirope de arce',
    ],
    instructions:
      'Mezcla en un bol la harina, el azúcar, la levadura, el bicarbonato y la sal. Bate el suero de leche con el huevo y 30 g de mantequilla derretida, y añádelo a los ingredientes secos removiendo lo justo para integrarlo. Cocina la masa por cucharones pequeños (unos 60 ml) en una sartén untada con mantequilla a fuego medio, y dales la vuelta cuando salgan burbujas. Sirve las tortitas calientes con sirope de arce.',
  },
  'berry-overnight-oats': {
    name: 'Overnight oats con frutos rojos',
    ingredients: [
      '90 g de copos de avena',
      '250 ml de bebida de almendras',
      '125 g de yogur griego',
      '1 cucharada de semillas de chía',
      '1 cucharada de miel',
      '150 g de frutos rojos',
    ],
    instructions:
      'Mezcla en un tarro la avena, la bebida de almendras, el yogur, las semillas de chía y la miel. Tapa el tarro y déjalo en la nevera toda la noche. Por la mañana, pon los frutos rojos por encima y cómelo frío.',
  },
  'scrambled-eggs-on-toast': {
    name: 'Huevos revueltos con tostadas',
    ingredients: [
      '4 huevos',
      '2 cucharadas de leche',
      '15 g de mantequilla',
      '2 rebanadas de pan',
      '1 cucharada de cebollino',
      '¼ de cucharadita de sal',
      'pimienta negra',
    ],
    instructions:
      'Bate los huevos con la leche, la sal y un poco de pimienta. Derrite la mantequilla en una sartén a fuego bajo, añade los huevos y remueve despacio hasta que estén cuajados pero jugosos. Tuesta el pan, reparte los huevos por encima y espolvorea con cebollino picado.',
  },
  'spinach-feta-omelette': {
    name: 'Tortilla francesa de espinacas y feta',
    ingredients: [
      '3 huevos',
      '30 g de espinacas baby',
      '50 g de queso feta',
      '¼ de cebolla morada',
      '1 cucharadita de aceite de oliva',
      'pimienta negra',
    ],
    instructions:
      'Pocha la cebolla en juliana en el aceite, añade las espinacas y deja que se ablanden. Vierte los huevos batidos y cuaja a fuego medio, levantando los bordes para que el huevo crudo corra por debajo. Desmenuza el feta sobre una mitad, dobla la tortilla y añade pimienta.',
  },
  'peanut-butter-banana-smoothie': {
    name: 'Batido de plátano y crema de cacahuete',
    ingredients: [
      '2 plátanos',
      '375 ml de bebida de avena',
      '2 cucharadas de crema de cacahuete sin sal',
      '1 cucharada de miel',
      '½ cucharadita de canela molida',
      '1 puñado de cubitos de hielo',
    ],
    instructions:
      'Pon todos los ingredientes en la batidora y tritura hasta que quede fino. Si está demasiado espeso, añade un chorrito más de bebida de avena. Bébelo al momento.',
  },
  'avocado-toast-poached-eggs': {
    name: 'Tostadas de aguacate con huevo escalfado',
    ingredients: [
      '2 rebanadas de pan de masa madre',
      '1 aguacate maduro',
      '2 huevos',
      '½ limón',
      '1 pizca de copos de chile',
      'sal',
      'pimienta negra',
    ],
    instructions:
      'Escalfa los huevos en agua apenas hirviendo durante 3-4 minutos. Machaca el aguacate con unas gotas de limón, sal y pimienta, y úntalo en el pan tostado. Pon un huevo sobre cada tostada y añade una pizca de copos de chile.',
  },
  'huevos-rancheros': {
    name: 'Huevos rancheros',
    ingredients: [
      '4 tortillas de maíz',
      '4 huevos',
      '1 lata de alubias negras',
      '180 g de salsa mexicana',
      '1 aguacate',
      '2 cucharadas de cilantro',
      '1 cucharada de aceite vegetal',
    ],
    instructions:
      'Calienta las alubias escurridas en un cazo pequeño. Fríe los huevos en el aceite y calienta las tortillas en una sartén sin aceite. Cubre cada tortilla con alubias, un huevo, salsa y láminas de aguacate, y termina con cilantro.',
  },
  'apple-cinnamon-porridge': {
    name: 'Gachas de avena con manzana y canela',
    ingredients: [
      '90 g de copos de avena',
      '500 ml de leche',
      '1 manzana',
      '1 cucharadita de canela molida',
      '1 cucharada de sirope de arce',
      '1 pizca de nuez moscada molida',
    ],
    instructions:
      'Cuece la avena en la leche a fuego suave unos 5 minutos, removiendo a menudo. Ralla la manzana dentro, añade la canela y la nuez moscada, y cuece 2 minutos más. Sirve con un chorrito de sirope de arce por encima.',
  },
  'blueberry-oatmeal': {
    name: 'Gachas de avena con arándanos',
    ingredients: [
      '90 g de copos de avena sin gluten',
      '500 ml de bebida de arroz',
      '150 g de arándanos',
      '1 cucharada de linaza molida',
      '1 cucharada de sirope de arce',
      '½ cucharadita de canela molida',
    ],
    instructions:
      'Calienta la bebida de arroz hasta que empiece a hervir y añade la avena y la canela. Cuece 5 minutos hasta que quede cremoso, añadiendo la mitad de los arándanos en el último minuto. Sirve con el resto de los arándanos, la linaza y el sirope de arce por encima.',
  },
  'greek-yogurt-parfait': {
    name: 'Copa de yogur griego con granola',
    ingredients: [
      '500 g de yogur griego',
      '100 g de granola',
      '150 g de fresas',
      '2 cucharadas de miel',
      '2 cucharadas de almendras laminadas',
    ],
    instructions:
      'Corta las fresas en láminas. Alterna capas de yogur, granola y fresas en dos vasos, y repite una vez. Justo antes de servir, riega con miel y esparce las almendras por encima.',
  },
  'breakfast-burritos': {
    name: 'Burritos de desayuno',
    ingredients: [
      '4 tortillas de trigo grandes',
      '6 huevos',
      '250 g de salchichas frescas',
      '1 pimiento verde',
      '½ cebolla',
      '100 g de queso cheddar rallado',
      '125 g de salsa mexicana',
    ],
    instructions:
      'Dora las salchichas desmenuzadas en una sartén, añade el pimiento y la cebolla picados y cocina hasta que estén tiernos. Vierte los huevos batidos y remueve hasta que estén justo cuajados. Rellena las tortillas calientes con la mezcla, el cheddar y la salsa, y enróllalas bien apretadas.',
  },
  shakshuka: {
    name: 'Shakshuka',
    ingredients: [
      '2 cucharadas de aceite de oliva',
      '1 cebolla',
      '1 pimiento rojo',
      '2-3 dientes de ajo',
      '2 cucharaditas de comino molido',
      '1 cucharadita de pimentón ahumado',
      '1 lata de tomate triturado (400 g)',
      '6 huevos',
      '50 g de queso feta',
      '2 cucharadas de perejil',
    ],
    instructions:
      'Sofríe la cebolla y el pimiento en el aceite hasta que estén tiernos, y añade el ajo, el comino y el pimentón durante un minuto. Incorpora el tomate y deja que se reduzca 10 minutos a fuego suave. Haz seis huecos, casca los huevos en ellos, tapa y cocina hasta que las claras estén cuajadas. Termina con el feta desmenuzado y el perejil.',
  },
  'chicken-caesar-salad': {
    name: 'Ensalada César con pollo',
    ingredients: [
      '2 pechugas de pollo',
      '1 lechuga romana',
      '40 g de picatostes',
      '40 g de queso parmesano',
      '80 ml de salsa César',
      '1 limón',
      '1 cucharada de aceite de oliva',
    ],
    instructions:
      'Unta el pollo con aceite y hazlo a la plancha o en la sartén 6-7 minutos por cada lado, hasta que esté bien hecho. Mezcla la lechuga troceada con la salsa y unas gotas de limón. Cubre con el pollo en tiras, los picatostes y unas lascas de parmesano.',
  },
  'black-bean-quesadillas': {
    name: 'Quesadillas de alubias negras',
    ingredients: [
      '4 tortillas de trigo',
      '1 lata de alubias negras',
      '150 g de queso cheddar rallado',
      '80 g de maíz dulce',
      '1 cucharadita de comino molido',
      '60 g de salsa mexicana',
    ],
    instructions:
      'Aplasta un poco las alubias escurridas con el comino. Extiéndelas sobre dos tortillas, reparte el maíz y el cheddar, y cubre con las otras dos tortillas. Cocínalas en una sartén sin aceite 2-3 minutos por cada lado hasta que se funda el queso, córtalas en triángulos y sírvelas con la salsa.',
  },
  'red-lentil-soup': {
    name: 'Sopa de lentejas rojas',
    ingredients: [
      '1 cucharada de aceite de oliva',
      '1 cebolla',
      '2 zanahorias',
      '2 ramas de apio',
      '2 dientes de ajo',
      '200 g de lentejas rojas',
      '1 lata de tomate troceado',
      '1 l de caldo de verduras',
      '1 cucharadita de comino molido',
      '½ limón',
    ],
    instructions:
      'Pocha la cebolla, las zanahorias y el apio picados en el aceite durante 8 minutos, y añade el ajo y el comino. Incorpora las lentejas lavadas, el tomate y el caldo, y cuece 20 minutos hasta que las lentejas se deshagan. Tritura una parte de la sopa y termina con unas gotas de limón.',
  },
  'greek-salad': {
    name: 'Ensalada griega',
    ingredients: [
      '3 tomates',
      '1 pepino',
      '½ cebolla morada',
      '1 pimiento verde',
      '100 g de aceitunas Kalamata',
      '200 g de queso feta',
      '3 cucharadas de aceite de oliva',
      '1 cucharada de vinagre de vino tinto',
      '1 cucharadita de orégano seco',
    ],
    instructions:
      'Corta los tomates, el pepino y el pimiento en trozos y la cebolla en juliana fina. Mézclalos con las aceitunas, el aceite y el vinagre. Pon el feta encima en un solo bloque y espolvorea con orégano.',
  },
  'tuna-salad-sandwich': {
    name: 'Sándwich de atún',
    ingredients: [
      '2 latas de atún',
      '3 cucharadas de mayonesa',
      '1 rama de apio',
      '1 cucharada de zumo de limón',
      '4 rebanadas de pan de masa madre',
      '4 hojas de lechuga',
    ],
    instructions:
      'Escurre el atún y mézclalo con la mayonesa, el apio picado muy fino y el zumo de limón. Úntalo en dos rebanadas de pan, añade la lechuga y cierra los sándwiches.',
  },
  'chickpea-quinoa-salad': {
    name: 'Ensalada de quinoa y garbanzos',
    ingredients: [
      '170 g de quinoa',
      '1 lata de garbanzos cocidos',
      '1 pepino',
      '200 g de tomates cherry',
      '½ manojo de perejil',
      '3 cucharadas de aceite de oliva',
      '2 cucharadas de zumo de limón',
      '1 diente de ajo',
    ],
    instructions:
      'Cuece la quinoa lavada en el doble de su volumen de agua durante 15 minutos y deja que se enfríe. Bate el aceite, el zumo de limón y el ajo rallado para hacer un aliño. Mezcla la quinoa con los garbanzos escurridos, el pepino en dados, los tomates partidos por la mitad, el perejil y el aliño.',
  },
  'turkey-club-wrap': {
    name: 'Wrap club de pavo',
    ingredients: [
      '4 tortillas de trigo grandes',
      '300 g de pavo en lonchas',
      '4 lonchas de beicon',
      '2 tomates',
      '4 hojas de lechuga',
      '2 cucharadas de mayonesa',
    ],
    instructions:
      'Fríe el beicon hasta que esté crujiente y escúrrelo sobre papel de cocina. Unta cada tortilla con mayonesa y añade el pavo, el beicon, unas rodajas de tomate y la lechuga. Enrolla bien apretado y corta por la mitad en diagonal.',
  },
  'tomato-basil-soup': {
    name: 'Crema de tomate con albahaca',
    ingredients: [
      '30 g de mantequilla',
      '1 cebolla',
      '2 dientes de ajo',
      '2 latas de tomate entero pelado',
      '500 ml de caldo de verduras',
      '125 ml de nata para montar',
      '1 cucharadita de azúcar',
      '1 puñado de albahaca',
    ],
    instructions:
      'Derrite la mantequilla y rehoga la cebolla hasta que esté tierna, y añade el ajo. Incorpora el tomate, el caldo y el azúcar, y cuece 20 minutos a fuego suave. Tritura con la albahaca hasta que quede fina y añade la nata.',
  },
  'chicken-fried-rice': {
    name: 'Arroz frito con pollo',
    ingredients: [
      '2 contramuslos de pollo',
      '500 g de arroz jazmín cocido',
      '2 huevos',
      '75 g de guisantes congelados',
      '1 zanahoria',
      '2 dientes de ajo',
      '2 cucharadas de tamari',
      '1 cucharada de aceite de sésamo',
      '2 cebolletas',
    ],
    instructions:
      'Saltea el pollo en dados en el aceite de sésamo hasta que se dore, y añade el ajo, la zanahoria en dados y los guisantes. Aparta todo a un lado, revuelve los huevos en la sartén y mézclalos con lo demás. Añade el arroz frío y el tamari, saltea a fuego fuerte hasta que esté bien caliente y termina con la cebolleta picada.',
  },
  'peanut-rice-noodle-salad': {
    name: 'Ensalada de fideos de arroz con salsa de cacahuete',
    ingredients: [
      '200 g de fideos de arroz',
      '1 pimiento rojo',
      '1 pepino',
      '2 zanahorias',
      '3 cucharadas de crema de cacahuete',
      '2 cucharadas de tamari',
      '1 cucharada de vinagre de arroz',
      '1 cucharada de miel',
      '1 lima',
      '2 cucharadas de cilantro',
    ],
    instructions:
      'Remoja o cuece los fideos según indique el paquete y acláralos con agua fría. Bate la crema de cacahuete, el tamari, el vinagre, la miel y el zumo de lima con un poco de agua tibia hasta tener una salsa fina. Mezcla los fideos con las verduras en tiras y la salsa, y termina con cilantro.',
  },
  'zucchini-potato-frittata': {
    name: 'Frittata de calabacín y patata',
    ingredients: [
      '6 huevos',
      '2 patatas',
      '1 calabacín',
      '1 cebolla',
      '2 cucharadas de aceite de oliva',
      '2 cucharadas de perejil',
      'pimienta negra',
    ],
    instructions:
      'Fríe las patatas y la cebolla en láminas finas en el aceite a fuego medio durante 12 minutos, hasta que estén tiernas. Añade el calabacín rallado y cocina 3 minutos más. Vierte los huevos batidos con el perejil y la pimienta, deja que cuajen los bordes y termina bajo el grill del horno hasta que se dore.',
  },
  'chicken-rice-soup': {
    name: 'Sopa de pollo con arroz',
    ingredients: [
      '500 g de contramuslos de pollo',
      '1 cucharada de aceite de oliva',
      '1 cebolla',
      '2 zanahorias',
      '2 ramas de apio',
      '150 g de arroz de grano largo',
      '2 hojas de laurel',
      '2 cucharadas de perejil',
      'pimienta negra',
    ],
    instructions:
      'Rehoga la cebolla, las zanahorias y el apio en dados en el aceite. Añade el pollo, el laurel y 2 litros de agua, y cuece 25 minutos a fuego suave. Saca el pollo, desmenúzalo y vuelve a echarlo con el arroz, y cuece 15 minutos más. Sazona con pimienta y perejil.',
  },
  'loaded-baked-potatoes': {
    name: 'Patatas asadas rellenas',
    ingredients: [
      '4 patatas grandes para asar',
      '300 g de brócoli',
      '100 g de queso cheddar rallado',
      '60 g de nata agria',
      '2 cebolletas',
      '1 cucharada de aceite de oliva',
    ],
    instructions:
      'Unta las patatas con aceite, pínchalas y ásalas a 200 °C durante una hora más o menos, hasta que estén tiernas por dentro. Cuece los ramilletes de brócoli al vapor 5 minutos. Abre las patatas, rellénalas con el brócoli y el cheddar, y corónalas con la nata agria y la cebolleta picada.',
  },
  'hummus-veggie-wrap': {
    name: 'Wrap de verduras con hummus',
    ingredients: [
      '2 tortillas de trigo grandes',
      '125 g de hummus',
      '1 zanahoria',
      '½ pepino',
      '30 g de espinacas baby',
      '50 g de pimientos rojos asados',
    ],
    instructions:
      'Unta el hummus sobre las tortillas. Coloca en el centro las espinacas, la zanahoria rallada, los bastones de pepino y los pimientos en tiras. Enrolla bien apretado y corta por la mitad.',
  },
  'spaghetti-bolognese': {
    name: 'Espaguetis a la boloñesa',
    ingredients: [
      '1 cucharada de aceite de oliva',
      '500 g de carne picada de ternera',
      '1 cebolla',
      '2 zanahorias',
      '2 dientes de ajo',
      '1 lata de tomate triturado',
      '2 cucharadas de concentrado de tomate',
      '125 ml de vino tinto',
      '1 cucharadita de orégano seco',
      '400 g de espaguetis',
      '40 g de queso parmesano',
    ],
    instructions:
      'Dora la carne en el aceite, añade la cebolla, las zanahorias y el ajo bien picados y cocina hasta que estén tiernos. Incorpora el concentrado de tomate, el vino, el tomate triturado y el orégano, y deja cocer a fuego suave al menos 30 minutos. Cuece los espaguetis, mézclalos con la salsa y sírvelos con parmesano rallado.',
  },
  'chicken-fajitas': {
    name: 'Fajitas de pollo',
    ingredients: [
      '600 g de pechugas de pollo',
      '3 pimientos',
      '1 cebolla',
      '2 cucharadas de aceite de oliva',
      '2 cucharaditas de chile en polvo',
      '1 cucharadita de comino molido',
      '1 lima',
      '8 tortillas de trigo pequeñas',
      '125 g de nata agria',
    ],
    instructions:
      'Mezcla el pollo en tiras con el aceite, el chile en polvo, el comino y el zumo de lima. Dóralo en una sartén muy caliente, añade los pimientos y la cebolla en tiras y cocina hasta que se tuesten por los bordes. Sirve en tortillas calientes con nata agria.',
  },
  'lemon-salmon-asparagus': {
    name: 'Salmón al limón con espárragos',
    ingredients: [
      '4 lomos de salmón',
      '500 g de espárragos verdes',
      '2 cucharadas de aceite de oliva',
      '1 limón',
      '2 dientes de ajo',
      '1 cucharada de eneldo fresco',
      'pimienta negra',
    ],
    instructions:
      'Precalienta el horno a 200 °C. Coloca el salmón y los espárragos limpios en una bandeja, riégalos con aceite y espolvorea con ajo rallado, ralladura de limón y pimienta. Hornea 12-15 minutos, hasta que el salmón se separe en lascas, y termina con zumo de limón y eneldo.',
  },
  'beef-tacos': {
    name: 'Tacos de ternera',
    ingredients: [
      '500 g de carne picada de ternera',
      '1 cucharada de chile en polvo',
      '1 cucharadita de comino molido',
      '1 cucharadita de ajo en polvo',
      '½ cucharadita de sal',
      '8 tortillas de maíz',
      '100 g de lechuga en juliana',
      '100 g de queso cheddar rallado',
      '125 g de salsa mexicana',
    ],
    instructions:
      'Dora la carne, añade las especias, la sal y un chorrito de agua, y deja cocer hasta que espese. Calienta las tortillas en una sartén sin aceite. Rellénalas con la carne, la lechuga, el cheddar y la salsa.',
  },
  'tofu-vegetable-stir-fry': {
    name: 'Salteado de tofu y verduras',
    ingredients: [
      '400 g de tofu firme',
      '1 brócoli',
      '1 pimiento rojo',
      '150 g de tirabeques',
      '2 dientes de ajo',
      '1 cucharada de jengibre fresco',
      '3 cucharadas de salsa de soja',
      '1 cucharada de maicena',
      '2 cucharadas de aceite vegetal',
      '300 g de arroz jazmín',
    ],
    instructions:
      'Cuece el arroz. Reboza el tofu en dados con la maicena, fríelo en el aceite hasta que se dore y resérvalo. Saltea el brócoli, el pimiento y los tirabeques con el ajo y el jengibre durante 4 minutos. Devuelve el tofu a la sartén, añade la salsa de soja y un chorrito de agua, y sirve sobre el arroz.',
  },
  'roast-chicken-potatoes-carrots': {
    name: 'Pollo asado con patatas y zanahorias',
    ingredients: [
      '1,5 kg de pollo entero',
      '800 g de patatas baby',
      '4 zanahorias',
      '1 cabeza de ajos',
      '2 cucharadas de aceite de oliva',
      '3 ramitas de romero',
      '4 ramitas de tomillo',
    ],
    instructions:
      'Precalienta el horno a 200 °C. Mete la cabeza de ajos partida por la mitad y el tomillo dentro del pollo, y úntalo con la mitad del aceite. Mezcla las patatas, las zanahorias en trozos y el romero con el resto del aceite y repártelos alrededor del pollo en una fuente de horno. Ásalo unos 80 minutos, hasta que los jugos salgan claros, y deja reposar el pollo 10 minutos antes de trincharlo.',
  },
  'mushroom-risotto': {
    name: 'Risotto de champiñones',
    ingredients: [
      '300 g de arroz arborio',
      '300 g de champiñones',
      '1 cebolla',
      '2 dientes de ajo',
      '1 l de caldo de verduras',
      '125 ml de vino blanco',
      '30 g de mantequilla',
      '40 g de queso parmesano',
    ],
    instructions:
      'Saltea los champiñones laminados en la mitad de la mantequilla hasta que se doren y resérvalos. Pocha la cebolla y el ajo en el resto de la mantequilla, añade el arroz y después el vino. Ve añadiendo el caldo caliente cazo a cazo, sin dejar de remover, durante unos 18 minutos, hasta que quede cremoso. Incorpora los champiñones y el parmesano.',
  },
  'chili-con-carne': {
    name: 'Chili con carne',
    ingredients: [
      '500 g de carne picada de ternera',
      '1 cebolla',
      '1 pimiento verde',
      '3 dientes de ajo',
      '2 cucharadas de chile en polvo',
      '1 cucharadita de comino molido',
      '2 latas de alubias rojas',
      '1 lata de tomate troceado',
      '2 cucharadas de concentrado de tomate',
    ],
    instructions:
      'Dora la carne en una olla grande, añade la cebolla, el pimiento y el ajo y cocina hasta que estén tiernos. Incorpora el chile en polvo, el comino y el concentrado de tomate, y rehoga un minuto. Añade el tomate, las alubias escurridas y 250 ml de agua, y deja cocer 45 minutos a fuego suave.',
  },
  'chickpea-coconut-curry': {
    name: 'Curry de garbanzos con leche de coco',
    ingredients: [
      '2 cucharadas de aceite vegetal',
      '1 cebolla',
      '3 dientes de ajo',
      '1 cucharada de jengibre fresco',
      '2 cucharadas de curry en polvo',
      '2 latas de garbanzos cocidos',
      '400 ml de leche de coco',
      '1 lata de tomate troceado',
      '200 g de espinacas baby',
      '300 g de arroz basmati',
    ],
    instructions:
      'Cuece el arroz. Dora la cebolla en el aceite y añade el ajo, el jengibre y el curry durante un minuto. Incorpora los garbanzos escurridos, el tomate y la leche de coco, y deja cocer 15 minutos. Añade las espinacas, remueve hasta que se ablanden y sirve sobre el arroz.',
  },
  'shepherds-pie': {
    name: "Shepherd's pie",
    ingredients: [
      '500 g de carne picada de cordero',
      '1 cebolla',
      '2 zanahorias',
      '150 g de guisantes congelados',
      '2 cucharadas de concentrado de tomate',
      '1 cucharada de salsa Worcestershire',
      '250 ml de caldo de carne',
      '1 kg de patatas',
      '60 g de mantequilla',
      '125 ml de leche',
    ],
    instructions:
      'Cuece las patatas hasta que estén tiernas y cháfalas con la mantequilla y la leche. Dora el cordero con la cebolla y las zanahorias, añade el concentrado de tomate, la salsa Worcestershire y el caldo, y deja cocer 15 minutos. Incorpora los guisantes, extiende el puré por encima y hornea a 200 °C durante 25 minutos, hasta que se dore.',
  },
  'honey-garlic-chicken-thighs': {
    name: 'Contramuslos de pollo con miel y ajo',
    ingredients: [
      '8 contramuslos de pollo',
      '3 cucharadas de miel',
      '4 dientes de ajo',
      '1 cucharada de aceite de oliva',
      '1 cucharadita de tomillo seco',
      '300 g de arroz de grano largo',
      '300 g de judías verdes',
    ],
    instructions:
      'Dora los contramuslos en el aceite con la piel hacia abajo y dales la vuelta. Mezcla la miel con el ajo machacado, el tomillo y 3 cucharadas de agua, y viértelo por encima. Tapa y cocina a fuego lento 20 minutos, regándolos de vez en cuando con la salsa. Sirve con el arroz cocido y las judías verdes al vapor.',
  },
  'pasta-primavera': {
    name: 'Pasta primavera',
    ingredients: [
      '400 g de penne',
      '1 calabacín',
      '1 pimiento rojo',
      '200 g de tomates cherry',
      '150 g de guisantes congelados',
      '2 dientes de ajo',
      '3 cucharadas de aceite de oliva',
      '125 g de ricota',
      '1 puñado de albahaca',
      '½ limón',
    ],
    instructions:
      'Cuece la pasta y añade los guisantes en los 2 últimos minutos. Mientras, saltea el calabacín, el pimiento y el ajo en el aceite, y añade los tomates hasta que revienten. Mezcla todo con un chorrito del agua de cocción, el zumo de limón y la albahaca, y reparte la ricota por encima a cucharaditas.',
  },
  'beef-and-broccoli': {
    name: 'Ternera con brócoli',
    ingredients: [
      '500 g de falda de ternera',
      '1 brócoli',
      '3 cucharadas de salsa de soja',
      '1 cucharada de azúcar moreno',
      '1 cucharada de maicena',
      '2 dientes de ajo',
      '1 cucharadita de jengibre fresco',
      '1 cucharada de aceite de sésamo',
      '400 g de arroz',
    ],
    instructions:
      'Cuece el arroz. Corta la carne en tiras finas a contrapelo y mézclala con la maicena. Dórala por tandas en el aceite muy caliente y después saltea el brócoli con el ajo y el jengibre. Devuelve la carne a la sartén con la salsa de soja, el azúcar y un chorrito de agua, y sirve en cuanto la salsa brille.',
  },
  'margherita-pizza': {
    name: 'Pizza margarita',
    ingredients: [
      '500 g de masa de pizza',
      '125 ml de salsa de tomate para pizza',
      '200 g de mozzarella fresca',
      '1 puñado de albahaca',
      '1 cucharada de aceite de oliva',
    ],
    instructions:
      'Precalienta el horno al máximo con una bandeja dentro. Estira la masa bien fina, úntala con la salsa y reparte la mozzarella en trozos. Hornea 8-10 minutos, hasta que los bordes se inflen y se tuesten, y termina con albahaca y un hilo de aceite.',
  },
  'turkey-zucchini-rice-bowls': {
    name: 'Bol de arroz con pavo y calabacín',
    ingredients: [
      '500 g de carne picada de pavo',
      '300 g de arroz basmati',
      '2 calabacines',
      '1 zanahoria',
      '2 dientes de ajo',
      '1 cucharadita de jengibre fresco',
      '2 cucharadas de aceite de oliva',
      '2 cebolletas',
      '2 cucharadas de cilantro',
    ],
    instructions:
      'Cuece el arroz. Dora el pavo en el aceite con el ajo y el jengibre, deshaciéndolo mientras se cocina. Añade el calabacín en dados y la zanahoria rallada, y cocina hasta que estén tiernos. Sírvelo sobre el arroz y termina con cebolleta y cilantro.',
  },
  'pork-chops-apples': {
    name: 'Chuletas de cerdo con manzana',
    ingredients: [
      '4 chuletas de cerdo',
      '3 manzanas',
      '15 g de mantequilla',
      '1 cucharadita de canela molida',
      '1 cucharadita de salvia seca',
      '600 g de patatas',
      '300 g de judías verdes',
      '2 cucharadas de aceite de oliva',
    ],
    instructions:
      'Cuece las patatas hasta que estén tiernas y haz las judías verdes al vapor. Frota las chuletas con la salvia, dóralas en el aceite 4-5 minutos por cada lado y déjalas reposar. Cocina las manzanas en gajos en la mantequilla con la canela hasta que estén blandas y sírvelas sobre las chuletas.',
  },
  'stuffed-bell-peppers': {
    name: 'Pimientos rellenos',
    ingredients: [
      '4 pimientos',
      '200 g de arroz',
      '1 lata de alubias negras',
      '150 g de maíz dulce',
      '1 lata de tomate troceado',
      '1 cucharadita de comino molido',
      '1 cucharadita de chile en polvo',
      '100 g de queso Monterey Jack rallado',
    ],
    instructions:
      'Cuece el arroz y precalienta el horno a 190 °C. Mezcla el arroz con las alubias escurridas, el maíz, el tomate y las especias. Rellena los pimientos partidos por la mitad y sin semillas, tápalos con papel de aluminio y hornea 30 minutos. Destapa, cubre con el queso y hornea 10 minutos más.',
  },
  'garlic-butter-shrimp-pasta': {
    name: 'Linguine con gambas a la mantequilla de ajo',
    ingredients: [
      '400 g de linguine',
      '450 g de gambas',
      '60 g de mantequilla',
      '4 dientes de ajo',
      '1 pizca de copos de chile',
      '125 ml de vino blanco',
      '1 limón',
      '2 cucharadas de perejil',
    ],
    instructions:
      'Cuece los linguine. Derrite la mantequilla, añade el ajo y el chile y después las gambas, y cocínalas 2 minutos por cada lado hasta que estén rosadas. Añade el vino y el zumo de limón y deja que hierva un minuto. Mezcla con la pasta y el perejil.',
  },
};
