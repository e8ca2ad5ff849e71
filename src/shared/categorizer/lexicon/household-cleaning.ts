import type { LexiconSection } from './lexicon-section';

/** Paper goods, bags and wraps, laundry, dish and surface cleaning, pest control, bulbs and batteries. */
export const HOUSEHOLD_CLEANING: LexiconSection = {
  category: 'Household & Cleaning',
  terms: `
fabric softener sheets, softener, freshener, multi surface wipes
bathroom wipes, floor wipes, laundry pacs, pacs, mopping pads, mopping pad refills, scour pads
household, cleaning supplies, paper towels, toilet paper, tp, bath tissue, toilet tissue, tissues
facial tissue, kleenex, napkins, paper napkins, dinner napkins, paper plates, plates, disposable plates
plastic plates, paper bowls, plastic cups, paper cups, solo cups, red solo cups, disposable cups
plastic forks, plastic spoons, plastic knives, plastic utensils, plastic cutlery, disposable utensils
straws, paper straws, toothpicks, skewers, coffee filters, trash bags, garbage bags, kitchen trash bags
tall kitchen bags, lawn bags, leaf bags, contractor bags, trash can liners, recycling bags, bags
ziploc bags, zip lock bags, ziplock bags, zipper bags, sandwich bags, snack bags, freezer bags
storage bags, aluminum foil, tin foil, foil, heavy duty foil, reynolds wrap, plastic wrap, cling wrap
saran wrap, press n seal, parchment paper, wax paper, cupcake liners, muffin liners, foil pans
aluminum pans, disposable pans, food storage containers, storage containers, tupperware, dish soap
dishwashing liquid, dish detergent, dishwasher detergent, dishwasher pods, dishwasher tabs
dishwasher tablets, dishwasher soap, rinse aid, jet dry, laundry detergent, detergent, liquid detergent
powder detergent, laundry soap, laundry pods, tide pods, fabric softener, liquid fabric softener
dryer sheets, scent beads, downy unstopables, stain remover, stain stick, oxiclean, spray n wash, bleach
clorox bleach, color safe bleach, laundry booster, borax, washing soda, starch spray, wrinkle release
all purpose cleaner, multi surface cleaner, cleaning spray, disinfectant spray, disinfectant, lysol spray
lysol wipes, clorox wipes, disinfecting wipes, cleaning wipes, kitchen wipes, glass cleaner, windex
window cleaner, bathroom cleaner, tub and tile cleaner, shower cleaner, scrubbing bubbles, soft scrub
comet, bar keepers friend, bon ami, toilet bowl cleaner, toilet cleaner, toilet bowl tablets
oven cleaner, easy off, degreaser, goo gone, wood cleaner, murphy oil soap, floor cleaner, mop solution
pine sol, magic eraser, furniture polish, stainless steel cleaner, granite cleaner, carpet cleaner
carpet shampoo, drain cleaner, drano, liquid plumr, septic treatment, cleaner, cleaning vinegar
sponges, scrub sponges, scotch brite, scouring pads, steel wool, brillo pads, scrub brush, dish brush
toilet brush, brush, plunger, mop, swiffer pads, swiffer refills, swiffer wetjet, swiffer dusters
dusters, microfiber cloths, cleaning cloths, rags, broom, dustpan, dust pan, bucket, rubber gloves
dish gloves, cleaning gloves, disposable gloves, latex gloves, nitrile gloves, gloves, vacuum bags
lint roller, air freshener, plug ins, candles, scented candles, tea lights, matches, lighter
odor eliminator, bug spray, insect killer, ant traps, roach traps, ant killer, fly swatter, fly paper
mouse traps, mousetraps, rat traps, mothballs, citronella candles, light bulbs, led bulbs, bulbs
lightbulbs, batteries, aa batteries, aaa batteries, c batteries, d batteries, 9 volt batteries
extension cord, power strip, flashlight, water filter, brita filter, air filter, furnace filter
dish rack, dish towels, kitchen towels, towels, oven mitts, can opener, ice cube trays, shelf liner
command strips, command hooks, hangers, clothespins, laundry basket, trash can, garbage can, wastebasket
storage bins, dryer balls, wool dryer balls, laundry bags, mesh laundry bags, paper towel holder
dishwasher cleaner, washing machine cleaner, descaler, toilet paper rolls, cleaning caddy, squeegee, disinfecting spray, baggies, parchment
scrubbers, scrubbies, antibacterial wipes
containers, food containers, filters
party cups, foam cups, bath cups, baking cups, measuring cups, cloth, cleaning cloth, microfiber cloth, led light bulbs, fabric dye, mold remover, mildew remover, rust remover, color catcher
`,
  brands: `
tide, gain, persil, downy, bounce, snuggle, clorox, lysol, febreze, glade, air wick, swiffer, mr clean
dawn, palmolive, cascade, finish, method, seventh generation, mrs meyers, bounty, charmin, cottonelle
scott, angel soft, quilted northern, brawny, viva, puffs, hefty, glad, ziploc, reynolds, saran, o cedar
libman, rubbermaid, duracell, energizer, raid, combat, d con, ajax, kaboom, zep, shout, resolve, woolite
arm and hammer, purex, xtra, era, cheer, twenty mule team, brita, ecos, biokleen, lemi shine, affresh,
wisk, ariel, lenor, suavitel, fels naptha, zote, 20 mule team, fabuloso, fantastik, simple green, ecover,
lime a way, clr, tilex, pledge, microban, domestos, harpic, zoflora, dettol, javex, mr muscle, cif, brillo,
bissell, andrex, scotties, dixie, chinet, handi foil, pyrex, simplehuman, rayovac, eveready, renuzit,
yankee candle, terro, black flag
`,
};
