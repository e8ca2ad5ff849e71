import type { LexiconSection } from './lexicon-section';

/** Milk, plant milks, cream, butter, cheese, yogurt, eggs and refrigerated dough. */
export const DAIRY_EGGS: LexiconSection = {
  category: 'Dairy & Eggs',
  terms: `
dairy, milk, skim milk, 1% milk, reduced fat milk, lactose free milk, lactaid milk, chocolate milk
strawberry milk, buttermilk, goat milk, raw milk, a2 milk, ultra filtered milk, half and half, heavy cream
heavy whipping cream, whipping cream, light cream, cream, whipped cream, sour cream, creme fraiche
clotted cream, cream cheese, whipped cream cheese, neufchatel, cottage cheese, ricotta, ricotta cheese
mascarpone, butter, salted butter, butter sticks, european butter, irish butter, cultured butter
whipped butter, margarine, buttery spread, vegan butter, plant butter, ghee, eggs, brown eggs, white eggs
free range eggs, cage free eggs, egg whites, liquid eggs, egg substitute, egg beaters, duck eggs
quail eggs, hard boiled eggs, deviled eggs, yogurt, yoghurt, yogourt, greek yogurt, greek yoghurt
plain yogurt, vanilla yogurt, strawberry yogurt, blueberry yogurt, icelandic yogurt, skyr, kefir
drinkable yogurt, yogurt drinks, yogurt tubes, go gurt, whole milk yogurt, coconut yogurt
almond milk yogurt, oat yogurt, soy yogurt, oat milk, almond milk, soy milk, coconut milk beverage
cashew milk, rice milk, pea milk, hemp milk, macadamia milk, flax milk, plant milk, non dairy milk
chocolate almond milk, vanilla almond milk, coffee creamer, creamer, non dairy creamer
french vanilla creamer, hazelnut creamer, oat milk creamer, almond milk creamer, cheese, cheddar
cheddar cheese, sharp cheddar, mild cheddar, extra sharp cheddar, white cheddar, shredded cheddar
shredded cheese, shredded mozzarella, shredded mexican cheese, mexican blend cheese, mexican cheese
italian blend cheese, pizza cheese, sliced cheese, cheese slices, american cheese, american cheese slices
kraft singles, velveeta, block cheese, mozzarella, mozzarella balls, bocconcini, ciliegine, burrata
string cheese, cheese sticks, mozzarella string cheese, parmesan, parmesan cheese, parmigiano reggiano
grated parmesan, shaved parmesan, pecorino romano, romano, asiago, feta, feta cheese, crumbled feta
goat cheese, chevre, blue cheese, bleu cheese, gorgonzola, roquefort, stilton, swiss cheese, swiss
baby swiss, gruyere, emmental, jarlsberg, provolone, muenster, havarti, monterey jack, pepper jack, colby
colby jack, brie, camembert, gouda, smoked gouda, baby gouda, edam, manchego, fontina, halloumi, paneer
queso fresco, queso blanco, cotija, oaxaca cheese, queso quesadilla, cheese spread, pimento cheese
boursin, laughing cow, babybel, mini babybel, cheese curds, limburger, raclette, taleggio, cheese crumbles
blue cheese crumbles, vegan cheese, dairy free cheese, crescent rolls, biscuit dough, cookie dough
french onion dip, eggnog, pudding cups, refrigerated pie crust, tortellini, ravioli
cheese wedge, cheese platter, cheese board, parmesan wedge, mozzarella pearls, egg bites, parm, mozz
`,
  brands: `
chobani, yoplait, dannon, oikos, fage, siggis, noosa, activia, stonyfield, tillamook, kerrygold
land o lakes, horizon, organic valley, fairlife, lactaid, silk, oatly, califia, almond breeze, planet oat
so delicious, philadelphia, daisy, breakstone, sargento, cabot, galbani, belgioioso, polly o, athenos
president, coffee mate, international delight, eggland best, vital farms, pete and gerry, happy egg
country crock, earth balance, i cant believe its not butter, smart balance, crystal farms, borden, deans
darigold, prairie farms, hood, shamrock farms, lifeway, danimals, icelandic provisions, two good
light and fit, kite hill, miyokos, violife, daiya, challenge butter, plugra, rana, buitoni, pillsbury,
natrel, neilson, gay lea, liberte, iogo, danone, brown cow, the greek gods, clover sonoma, forager project,
nancys, yakult, kozy shack, muller, yeo valley, cravendale, arla, alpro, frigo, good culture, alouette,
cracker barrel, black diamond, saputo, v and v supremo, cathedral city, pilgrims choice, dairylea,
vermont creamery, lurpak, parkay, blue bonnet, becel, nellies, just egg, reddi wip, califia farms, ripple,
nutpods, elmhurst, lucerne, dairypure, trumoo
`,
};
