import { MEAL_SLOTS, type MealSlot } from '../meal-plan';

/** The diets a built-in meal can be tagged with; each is checked word by word in `diet-rules.ts`. */
export const DIET_TAGS = [
  'vegetarian',
  'gluten-free',
  'lactose-free',
  'low-sodium',
  'low-histamine',
] as const;

/** One diet a meal can be tagged with. */
export type DietTag = (typeof DIET_TAGS)[number];

/** The meals of the day a recipe is for: the planner's slots. */
export const MEAL_TYPES = MEAL_SLOTS;

/** One meal of the day. */
export type MealType = MealSlot;

/** One built-in recipe. */
export interface SuggestedMeal {
  /** Stable kebab-case slug, so plans saved today still find the recipe after it is reworded. */
  id: string;
  name: string;
  /** Grocery lines as a shopper writes them, one food per line, so they drop straight into a list. */
  ingredients: readonly string[];
  /** Two to five plain sentences. */
  instructions: string;
  /** Only tags that hold for every ingredient line. */
  tags: readonly DietTag[];
  /** The meal it is mostly eaten at. */
  mealType: MealType;
}

/** The built-in catalogue offered before a user has saved any recipes of their own. */
export const SUGGESTED_MEALS: readonly SuggestedMeal[] = [
  // Breakfasts
  {
    id: 'buttermilk-pancakes',
    name: 'Buttermilk Pancakes',
    ingredients: [
      '1 1/2 cups all-purpose flour',
      '2 tbsp sugar',
      '2 tsp baking powder',
      '½ tsp baking soda',
      '¼ tsp salt',
      '1 1/4 cups buttermilk',
      '1 egg',
      '3 tbsp butter',
      'maple syrup',
    ],
    instructions:
      'Whisk the flour, sugar, baking powder, baking soda and salt in a bowl. Beat the buttermilk with the egg and 2 tbsp of melted butter, then stir it into the dry ingredients until just combined. Cook ¼ cup of batter at a time in a buttered pan over medium heat, flipping when bubbles appear. Serve warm with maple syrup.',
    tags: ['vegetarian'],
    mealType: 'breakfast',
  },
  {
    id: 'berry-overnight-oats',
    name: 'Berry Overnight Oats',
    ingredients: [
      '1 cup rolled oats',
      '1 cup almond milk',
      '½ cup greek yogurt',
      '1 tbsp chia seeds',
      '1 tbsp honey',
      '150 g mixed berries',
    ],
    instructions:
      'Stir the oats, almond milk, yogurt, chia seeds and honey together in a jar. Cover and refrigerate overnight. Top with the berries in the morning and eat cold.',
    tags: ['vegetarian', 'low-sodium'],
    mealType: 'breakfast',
  },
  {
    id: 'scrambled-eggs-on-toast',
    name: 'Scrambled Eggs on Toast',
    ingredients: [
      '4 eggs',
      '2 tbsp milk',
      '1 tbsp butter',
      '2 slices bread',
      '1 tbsp chives',
      '¼ tsp salt',
      'black pepper',
    ],
    instructions:
      'Beat the eggs with the milk, salt and a little pepper. Melt the butter in a pan over low heat, add the eggs and stir slowly until softly set. Toast the bread and spoon the eggs over it, then scatter with chopped chives.',
    tags: ['vegetarian'],
    mealType: 'breakfast',
  },
  {
    id: 'spinach-feta-omelette',
    name: 'Spinach and Feta Omelette',
    ingredients: [
      '3 eggs',
      '1 cup baby spinach',
      '50 g feta',
      '¼ red onion',
      '1 tsp olive oil',
      'black pepper',
    ],
    instructions:
      'Soften the sliced onion in the oil, then add the spinach and let it wilt. Pour in the beaten eggs and cook over medium heat, lifting the edges so the raw egg runs underneath. Crumble the feta over one half, fold the omelette and season with pepper.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'breakfast',
  },
  {
    id: 'peanut-butter-banana-smoothie',
    name: 'Peanut Butter Banana Smoothie',
    ingredients: [
      '2 bananas',
      '1 1/2 cups oat milk',
      '2 tbsp unsalted peanut butter',
      '1 tbsp honey',
      '½ tsp ground cinnamon',
      '1 cup ice cubes',
    ],
    instructions:
      'Put everything in a blender and blend until smooth. Add a splash more oat milk if it is too thick, and drink straight away.',
    tags: ['vegetarian', 'lactose-free', 'low-sodium'],
    mealType: 'breakfast',
  },
  {
    id: 'avocado-toast-poached-eggs',
    name: 'Avocado Toast with Poached Eggs',
    ingredients: [
      '2 slices sourdough bread',
      '1 ripe avocado',
      '2 eggs',
      '½ lemon',
      '1 pinch chili flakes',
      'salt',
      'black pepper',
    ],
    instructions:
      'Poach the eggs in barely simmering water for 3-4 minutes. Mash the avocado with a squeeze of lemon, salt and pepper, and spread it on the toasted bread. Top each slice with an egg and a pinch of chili flakes.',
    tags: ['vegetarian', 'lactose-free'],
    mealType: 'breakfast',
  },
  {
    id: 'huevos-rancheros',
    name: 'Huevos Rancheros',
    ingredients: [
      '4 corn tortillas',
      '4 eggs',
      '1 can black beans',
      '¾ cup salsa',
      '1 avocado',
      '2 tbsp cilantro',
      '1 tbsp vegetable oil',
    ],
    instructions:
      'Warm the drained beans in a small pan. Fry the eggs in the oil and warm the tortillas in a dry skillet. Layer each tortilla with beans, an egg, salsa and sliced avocado, then finish with cilantro.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free'],
    mealType: 'breakfast',
  },
  {
    id: 'apple-cinnamon-porridge',
    name: 'Apple Cinnamon Porridge',
    ingredients: [
      '1 cup rolled oats',
      '2 cups milk',
      '1 apple',
      '1 tsp ground cinnamon',
      '1 tbsp maple syrup',
      '1 pinch ground nutmeg',
    ],
    instructions:
      'Simmer the oats in the milk for about 5 minutes, stirring often. Grate in the apple, add the cinnamon and nutmeg, and cook 2 minutes more. Serve with the maple syrup drizzled on top.',
    tags: ['vegetarian', 'low-sodium', 'low-histamine'],
    mealType: 'breakfast',
  },
  {
    id: 'blueberry-oatmeal',
    name: 'Blueberry Oatmeal',
    ingredients: [
      '1 cup gluten-free oats',
      '2 cups rice milk',
      '1 cup blueberries',
      '1 tbsp ground flaxseed',
      '1 tbsp maple syrup',
      '½ tsp ground cinnamon',
    ],
    instructions:
      'Bring the rice milk to a simmer and stir in the oats and cinnamon. Cook for 5 minutes until creamy, adding half the blueberries for the last minute. Top with the remaining berries, the flaxseed and the maple syrup.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'breakfast',
  },
  {
    id: 'greek-yogurt-parfait',
    name: 'Greek Yogurt Parfait',
    ingredients: [
      '2 cups greek yogurt',
      '1 cup granola',
      '1 cup strawberries',
      '2 tbsp honey',
      '2 tbsp sliced almonds',
    ],
    instructions:
      'Slice the strawberries. Layer yogurt, granola and strawberries in two glasses, repeating once. Drizzle with honey and scatter the almonds on top just before serving.',
    tags: ['vegetarian', 'low-sodium'],
    mealType: 'breakfast',
  },
  {
    id: 'breakfast-burritos',
    name: 'Breakfast Burritos',
    ingredients: [
      '4 large flour tortillas',
      '6 eggs',
      '250 g breakfast sausage',
      '1 green bell pepper',
      '½ onion',
      '1 cup shredded cheddar',
      '½ cup salsa',
    ],
    instructions:
      'Brown the sausage in a skillet, then add the diced pepper and onion and cook until soft. Pour in the beaten eggs and scramble until just set. Fill the warmed tortillas with the mixture, cheddar and salsa, and roll them up tightly.',
    tags: [],
    mealType: 'breakfast',
  },
  {
    id: 'shakshuka',
    name: 'Shakshuka',
    ingredients: [
      '2 tbsp olive oil',
      '1 onion',
      '1 red bell pepper',
      '2-3 cloves garlic',
      '2 tsp ground cumin',
      '1 tsp smoked paprika',
      '1 can crushed tomatoes (400 g)',
      '6 eggs',
      '50 g feta',
      '2 tbsp parsley',
    ],
    instructions:
      'Cook the onion and pepper in the oil until soft, then add the garlic, cumin and paprika for a minute. Pour in the tomatoes and simmer for 10 minutes until thick. Make six wells, crack in the eggs, cover and cook until the whites are set. Finish with crumbled feta and parsley.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'breakfast',
  },

  // Lunches
  {
    id: 'chicken-caesar-salad',
    name: 'Chicken Caesar Salad',
    ingredients: [
      '2 chicken breasts',
      '1 head romaine lettuce',
      '1 cup croutons',
      '40 g parmesan',
      '⅓ cup caesar dressing',
      '1 lemon',
      '1 tbsp olive oil',
    ],
    instructions:
      'Rub the chicken with oil and grill or pan-fry for 6-7 minutes a side until cooked through. Toss the chopped romaine with the dressing and a squeeze of lemon. Top with the sliced chicken, croutons and shaved parmesan.',
    tags: [],
    mealType: 'lunch',
  },
  {
    id: 'black-bean-quesadillas',
    name: 'Black Bean Quesadillas',
    ingredients: [
      '4 flour tortillas',
      '1 can black beans',
      '1 1/2 cups shredded cheddar',
      '½ cup corn kernels',
      '1 tsp ground cumin',
      '¼ cup salsa',
    ],
    instructions:
      'Mash the drained beans lightly with the cumin. Spread the beans over two tortillas, scatter with corn and cheddar, and top with the other tortillas. Cook in a dry pan for 2-3 minutes a side until the cheese melts, then cut into wedges and serve with salsa.',
    tags: ['vegetarian'],
    mealType: 'lunch',
  },
  {
    id: 'red-lentil-soup',
    name: 'Red Lentil Soup',
    ingredients: [
      '1 tbsp olive oil',
      '1 onion',
      '2 carrots',
      '2 celery stalks',
      '2 cloves garlic',
      '1 cup red lentils',
      '1 can diced tomatoes',
      '1 l vegetable stock',
      '1 tsp ground cumin',
      '½ lemon',
    ],
    instructions:
      'Soften the chopped onion, carrots and celery in the oil for 8 minutes, then add the garlic and cumin. Stir in the rinsed lentils, tomatoes and stock, and simmer for 20 minutes until the lentils fall apart. Blend partly, then finish with a squeeze of lemon.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'greek-salad',
    name: 'Greek Salad',
    ingredients: [
      '3 tomatoes',
      '1 cucumber',
      '½ red onion',
      '1 green bell pepper',
      '100 g kalamata olives',
      '200 g feta',
      '3 tbsp olive oil',
      '1 tbsp red wine vinegar',
      '1 tsp dried oregano',
    ],
    instructions:
      'Cut the tomatoes, cucumber and pepper into chunks and slice the onion thinly. Toss them with the olives, oil and vinegar. Lay the feta on top in one slab and sprinkle with oregano.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'lunch',
  },
  {
    id: 'tuna-salad-sandwich',
    name: 'Tuna Salad Sandwich',
    ingredients: [
      '2 cans tuna',
      '3 tbsp mayonnaise',
      '1 celery stalk',
      '1 tbsp lemon juice',
      '4 slices sourdough bread',
      '4 lettuce leaves',
    ],
    instructions:
      'Drain the tuna and mix it with the mayonnaise, finely diced celery and lemon juice. Spread it on two slices of bread, add the lettuce and close the sandwiches.',
    tags: ['lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'chickpea-quinoa-salad',
    name: 'Chickpea Quinoa Salad',
    ingredients: [
      '1 cup quinoa',
      '1 can chickpeas',
      '1 cucumber',
      '200 g cherry tomatoes',
      '¼ cup parsley',
      '3 tbsp olive oil',
      '2 tbsp lemon juice',
      '1 clove garlic',
    ],
    instructions:
      'Cook the rinsed quinoa in twice its volume of water for 15 minutes and let it cool. Whisk the oil, lemon juice and grated garlic into a dressing. Toss the quinoa with the drained chickpeas, diced cucumber, halved tomatoes, parsley and dressing.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'turkey-club-wrap',
    name: 'Turkey Club Wrap',
    ingredients: [
      '4 large tortillas',
      '300 g sliced turkey',
      '4 slices bacon',
      '2 tomatoes',
      '4 lettuce leaves',
      '2 tbsp mayonnaise',
    ],
    instructions:
      'Fry the bacon until crisp and drain it on paper towels. Spread each tortilla with mayonnaise and layer on turkey, bacon, sliced tomato and lettuce. Roll up tightly and cut in half on the diagonal.',
    tags: ['lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'tomato-basil-soup',
    name: 'Tomato Basil Soup',
    ingredients: [
      '2 tbsp butter',
      '1 onion',
      '2 cloves garlic',
      '2 cans whole tomatoes',
      '500 ml vegetable stock',
      '½ cup heavy cream',
      '1 tsp sugar',
      '1 handful basil',
    ],
    instructions:
      'Melt the butter and cook the onion until soft, then add the garlic. Add the tomatoes, stock and sugar and simmer for 20 minutes. Blend with the basil until smooth and stir in the cream.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'lunch',
  },
  {
    id: 'chicken-fried-rice',
    name: 'Chicken Fried Rice',
    ingredients: [
      '2 chicken thighs',
      '3 cups cooked jasmine rice',
      '2 eggs',
      '½ cup frozen peas',
      '1 carrot',
      '2 cloves garlic',
      '2 tbsp tamari',
      '1 tbsp sesame oil',
      '2 green onions',
    ],
    instructions:
      'Stir-fry the diced chicken in the sesame oil until browned, then add the garlic, diced carrot and peas. Push everything aside, scramble the eggs in the pan and mix them in. Add the cold rice and tamari and toss over high heat until hot, then scatter with green onions.',
    tags: ['gluten-free', 'lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'peanut-rice-noodle-salad',
    name: 'Peanut Rice Noodle Salad',
    ingredients: [
      '200 g rice noodles',
      '1 red bell pepper',
      '1 cucumber',
      '2 carrots',
      '3 tbsp peanut butter',
      '2 tbsp tamari',
      '1 tbsp rice vinegar',
      '1 tbsp honey',
      '1 lime',
      '2 tbsp cilantro',
    ],
    instructions:
      'Soak or cook the noodles as the packet says, then rinse in cold water. Whisk the peanut butter, tamari, vinegar, honey and lime juice with a little warm water into a smooth sauce. Toss the noodles with the sliced vegetables and sauce, and top with cilantro.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free'],
    mealType: 'lunch',
  },
  {
    id: 'zucchini-potato-frittata',
    name: 'Zucchini and Potato Frittata',
    ingredients: [
      '6 eggs',
      '2 potatoes',
      '1 zucchini',
      '1 onion',
      '2 tbsp olive oil',
      '2 tbsp parsley',
      'black pepper',
    ],
    instructions:
      'Fry the thinly sliced potatoes and onion in the oil over medium heat for 12 minutes until tender. Add the grated zucchini and cook 3 minutes more. Pour in the eggs beaten with parsley and pepper, cook until the edges set, then finish under the grill until golden.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'lunch',
  },
  {
    id: 'chicken-rice-soup',
    name: 'Chicken and Rice Soup',
    ingredients: [
      '500 g chicken thighs',
      '1 tbsp olive oil',
      '1 onion',
      '2 carrots',
      '2 celery stalks',
      '¾ cup long-grain rice',
      '2 bay leaves',
      '2 tbsp parsley',
      'black pepper',
    ],
    instructions:
      'Soften the diced onion, carrots and celery in the oil. Add the chicken, bay leaves and 2 litres of water and simmer for 25 minutes. Lift out the chicken, shred it and return it with the rice, then simmer 15 minutes more. Season with pepper and parsley.',
    tags: ['gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'lunch',
  },
  {
    id: 'loaded-baked-potatoes',
    name: 'Loaded Baked Potatoes',
    ingredients: [
      '4 russet potatoes',
      '300 g broccoli',
      '1 cup shredded cheddar',
      '¼ cup sour cream',
      '2 green onions',
      '1 tbsp olive oil',
    ],
    instructions:
      'Rub the potatoes with oil, prick them and bake at 200°C for about an hour until soft inside. Steam the broccoli florets for 5 minutes. Split the potatoes, fill them with broccoli and cheddar, and top with sour cream and sliced green onions.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'lunch',
  },
  {
    id: 'hummus-veggie-wrap',
    name: 'Hummus Veggie Wrap',
    ingredients: [
      '2 large flour tortillas',
      '½ cup hummus',
      '1 carrot',
      '½ cucumber',
      '1 cup baby spinach',
      '¼ cup roasted red peppers',
    ],
    instructions:
      'Spread the hummus over the tortillas. Add the spinach, grated carrot, cucumber sticks and sliced peppers down the middle. Roll up tightly and cut in half.',
    tags: ['vegetarian', 'lactose-free'],
    mealType: 'lunch',
  },

  // Dinners
  {
    id: 'spaghetti-bolognese',
    name: 'Spaghetti Bolognese',
    ingredients: [
      '1 tbsp olive oil',
      '500 g ground beef',
      '1 onion',
      '2 carrots',
      '2 cloves garlic',
      '1 can crushed tomatoes',
      '2 tbsp tomato paste',
      '125 ml red wine',
      '1 tsp dried oregano',
      '400 g spaghetti',
      '40 g parmesan',
    ],
    instructions:
      'Brown the beef in the oil, then add the finely chopped onion, carrots and garlic and cook until soft. Stir in the tomato paste, wine, tomatoes and oregano and simmer gently for at least 30 minutes. Cook the spaghetti, toss it with the sauce and serve with grated parmesan.',
    tags: [],
    mealType: 'dinner',
  },
  {
    id: 'chicken-fajitas',
    name: 'Chicken Fajitas',
    ingredients: [
      '600 g chicken breasts',
      '3 bell peppers',
      '1 onion',
      '2 tbsp olive oil',
      '2 tsp chili powder',
      '1 tsp ground cumin',
      '1 lime',
      '8 small flour tortillas',
      '½ cup sour cream',
    ],
    instructions:
      'Toss the sliced chicken with the oil, chili powder, cumin and lime juice. Sear it in a very hot skillet, then add the sliced peppers and onion and cook until charred at the edges. Serve in warm tortillas with sour cream.',
    tags: [],
    mealType: 'dinner',
  },
  {
    id: 'lemon-salmon-asparagus',
    name: 'Lemon Salmon with Asparagus',
    ingredients: [
      '4 salmon fillets',
      '500 g asparagus',
      '2 tbsp olive oil',
      '1 lemon',
      '2 cloves garlic',
      '1 tbsp fresh dill',
      'black pepper',
    ],
    instructions:
      'Heat the oven to 200°C. Lay the salmon and trimmed asparagus on a tray, drizzle with oil and scatter with grated garlic, lemon zest and pepper. Roast for 12-15 minutes until the salmon flakes, then finish with lemon juice and dill.',
    tags: ['gluten-free', 'lactose-free', 'low-sodium'],
    mealType: 'dinner',
  },
  {
    id: 'beef-tacos',
    name: 'Beef Tacos',
    ingredients: [
      '500 g ground beef',
      '1 tbsp chili powder',
      '1 tsp ground cumin',
      '1 tsp garlic powder',
      '½ tsp salt',
      '8 corn tortillas',
      '2 cups shredded lettuce',
      '1 cup shredded cheddar',
      '½ cup salsa',
    ],
    instructions:
      'Brown the beef, then stir in the spices, salt and a splash of water and simmer until thick. Warm the tortillas in a dry pan. Fill them with the beef, lettuce, cheddar and salsa.',
    tags: ['gluten-free'],
    mealType: 'dinner',
  },
  {
    id: 'tofu-vegetable-stir-fry',
    name: 'Tofu Vegetable Stir-Fry',
    ingredients: [
      '400 g firm tofu',
      '1 head broccoli',
      '1 red bell pepper',
      '150 g snow peas',
      '2 cloves garlic',
      '1 tbsp fresh ginger',
      '3 tbsp soy sauce',
      '1 tbsp cornstarch',
      '2 tbsp vegetable oil',
      '1 1/2 cups jasmine rice',
    ],
    instructions:
      'Cook the rice. Toss the cubed tofu in the cornstarch and fry it in the oil until golden, then set it aside. Stir-fry the broccoli, pepper and snow peas with the garlic and ginger for 4 minutes. Return the tofu, add the soy sauce and a splash of water, and serve over the rice.',
    tags: ['vegetarian', 'lactose-free'],
    mealType: 'dinner',
  },
  {
    id: 'roast-chicken-potatoes-carrots',
    name: 'Roast Chicken with Potatoes and Carrots',
    ingredients: [
      '1.5 kg whole chicken',
      '800 g baby potatoes',
      '4 carrots',
      '1 head garlic',
      '2 tbsp olive oil',
      '3 sprigs rosemary',
      '4 sprigs thyme',
    ],
    instructions:
      'Heat the oven to 200°C. Put the halved garlic head and thyme inside the chicken and rub it with half the oil. Toss the potatoes, carrot chunks and rosemary with the rest of the oil around it in a roasting tin. Roast for about 80 minutes until the juices run clear, then rest the chicken for 10 minutes before carving.',
    tags: ['gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'dinner',
  },
  {
    id: 'mushroom-risotto',
    name: 'Mushroom Risotto',
    ingredients: [
      '1 1/2 cups arborio rice',
      '300 g mushrooms',
      '1 onion',
      '2 cloves garlic',
      '1 l vegetable stock',
      '½ cup white wine',
      '2 tbsp butter',
      '40 g parmesan',
    ],
    instructions:
      'Fry the sliced mushrooms in half the butter until browned and set them aside. Soften the onion and garlic in the rest of the butter, stir in the rice, then add the wine. Add the hot stock a ladle at a time, stirring, for about 18 minutes until creamy. Fold in the mushrooms and parmesan.',
    tags: ['gluten-free'],
    mealType: 'dinner',
  },
  {
    id: 'chili-con-carne',
    name: 'Chili con Carne',
    ingredients: [
      '500 g ground beef',
      '1 onion',
      '1 green bell pepper',
      '3 cloves garlic',
      '2 tbsp chili powder',
      '1 tsp ground cumin',
      '2 cans kidney beans',
      '1 can diced tomatoes',
      '2 tbsp tomato paste',
    ],
    instructions:
      'Brown the beef in a large pot, then add the onion, pepper and garlic and cook until soft. Stir in the chili powder, cumin and tomato paste for a minute. Add the tomatoes, drained beans and a cup of water, and simmer for 45 minutes.',
    tags: ['gluten-free', 'lactose-free'],
    mealType: 'dinner',
  },
  {
    id: 'chickpea-coconut-curry',
    name: 'Chickpea Coconut Curry',
    ingredients: [
      '2 tbsp vegetable oil',
      '1 onion',
      '3 cloves garlic',
      '1 tbsp fresh ginger',
      '2 tbsp curry powder',
      '2 cans chickpeas',
      '400 ml coconut milk',
      '1 can diced tomatoes',
      '200 g baby spinach',
      '1 1/2 cups basmati rice',
    ],
    instructions:
      'Cook the rice. Fry the onion in the oil until golden, then add the garlic, ginger and curry powder for a minute. Add the drained chickpeas, tomatoes and coconut milk and simmer for 15 minutes. Stir in the spinach until it wilts and serve over the rice.',
    tags: ['vegetarian', 'gluten-free', 'lactose-free'],
    mealType: 'dinner',
  },
  {
    id: 'shepherds-pie',
    name: "Shepherd's Pie",
    ingredients: [
      '500 g ground lamb',
      '1 onion',
      '2 carrots',
      '1 cup frozen peas',
      '2 tbsp tomato paste',
      '1 tbsp worcestershire sauce',
      '250 ml beef stock',
      '1 kg potatoes',
      '60 g butter',
      '½ cup milk',
    ],
    instructions:
      'Boil the potatoes until tender and mash them with the butter and milk. Brown the lamb with the onion and carrots, then stir in the tomato paste, worcestershire sauce and stock and simmer for 15 minutes. Add the peas, spread the mash over the top and bake at 200°C for 25 minutes until golden.',
    tags: [],
    mealType: 'dinner',
  },
  {
    id: 'honey-garlic-chicken-thighs',
    name: 'Honey Garlic Chicken Thighs',
    ingredients: [
      '8 chicken thighs',
      '3 tbsp honey',
      '4 cloves garlic',
      '1 tbsp olive oil',
      '1 tsp dried thyme',
      '1 1/2 cups long-grain rice',
      '300 g green beans',
    ],
    instructions:
      'Brown the chicken thighs skin side down in the oil, then turn them. Stir the honey with the crushed garlic, thyme and 3 tbsp of water and pour it over. Cover and cook on low for 20 minutes, basting now and then. Serve with the cooked rice and steamed green beans.',
    tags: ['gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'dinner',
  },
  {
    id: 'pasta-primavera',
    name: 'Pasta Primavera',
    ingredients: [
      '400 g penne',
      '1 zucchini',
      '1 red bell pepper',
      '200 g cherry tomatoes',
      '1 cup frozen peas',
      '2 cloves garlic',
      '3 tbsp olive oil',
      '½ cup ricotta',
      '1 handful basil',
      '½ lemon',
    ],
    instructions:
      'Cook the penne, adding the peas for the last 2 minutes. Meanwhile sauté the zucchini, pepper and garlic in the oil, then add the tomatoes until they burst. Toss everything with a splash of pasta water, the lemon juice and basil, and dot with ricotta.',
    tags: ['vegetarian'],
    mealType: 'dinner',
  },
  {
    id: 'beef-and-broccoli',
    name: 'Beef and Broccoli',
    ingredients: [
      '500 g flank steak',
      '1 head broccoli',
      '3 tbsp soy sauce',
      '1 tbsp brown sugar',
      '1 tbsp cornstarch',
      '2 cloves garlic',
      '1 tsp fresh ginger',
      '1 tbsp sesame oil',
      '2 cups rice',
    ],
    instructions:
      'Cook the rice. Slice the steak thinly across the grain and toss it with the cornstarch. Sear it in the hot oil in batches, then stir-fry the broccoli with the garlic and ginger. Return the beef with the soy sauce, sugar and a splash of water, and serve once the sauce is glossy.',
    tags: ['lactose-free'],
    mealType: 'dinner',
  },
  {
    id: 'margherita-pizza',
    name: 'Margherita Pizza',
    ingredients: [
      '500 g pizza dough',
      '½ cup pizza sauce',
      '200 g fresh mozzarella',
      '1 handful basil',
      '1 tbsp olive oil',
    ],
    instructions:
      'Heat the oven as hot as it goes with a tray inside. Stretch the dough thin, spread it with the sauce and tear the mozzarella over it. Bake for 8-10 minutes until blistered, then finish with basil and a drizzle of oil.',
    tags: ['vegetarian'],
    mealType: 'dinner',
  },
  {
    id: 'turkey-zucchini-rice-bowls',
    name: 'Turkey Zucchini Rice Bowls',
    ingredients: [
      '500 g ground turkey',
      '1 1/2 cups basmati rice',
      '2 zucchini',
      '1 carrot',
      '2 cloves garlic',
      '1 tsp fresh ginger',
      '2 tbsp olive oil',
      '2 green onions',
      '2 tbsp cilantro',
    ],
    instructions:
      'Cook the rice. Brown the turkey in the oil with the garlic and ginger, breaking it up as it cooks. Add the diced zucchini and grated carrot and cook until just tender. Spoon over the rice and top with green onions and cilantro.',
    tags: ['gluten-free', 'lactose-free', 'low-sodium', 'low-histamine'],
    mealType: 'dinner',
  },
  {
    id: 'pork-chops-apples',
    name: 'Pork Chops with Apples',
    ingredients: [
      '4 pork chops',
      '3 apples',
      '1 tbsp butter',
      '1 tsp ground cinnamon',
      '1 tsp dried sage',
      '600 g potatoes',
      '300 g green beans',
      '2 tbsp olive oil',
    ],
    instructions:
      'Boil the potatoes until tender and steam the green beans. Rub the chops with sage and sear them in the oil for 4-5 minutes a side, then set them aside to rest. Cook the sliced apples in the butter with the cinnamon until soft and spoon them over the chops.',
    tags: ['gluten-free', 'low-sodium', 'low-histamine'],
    mealType: 'dinner',
  },
  {
    id: 'stuffed-bell-peppers',
    name: 'Stuffed Bell Peppers',
    ingredients: [
      '4 bell peppers',
      '1 cup rice',
      '1 can black beans',
      '1 cup corn kernels',
      '1 can diced tomatoes',
      '1 tsp ground cumin',
      '1 tsp chili powder',
      '1 cup shredded monterey jack',
    ],
    instructions:
      'Cook the rice and heat the oven to 190°C. Mix the rice with the drained beans, corn, tomatoes and spices. Fill the halved, seeded peppers, cover with foil and bake for 30 minutes. Uncover, top with cheese and bake 10 minutes more.',
    tags: ['vegetarian', 'gluten-free'],
    mealType: 'dinner',
  },
  {
    id: 'garlic-butter-shrimp-pasta',
    name: 'Garlic Butter Shrimp Pasta',
    ingredients: [
      '400 g linguine',
      '450 g shrimp',
      '4 tbsp butter',
      '4 cloves garlic',
      '1 pinch chili flakes',
      '½ cup white wine',
      '1 lemon',
      '2 tbsp parsley',
    ],
    instructions:
      'Cook the linguine. Melt the butter, add the garlic and chili flakes, then the shrimp, and cook for 2 minutes a side until pink. Add the wine and lemon juice and let it bubble for a minute. Toss with the pasta and parsley.',
    tags: [],
    mealType: 'dinner',
  },
];
