import { wordSet } from './word-set';

/**
 * Words that name a flavour, variety or form rather than a product. When everything after a leading
 * product or brand is such a word ("yogurt strawberry", "Häagen-Dazs vanilla", "melatonin gummies",
 * "Lysol wipes"), the leading phrase decides the aisle instead of the last word. Kept free of product
 * heads such as milk, cream and butter, which do move the aisle ("chocolate milk").
 */
export const VARIANT_WORDS: ReadonlySet<string> = wordSet(`
vanilla chocolate strawberry mint cherry lemon lime orange grape peach mango raspberry blueberry
blackberry caramel coffee berry tropical ranch bbq barbecue zero diet classic spicy honey cinnamon
pumpkin spice coconut banana apple watermelon pineapple punch fruit sour jalapeno mild hot pecan almond
hazelnut pistachio fudge cookie dough cheesecake birthday cake dark sea salt vinegar and n cool nacho
sweet chili cucumber kiwi passion cranberry pomegranate acai ginger peppermint toffee marshmallow smore
maple cheddar cheese onion swirl twist crunch crunchy creamy smooth light decaf peanut buffalo teriyaki
citrus grapefruit bean french mocha espresso matcha chai brown sugar chip flavor flavour flavored red
white green blue black pink cream gummy tablet capsule softgel caplet pill chewable wipe refill pod
`);
