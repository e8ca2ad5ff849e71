import type { LexiconSection } from './lexicon-section';

/** Fresh fruit, vegetables and herbs, plus tofu, hummus, fresh salsa and salad kits (shelved in produce). */
export const PRODUCE: LexiconSection = {
  category: 'Produce',
  terms: `
produce, fruit, fruits, vegetables, veggies, greens, salad greens, herbs, fresh herbs, berries, citrus
apples, gala apples, fuji apples, honeycrisp apples, granny smith apples, pink lady apples, red delicious apples
golden delicious apples, mcintosh apples, braeburn apples, jazz apples, envy apples, cosmic crisp apples
ambrosia apples, empire apples, cortland apples, jonagold apples, green apples, red apples, apple slices
bananas, green bananas, plantains, oranges, navel oranges, blood oranges, cara cara oranges, valencia oranges
mandarins, mandarin oranges, clementines, tangerines, satsumas, tangelos, kumquats, lemons, meyer lemons
limes, key limes, grapefruit, pomelo, grapes, red grapes, green grapes, black grapes, cotton candy grapes
concord grapes, strawberries, blueberries, raspberries, blackberries, cranberries, gooseberries, boysenberries
mulberries, red currants, mixed berries, cherries, rainier cherries, bing cherries, peaches, white peaches
donut peaches, nectarines, plums, pluots, apricots, pears, bartlett pears, bosc pears, anjou pears, asian pears
quince, persimmons, pomegranate, pomegranate seeds, pomegranate arils, figs, medjool dates, dates
mangoes, ataulfo mangoes, papaya, pineapple, watermelon, seedless watermelon, cantaloupe, honeydew
honeydew melon, melon, galia melon, kiwi, golden kiwi, kiwifruit, passion fruit, dragon fruit, guava, lychee
star fruit, jackfruit, durian, rambutan, longan, tamarind, coconut, young coconut, avocados, hass avocados
tomatoes, roma tomatoes, cherry tomatoes, grape tomatoes, heirloom tomatoes, beefsteak tomatoes
vine ripened tomatoes, tomatoes on the vine, campari tomatoes, plum tomatoes, green tomatoes, tomatillos
cucumbers, english cucumber, persian cucumbers, mini cucumbers, pickling cucumbers, kirby cucumbers
zucchini, yellow squash, summer squash, butternut squash, acorn squash, spaghetti squash, delicata squash
kabocha squash, squash, pumpkin, sugar pumpkin, lettuce, romaine, romaine lettuce, romaine hearts
iceberg lettuce, butter lettuce, bibb lettuce, boston lettuce, red leaf lettuce, green leaf lettuce
little gem lettuce, head lettuce, spring mix, mixed greens, salad mix, arugula, baby arugula, spinach
baby spinach, kale, baby kale, lacinato kale, tuscan kale, curly kale, collard greens, collards
mustard greens, turnip greens, swiss chard, rainbow chard, chard, endive, belgian endive, escarole
radicchio, frisee, watercress, microgreens, sprouts, alfalfa sprouts, bean sprouts, broccoli sprouts
pea shoots, broccoli, broccoli crowns, broccoli florets, broccolini, broccoli rabe, rapini, cauliflower
cauliflower florets, romanesco, cabbage, green cabbage, red cabbage, napa cabbage, savoy cabbage, bok choy
baby bok choy, brussels sprouts, carrots, baby carrots, rainbow carrots, shredded carrots, carrot sticks
celery, celery hearts, celery sticks, celery root, celeriac, fennel, fennel bulb, asparagus, white asparagus
artichokes, green beans, string beans, haricots verts, french beans, wax beans, snap peas, sugar snap peas
snow peas, english peas, edamame, fava beans, corn, sweet corn, corn on the cob, okra, eggplant
japanese eggplant, chinese eggplant, bell peppers, red bell pepper, green bell pepper, yellow bell pepper
orange bell pepper, peppers, sweet peppers, mini sweet peppers, red peppers, green peppers, jalapenos
jalapeno peppers, serrano peppers, habanero peppers, poblano peppers, anaheim peppers, hatch chiles
chili peppers, thai chilies, shishito peppers, fresno chiles, cubanelle peppers, potatoes, russet potatoes
idaho potatoes, yukon gold potatoes, red potatoes, gold potatoes, fingerling potatoes, baby potatoes
new potatoes, purple potatoes, white potatoes, sweet potatoes, yams, onions, yellow onions, white onions
red onions, sweet onions, vidalia onions, pearl onions, shallots, green onions, scallions, spring onions
leeks, chives, garlic, garlic bulb, minced garlic, peeled garlic, elephant garlic, black garlic, ginger
ginger root, turmeric root, horseradish root, beets, beetroot, golden beets, radishes, daikon, daikon radish
turnips, rutabaga, parsnips, jicama, kohlrabi, sunchokes, jerusalem artichokes, taro, yuca, cassava
lotus root, chayote, nopales, cactus pads, mushrooms, white mushrooms, button mushrooms, cremini mushrooms
baby bella mushrooms, portobello mushrooms, shiitake mushrooms, oyster mushrooms, enoki mushrooms
maitake mushrooms, chanterelles, morels, king oyster mushrooms, sliced mushrooms, basil, thai basil
cilantro, parsley, flat leaf parsley, italian parsley, curly parsley, dill, mint, mint leaves, rosemary
thyme, sage, tarragon, chervil, lemongrass, lemon grass, kaffir lime leaves, curry leaves, fresh oregano
fresh bay leaves, salad, salad kit, caesar salad kit, chopped salad kit, bagged salad, garden salad
coleslaw mix, shredded cabbage, broccoli slaw, cut fruit, fruit salad, fruit tray, veggie tray
vegetable tray, pineapple chunks, watermelon chunks, melon chunks, zucchini noodles, zoodles
cauliflower rice, riced cauliflower, butternut squash cubes, tofu, firm tofu, extra firm tofu, silken tofu
tempeh, seitan, hummus, guacamole, guac, fresh salsa, pico de gallo, tzatziki, baba ganoush, kimchi
sugar cane, aloe leaf, wheatgrass, microgreen mix, pea tendrils
purple cabbage, rhubarb, pico, granny smiths, honeycrisp, gala, fuji, garlic cloves, yukon golds, dandelion greens, sorrel, mache, lambs lettuce, cherry peppers
`,
  brands: `
cuties, halos, dole, driscolls, chiquita, earthbound farm, taylor farms, fresh express, sabra, wholly guacamole
nasoya, bolthouse farms, ready pac, sunkist, zespri, little leaf farms, gotham greens, naturesweet, mighty vine
grimmway, marketside salad, organic girl, cal organic, house foods tofu, tofurky, lightlife,
organicgirl, grimmway farms, naturipe, wish farms, sumo citrus, manns, brightfarms, bowery,
the little potato company, melissas, friedas, calavo, village farms, mastronardi, litehouse, love beets,
stemilt, ocean mist, tanimura and antle, pero family farms, duda, spice world, christopher ranch,
gourmet garden
`,
};
