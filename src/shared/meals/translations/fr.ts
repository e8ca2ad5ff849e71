import type { MealTranslations } from '../meal-translation';

/** The suggested meals in French, by meal id: names, grocery lines in the English order, and steps. */
export const MEAL_TRANSLATIONS: MealTranslations = {
  'buttermilk-pancakes': {
    name: 'Pancakes au babeurre',
    ingredients: [
      '190 g de farine',
      '2 c. à s. de sucre',
      '2 c. à c. de levure chimique',
      '½ c. à c. de bicarbonate de soude',
      '¼ c. à c. de sel',
      '300 ml de babeurre',
      '1 œuf',
      '40 g de beurre',
      "sirop d'érable",
    ],
    instructions:
      "Mélangez la farine, le sucre, la levure, le bicarbonate et le sel dans un saladier. Battez le babeurre avec l'œuf et 30 g de beurre fondu, puis versez-les sur les ingrédients secs et mélangez juste assez pour les incorporer. Faites cuire la pâte par petites louches (environ 60 ml) dans une poêle beurrée à feu moyen, en retournant les pancakes dès que des bulles apparaissent. Servez chaud avec le sirop d'érable.",
  },
  'berry-overnight-oats': {
    name: 'Overnight oats aux fruits rouges',
    ingredients: [
      "90 g de flocons d'avoine",
      "250 ml de lait d'amande",
      '125 g de yaourt à la grecque',
      '1 c. à s. de graines de chia',
      '1 c. à s. de miel',
      '150 g de fruits rouges',
    ],
    instructions:
      "Mélangez les flocons d'avoine, le lait d'amande, le yaourt, les graines de chia et le miel dans un bocal. Couvrez et laissez une nuit au réfrigérateur. Le matin, ajoutez les fruits rouges et dégustez froid.",
  },
  'scrambled-eggs-on-toast': {
    name: 'Œufs brouillés sur pain grillé',
    ingredients: [
      '4 œufs',
      '2 c. à s. de lait',
      '15 g de beurre',
      '2 tranches de pain',
      '1 c. à s. de ciboulette',
      '¼ c. à c. de sel',
      'poivre noir',
    ],
    instructions:
      "Battez les œufs avec le lait, le sel et un peu de poivre. Faites fondre le beurre dans une poêle à feu doux, versez les œufs et remuez lentement jusqu'à ce qu'ils soient tout juste pris. Faites griller le pain, déposez les œufs dessus et parsemez de ciboulette ciselée.",
  },
  'spinach-feta-omelette': {
    name: 'Omelette aux épinards et à la feta',
    ingredients: [
      '3 œufs',
      "30 g de pousses d'épinards",
      '50 g de feta',
      "¼ d'oignon rouge",
      "1 c. à c. d'huile d'olive",
      'poivre noir',
    ],
    instructions:
      "Faites revenir l'oignon émincé dans l'huile, puis ajoutez les épinards et laissez-les tomber. Versez les œufs battus et faites cuire à feu moyen en soulevant les bords pour que l'œuf cru coule dessous. Émiettez la feta sur une moitié, repliez l'omelette et poivrez.",
  },
  'peanut-butter-banana-smoothie': {
    name: 'Smoothie banane et beurre de cacahuète',
    ingredients: [
      '2 bananes',
      "375 ml de lait d'avoine",
      '2 c. à s. de beurre de cacahuète sans sel',
      '1 c. à s. de miel',
      '½ c. à c. de cannelle moulue',
      '1 poignée de glaçons',
    ],
    instructions:
      "Mettez tous les ingrédients dans un blender et mixez jusqu'à obtenir une texture lisse. S'il est trop épais, ajoutez un trait de lait d'avoine. Buvez aussitôt.",
  },
  'avocado-toast-poached-eggs': {
    name: "Tartines d'avocat aux œufs pochés",
    ingredients: [
      '2 tranches de pain au levain',
      '1 avocat bien mûr',
      '2 œufs',
      '½ citron',
      '1 pincée de piment en flocons',
      'sel',
      'poivre noir',
    ],
    instructions:
      "Pochez les œufs 3 à 4 minutes dans une eau tout juste frémissante. Écrasez l'avocat avec un filet de citron, du sel et du poivre, puis tartinez-le sur le pain grillé. Déposez un œuf sur chaque tartine et ajoutez une pincée de piment.",
  },
  'huevos-rancheros': {
    name: 'Huevos rancheros',
    ingredients: [
      '4 tortillas de maïs',
      '4 œufs',
      '1 boîte de haricots noirs',
      '180 g de salsa',
      '1 avocat',
      '2 c. à s. de coriandre',
      "1 c. à s. d'huile végétale",
    ],
    instructions:
      "Réchauffez les haricots égouttés dans une petite casserole. Faites cuire les œufs au plat dans l'huile et réchauffez les tortillas dans une poêle sans matière grasse. Garnissez chaque tortilla de haricots, d'un œuf, de salsa et de tranches d'avocat, puis parsemez de coriandre.",
  },
  'apple-cinnamon-porridge': {
    name: 'Porridge pomme-cannelle',
    ingredients: [
      "90 g de flocons d'avoine",
      '500 ml de lait',
      '1 pomme',
      '1 c. à c. de cannelle moulue',
      "1 c. à s. de sirop d'érable",
      '1 pincée de noix de muscade',
    ],
    instructions:
      "Faites mijoter les flocons d'avoine dans le lait environ 5 minutes en remuant souvent. Râpez la pomme dedans, ajoutez la cannelle et la muscade, et prolongez la cuisson de 2 minutes. Servez arrosé de sirop d'érable.",
  },
  'blueberry-oatmeal': {
    name: 'Porridge aux myrtilles',
    ingredients: [
      "90 g de flocons d'avoine sans gluten",
      '500 ml de lait de riz',
      '150 g de myrtilles',
      '1 c. à s. de graines de lin moulues',
      "1 c. à s. de sirop d'érable",
      '½ c. à c. de cannelle moulue',
    ],
    instructions:
      "Portez le lait de riz à frémissement, puis ajoutez les flocons d'avoine et la cannelle. Laissez cuire 5 minutes jusqu'à ce que le porridge soit crémeux, en ajoutant la moitié des myrtilles pendant la dernière minute. Garnissez du reste des myrtilles, des graines de lin et du sirop d'érable.",
  },
  'greek-yogurt-parfait': {
    name: 'Parfait au yaourt grec',
    ingredients: [
      '500 g de yaourt à la grecque',
      '100 g de granola',
      '150 g de fraises',
      '2 c. à s. de miel',
      "2 c. à s. d'amandes effilées",
    ],
    instructions:
      "Coupez les fraises en lamelles. Alternez yaourt, granola et fraises dans deux verres, puis recommencez une fois. Arrosez de miel et parsemez d'amandes juste avant de servir.",
  },
  'breakfast-burritos': {
    name: 'Burritos du petit-déjeuner',
    ingredients: [
      '4 grandes tortillas de blé',
      '6 œufs',
      '250 g de chair à saucisse',
      '1 poivron vert',
      '½ oignon',
      '100 g de cheddar râpé',
      '125 g de salsa',
    ],
    instructions:
      "Faites dorer la chair à saucisse dans une poêle, puis ajoutez le poivron et l'oignon coupés en dés et laissez cuire jusqu'à ce qu'ils soient tendres. Versez les œufs battus et remuez jusqu'à ce qu'ils soient tout juste pris. Garnissez les tortillas chaudes de ce mélange, de cheddar et de salsa, puis roulez-les bien serré.",
  },
  shakshuka: {
    name: 'Chakchouka',
    ingredients: [
      "2 c. à s. d'huile d'olive",
      '1 oignon',
      '1 poivron rouge',
      "2-3 gousses d'ail",
      '2 c. à c. de cumin moulu',
      '1 c. à c. de paprika fumé',
      '1 boîte de tomates concassées (400 g)',
      '6 œufs',
      '50 g de feta',
      '2 c. à s. de persil',
    ],
    instructions:
      "Faites revenir l'oignon et le poivron dans l'huile jusqu'à ce qu'ils soient tendres, puis ajoutez l'ail, le cumin et le paprika pendant une minute. Versez les tomates et laissez mijoter 10 minutes jusqu'à ce que la sauce épaississe. Creusez six puits, cassez-y les œufs, couvrez et laissez cuire jusqu'à ce que les blancs soient pris. Terminez avec la feta émiettée et le persil.",
  },
  'chicken-caesar-salad': {
    name: 'Salade César au poulet',
    ingredients: [
      '2 blancs de poulet',
      '1 laitue romaine',
      '40 g de croûtons',
      '40 g de parmesan',
      '80 ml de sauce César',
      '1 citron',
      "1 c. à s. d'huile d'olive",
    ],
    instructions:
      "Badigeonnez le poulet d'huile et faites-le griller ou poêler 6 à 7 minutes de chaque côté, jusqu'à ce qu'il soit bien cuit. Mélangez la romaine coupée avec la sauce et un filet de citron. Ajoutez le poulet en tranches, les croûtons et des copeaux de parmesan.",
  },
  'black-bean-quesadillas': {
    name: 'Quesadillas aux haricots noirs',
    ingredients: [
      '4 tortillas de blé',
      '1 boîte de haricots noirs',
      '150 g de cheddar râpé',
      '80 g de maïs',
      '1 c. à c. de cumin moulu',
      '60 g de salsa',
    ],
    instructions:
      "Écrasez grossièrement les haricots égouttés avec le cumin. Étalez-les sur deux tortillas, parsemez de maïs et de cheddar, puis couvrez avec les deux autres tortillas. Faites cuire 2 à 3 minutes de chaque côté dans une poêle sans matière grasse jusqu'à ce que le fromage fonde, puis coupez en parts et servez avec la salsa.",
  },
  'red-lentil-soup': {
    name: 'Soupe de lentilles corail',
    ingredients: [
      "1 c. à s. d'huile d'olive",
      '1 oignon',
      '2 carottes',
      '2 branches de céleri',
      "2 gousses d'ail",
      '200 g de lentilles corail',
      '1 boîte de tomates en dés',
      '1 l de bouillon de légumes',
      '1 c. à c. de cumin moulu',
      '½ citron',
    ],
    instructions:
      "Faites suer l'oignon, les carottes et le céleri hachés dans l'huile pendant 8 minutes, puis ajoutez l'ail et le cumin. Ajoutez les lentilles rincées, les tomates et le bouillon, et laissez mijoter 20 minutes jusqu'à ce que les lentilles se défassent. Mixez en partie, puis terminez avec un filet de citron.",
  },
  'greek-salad': {
    name: 'Salade grecque',
    ingredients: [
      '3 tomates',
      '1 concombre',
      '½ oignon rouge',
      '1 poivron vert',
      "100 g d'olives de Kalamata",
      '200 g de feta',
      "3 c. à s. d'huile d'olive",
      '1 c. à s. de vinaigre de vin rouge',
      "1 c. à c. d'origan séché",
    ],
    instructions:
      "Coupez les tomates, le concombre et le poivron en morceaux et émincez finement l'oignon. Mélangez-les avec les olives, l'huile et le vinaigre. Posez la feta entière par-dessus et saupoudrez d'origan.",
  },
  'tuna-salad-sandwich': {
    name: 'Sandwich au thon',
    ingredients: [
      '2 boîtes de thon',
      '3 c. à s. de mayonnaise',
      '1 branche de céleri',
      '1 c. à s. de jus de citron',
      '4 tranches de pain au levain',
      '4 feuilles de laitue',
    ],
    instructions:
      'Égouttez le thon et mélangez-le avec la mayonnaise, le céleri coupé en petits dés et le jus de citron. Étalez-le sur deux tranches de pain, ajoutez la laitue et refermez les sandwichs.',
  },
  'chickpea-quinoa-salad': {
    name: 'Salade de quinoa aux pois chiches',
    ingredients: [
      '170 g de quinoa',
      '1 boîte de pois chiches',
      '1 concombre',
      '200 g de tomates cerises',
      '½ bouquet de persil',
      "3 c. à s. d'huile d'olive",
      '2 c. à s. de jus de citron',
      "1 gousse d'ail",
    ],
    instructions:
      "Faites cuire le quinoa rincé 15 minutes dans deux fois son volume d'eau, puis laissez-le refroidir. Fouettez l'huile, le jus de citron et l'ail râpé pour faire une vinaigrette. Mélangez le quinoa avec les pois chiches égouttés, le concombre en dés, les tomates coupées en deux, le persil et la vinaigrette.",
  },
  'turkey-club-wrap': {
    name: 'Wrap club à la dinde',
    ingredients: [
      '4 grandes tortillas',
      '300 g de blanc de dinde en tranches',
      '4 tranches de bacon',
      '2 tomates',
      '4 feuilles de laitue',
      '2 c. à s. de mayonnaise',
    ],
    instructions:
      "Faites griller le bacon jusqu'à ce qu'il soit croustillant et égouttez-le sur du papier absorbant. Tartinez chaque tortilla de mayonnaise, puis garnissez de dinde, de bacon, de tranches de tomate et de laitue. Roulez bien serré et coupez en deux en biais.",
  },
  'tomato-basil-soup': {
    name: 'Velouté de tomates au basilic',
    ingredients: [
      '30 g de beurre',
      '1 oignon',
      "2 gousses d'ail",
      '2 boîtes de tomates pelées',
      '500 ml de bouillon de légumes',
      '125 ml de crème liquide entière',
      '1 c. à c. de sucre',
      '1 poignée de basilic',
    ],
    instructions:
      "Faites fondre le beurre et faites revenir l'oignon jusqu'à ce qu'il soit tendre, puis ajoutez l'ail. Ajoutez les tomates, le bouillon et le sucre, et laissez mijoter 20 minutes. Mixez avec le basilic jusqu'à obtenir un velouté bien lisse, puis incorporez la crème.",
  },
  'chicken-fried-rice': {
    name: 'Riz sauté au poulet',
    ingredients: [
      '2 hauts de cuisse de poulet',
      '500 g de riz jasmin cuit',
      '2 œufs',
      '75 g de petits pois surgelés',
      '1 carotte',
      "2 gousses d'ail",
      '2 c. à s. de tamari',
      "1 c. à s. d'huile de sésame",
      '2 oignons nouveaux',
    ],
    instructions:
      "Faites sauter le poulet en dés dans l'huile de sésame jusqu'à ce qu'il soit doré, puis ajoutez l'ail, la carotte en dés et les petits pois. Poussez le tout sur le côté, brouillez les œufs dans la poêle et mélangez-les au reste. Ajoutez le riz froid et le tamari, faites sauter à feu vif jusqu'à ce que tout soit bien chaud, puis parsemez d'oignons nouveaux.",
  },
  'peanut-rice-noodle-salad': {
    name: 'Salade de nouilles de riz sauce cacahuète',
    ingredients: [
      '200 g de nouilles de riz',
      '1 poivron rouge',
      '1 concombre',
      '2 carottes',
      '3 c. à s. de beurre de cacahuète',
      '2 c. à s. de tamari',
      '1 c. à s. de vinaigre de riz',
      '1 c. à s. de miel',
      '1 citron vert',
      '2 c. à s. de coriandre',
    ],
    instructions:
      "Faites tremper ou cuire les nouilles selon les indications du paquet, puis rincez-les à l'eau froide. Fouettez le beurre de cacahuète, le tamari, le vinaigre, le miel et le jus de citron vert avec un peu d'eau tiède pour obtenir une sauce lisse. Mélangez les nouilles avec les légumes émincés et la sauce, puis parsemez de coriandre.",
  },
  'zucchini-potato-frittata': {
    name: 'Frittata courgette et pommes de terre',
    ingredients: [
      '6 œufs',
      '2 pommes de terre',
      '1 courgette',
      '1 oignon',
      "2 c. à s. d'huile d'olive",
      '2 c. à s. de persil',
      'poivre noir',
    ],
    instructions:
      "Faites cuire les pommes de terre et l'oignon finement émincés dans l'huile à feu moyen pendant 12 minutes, jusqu'à ce qu'ils soient tendres. Ajoutez la courgette râpée et prolongez la cuisson de 3 minutes. Versez les œufs battus avec le persil et le poivre, laissez prendre les bords, puis passez sous le gril du four jusqu'à ce que la frittata soit dorée.",
  },
  'chicken-rice-soup': {
    name: 'Soupe de poulet au riz',
    ingredients: [
      '500 g de hauts de cuisse de poulet',
      "1 c. à s. d'huile d'olive",
      '1 oignon',
      '2 carottes',
      '2 branches de céleri',
      '150 g de riz long',
      '2 feuilles de laurier',
      '2 c. à s. de persil',
      'poivre noir',
    ],
    instructions:
      "Faites suer l'oignon, les carottes et le céleri coupés en dés dans l'huile. Ajoutez le poulet, le laurier et 2 litres d'eau, et laissez mijoter 25 minutes. Sortez le poulet, effilochez-le et remettez-le dans la casserole avec le riz, puis laissez mijoter encore 15 minutes. Poivrez et parsemez de persil.",
  },
  'loaded-baked-potatoes': {
    name: 'Pommes de terre au four garnies',
    ingredients: [
      '4 grosses pommes de terre à chair farineuse',
      '300 g de brocoli',
      '100 g de cheddar râpé',
      '60 g de crème aigre',
      '2 oignons nouveaux',
      "1 c. à s. d'huile d'olive",
    ],
    instructions:
      "Frottez les pommes de terre d'huile, piquez-les et faites-les cuire au four à 200 °C pendant environ une heure, jusqu'à ce qu'elles soient fondantes à cœur. Faites cuire les fleurettes de brocoli 5 minutes à la vapeur. Fendez les pommes de terre, garnissez-les de brocoli et de cheddar, puis ajoutez la crème aigre et les oignons nouveaux émincés.",
  },
  'hummus-veggie-wrap': {
    name: 'Wrap aux légumes et houmous',
    ingredients: [
      '2 grandes tortillas de blé',
      '125 g de houmous',
      '1 carotte',
      '½ concombre',
      "30 g de pousses d'épinards",
      '50 g de poivrons rouges grillés',
    ],
    instructions:
      'Étalez le houmous sur les tortillas. Disposez au centre les épinards, la carotte râpée, les bâtonnets de concombre et les poivrons en lanières. Roulez bien serré et coupez en deux.',
  },
  'spaghetti-bolognese': {
    name: 'Spaghetti bolognaise',
    ingredients: [
      "1 c. à s. d'huile d'olive",
      '500 g de bœuf haché',
      '1 oignon',
      '2 carottes',
      "2 gousses d'ail",
      '1 boîte de tomates concassées',
      '2 c. à s. de concentré de tomate',
      '125 ml de vin rouge',
      "1 c. à c. d'origan séché",
      '400 g de spaghetti',
      '40 g de parmesan',
    ],
    instructions:
      "Faites dorer le bœuf dans l'huile, puis ajoutez l'oignon, les carottes et l'ail finement hachés et laissez cuire jusqu'à ce qu'ils soient tendres. Incorporez le concentré de tomate, le vin, les tomates et l'origan, et laissez mijoter doucement au moins 30 minutes. Faites cuire les spaghetti, mélangez-les à la sauce et servez avec du parmesan râpé.",
  },
  'chicken-fajitas': {
    name: 'Fajitas au poulet',
    ingredients: [
      '600 g de blancs de poulet',
      '3 poivrons',
      '1 oignon',
      "2 c. à s. d'huile d'olive",
      '2 c. à c. de piment en poudre',
      '1 c. à c. de cumin moulu',
      '1 citron vert',
      '8 petites tortillas de blé',
      '125 g de crème aigre',
    ],
    instructions:
      "Mélangez le poulet émincé avec l'huile, le piment, le cumin et le jus de citron vert. Saisissez-le dans une poêle très chaude, puis ajoutez les poivrons et l'oignon émincés et faites cuire jusqu'à ce qu'ils soient grillés sur les bords. Servez dans des tortillas chaudes avec la crème aigre.",
  },
  'lemon-salmon-asparagus': {
    name: 'Saumon au citron et asperges',
    ingredients: [
      '4 pavés de saumon',
      "500 g d'asperges vertes",
      "2 c. à s. d'huile d'olive",
      '1 citron',
      "2 gousses d'ail",
      "1 c. à s. d'aneth frais",
      'poivre noir',
    ],
    instructions:
      "Préchauffez le four à 200 °C. Disposez le saumon et les asperges parées sur une plaque, arrosez d'huile et parsemez d'ail râpé, de zeste de citron et de poivre. Enfournez 12 à 15 minutes, jusqu'à ce que le saumon s'effeuille, puis arrosez de jus de citron et parsemez d'aneth.",
  },
  'beef-tacos': {
    name: 'Tacos au bœuf',
    ingredients: [
      '500 g de bœuf haché',
      '1 c. à s. de piment en poudre',
      '1 c. à c. de cumin moulu',
      "1 c. à c. d'ail en poudre",
      '½ c. à c. de sel',
      '8 tortillas de maïs',
      '100 g de laitue émincée',
      '100 g de cheddar râpé',
      '125 g de salsa',
    ],
    instructions:
      "Faites dorer le bœuf, puis ajoutez les épices, le sel et un peu d'eau, et laissez mijoter jusqu'à ce que la préparation épaississe. Réchauffez les tortillas dans une poêle sans matière grasse. Garnissez-les de bœuf, de laitue, de cheddar et de salsa.",
  },
  'tofu-vegetable-stir-fry': {
    name: 'Sauté de tofu aux légumes',
    ingredients: [
      '400 g de tofu ferme',
      '1 brocoli',
      '1 poivron rouge',
      '150 g de pois gourmands',
      "2 gousses d'ail",
      '1 c. à s. de gingembre frais',
      '3 c. à s. de sauce soja',
      '1 c. à s. de fécule de maïs',
      "2 c. à s. d'huile végétale",
      '300 g de riz jasmin',
    ],
    instructions:
      "Faites cuire le riz. Enrobez les cubes de tofu de fécule et faites-les dorer dans l'huile, puis réservez-les. Faites sauter le brocoli, le poivron et les pois gourmands avec l'ail et le gingembre pendant 4 minutes. Remettez le tofu, ajoutez la sauce soja et un peu d'eau, et servez sur le riz.",
  },
  'roast-chicken-potatoes-carrots': {
    name: 'Poulet rôti aux pommes de terre et carottes',
    ingredients: [
      '1,5 kg de poulet entier',
      '800 g de pommes de terre grenaille',
      '4 carottes',
      "1 tête d'ail",
      "2 c. à s. d'huile d'olive",
      '3 branches de romarin',
      '4 brins de thym',
    ],
    instructions:
      "Préchauffez le four à 200 °C. Glissez la tête d'ail coupée en deux et le thym à l'intérieur du poulet, puis frottez-le avec la moitié de l'huile. Mélangez les pommes de terre, les tronçons de carotte et le romarin avec le reste de l'huile et disposez-les autour du poulet dans un plat à rôtir. Faites rôtir environ 80 minutes, jusqu'à ce que le jus soit clair, puis laissez reposer le poulet 10 minutes avant de le découper.",
  },
  'mushroom-risotto': {
    name: 'Risotto aux champignons',
    ingredients: [
      '300 g de riz arborio',
      '300 g de champignons de Paris',
      '1 oignon',
      "2 gousses d'ail",
      '1 l de bouillon de légumes',
      '125 ml de vin blanc',
      '30 g de beurre',
      '40 g de parmesan',
    ],
    instructions:
      "Faites dorer les champignons émincés dans la moitié du beurre, puis réservez-les. Faites revenir l'oignon et l'ail dans le reste du beurre, ajoutez le riz, puis déglacez au vin blanc. Versez le bouillon chaud louche par louche en remuant, pendant environ 18 minutes, jusqu'à ce que le risotto soit crémeux. Incorporez les champignons et le parmesan.",
  },
  'chili-con-carne': {
    name: 'Chili con carne',
    ingredients: [
      '500 g de bœuf haché',
      '1 oignon',
      '1 poivron vert',
      "3 gousses d'ail",
      '2 c. à s. de piment en poudre',
      '1 c. à c. de cumin moulu',
      '2 boîtes de haricots rouges',
      '1 boîte de tomates en dés',
      '2 c. à s. de concentré de tomate',
    ],
    instructions:
      "Faites dorer le bœuf dans une grande cocotte, puis ajoutez l'oignon, le poivron et l'ail et laissez cuire jusqu'à ce qu'ils soient tendres. Ajoutez le piment, le cumin et le concentré de tomate, et faites revenir une minute. Versez les tomates, les haricots égouttés et 250 ml d'eau, puis laissez mijoter 45 minutes.",
  },
  'chickpea-coconut-curry': {
    name: 'Curry de pois chiches au lait de coco',
    ingredients: [
      "2 c. à s. d'huile végétale",
      '1 oignon',
      "3 gousses d'ail",
      '1 c. à s. de gingembre frais',
      '2 c. à s. de curry en poudre',
      '2 boîtes de pois chiches',
      '400 ml de lait de coco',
      '1 boîte de tomates en dés',
      "200 g de pousses d'épinards",
      '300 g de riz basmati',
    ],
    instructions:
      "Faites cuire le riz. Faites dorer l'oignon dans l'huile, puis ajoutez l'ail, le gingembre et le curry pendant une minute. Ajoutez les pois chiches égouttés, les tomates et le lait de coco, et laissez mijoter 15 minutes. Incorporez les épinards jusqu'à ce qu'ils tombent et servez sur le riz.",
  },
  'shepherds-pie': {
    name: "Shepherd's pie",
    ingredients: [
      "500 g d'agneau haché",
      '1 oignon',
      '2 carottes',
      '150 g de petits pois surgelés',
      '2 c. à s. de concentré de tomate',
      '1 c. à s. de sauce Worcestershire',
      '250 ml de bouillon de bœuf',
      '1 kg de pommes de terre',
      '60 g de beurre',
      '125 ml de lait',
    ],
    instructions:
      "Faites cuire les pommes de terre à l'eau jusqu'à ce qu'elles soient tendres, puis écrasez-les en purée avec le beurre et le lait. Faites dorer l'agneau avec l'oignon et les carottes, ajoutez le concentré de tomate, la sauce Worcestershire et le bouillon, et laissez mijoter 15 minutes. Ajoutez les petits pois, étalez la purée par-dessus et enfournez 25 minutes à 200 °C, jusqu'à ce que le dessus soit doré.",
  },
  'honey-garlic-chicken-thighs': {
    name: "Hauts de cuisse de poulet au miel et à l'ail",
    ingredients: [
      '8 hauts de cuisse de poulet',
      '3 c. à s. de miel',
      "4 gousses d'ail",
      "1 c. à s. d'huile d'olive",
      '1 c. à c. de thym séché',
      '300 g de riz long',
      '300 g de haricots verts',
    ],
    instructions:
      "Faites dorer les hauts de cuisse côté peau dans l'huile, puis retournez-les. Mélangez le miel avec l'ail écrasé, le thym et 3 cuillères à soupe d'eau, et versez sur le poulet. Couvrez et laissez cuire à feu doux 20 minutes en arrosant de temps en temps. Servez avec le riz cuit et les haricots verts cuits à la vapeur.",
  },
  'pasta-primavera': {
    name: 'Pâtes primavera',
    ingredients: [
      '400 g de penne',
      '1 courgette',
      '1 poivron rouge',
      '200 g de tomates cerises',
      '150 g de petits pois surgelés',
      "2 gousses d'ail",
      "3 c. à s. d'huile d'olive",
      '125 g de ricotta',
      '1 poignée de basilic',
      '½ citron',
    ],
    instructions:
      "Faites cuire les penne en ajoutant les petits pois 2 minutes avant la fin. Pendant ce temps, faites sauter la courgette, le poivron et l'ail dans l'huile, puis ajoutez les tomates et laissez-les éclater. Mélangez le tout avec un peu d'eau de cuisson, le jus de citron et le basilic, et parsemez de petites cuillerées de ricotta.",
  },
  'beef-and-broccoli': {
    name: 'Bœuf sauté aux brocolis',
    ingredients: [
      '500 g de bavette',
      '1 brocoli',
      '3 c. à s. de sauce soja',
      '1 c. à s. de sucre roux',
      '1 c. à s. de fécule de maïs',
      "2 gousses d'ail",
      '1 c. à c. de gingembre frais',
      "1 c. à s. d'huile de sésame",
      '400 g de riz',
    ],
    instructions:
      "Faites cuire le riz. Coupez la bavette en fines lamelles dans le sens contraire des fibres et enrobez-la de fécule. Saisissez-la en plusieurs fois dans l'huile bien chaude, puis faites sauter le brocoli avec l'ail et le gingembre. Remettez le bœuf avec la sauce soja, le sucre et un peu d'eau, et servez dès que la sauce est brillante.",
  },
  'margherita-pizza': {
    name: 'Pizza margherita',
    ingredients: [
      '500 g de pâte à pizza',
      '125 ml de sauce tomate pour pizza',
      '200 g de mozzarella',
      '1 poignée de basilic',
      "1 c. à s. d'huile d'olive",
    ],
    instructions:
      "Préchauffez le four au maximum avec une plaque à l'intérieur. Étalez la pâte finement, nappez-la de sauce et répartissez la mozzarella déchirée. Faites cuire 8 à 10 minutes, jusqu'à ce que la pâte soit boursouflée et dorée, puis ajoutez le basilic et un filet d'huile.",
  },
  'turkey-zucchini-rice-bowls': {
    name: 'Bowls de riz à la dinde et à la courgette',
    ingredients: [
      '500 g de dinde hachée',
      '300 g de riz basmati',
      '2 courgettes',
      '1 carotte',
      "2 gousses d'ail",
      '1 c. à c. de gingembre frais',
      "2 c. à s. d'huile d'olive",
      '2 oignons nouveaux',
      '2 c. à s. de coriandre',
    ],
    instructions:
      "Faites cuire le riz. Faites dorer la dinde dans l'huile avec l'ail et le gingembre en l'émiettant pendant la cuisson. Ajoutez les courgettes en dés et la carotte râpée, et faites cuire jusqu'à ce qu'elles soient juste tendres. Servez sur le riz et parsemez d'oignons nouveaux et de coriandre.",
  },
  'pork-chops-apples': {
    name: 'Côtes de porc aux pommes',
    ingredients: [
      '4 côtes de porc',
      '3 pommes',
      '15 g de beurre',
      '1 c. à c. de cannelle moulue',
      '1 c. à c. de sauge séchée',
      '600 g de pommes de terre',
      '300 g de haricots verts',
      "2 c. à s. d'huile d'olive",
    ],
    instructions:
      "Faites cuire les pommes de terre à l'eau et les haricots verts à la vapeur. Frottez les côtes de sauge et saisissez-les dans l'huile 4 à 5 minutes de chaque côté, puis laissez-les reposer. Faites fondre les pommes en lamelles dans le beurre avec la cannelle et versez-les sur les côtes.",
  },
  'stuffed-bell-peppers': {
    name: 'Poivrons farcis',
    ingredients: [
      '4 poivrons',
      '200 g de riz',
      '1 boîte de haricots noirs',
      '150 g de maïs',
      '1 boîte de tomates en dés',
      '1 c. à c. de cumin moulu',
      '1 c. à c. de piment en poudre',
      '100 g de monterey jack râpé',
    ],
    instructions:
      'Faites cuire le riz et préchauffez le four à 190 °C. Mélangez le riz avec les haricots égouttés, le maïs, les tomates et les épices. Garnissez les demi-poivrons épépinés, couvrez de papier aluminium et enfournez 30 minutes. Retirez le papier, parsemez de fromage et prolongez la cuisson de 10 minutes.',
  },
  'garlic-butter-shrimp-pasta': {
    name: "Linguine aux crevettes et au beurre d'ail",
    ingredients: [
      '400 g de linguine',
      '450 g de crevettes',
      '60 g de beurre',
      "4 gousses d'ail",
      '1 pincée de piment en flocons',
      '125 ml de vin blanc',
      '1 citron',
      '2 c. à s. de persil',
    ],
    instructions:
      "Faites cuire les linguine. Faites fondre le beurre, ajoutez l'ail et le piment, puis les crevettes, et faites-les cuire 2 minutes de chaque côté jusqu'à ce qu'elles soient roses. Versez le vin et le jus de citron et laissez bouillonner une minute. Mélangez avec les pâtes et le persil.",
  },
};
