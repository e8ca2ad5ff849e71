import type { LexiconSection } from './lexicon-section';

/** Hair, skin, oral and shaving care, feminine care, cosmetics, medicine, vitamins and first aid. */
export const PERSONAL_CARE: LexiconSection = {
  category: 'Personal Care',
  terms: `
makeup remover wipes, facial wipes, cleansing cloths, wash, moisturizing cream, itch cream, gel, balm
face mask, sheet mask, facial mist, face mist
multi vitamin, daily multi, vitamin gummies, softgels, capsules, veggie capsules, caplets, tablets
chewable tablets, chewables, effervescent tablets, liquid gels, liqui gels, dietary supplement
supplement, probiotic, prebiotic, krill oil, coq10, b complex, glucosamine, pain relief
pain relief cream, pain relieving cream, muscle rub, headache powders, allergy relief, cold and flu
test strips, glucose test strips, lancets, first aid, face cleanser, scrub, face serum, styling gel
personal care, toiletries, shampoo, conditioner, shampoo and conditioner, dry shampoo
leave in conditioner, hair mask, hair oil, hair gel, mousse, hair mousse, hairspray, hair spray, pomade
hair wax, hair dye, hair color, hair ties, scrunchies, bobby pins, hair clips, headbands, hair brush
hairbrush, comb, detangler, heat protectant, curl cream, soap, bar soap, body wash, shower gel, hand soap
liquid hand soap, hand wash, foaming hand soap, hand sanitizer, body lotion, lotion, hand lotion
hand cream, body butter, shea butter, cocoa butter, moisturizer, face moisturizer, face cream
night cream, eye cream, face wash, facial cleanser, cleanser, micellar water, toner, serum, retinol
exfoliant, face scrub, body scrub, loofah, bath sponge, bath bombs, bubble bath, bath salts, epsom salt
sunscreen, sunblock, after sun, aloe vera gel, aloe gel, tanning lotion, self tanner, deodorant
antiperspirant, body spray, cologne, perfume, body powder, toothpaste, toothbrush, electric toothbrush
toothbrush heads, brush heads, dental floss, floss, floss picks, flossers, mouthwash, mouth rinse
whitening strips, crest white strips, teeth whitening, denture cleaner, polident, fixodent
denture adhesive, tongue scraper, breath spray, razors, razor blades, razor cartridges
disposable razors, shaving cream, shave gel, shaving gel, aftershave, beard oil, beard trimmer
electric razor, trimmer, tampons, pads, maxi pads, panty liners, pantyliners, sanitary pads
menstrual pads, period underwear, menstrual cups, feminine wash, summers eve, vagisil, monistat
adult diapers, incontinence pads, medicine, ibuprofen, advil, motrin, acetaminophen, tylenol
aspirin, bayer aspirin, aleve, naproxen, excedrin, pain reliever, pain killers, allergy medicine
allergy pills, antihistamine, claritin, zyrtec, allegra, benadryl, loratadine, cetirizine, flonase
nasal spray, saline spray, sudafed, decongestant, mucinex, cold medicine, flu medicine, nyquil, dayquil
theraflu, cough syrup, robitussin, delsym, cough drops, halls, throat lozenges, lozenges, airborne
emergen c, antacid, tums, rolaids, pepto bismol, pepto, imodium, laxative, miralax, dulcolax
stool softener, fiber supplement, metamucil, gas x, prilosec, nexium, pepcid, dramamine
motion sickness pills, sleep aid, zzzquil, unisom, melatonin, vitamins, vitamin, multivitamin
daily vitamins, gummy vitamins, vitamin c, vitamin d, vitamin d3, vitamin b12, b12, vitamin e, calcium
magnesium, iron supplement, zinc, potassium, fish oil, omega 3, probiotics, prenatal vitamins, biotin
collagen, collagen peptides, turmeric supplement, elderberry, elderberry syrup, supplements, band aids
bandaids, bandages, adhesive bandages, gauze, medical tape, first aid kit, neosporin
antibiotic ointment, hydrocortisone cream, cortisone cream, anti itch cream, calamine lotion
rubbing alcohol, isopropyl alcohol, hydrogen peroxide, cotton balls, cotton rounds, cotton pads
cotton swabs, q tips, qtips, thermometer, heating pad, ace bandage, blister bandages, moleskin
eye drops, visine, contact solution, contact lens solution, saline solution, ear drops, ear plugs
earplugs, makeup, mascara, eyeliner, eyeshadow, lipstick, lip gloss, lip balm, chapstick, carmex, blistex
foundation, concealer, blush, bronzer, makeup primer, setting spray, makeup remover, makeup wipes
nail polish, nail polish remover, nail clippers, nail file, emery boards, tweezers, false lashes
makeup brushes, beauty blender, condoms, lube, lubricant, pregnancy test, ovulation test, plan b
vaseline, petroleum jelly, aquaphor, gold bond, tea tree oil, essential oils, witch hazel, lip scrub
face masks, sheet masks, pimple patches, acne cream, acne wash, dandruff shampoo
meds, face wipes, hand warmers, foot cream, corn pads, insoles, shoe inserts, denture tablets
masque, hair masque, mask
fragrance mist, body mist, eau de toilette, eau de parfum, blood pressure monitor, glucose meter, acne patches, press on nails, nail kit, hair treatment, foot powder, beeswax, polish remover, menstrual disc, incontinence underwear, hair remover, hair removal cream
`,
  brands: `
colgate, crest, sensodyne, aquafresh, oral b, listerine, scope, toms of maine, gillette, schick, venus
harrys, dove, axe, old spice, secret, degree, right guard, native, suave, pantene, head and shoulders
herbal essences, tresemme, garnier, loreal, olay, neutrogena, cetaphil, cerave, aveeno, eucerin
lubriderm, jergens, nivea, banana boat, coppertone, sun bum, burts bees, always, tampax, kotex, playtex
u by kotex, stayfree, carefree, poise, depend, maybelline, revlon, covergirl, elf cosmetics, rimmel
nyx, physicians formula, st ives, noxzema, clean and clear, biore, differin, nature made, centrum
one a day, natures bounty, vitafusion, olly, zicam, vicks, bengay, icy hot, salonpas, trojan, durex
first response, clearblue, dr teals, aussie, not your mothers, shea moisture, cantu, irish spring, dial
ivory, softsoap, lever 2000, caress, zest soap, safeguard, bath and body works, purell, germ x, curad
nexcare, bausch and lomb, opti free, renu, systane, band aid, edge shave gel,
garnier fructis, loreal paris, ogx, sheamoisture, carols daughter, mielle, as i am, aunt jackies,
creme of nature, dark and lovely, palmers, nexxus, redken, paul mitchell, john frieda, clairol, nice n easy,
schwarzkopf, got2b, its a 10, batiste, living proof, briogeo, olaplex, moroccanoil, vo5, pert, selsun blue,
nizoral, sunsilk, manic panic, rogaine, viviscal, nioxin, aqua net, curel, la roche posay, vanicream, ponds,
proactiv, clearasil, stridex, eos, hawaiian tropic, supergoop, australian gold, blue lizard, eltamd,
first aid beauty, cosrx, mario badescu, thayers, bioderma, avene, cocokind, pacifica, hero cosmetics,
mighty patch, glow recipe, tula, drunk elephant, the inkey list, amlactin, okeeffes, kiehls, clinique,
estee lauder, lancome, e45, dr bronners, radox, dollar shave club, barbasol, skintimate, cremo,
every man jack, dr squatch, duke cannon, nair, veet, speed stick, arrid, mitchum, certain dri, lume,
wet ones, biotene, therabreath, plackers, dentek, waterpik, sonicare, efferdent, poligrip, opalescence,
anbesol, parodontax, thinx, tena, divacup, skyn, astroglide, wet n wild, milani, almay, sally hansen, opi,
essie, cutex, ardell, real techniques, ecotools, urban decay, too faced, fenty beauty, rare beauty, glossier,
colourpop, morphe, lip smackers, china glaze, orly, sinful colors, bareminerals, it cosmetics, max factor,
no7, jovan, bayer, bufferin, goodys, midol, pamprin, zantac, alka seltzer, kaopectate, beano, benefiber,
citrucel, senokot, ex lax, colace, preparation h, tucks, culturelle, cold eeze, xyzal, nasacort, afrin,
ricola, ludens, cepacol, chloraseptic, sucrets, fishermans friend, coricidin, triaminic, dimetapp, hylands,
boiron, oscillococcinum, gaviscon, maalox, mylanta, bonine, natrol, garden of life, natures way, solgar,
now foods, rainbow light, spring valley, nordic naturals, osteo bi flex, move free, schiff, citracal,
caltrate, os cal, flintstones vitamins, smartypants, lil critters, zarbees, sambucol, sundown naturals,
megared, qunol, ecotrin, vital proteins, ancient nutrition, optimum nutrition, muscletech, hydroxycut,
jamieson, prevagen, polysporin, bactine, cortizone 10, caladryl, lamisil, lotrimin, tinactin, compound w,
dr scholls, abreva, dermoplast, clear eyes, rohto, biotrue, debrox, murine, ocuvite, preservision, biofreeze,
aspercreme, tiger balm, thermacare, voltaren, absorbine jr, blue emu, azo, ayr, neilmed, xlear,
breathe right, nicorette, nicoderm cq, equate, topcare, nurofen, strepsils, lemsip, calpol, rennie, benylin,
buckleys, gravol, reactine
`,
};
