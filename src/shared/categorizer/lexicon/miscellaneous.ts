import type { LexiconSection } from './lexicon-section';

/** General merchandise with no grocery aisle: cards, gift wrap, office and party goods, electronics, garden, car. */
export const MISCELLANEOUS: LexiconSection = {
  category: 'Miscellaneous',
  terms: `
greeting cards, birthday cards, card, cards, get well card, thank you cards, sympathy card
anniversary card, gift card, gift cards, gift wrap, wrapping paper, gift bags, tissue paper, gift tissue
ribbon, bows, gift box, gift, gifts, present, tape, scotch tape, duct tape, packing tape, masking tape
super glue, glue, glue sticks, crazy glue, gorilla glue, envelopes, stamps, postage stamps, notebook
notebooks, printer paper, copy paper, pens, pencils, markers, sharpies, highlighters, crayons
colored pencils, scissors, stapler, staples, paper clips, post its, sticky notes, folders, binder
index cards, calculator, magazine, magazines, newspaper, book, books, library book, coloring book
puzzle, playing cards, board game, toys, toy car, balloons, party supplies, party hats, party favors
streamers, birthday candles, banner, confetti, pinata, decorations, flowers, bouquet, plant, house plant
houseplant, potted plant, succulent, potting soil, soil, mulch, fertilizer, plant food, grass seed
garden hose, gardening gloves, flower pot, phone charger, charger, charging cable, usb cable
lightning cable, hdmi cable, phone case, headphones, earbuds, ear buds, sim card, memory card, sd card
flash drive, usb drive, umbrella, sunglasses, reading glasses, socks, underwear, t shirt, flip flops
slippers, hat, winter gloves, sewing kit, thread, safety pins, picture frame, photo frame, keychain
lottery tickets, lotto, scratch offs, cigarettes, cigars, vape, tobacco, lighter fluid, charcoal, propane
firewood, fire starter, ice melt, rock salt, windshield washer fluid, washer fluid, motor oil, antifreeze
cash back, money order, dvd, video games, mug, water bottle, thermos, lunch box, backpack, screws
nails, hammer, zip ties, paint, paint brushes, sandpaper, wd 40, rolling papers, phone, battery charger
party plates, tablecloth, paper lanterns, seeds packet, bird feeder, car air freshener, wiper blades
chicken salad, tuna salad, egg salad, potato salad, macaroni salad, deli salads, sushi, sushi rolls, california roll, poke, poke bowl, sub sandwich, deli sandwich, club sandwich, ready meal, hot meal, prepared meals, fried chicken
`,
  brands: `
hallmark, american greetings, sharpie, bic pens, elmers, miracle gro, kingsford
`,
};
