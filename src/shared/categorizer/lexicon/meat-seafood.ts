import type { LexiconSection } from './lexicon-section';

/** Fresh meat, poultry, deli meats, sausages, fish and shellfish. */
export const MEAT_SEAFOOD: LexiconSection = {
  category: 'Meat & Seafood',
  terms: `
meat, meats, ground meat, chicken, chicken breast, chicken breasts, chicken breast tenderloins
chicken tenders, chicken tenderloins, chicken thighs, chicken legs, chicken drumsticks, drumsticks
chicken wings, wings, party wings, chicken quarters, leg quarters, roaster chicken, fryer chicken
rotisserie chicken, chicken cutlets, thin sliced chicken breast, chicken gizzards, chicken livers
chicken feet, chicken hearts, ground chicken, chicken sausage, marinated chicken
chicken fajitas, chicken kabobs, cornish hens, cornish game hens, turkey, whole turkey, turkey breast
ground turkey, turkey legs, turkey wings, turkey necks, turkey tenderloin, turkey cutlets, turkey sausage
turkey bacon, deli turkey, smoked turkey, turkey lunch meat, duck, duck breast, goose, quail, pheasant
beef, ground beef, ground chuck, ground round, ground sirloin, hamburger, hamburger meat, burger patties
hamburger patties, beef patties, steak, steaks, ribeye, ribeye steak, rib eye, new york strip, ny strip
strip steak, sirloin, sirloin steak, top sirloin, t bone steak, porterhouse, filet mignon, beef tenderloin
tenderloin, flank steak, skirt steak, hanger steak, flat iron steak, tri tip, chuck roast, chuck steak
pot roast, rump roast, eye of round, bottom round, top round, london broil, brisket, beef brisket
short ribs, beef short ribs, prime rib, standing rib roast, beef ribs, oxtail, beef shank, osso buco
stew meat, beef stew meat, stir fry beef, shaved steak, philly steak, cube steak, carne asada, fajita meat
beef cheeks, beef liver, beef tongue, liver, veal, veal cutlets, ground veal, bison, ground bison, venison
meatloaf mix, beef kabobs, soup bones, marrow bones, pork, pork chops, boneless pork chops, pork loin
pork tenderloin, pork roast, pork shoulder, pork butt, boston butt, picnic shoulder, ground pork
pork belly, spare ribs, baby back ribs, country style ribs, st louis ribs, ribs, pork ribs, pork cutlets
carnitas, ham, spiral ham, ham steak, honey ham, black forest ham, smoked ham, ham hocks, pork hocks, bacon
thick cut bacon, center cut bacon, applewood bacon, pancetta, prosciutto, guanciale, sausage, italian sausage
sweet italian sausage, hot italian sausage, breakfast sausage, sausage links, sausage patties, pork sausage
bratwurst, brats, kielbasa, polish sausage, andouille, chorizo, smoked sausage, hot dogs, franks
frankfurters, wieners, beef hot dogs, salami, genoa salami, hard salami, pepperoni, sliced pepperoni
soppressata, capicola, mortadella, bologna, deli ham, deli meat, lunch meat, lunchmeat, cold cuts
roast beef, deli roast beef, pastrami, corned beef, liverwurst, summer sausage, deli chicken
lamb, lamb chops, rack of lamb, leg of lamb, ground lamb, lamb shank, lamb shoulder, goat meat, rabbit
fish, fish fillets, white fish, salmon, salmon fillets, atlantic salmon, sockeye salmon, coho salmon
king salmon, smoked salmon, lox, tilapia, cod, cod fillets, halibut, haddock, pollock, flounder, sole
snapper, red snapper, sea bass, chilean sea bass, branzino, striped bass, grouper, mahi mahi, swordfish
tuna steaks, ahi tuna, yellowfin tuna, trout, rainbow trout, arctic char, catfish, catfish fillets, perch
walleye, whitefish, fresh sardines, mackerel, shrimp, raw shrimp, cooked shrimp, jumbo shrimp, prawns
tiger shrimp, scallops, sea scallops, bay scallops, crab, crab legs, king crab legs, snow crab legs
crab meat, lump crab meat, crab cakes, imitation crab, lobster, lobster tails, crawfish, crayfish, mussels
clams, littleneck clams, oysters, squid, calamari, octopus, seafood
beef hot links, hot links, flank, breakfast links, chitterlings, tripe
`,
  brands: `
oscar mayer, hillshire farm, boars head, johnsonville, jimmy dean, ball park, nathans, hebrew national
applegate, smithfield, perdue, foster farms, bell and evans, butterball, jennie o, land o frost
dietz and watson, sabrett, niman ranch, aidells, eckrich, farmer john, hatfield, tyson, bar s,
bob evans, farmland, gwaltney, buddig, lunchables, goldn plump, pilgrims, sanderson farms,
springer mountain farms, smart chicken, just bare, honeysuckle white, shady brook farms, plainville farms,
certified angus beef, lauras lean, wellshire, kayem, al fresco, premio, jones dairy farm, nueskes,
coleman natural, vienna beef, kiolbassa, john morrell, sugardale, tennessee pride, daniele, citterio,
creminelli, maple leaf, schneiders, lilydale, pillers
`,
};
