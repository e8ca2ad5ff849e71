/** One blog article: a url slug, a title, a short teaser and its body as plain paragraphs. */
export interface BlogArticle {
  id: string;
  title: string;
  snippet: string;
  paragraphs: string[];
}

/** The articles shown on the Blog page, newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'shop-by-aisle',
    title: 'Shop by Aisle: Why a Sorted List Saves Time and Money',
    snippet:
      'A list written in the order things occur to you sends you zig-zagging across the store. Sorting it by aisle shortens the trip and quietly cuts impulse buys.',
    paragraphs: [
      'Most grocery lists are written in the order things occur to us: milk because the carton is empty, then dish soap, then bananas, then milk again because someone else noticed too. That order makes sense at the kitchen table, but in the store it turns into a zig-zag. You walk to the dairy case at the back, cross to produce at the front, remember the soap on the far side, and finish at the dairy case again because you skipped the yogurt.',
      'Stores are laid out by category, and most follow a similar pattern: fresh produce and bakery near the entrance, meat and dairy along the walls, pantry staples in the middle aisles, frozen food near the end, and household and personal-care goods in their own section. When your list follows the same grouping, each section becomes one stop. You walk into produce, take everything on the produce part of the list, and move on without doubling back.',
      'The time saving is real, but the bigger win is attention. Every extra lap of the store is another pass by the end-cap displays, the tasting stand and the "two for one" shelf that exist precisely to catch a wandering shopper. A sorted list gives you a route, and a shopper with a route spends less time browsing. Fewer minutes in the aisles usually means fewer items in the cart that were never on the list.',
      'Sorting also makes gaps obvious. When your list shows a Produce section with only one onion in it, you notice that the week has no vegetables planned. When the Pantry section is long and the Meat & Seafood section is empty, you can see at a glance that you may be planning a lot of pasta. A grouped list is a small summary of how you are about to eat, and it is easier to adjust before you are standing at the checkout.',
      'You do not need to sort by hand. Aislewise takes a pasted or typed list and files each item into one of twelve store categories, from Produce and Bakery through Frozen Foods, Household & Cleaning, Pets and Baby, with a Miscellaneous group for anything unusual. Write the list in whatever order you like; the sorting happens when you add it. If an item lands somewhere unexpected for your store, you can edit it.',
      'A few habits make the sorted list work even better. Write quantities with the item ("2 lb chicken thighs", "6 eggs") so you are not guessing in the aisle. Check items off as they go into the cart rather than at the end, so a glance tells you what is left in the section you are standing in. And before you leave the house, read the list once from top to bottom: it takes thirty seconds and usually catches the one thing you forgot.',
      'If your store has an unusual layout, it still pays to keep the categories. Even when the bakery is at the back or frozen food sits in the middle, each category is still one physical area, so you visit it once. Over a few trips you learn the order of your own store, and the list becomes a route you can follow almost without thinking.',
    ],
  },
  {
    id: 'plan-a-week-in-20-minutes',
    title: 'Plan a Week of Meals in 20 Minutes',
    snippet:
      'Meal planning does not need a spreadsheet or a free Sunday afternoon. With a handful of templates, a cook-once-eat-twice habit and a look in the fridge first, a week takes about twenty minutes.',
    paragraphs: [
      'Meal planning has a reputation for being a hobby: color-coded calendars, batch-cooking marathons, dozens of containers. For most households it can be much smaller than that. The goal is simply to know, before you shop, what you will cook on most nights of the week, so you buy what those meals need and not much else. With a little structure, that decision takes about twenty minutes.',
      'Start with what you already have, not with recipes. Spend the first five minutes looking through the fridge, the freezer and the pantry shelf. Half a bag of spinach, two chicken breasts in the freezer, a tin of chickpeas and a wedge of cheese are the beginning of two or three dinners. Planning around what is already in the house is the single easiest way to cut food waste, and it shortens the shopping list before you have written anything on it.',
      'Next, lean on templates rather than inventing every meal from scratch. Most families rotate through a dozen or so dishes they know how to cook and like to eat. Write each of them down once with its ingredients: tacos, a traybake, a soup, a stir-fry, a pasta bake. In Aislewise these are meal templates, saved to your account with their ingredient lists, so planning a week becomes picking from a menu you already trust instead of staring at a blank page.',
      "Use cook once, eat twice wherever you can. Roast a larger chicken on Sunday and the leftovers become Monday's wraps or Tuesday's soup. Cook a double batch of rice or a big pot of chili and plan the second meal on purpose rather than hoping the leftovers get eaten. Two or three of these pairs in a week can take several dinners off your hands, and they are kind to the grocery budget because the ingredients overlap.",
      'Leave room for real life. Plan five or six dinners, not seven, and keep one evening for leftovers, eating out or whatever is left in the freezer. A plan that assumes you will cook an elaborate meal on a night of late meetings is a plan you will abandon by Wednesday. Breakfasts and lunches can often repeat through the week; it is fine for the plan to say "oatmeal" five days running.',
      'Then turn the plan into one shopping list. This is where planning usually breaks down, because the same onion appears in four recipes and you end up with four onions on four separate lines. The Aislewise weekly planner lays out Sunday through Saturday with breakfast, lunch and dinner slots, and when you fill it with meal templates it combines their ingredients into a single de-duplicated list, already sorted by store category. Cross off whatever you found in the fridge during step one, and you are ready to shop.',
      'Finally, keep the plan loose. If Thursday\'s fish looks poor at the counter, swap it for Friday\'s pasta; the ingredients are already in the cart. After a few weeks your templates will settle into a rotation that suits your household, and planning becomes a quick review of the coming week rather than a project. Twenty minutes on the weekend buys back a lot of weeknight "what are we having?" conversations.',
    ],
  },
  {
    id: 'shop-together-without-double-buying',
    title: 'Shopping Together as a Household Without Double-Buying',
    snippet:
      'Two people, two stores, three jars of peanut butter. A shared list, a clear split of who buys what and checking items off as you go keep a household from buying everything twice.',
    paragraphs: [
      "Every household that shares the shopping has a version of the same story: one person stops at the store on the way home and picks up milk, bread and coffee, while the other does exactly the same thing across town. The fridge ends up with two gallons of milk and nobody remembered the eggs. The problem is rarely carelessness; it is that the list lives in one person's head, or on a note that only one phone can see.",
      'The first fix is a single shared list that everyone in the household can read and edit. It should be the one place where things get written down, whether that is "we are out of dish soap" noticed at the sink or "buy limes for Friday" noticed while planning dinner. When everyone adds to the same list, nothing depends on remembering to tell someone later, and nobody has to ask what is needed before heading out.',
      "A shared list only helps if it is current. A list that was accurate this morning can be wrong by the afternoon, after someone has already picked up half of it. In Aislewise, a list shared with your household updates live: when one person adds an item or checks one off, the change appears on every other device that has the list open. That is what stops the double-buying, because the second shopper sees immediately that the milk is already in someone's cart.",
      'Agree on who buys what when you split a trip. A simple rule works for most households: whoever goes to the store takes the whole list, and anyone who passes a different shop picks up only what they can see is still unchecked. For bigger weeks you might split by section, with one person taking Produce and Dairy & Eggs at the market while the other takes Pantry and Household & Cleaning at the supermarket. A list grouped by category makes that split easy to describe and easy to follow.',
      'Check items off as they go into the cart, not when you get home. It feels like a small detail, but it is the moment the rest of the household learns that an item is handled. If you wait until you are unpacking, the other shopper has no way of knowing and may buy the same things twenty minutes later. It also helps the shopper in the store: the unchecked items left in each section are exactly what remains.',
      'Keep separate lists for separate purposes. The weekly groceries, a birthday party and a hardware run are different trips with different shoppers, and mixing them makes every list longer and harder to scan. Named lists, such as "Weekly shop", "Saturday barbecue" or "Bulk-buy run", keep each trip focused, and each one can be shared with the people who need it.',
      'Finally, tidy up after the trip. Remove what was bought so the list starts the next week short and accurate, and move anything that was out of stock onto the next trip. A household list that is kept clean earns trust, and once everyone trusts the list, it becomes the first place they look before they shop and the first place they write when something runs out.',
    ],
  },
];

/** Returns the article with the given url slug, or undefined when no article matches. */
export function findArticle(id: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.id === id);
}
