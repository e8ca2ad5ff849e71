import type { LexiconSection } from './lexicon-section';

/** Diapers, wipes, formula, baby food and the care and feeding goods of the baby aisle. */
export const BABY: LexiconSection = {
  category: 'Baby',
  terms: `
baby, baby supplies, diapers, newborn diapers, overnight diapers, swim diapers, cloth diapers
diaper pail, diaper genie, diaper genie refills, diaper bag, diaper pail liners, pull ups, training pants
goodnites, wipes, baby wipes, sensitive wipes, water wipes, wipe warmer, diaper cream, diaper rash cream
butt paste, boudreauxs butt paste, desitin, a and d ointment, formula, baby formula, infant formula
toddler formula, powdered formula, ready to feed formula, liquid formula, baby food, baby food pouches
baby cereal, rice cereal, baby puffs, yogurt melts, teething crackers, teething biscuits
teething wafers, teether, teething ring, teething rings, teething gel, orajel, gripe water, gas drops
infant gas drops, mylicon, baby shampoo, baby wash, baby lotion, baby oil, baby powder, baby bath
baby sunscreen, baby bottles, bottle nipples, nipples, pacifiers, binky, paci, sippy cups, bibs
burp cloths, onesies, baby clothes, receiving blankets, swaddle, crib sheets, baby monitor, baby gate
outlet covers, baby spoons, baby bowls, nursing pads, breast pads, breast milk bags
breast milk storage bags, breast pump, lanolin, nipple cream, baby nail clippers, nasal aspirator
nosefrida, baby food jars, toddler snacks, baby snacks, infant tylenol, baby tylenol, baby motrin
childrens tylenol, pedialyte, baby laundry detergent, dreft, changing pad, changing pad liners, teething toys, baby toys
`,
  brands: `
pampers, huggies, luvs, honest company, hello bello, gerber, beech nut, earths best, happy baby
happy family, plum organics, once upon a farm, similac, enfamil, enfagrow, gerber good start, kendamil
bobbie, johnsons baby, boudreauxs, dr browns, philips avent, avent, tommee tippee, nuk, mam
medela, lansinoh, waterwipes, pampers swaddlers, pampers cruisers, huggies little movers
huggies snug and dry, parents choice, babyganics, aquaphor baby, cetaphil baby, mustela,
serenity kids, ellas kitchen, nutramigen, alimentum, aptamil, cow and gate, hipp, balmex, boogie wipes,
fridababy, little remedies, mommys bliss, sudocrem
`,
};
