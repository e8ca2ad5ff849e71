import type { SuggestedMeal } from './suggested-meals';

/** The catalogue's breakfasts. */
export const BREAKFASTS: readonly SuggestedMeal[] = [
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
];
