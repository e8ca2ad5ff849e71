import type { LanguageLexicon } from './language-lexicon';

/**
 * French: the products a household in France, Belgium, Switzerland or Québec types on a shopping list, per aisle —
 * generic names, irregular plurals, regional words, brands used as product names and the phrases whose head would
 * mislead — with the freezer, shelf, pet and baby modifiers, filler words and units of French lists.
 */
export const FRENCH_LEXICON: LanguageLexicon = {
  language: 'fr',
  terms: {
    Produce: `
fruits, fruit, légumes, légume, fruits et légumes, primeur, primeurs, fruits de saison, légumes de saison
pomme, pommes, pommes rouges, pommes vertes, pommes jaunes, pommes golden, golden, pommes gala, gala
pommes granny, granny smith, granny, pink lady, pommes pink lady, reinette, reinettes, reine des reinettes
pommes reinettes, canada gris, reinette grise du canada, boskoop, jonagold, jonagored, braeburn, fuji
elstar, chantecler, ariane, pommes cox, cox orange, pommes à cuire, pommes à couteau, pommes mcintosh
cortland, pommes cortland, pommes spartan, honeycrisp, pommes de saison, pommes bicolores
poire, poires, poires williams, poire conférence, conférence, poires comice, doyenné du comice
passe-crassane, louise-bonne, poires rochas, poires guyot, poires abate, nashi, poire nashi, poire asiatique
banane, bananes, bananes bio, bananes plantain, banane plantain, plantain, plantains, banane légume
bananes frécinette, mini bananes, bananes vertes
orange, oranges, oranges à jus, orange à jus, oranges de table, oranges sanguines, orange sanguine, sanguines
navel, oranges navel, maltaise, oranges maltaises, valencia, clémentine, clémentines, clémentines corses
mandarine, mandarines, satsuma, satsumas, tangerine, tangerines, tangelo, agrumes
citron, citrons, citron jaune, citrons jaunes, citron vert, citrons verts, lime, limes, limette, limettes
combava, citron caviar, pamplemousse, pamplemousses, pomelo, pomélo, pomelos, kumquat, kumquats, cédrat
bergamote, yuzu
raisin, raisins, raisin blanc, raisins blancs, raisin noir, raisins noirs, raisin rouge, raisin muscat
muscat, chasselas, raisin italia, raisin sans pépins, grappe de raisin
fraise, fraises, gariguette, gariguettes, mara des bois, fraises des bois, fraise des bois, ciflorette
framboise, framboises, myrtille, myrtilles, bleuet, bleuets, mûre, mûres, groseille, groseilles
groseilles à maquereau, cassis, canneberge, canneberges, atoca, atocas, airelle, airelles
fruits rouges, fruits des bois, petits fruits, baies, mûres sauvages
cerise, cerises, griotte, griottes, bigarreau, bigarreaux, burlat
pêche, pêches, pêches blanches, pêches jaunes, pêche plate, pêches plates, pêches de vigne, brugnon
brugnons, nectarine, nectarines, abricot, abricots, abricots frais, prune, prunes, reine-claude
reines-claudes, mirabelle, mirabelles, quetsche, quetsches, prune d'ente, prunes rouges, coing, coings
kaki, kakis, plaquemine, grenade, grenades, graines de grenade, figue, figues, figues fraîches
figue de barbarie, figues de barbarie, datte, dattes, dattes medjool, dattes fraîches, dattes branchées
mangue, mangues, mangue avion, papaye, papayes, ananas, ananas victoria, pastèque, pastèques, melon d'eau
melon, melons, melon charentais, charentais, melon jaune, melon vert, melon galia, melon canari
cantaloup, cantaloups, melon miel, kiwi, kiwis, kiwi jaune, kiwi gold, kiwaï, kiwai, fruit de la passion
fruits de la passion, passion, maracuja, grenadille, fruit du dragon, pitaya, pitahaya, goyave, goyaves
litchi, litchis, letchi, letchis, lychee, ramboutan, ramboutans, longane, longanes, carambole, caramboles
physalis, noix de coco, coco frais, jacquier, durian, mangoustan, mangoustans, corossol, anone, feijoa
tamarin, kiwano, fruits exotiques, rhubarbe, avocat, avocats, avocat hass, avocats hass, avocat mûr
mini avocats, avocats à point
tomate, tomates, tomates cerises, tomate cerise, tomates cerise, tomates grappe, tomates en grappe
tomates allongées, tomates roma, tomate roma, tomates olivettes, olivette, tomates cocktail
tomates coeur de boeuf, tomate coeur de boeuf, tomates cœur de bœuf, coeur de boeuf, cœur de bœuf
tomates anciennes, tomates rondes, tomates vertes, tomates jaunes, noire de crimée, tomate noire
tomates marmande, marmande, tomates cerises allongées, tomates de plein champ, tomates en vrac
concombre, concombres, mini concombres, concombre libanais
courgette, courgettes, courgettes rondes, courgette ronde, courgette jaune, fleurs de courgette
courge, courges, butternut, courge butternut, doubeurre, potimarron, potimarrons, potiron, potirons
citrouille, citrouilles, courge spaghetti, pâtisson, pâtissons, giraumon, courge musquée, sucrine du berry
laitue, laitues, salade, salades, salade verte, batavia, batavias, feuille de chêne, feuilles de chêne
romaine, romaines, laitue romaine, coeur de romaine, coeurs de romaine, sucrine, sucrines, iceberg
laitue iceberg, coeur de laitue, coeurs de laitue, cœurs de laitue, frisée, salade frisée, chicorée frisée
scarole, escarole, mâche, doucette, rampon, roquette, cresson, cresson de fontaine, pissenlit, pissenlits
mesclun, jeunes pousses, pousses d'épinards, mélange de salades, salade en sachet, salade lavée
salade prête à consommer, mix salade, trévise, radicchio, lollo rossa, lollo, chicorée rouge
épinard, épinards, épinards frais, épinards en branches, pousses d'épinard, endive, endives, chicon
chicons, endive rouge, blette, blettes, bette, bettes, poirée, côtes de blettes, carde, cardes, cardon
cardons, oseille, pourpier, salicorne, salicornes, ortie, orties
chou, choux, chou blanc, chou rouge, chou vert, chou frisé, chou de milan, chou pointu, chou chinois
chou de chine, pe-tsaï, pe tsai, pak choi, pak choï, bok choy, chou kale, kale, chou-fleur, chou fleur
choux-fleurs, choux fleurs, choufleur, chou romanesco, romanesco, chou de bruxelles, choux de bruxelles
chou-rave, chou rave, choux-raves, brocoli, brocolis, brocoli violet, broccoli, bimi, brocolini
carotte, carottes, carottes nouvelles, carottes fanes, carottes en botte, carottes des sables
carottes jaunes, carottes violettes, carottes râpées, bâtonnets de carottes, mini carottes, carottes de couleur
céleri, céleris, céleri branche, céleri-branche, branches de céleri, céleri rave, céleri-rave, celeri rave
fenouil, fenouils, bulbe de fenouil, asperge, asperges, asperges vertes, asperges blanches, asperges violettes
pointes d'asperges, artichaut, artichauts, artichaut violet, artichauts poivrade, poivrade
haricots verts, haricot vert, haricots verts extra-fins, haricots beurre, haricot beurre, haricots plats
haricots coco, haricots à écosser, haricots cocos, mange-tout, mangetout, pois mange-tout, pois gourmands
pois gourmand, petits pois, petit pois, pois frais, fève, fèves, fèves fraîches, edamame, edamames
maïs, épi de maïs, épis de maïs, maïs en épi, maïs doux, blé d'inde, épis de blé d'inde
aubergine, aubergines, aubergine graffiti, poivron, poivrons, poivron rouge, poivrons rouges
poivron vert, poivrons verts, poivron jaune, poivrons jaunes, poivron orange, poivrons tricolores
poivrons doux, mini poivrons, poivrons corne, piment, piments, piment vert, piment rouge, piments frais
piment doux, piment antillais, jalapeño, jalapenos, jalapeño frais, habanero
pomme de terre, pommes de terre, patate, patates, pdt, pommes de terre nouvelles, grenaille, grenailles
pommes de terre grenaille, pommes de terre à purée, pommes de terre à frites, pommes de terre à chair ferme
pommes de terre vapeur, pommes de terre primeur, bintje, ratte, rattes
vitelotte, agria, monalisa, mona lisa, belle de fontenay, roseval, pommes de terre rouges
patate douce, patates douces, patate douce orange, igname, ignames, manioc, taro, dachine, malanga
oignon, oignons, oignon jaune, oignons jaunes, oignon rouge, oignons rouges, oignon blanc, oignons blancs
oignons doux, oignon doux, oignons des cévennes, oignons nouveaux, oignon nouveau, cébette, cébettes
ciboule, ciboules, échalote, échalotes, échalion, échalote grise, échalotes longues, poireau, poireaux
mini poireaux, blanc de poireau, ail, ail rose, ail blanc, ail violet, ail frais, ail nouveau, tête d'ail
têtes d'ail, gousses d'ail, ail des ours, aillet, ail noir, gingembre, gingembre frais, racine de gingembre
galanga
betterave, betteraves, betteraves cuites, betterave cuite, betterave rouge, betterave crue, betteraves chioggia
radis, radis rose, radis roses, radis noir, radis blanc, radis daikon, daikon, navet, navets
navets nouveaux, rutabaga, rutabagas, panais, topinambour, topinambours, salsifis, scorsonère, crosnes
cerfeuil tubéreux, racine de persil, persil tubéreux, chou navet, légumes anciens, légumes racines
champignon, champignons, champignons de paris, champignon de paris, champignons blancs, champignons bruns
champignons émincés, champignons frais, cèpe, cèpes, girolle, girolles, chanterelle, chanterelles
morille, morilles, pleurote, pleurotes, shiitaké, shiitakés, shiitake, enoki, enokis, trompettes de la mort
pied de mouton, pieds de mouton, portobello, portobellos, champignons portobello, mousserons, truffe fraîche
champignons des bois, champignons sauvages, mélange forestier, pholiotes, shimeji
herbes, fines herbes, herbes fraîches, herbes aromatiques, basilic, basilic thaï, basilic frais, coriandre
coriandre fraîche, persil, persil plat, persil frisé, aneth, menthe, menthe fraîche, feuilles de menthe
romarin, thym, thym frais, thym citron, sauge, estragon, cerfeuil, ciboulette, citronnelle, livèche
marjolaine, sarriette, feuilles de curry, feuilles de combava, shiso, mélisse
plant de basilic, pot de basilic, plants d'herbes, bouquet de persil, bouquet de coriandre
germes de soja, pousses de soja, germes de luzerne, graines germées, pousses de radis, micro-pousses
alfalfa, jeunes pousses d'épinards
tofu, tofu ferme, tofu nature, tofu fumé, tofu soyeux, tofu mariné, tempeh, seitan
houmous, hoummous, humus, hummus, houmous nature, guacamole, guac, tzatziki, caviar d'aubergine
baba ganoush, pico de gallo, kimchi
salade de fruits, fruits coupés, fruits découpés, ananas coupé, melon coupé
crudités, plateau de crudités, légumes à croquer, légumes pour soupe, légumes pour pot-au-feu
légumes à potage, légumes pour couscous, légumes découpés, julienne de légumes, spaghettis de courgettes
riz de chou-fleur, légumes émincés, légumes pour wok, mélange de légumes frais, chou râpé, carottes en bâtonnets
canne à sucre, aloe vera feuille, châtaigne, châtaignes, châtaignes fraîches
`,
    Bakery: `
pain, pains, boulangerie, pain frais, pain du jour, pain blanc, pain complet, pain aux céréales, pain multicéréales
pain de campagne, pain au levain, pain de seigle, pain aux noix, pain aux olives, pain aux figues
pain aux raisins, pain au maïs, pain d'épeautre, pain sans gluten, pain bis, pain noir, pain gris
pain paysan, pain rustique, pain viennois, pain cocotte, pain à l'ancienne, pain aux graines, pain au son
pain de mie, pain de mie complet, pain de mie nature, pain de mie sans croûte, pain de mie brioché, pain tranché
pain en tranches, pain à sandwich, pain sandwich, pain à toast, pain toast, pain brioché, pain hamburger
pains hamburger, pain burger, pains burger, pain à burger, pains à burger, pain à hamburger, buns, bun
pain hot-dog, pains hot-dog, pain à hot-dog, pains à hot-dog, pain à hot dog, pain pita, pains pita, pita, pitas
pain libanais, pain naan, naan, naans, pain chapati, chapati, pain turc, pide, pain kebab, galette kebab
pain polaire, pain nordique, pain batbout, batbout, msemen, harcha, matlouh, khobz, pain arabe
baguette, baguettes, demi-baguette, baguette tradition, baguettes tradition, tradition, baguette de tradition
baguette viennoise, baguettes viennoises, baguette précuite, baguettes précuites, pain précuit, pain à cuire
flûte, flûtes, ficelle, ficelles, bâtard, bâtards, boule de pain, boule de campagne, miche, miches
couronne de pain, épi de pain, fougasse, fougasses, focaccia, ciabatta, pain ciabatta, pain italien
petits pains, petit pain, petits pains au lait, pistolet, pistolets, pain individuel
pain au lait, pains au lait, navette, navettes, pain aux céréales tranché, pain de seigle tranché
pumpernickel, pain allemand, bretzel, bretzels, bretzel alsacien, bagel, bagels, muffins anglais
english muffins, tortilla, tortillas, tortillas de blé, tortillas de maïs, galettes de blé, wraps, wrap
fajitas, galette, galettes, galette de sarrasin, galettes de sarrasin, galettes de blé noir
galette des rois, galettes des rois, frangipane, couronne des rois, gâteau des rois
croissant, croissants, croissant au beurre, croissants au beurre, croissant aux amandes, croissants aux amandes
pain au chocolat, pains au chocolat, chocolatine, chocolatines, pain aux raisins roulé, escargot aux raisins
chausson aux pommes, chaussons aux pommes, chausson, chaussons, pain suisse, pains suisses, brioche suisse
viennoiserie, viennoiseries, mini viennoiseries, brioche, brioches, brioche tressée, brioche tranchée
brioche vendéenne, brioche au sucre, brioche aux pépites, brioche parisienne, tresse, tresses, taillaule
cuchaule, kouglof, kougelhopf, kugelhopf, kouign-amann, kouign amann, chouquette, chouquettes
pain perdu, pain d'épices, pain d'épice, cramique, craquelin, couque, couques, couque suisse, couque au beurre
cougnou, cougnous, sandwich suédois, gosette, gosettes
gâteau, gâteaux, gâteau d'anniversaire, gâteau au chocolat, gâteau aux pommes, gâteau basque, gâteau breton
gâteau marbré, marbré, quatre-quarts, quatre quarts, cake, cake aux fruits, cake au citron, far breton, far
clafoutis, financier, financiers, moelleux au chocolat, fondant au chocolat, brownie
brownies, cheesecake, cheese cake, génoise, génoises, biscuit de savoie, gâteau de savoie, baba au rhum, babas
savarin, charlotte aux fraises, fraisier, framboisier, forêt noire, forêt-noire, opéra, mille-feuille
mille-feuilles, millefeuille, paris-brest, saint-honoré, religieuse, religieuses, éclair, éclairs
éclair au chocolat, éclair au café, choux à la crème, chou à la crème, macaron
macarons, meringue, meringues, pavlova, tarte, tartes, tarte aux pommes, tarte aux fraises, tarte au citron
tarte au citron meringuée, tarte tatin, tarte aux abricots, tarte aux poires, tarte bourdaloue, tarte au sucre
tarte au riz, tarte au flan, tartelette, tartelettes, tartelettes aux fraises, flan pâtissier, flan parisien
flan boulanger, tarte normande, tarte aux myrtilles, tarte aux prunes, tarte alsacienne, tarte au fromage blanc
tourte, tourtes, bûche de noël, bûche pâtissière, bûche, bûches, panettone, panettones, stollen, pandoro
beignet, beignets, beignets au chocolat, beignets aux pommes, bugnes, merveilles, oreillettes, donut, donuts
doughnut, muffin, muffins, muffins au chocolat, cupcake, cupcakes, cookies de boulangerie, palmier, palmiers
sacristain, sacristains, chausson napolitain, torsades au chocolat, pain aux raisins
crêpe, crêpes, crêpes bretonnes, crêpes de froment, crêpes fourrées, crêpes sucrées, blinis, blini
pancake, pancakes, gaufre, gaufres, gaufres de liège, gaufre de liège, gaufres de bruxelles, gaufres fourrées
crumpets, scones, scone, pain de noël, tarte au citron vert, pâtisserie, pâtisseries, patisserie
fond de pizza frais, pâte à pizza, pâte à pizza fraîche, pizza crust, pain à l'ail
pain d'épices en tranches, mini pains, pain burger brioché
harrys, harry's, jacquet, pasquier, brioche pasquier, la boulangère, pitch, brossard, savane, bridor
`,
    'Meat & Seafood': `
viande, viandes, boucherie, viande fraîche, viande rouge, viande blanche, viande hachée, viandes hachées
viande à fondue, viande à raclette, viande pour fondue, viande à griller, viande à brochettes, viande bovine
boeuf, bœuf, boeuf haché, bœuf haché, boeuf haché maigre, boeuf haché mi-maigre, boeuf haché extra-maigre
haché, hachés, haché de boeuf, haché porc et veau, haché mixte, steak haché, steaks hachés, steak hachés
steack haché, steacks hachés, steak, steaks, steack, bifteck, biftecks, hamburger, hamburgers, burgers de boeuf
entrecôte, entrecôtes, faux-filet, faux filet, faux-filets, contre-filet, contrefilet, rumsteck, romsteck
rumsteak, bavette, bavettes, bavette d'aloyau, onglet, onglets, hampe, hampes, filet de boeuf, filet de bœuf
tournedos, chateaubriand, côte de boeuf, côte de bœuf, côtes de boeuf, rôti de boeuf, rôti de bœuf, rôti
rôtis, rosbif, rosbeef, roast beef, paleron, macreuse, jarret, jarret de boeuf, gîte, gîte à la noix
plat de côtes, pot-au-feu, pot au feu, viande pot-au-feu, boeuf bourguignon, bœuf bourguignon
viande à bourguignon, bourguignon, boeuf à braiser, bœuf à braiser, boeuf à mijoter, daube
carpaccio, carpaccio de boeuf, tartare, tartare de boeuf, steak tartare, filet américain, américain
américain préparé, joue de boeuf, joues de boeuf, joue de porc, queue de boeuf, langue de boeuf, langue
surlonge, steak de surlonge, bifteck de surlonge, steak de bifteck de côte, faux-filet de boeuf
aloyau, t-bone, côte à l'os, basse côte, basses côtes, entrecôte de boeuf, bavette de flanchet, flanchet
tripes, tripoux, gras-double, rognons, rognon, rognons de veau, foie de veau, foie de génisse
ris de veau, cervelle, abats, museau, museau de porc, tête de veau, pieds de porc, pied de porc, oreilles de porc
veau, viande de veau, escalope, escalopes, escalope de veau, escalopes de veau, côte de veau, côtes de veau
rôti de veau, blanquette, blanquette de veau, veau pour blanquette, osso bucco, osso-buco, osso buco
tendron, tendrons, paupiette, paupiettes, paupiettes de veau, grenadin, noix de veau, sauté de veau, veau haché
porc, viande de porc, côte de porc, côtes de porc, côtelette de porc, côtelettes de porc, échine, échine de porc
filet mignon, filet mignon de porc, filet de porc, rôti de porc, travers, travers de porc, ribs, ribs de porc
spare ribs, poitrine de porc, poitrine, poitrine fumée, poitrine salée, poitrine roulée, porc haché, sauté de porc
palette, palette de porc, palette à la diable, jambonneau, jambonneaux, jarret de porc, longe de porc, carré de porc
porc effiloché, pulled pork, petit salé, petit salé aux lentilles, lard, lard fumé, lard salé, lardons
lardons fumés, lardons nature, allumettes de lardons, allumettes fumées, bacon, bacon fumé, tranches de bacon
bacon de dinde, pancetta, guanciale, jambon, jambons, jambon blanc, jambon cuit, jambon de paris, jambon supérieur
jambon à l'os, jambon braisé, jambon fumé, jambon tranché, jambon découenné, jambon dégraissé, jambon de dinde
jambon de poulet, jambon de volaille, blanc de dinde, blancs de dinde, blanc de poulet, blancs de poulet
jambon cru, jambon sec, jambon de bayonne, jambon de parme, jambon serrano, serrano, jambon ibérique, pata negra
jambon de savoie, jambon d'auvergne, jambon de vendée, jambon d'ardenne, jambon fumé d'ardenne, jambon de york
prosciutto, speck, coppa, bresaola, viande des grisons, viande séchée, viande séchée des grisons, lonzo
saucisse, saucisses, saucisse de toulouse, saucisses de toulouse, saucisse de strasbourg, saucisses de strasbourg
saucisses de francfort, saucisse de francfort, francfort, knack, knacks, knacki, knackis, saucisses knacki
saucisses cocktail, saucisses apéritif, saucisse fumée, saucisses fumées, saucisse de morteau, morteau
saucisse de montbéliard, montbéliard, saucisse de vienne, saucisses viennoises, saucisse blanche, saucisses de veau
saucisse de veau, saucisse aux choux, saucisson vaudois, longeole, atriau, atriaux, diots, diot, cervelas
chipolata, chipolatas, merguez, saucisses de volaille, saucisses de poulet, saucisses italiennes, saucisse italienne
saucisses à hot-dog, saucisse à hot-dog, saucisses hot dog, saucisse hot dog, wieners, hot-dogs, bratwurst
chorizo, chorizo doux, chorizo fort, salami, salamis, saucisson, saucissons, saucisson sec, saucissons secs
saucisson à l'ail, saucisson à cuire, saucisson brioché, rosette, rosette de lyon, jésus, fuet, mini saucissons
pepperoni, mortadelle, mortadella, andouille, andouillette, andouillettes, boudin, boudin noir, boudin blanc
boudins, boudin antillais, boudin créole, chair à saucisse, farce, farce à tomates, farce fine, baloney, bologne
pâté de campagne, pâté en croûte, pâté de foie, pâté de tête, pâté breton, pâté de lapin, pâté forestier
pâté de canard, pâté à l'ancienne, pâté croûte, pâtés croûte, terrine, terrines, terrine de campagne
terrine de canard, terrine de lapin, mousse de canard, mousse de foie, rillettes, rillettes de porc, rillettes du mans
rillettes de tours, rillettes de canard, rillettes de poulet, rillettes de saumon, rillettes de thon, rillons
cretons, creton, tête fromagée, fromage de tête, galantine, foie gras, foie gras de canard, foie gras d'oie
bloc de foie gras, foie gras mi-cuit, charcuterie, charcuteries, assiette de charcuterie, plateau de charcuterie
charcuterie italienne, smoked meat, viande fumée, pastrami, pain de viande, pain de veau
poulet, poulets, poulet entier, poulet fermier, poulet label rouge, poulet jaune, poulet de bresse, poulet prêt à cuire
poulet pac, poularde, poulardes, chapon, chapons, coquelet, coquelets, poussin, poule, poule au pot, poule à bouillir
blanc de poulet cru, filet de poulet, filets de poulet, escalope de poulet, escalopes de poulet, aiguillettes de poulet
aiguillettes, suprême de volaille, suprêmes de poulet, cuisse de poulet, cuisses de poulet, haut de cuisse
hauts de cuisses, hauts de cuisse, pilon, pilons, pilons de poulet, ailes de poulet, aile de poulet, ailerons
ailerons de poulet, manchons, manchons de poulet, wings, poitrine de poulet, poitrines de poulet, émincés de poulet
émincé de poulet, sauté de poulet, poulet haché, brochettes de poulet, poulet mariné, foies de volaille
foie de volaille, gésiers, gésiers de volaille, gésiers confits, coeurs de poulet, carcasses de poulet
volaille, volailles, dinde, dindes, dindonneau, escalope de dinde, escalopes de dinde, filet de dinde
rôti de dinde, cuisse de dinde, sauté de dinde, émincés de dinde, dinde hachée, paupiettes de dinde
cordon bleu, cordons bleus, cordon-bleu, escalope panée, escalopes panées, schnitzel
canard, canards, magret, magrets, magret de canard, magrets de canard, aiguillettes de canard, cuisse de canard
cuisses de canard, filet de canard, pintade, pintades, pintadeau, caille, cailles, pigeon, pigeonneau
oie, oies, dinde de noël, gibier, chevreuil, biche, cerf, sanglier, lièvre, faisan, perdrix, gigue de chevreuil
lapin, lapins, râble de lapin, cuisse de lapin, cuisses de lapin, lapin découpé, autruche, bison, kangourou
agneau, agneaux, viande d'agneau, gigot, gigots, gigot d'agneau, épaule d'agneau, souris d'agneau
côtelettes d'agneau, côtelette d'agneau, côtelettes, côtelette, carré d'agneau, selle d'agneau, navarin
navarin d'agneau, sauté d'agneau, collier d'agneau, agneau haché, mouton, chevreau, cabri
cheval, viande de cheval, steak de cheval, boeuf de kobe, wagyu, angus, charolais, limousine, blonde d'aquitaine
brochette, brochettes, brochettes de boeuf, brochettes mixtes, kebab viande, viande kebab, gyros, chawarma
shawarma, grillades, barbecue viande, assortiment barbecue, plancha viande, boulettes, boulettes de viande
boulettes de boeuf, boulettes d'agneau, boulettes de porc, kefta, keftas, kefta d'agneau, saucisse de bœuf
viande halal, boucherie halal, poulet halal, viande casher, osso bucco de dinde, émincés, émincé de boeuf
poisson, poissons, poissonnerie, poisson frais, filet de poisson, filets de poisson, poisson blanc, poissons blancs
saumon, saumons, pavé de saumon, pavés de saumon, filet de saumon, filets de saumon, dos de saumon, saumon frais
saumon atlantique, saumon sauvage, saumon d'écosse, saumon de norvège, saumon fumé, saumons fumés, saumon gravlax
gravlax, saumon mariné, truite, truites, truite fumée, truite saumonée, filets de truite, pavé de truite
cabillaud, dos de cabillaud, filet de cabillaud, filets de cabillaud, morue, morue salée, morue dessalée
colin, colin d'alaska, lieu, lieu noir, lieu jaune, merlu, merlus, merluchon, merlan, merlans, églefin, eglefin
aiglefin, haddock, haddock fumé, sole, soles, limande, limandes, limande-sole, plie, carrelet, turbot, barbue
bar, bars, loup, loup de mer, daurade, daurades, dorade, dorades, dorade royale, dorade grise, pageot, rouget
rougets, rouget barbet, grondin, vivaneau, mérou, maquereau, maquereaux, maquereau frais
maquereaux frais, maquereau fumé, maquereaux fumés, hareng, harengs, harengs fumés, hareng fumé, filets de hareng
harengs marinés, rollmops, hareng doux, kipper, sprat, sprats, éperlan, éperlans, friture
steak de thon, steaks de thon, pavé de thon, pavés de thon, thon rouge, longe de thon
espadon, steak d'espadon, lotte, queue de lotte, baudroie, raie, aile de raie, ailes de raie, saint-pierre
flétan, flétan fumé, tilapia, pangasius, perche, perche du nil, filets de perche, brochet, sandre, anguille
anguille fumée, silure, mulet, julienne, lingue, congre, carpe, omble chevalier, féra, palée, sébaste, panga
poulpe, poulpes, pieuvre, calamar, calamars, calmar, calmars, encornet, encornets, seiche, seiches, chipirons
supions, anneaux de calamar, tentacules, crevette, crevettes, crevettes roses, crevettes grises, crevettes cuites
crevettes crues, crevettes décortiquées, crevettes tigrées, crevettes géantes, grosses crevettes, crevettes bouquet
gambas, gamba, langoustine, langoustines, homard, homards, langouste, langoustes, crabe, crabes
tourteau, tourteaux, araignée de mer, étrille, crabe des neiges, pattes de crabe, chair de crabe, écrevisse
écrevisses, moule, moules, moules de bouchot, moules de hollande, moules marinières, huître, huîtres, huitres
spéciales de claire, belons, coquilles saint-jacques, coquille saint-jacques
saint-jacques, st jacques, noix de saint-jacques, noix de st jacques, pétoncles, pétoncle, praires, palourdes
palourde, coques, coque, clams, couteaux de mer, bulots, bulot, bigorneaux, bigorneau, oursins, oursin
fruits de mer, plateau de fruits de mer, cocktail de fruits de mer
surimi, bâtonnets de surimi, batonnets de surimi, miettes de surimi, crabe surimi, tarama, taramas
oeufs de lump, œufs de lump, oeufs de saumon, œufs de saumon, oeufs de truite, oeufs de cabillaud, caviar
caviar de hareng, poutargue, boutargue, anchois marinés, boquerones, ceviche, tartare de saumon
carpaccio de saumon, saumon en tranches, truite en tranches, poisson fumé, poissons fumés
herta, fleury michon, madrange, justin bridou, cochonou, aoste, le gaulois, père dodu, maître coq, loué
charal, bigard, socopa, labeyrie, delpeyrat, guyader, stoeffler, isla délice
bordeau chesnel, tradilège, olida, cooperl, jean caby
`,
    'Dairy & Eggs': `
produits laitiers, crèmerie, crémerie, rayon frais, laitages, laitage
lait, laits, lait entier, lait demi-écrémé, lait demi écrémé, demi-écrémé, demi écrémé, lait écrémé, écrémé
lait frais, lait frais entier, lait pasteurisé, lait uht, lait stérilisé, lait cru, lait microfiltré
lait de vache, lait de ferme, lait bio, lait sans lactose, lait délactosé, lait 2%, lait 1%, lait 3.25%
lait de chèvre, lait de brebis, lait enrichi, lait vitaminé, lait 0%, lait à 2%
lait ribot, lait fermenté, laits fermentés, lait caillé, babeurre, petit-lait, lben, leben, raïb, ayran
lait chocolaté, lait au chocolat, lait fraise, lait aromatisé, lait frappé, lait de poule, cacolac
lait d'amande, lait amande, lait d'avoine, lait avoine, lait de soja, lait soja, lait de riz, lait riz
lait de noisette, lait de cajou, lait de coco à boire, lait végétal, laits végétaux, boisson végétale
boissons végétales, boisson à l'avoine, boisson avoine, boisson au soja, boisson soja, boisson amande
boisson à l'amande, boisson riz, boisson au riz, boisson noisette, boisson coco, boisson de soja, alpro
crème, crèmes, crème fraîche, crème fraîche épaisse, crème épaisse, crème liquide, crème entière
crème légère, crème allégée, crème fleurette, crème semi-épaisse, crème 35%, crème 15%, crème 10%
crème 30%, crème à fouetter, crème fouettée, crème à cuisson, crème cuisine, crème pour cuisiner
crème champêtre, crème sure, crème aigre, crème acidulée, crème d'isigny, crème de soja, crème soja
crème d'avoine, crème avoine, crème végétale, crème chantilly, chantilly, bombe chantilly, crème en bombe
crème à café, crème pour café, crème café, lait pour café, succédané de crème, coffee mate
coffee-mate, creamer, crème végétale pour café, mini crèmes, crème en portions, dosettes de lait, berlingots de lait
beurre, beurres, beurre doux, beurre demi-sel, beurre salé, beurre sel, beurre allégé, beurre tendre
beurre à tartiner, beurre de baratte, beurre cru, beurre aux cristaux de sel, beurre de cuisine, beurre pâtissier
beurre clarifié, ghee, beurre d'isigny, beurre d'échiré, beurre en plaquette, beurre en motte, motte de beurre
margarine, margarines, matière grasse, matière grasse à tartiner, matière grasse végétale, st hubert, saint hubert
planta, fruit d'or, fruit d'or pro activ, becel, primevère, tartine et croissant
oeuf, oeufs, œuf, œufs, oeufs frais, oeufs bio, oeufs plein air, oeufs de poules élevées en plein air
oeufs fermiers, oeufs extra-frais, oeufs extra frais, oeufs de poule, oeufs blancs, oeufs bruns, oeufs roux
oeufs de caille, oeufs de cane, oeufs datés, boîte d'oeufs, boîte d'œufs, boite d'oeufs, boîte de 6 oeufs
boîte de 12 oeufs, plateau d'oeufs, oeufs de calibre moyen, gros oeufs, blancs d'oeufs, blanc d'oeuf
blancs d'œufs, jaunes d'oeufs, jaune d'oeuf, oeufs durs, oeuf dur, oeufs liquides
yaourt, yaourts, yaourt nature, yaourts nature, yaourt aux fruits, yaourts aux fruits, yaourt à la grecque
yaourt grec, yaourts grecs, yaourt brassé, yaourts brassés, yaourt ferme, yaourt au lait entier, yaourt 0%
yaourt à boire, yaourts à boire, yaourt aromatisé, yaourts aromatisés, yaourt vanille, yaourt à la vanille
yaourt au soja, yaourts au soja, yaourt végétal, yaourt coco, yaourt au lait de brebis, yaourt de brebis
yaourt au lait de chèvre, yaourt sur lit de fruits, yaourt bifidus, bifidus, yaourt maigre, yaourt allégé
yogourt, yogourts, yogourt grec, yogourt à boire, yoghourt, yoghourts, yoghurt, yogurt, yogurts, yaourt liégeois
skyr, skyrs, kéfir, kefir, kéfir de lait, petits filous, petit filou, petits suisses
petit suisse, petit-suisse, petits-suisses, suisses, fromage blanc, fromages blancs, fromage blanc battu
fromage blanc en faisselle, faisselle, faisselles, fromage frais, fromages frais, fromage frais nature
fromage frais aux herbes, fromage à tartiner, fromage à la crème, fromage cottage, cottage cheese, cottage
séré, sérac, quark, ricotta, mascarpone, mozzarella, mozzarella di bufala, mozza, mozzarella râpée
burrata, stracciatella, fromage, fromages, fromage râpé, râpé, emmental râpé, gruyère râpé, parmesan râpé
fromage rapé, fromage à pizza, mélange pizza, fromage pour pizza, fromage en tranches, fromage tranché
fromage en dés, fromage fondu, fromages fondus, fromage à fondue, fromage à raclette, raclette, raclettes
fromage à raclette tranché, fondue, fondue savoyarde, fondue au fromage
emmental, emmenthal, emmental de savoie, gruyère, gruyère suisse, gruyère d'alpage, comté
beaufort, abondance, tomme, tommes, tomme de savoie, tomme des pyrénées, tomme noire, tomme de brebis
raclette de savoie, reblochon, reblochons, tartiflette fromage, camembert, camemberts, camembert de normandie
brie, brie de meaux, brie de melun, coulommiers, chaource, neufchâtel, livarot, pont-l'évêque, pont l'évêque
munster, maroilles, époisses, langres, mont d'or, vacherin, vacherin mont d'or, vacherin fribourgeois
saint-nectaire, saint nectaire, cantal, cantal jeune, cantal entre-deux, salers, laguiole, morbier
mimolette, mimolette vieille, edam, gouda, gouda vieux, leerdammer, maasdam, cheddar, cheddar râpé
chester, red leicester, stilton, mozzarella en bâton, halloumi, feta, féta, fêta, manchego, pecorino
parmesan, parmigiano, parmigiano reggiano, grana padano, grana, provolone, scamorza, gorgonzola
taleggio, fontina, asiago, roquefort, bleu, bleus, bleu d'auvergne, bleu des causses, bleu de bresse
fourme d'ambert, fourme, saint agur, saint-agur, bresse bleu, chèvre, chèvres, fromage de chèvre
fromages de chèvre, chèvre frais, bûche de chèvre, bûchette de chèvre, crottin de chavignol, crottin
crottins, sainte-maure, sainte maure, valençay, rocamadour, picodon, pélardon, banon, selles-sur-cher
cabécou, chabichou, brebis, fromage de brebis, ossau-iraty, ossau iraty, etorki, saint-marcellin
saint marcellin, saint-félicien, cancoillotte, cancoillote, brillat-savarin, délice de bourgogne
explorateur, carré de l'est, carré frais, carré, pavé d'affinois, pavé d'affinois, caprice des dieux
chaussée aux moines, port salut, port-salut, saint-paulin, saint paulin, tomme blanche, ossau, ardi gasna
appenzeller, tête de moine, sbrinz, tilsit, raclette suisse, vacherin suisse, l'etivaz, etivaz, tomme vaudoise
herve, fromage de herve, remoudou, passendale, maredsous, chimay fromage, orval fromage, nazareth
oka, fromage en grains, crottes de fromage, fromage en crottes, cheddar fort, cheddar doux, fromage à la crème
brick, fromage suisse, cheez whiz, fromage cheddar, fromage mozzarella, fromage de ferme, plateau de fromages
fromage bio, fromage de montagne, fromage à pâte dure, fromage affiné, fromage apéritif, dés de fromage
kiri, la vache qui rit, vache qui rit, babybel, mini babybel, boursin, st môret, saint môret, philadelphia
apéricube, apéricubes, tartare fromage, fromage tartare, rondelé, cantadou, ficello, p'tit louis, petit louis
chavroux, soignon, président, leerdammer, entremont, coeur de lion, lepetit, société, société roquefort
paysan breton, bridel, lescure, elle & vire, elle et vire, isigny, échiré, lactel, candia, grand lait
bridélice, lait candia, le rustique, l'ortolan, rians, le petit billy, galbani, fol epi, géramont, caprice des dieux
danone, activia, actimel, danette, danacol, taillefine, yoplait, panier de yoplait, perle de lait
petit gervais, gervais, gervita, la laitière, mamie nova, les 2 vaches, deux vaches, oikos, siggi's, müller
muller, ehrmann, malo, sojasun, sveltesse, velouté fruix, jockey, calin, calin yoplait
crème dessert, crèmes dessert, crème au chocolat, crème à la vanille, crème caramel, crème renversée
crème brûlée, crème anglaise, crème pâtissière, flan, flans, flan au caramel, flan nappé caramel
mousse au chocolat, mousses au chocolat, liégeois, chocolat liégeois, café liégeois, ile flottante
île flottante, iles flottantes, riz au lait, semoule au lait, gâteau de riz, gâteau de semoule, panna cotta
tiramisu, desserts lactés, dessert lacté, perles de lait, petits pots de crème
danette chocolat, crème dessert vanille, viennois, le viennois, la laitière crème
pâte brisée fraîche, pâte feuilletée fraîche, pâte à croissants, pâte à cookies fraîche, croissants à cuire
pâte brisée, pâte feuilletée, pâte sablée, pâte à tarte, pâtes à tarte, pâte à tarte fraîche, fond de tarte, fonds de tarte, pâte pur beurre
`,
    Pantry: `
épicerie, épicerie salée, épicerie sucrée, conserves, conserve, boîte de conserve, boîtes de conserve
pâtes, pâte, pâtes sèches, pâtes fraîches, pâtes complètes, pâtes au blé complet, pâtes sans gluten, pâtes farcies
spaghetti, spaghettis, spaghettoni, tagliatelle, tagliatelles, tagliatelles fraîches, fettuccine, linguine
linguines, penne, pennes, penne rigate, rigatoni, fusilli, fusillis, farfalle, farfalles, papillons, coquillettes
coquilles, conchiglie, macaroni, macaronis, torsades, torsade, cornettes, pipe rigate, orecchiette
tortiglioni, gnocchi, gnocchis, gnocchis à poêler, ravioli, raviolis, ravioles, ravioles du dauphiné, tortellini
tortellinis, cappelletti, cannelloni, cannellonis, lasagne, lasagnes, feuilles de lasagne, plaques de lasagnes
vermicelle, vermicelles, cheveux d'ange, pâtes alphabet, pâtes à potage
nouilles, nouilles chinoises, nouilles aux oeufs, nouilles de riz, vermicelles de riz, nouilles soba, soba
nouilles udon, udon, ramen, ramens, nouilles instantanées, nouilles sautées, pâtes chinoises, pâtes asiatiques
riz, riz blanc, riz long, riz basmati, basmati, riz thaï, riz thai, riz jasmin, riz parfumé, riz rond, riz complet
riz brun, riz rouge, riz noir, riz sauvage, riz arborio, arborio, riz risotto, risotto, riz carnaroli, riz à sushi
riz gluant, riz incollable, riz étuvé, riz précuit, riz express, riz en sachet, riz cuisson rapide, riz de camargue
quinoa, boulgour, boulghour, bulgur, semoule, semoule fine, semoule moyenne, semoule complète, couscous, graine de couscous
blé, blé dur, ebly, épeautre, petit épeautre, orge, orge perlé, sarrasin, kasha, millet, polenta, fonio, amarante
avoine, flocons d'avoine, flocons d'avoine complets, gruau, gruau d'avoine, porridge, son d'avoine, son de blé
céréales, céréale, céréales petit déjeuner, céréales du petit déjeuner, muesli, müesli, granola, corn flakes
cornflakes, pétales de maïs, chocapic, trésor, miel pops, frosties, coco pops, special k, crunch, smacks
lion céréales, cheerios, weetabix, all bran, quaker, jordans, kellogg's, kelloggs, rice krispies
farine, farines, farine de blé, farine blanche, farine t45, farine t55, farine t65, farine complète, farine de seigle
farine de sarrasin, farine de maïs, farine de riz, farine d'épeautre, farine de pois chiche, farine sans gluten
farine à gâteaux, farine à pain, farine tout usage, farine fluide, francine, fécule, fécule de maïs, fécule de pomme de terre
maïzena, maizena, amidon de maïs, levure, levure chimique, levure boulangère, levure de boulanger, levure sèche
levure fraîche de boulanger, levure maltée, levure de bière, bicarbonate, bicarbonate de soude, bicarbonate alimentaire
poudre à lever, poudre levante, poudre à pâte, soda à pâte, crème de tartre, gélatine, feuilles de gélatine, agar-agar
agar agar, pectine, vitpris, sucre vanillé, sucre vanilliné, vanille, gousse de vanille, gousses de vanille
extrait de vanille, arôme vanille, arôme, arômes, arôme amande amère, eau de fleur d'oranger, fleur d'oranger
colorant alimentaire, colorants alimentaires, vermicelles de couleur, vermicelles en chocolat, billes de sucre
perles de sucre, décorations gâteau, nappage, nappage chocolat, nappage caramel, pralin, praliné, pâte d'amande
pâte de pistache, amandes effilées, amandes en poudre, poudre d'amandes, poudre d'amande, amande en poudre
noisettes en poudre, poudre de noisettes, noix de coco râpée, coco râpée, noix de coco en poudre, copeaux de coco
pépites de chocolat, pépites chocolat, chocolat pâtissier, chocolat de couverture, chocolat à cuire, chocolat dessert
nestlé dessert, cacao, cacao en poudre, cacao non sucré, van houten, préparation pour gâteau, préparation gâteau
préparation pour brownies, préparation pour crêpes, préparation crêpes, préparation pour pancakes, préparation pour flan
préparation pour cookies, préparation pour muffins, préparation pour pain, préparation pour crème dessert, entremets
alsa, ancel, vahiné, vahine, mix à gâteau, mélange à gâteau, pâte à crêpes, pâte à choux, tapioca
sucre, sucres, sucre blanc, sucre en poudre, sucre semoule, sucre cristal, sucre fin, sucre roux, sucre brun
sucre de canne, sucre complet, rapadura, cassonade, vergeoise, vergeoise brune, sucre glace, sucre en morceaux
sucre morceaux, sucre en cubes, morceaux de sucre, sucre perlé, sucre gélifiant, sucre à confiture, sucre de coco
sucre d'érable, beurre d'érable, tire d'érable, sirop d'érable, sirop d'agave, sirop de glucose, sirop de liège
sirop de riz, sirop de dattes, mélasse, golden syrup, miel, miels, miel liquide, miel crémeux, miel de fleurs
miel d'acacia, miel de lavande, miel de châtaignier, miel de montagne, miel de thym, miel de manuka, édulcorant
édulcorants, stevia, aspartame, saccharine, sucrettes, canderel, pure via, daddy, béghin say, saint louis sucre
confiture, confitures, confiture de fraises, confiture d'abricots, confiture de framboises, confiture de cerises
confiture extra, confiture de lait, gelée, gelées, gelée de groseilles, gelée de coing, gelée de framboises
marmelade, marmelade d'oranges, compote, compotes, compote de pommes, compote pomme, compotes en gourde, gourdes
pom'potes, pompotes, pom potes, purée de fruits, fruits au sirop, pêches au sirop, poires au sirop, ananas au sirop
ananas en boîte, abricots au sirop, cocktail de fruits, macédoine de fruits, bigarreaux au sirop, amarena
crème de marrons, crème de marron, purée de marrons, marrons, marrons entiers, marrons glacés
pâte à tartiner, pâtes à tartiner, nutella, pâte à tartiner chocolat, pâte de noisettes, pâte de spéculoos
pâte de speculoos, beurre de cacahuète, beurre de cacahuètes, beurre de cacahouète, beurre de cacahouètes
beurre d'arachide, beurre d'arachides, beurre de noix de cajou, beurre d'amande, beurre d'amandes, purée d'amande
purée d'amandes, purée de cacahuètes, purée de noisettes, tahin, tahini, tahiné, crème de sésame, purée de sésame
halva, halwa, chocolat, chocolats, chocolat noir, chocolat au lait, chocolat blanc, chocolat noisettes, chocolat aux noisettes
chocolat praliné, tablette de chocolat, barre de chocolat, chocolat 70%, chocolat dégustation, chocolats de noël
boîte de chocolats, truffes au chocolat, truffes en chocolat, truffes fantaisie, pralines, rochers, œufs de pâques
oeufs de pâques, oeufs en chocolat, lapin en chocolat, père noël en chocolat, calendrier de l'avent, orangettes
milka, lindt, côte d'or, cote d'or, galler, cémoi, suchard, poulain, toblerone, ferrero rocher, ferrero, raffaello
kinder, kinder bueno, kinder surprise, kinder country, kinder maxi, kinder délice, kinder schoko bons
mars, snickers, twix, bounty, lion, kitkat, kit kat, m&m's, m&ms, maltesers, smarties, crunch chocolat, balisto
barre chocolatée, barres chocolatées, barre de céréales, barres de céréales, barres céréales, barre protéinée
barres protéinées, barre énergétique, barres énergétiques, barre de fruits, pâtes de fruits, pâte de fruits
bonbon, bonbons, confiserie, confiseries, friandises, sucreries, sucettes, sucette, chupa chups, guimauve
guimauves, chamallow, chamallows, marshmallow, marshmallows, caramel, caramels, caramels au beurre salé
caramel au beurre salé, sauce caramel, nougat, nougats, nougat de montélimar, calissons, dragées, berlingots
réglisse, rouleaux de réglisse, cachou, cachous, fraises tagada, tagada, dragibus, haribo, carambar, carambars
kréma, krema, lutti, arlequin, mentos, tic tac, tictac, pastilles vichy, bêtises de cambrai
chewing-gum, chewing-gums, chewing gum, chewing gums, gomme, gommes, gomme à mâcher, hollywood, freedent
malabar, airwaves, cuberdon, cuberdons, sucre d'orge, sucres d'orge, bonbons à la menthe
biscuit, biscuits, biscuits secs, gâteaux secs, petits gâteaux, gâteaux apéritif, petits beurre, petit beurre
petits-beurre, petit-beurre, petit lu, lu, bn, prince, prince de lu, pépito, pépitos, oreo, oreos, granola biscuits
biscuits granola, palmito, petit écolier, petits écoliers, pim's, pims, chamonix, paille d'or, délichoc
sablé, sablés, sablés bretons, galettes bretonnes, galette bretonne, galettes st michel, st michel, saint michel
palets bretons, palets, crêpes dentelle, gavottes, boudoirs, biscuits à la cuillère, biscuits cuillère
langues de chat, langue de chat, cigarettes russes, tuiles, tuiles aux amandes, macarons secs, rochers coco
madeleine, madeleines, madeleines st michel, financiers emballés, cookies, cookie, cookies au chocolat
speculoos, spéculoos, spéculos, speculos, biscuits speculoos, lotus speculoos, biscoff, gaufrettes, gaufrette
biscuits fourrés, biscuits au chocolat, biscuits petit déjeuner, belvita, biscuits sablés, shortbread
cracottes, biscottes, biscotte, pain grillé, pains grillés, heudebert, krisprolls, krisprolls suédois, pain suédois
pain craquant, wasa, pain azyme, matsa, galettes de riz, galette de riz, galettes de maïs, gressins, grissini
crackers, cracker, tuc, tucs, ritz, belin, crackers apéritif, biscuits apéritif, triangolini, mini pizza belin
chips, chip, chips nature, chips au sel, chips barbecue, chips paprika, chips à l'ancienne, chips de légumes
chips de pommes de terre, chips ondulées, chips tortilla, tortilla chips, chips de maïs, nachos, tortillas chips
pringles, doritos, lay's, lays, vico, bret's, brets, curly, curlys, monster munch, benenuts, 3d's, pom'chips
soufflés, soufflés au fromage, bâtonnets salés, bretzels apéritif, bretzels salés, pop-corn
pop corn, popcorn, maïs à popcorn, maïs à pop-corn, cacahuètes, cacahuètes grillées, cacahuètes salées, cacahouètes
arachides, arachides grillées, noix, cerneaux de noix, noix de grenoble, noix de cajou, cajou, noix de pécan
noix de pecan, pécan, noix du brésil, noix de macadamia, macadamia, noisettes, noisettes décortiquées, amandes
amandes entières, amandes grillées, amandes salées, amandes décortiquées, pistaches, pistaches salées, pignons
pignons de pin, graines, graines de tournesol, graines de courge, graines de lin, graines de chia, chia
graines de sésame, sésame, graines de pavot, pavot, graines de chanvre, graines mélangées, mélange de graines
mélange apéritif, mélange étudiant, mélange du randonneur, mélange de noix, noix mélangées, fruits secs
fruits à coque, fruits séchés, raisins secs, raisins sultanines, raisins de corinthe, sultanines, abricots secs
figues sèches, figues séchées, pruneaux, pruneau, pruneaux d'agen, pruneaux dénoyautés, dattes séchées
dattes deglet nour, canneberges séchées, cranberries séchées, cranberries, mangue séchée, bananes séchées
banana chips, chips de banane, baies de goji, goji, physalis séchés, pommes séchées, ananas séché, écorces d'orange
fruits confits, cerises confites, écorces confites, angélique confite, gingembre confit, citron confit, citrons confits
olives, olive, olives vertes, olives noires, olives dénoyautées, olives farcies, olives kalamata, olives de nyons
tapenade, tapenade noire, tapenade verte, anchoïade, cornichons, cornichon, cornichons au vinaigre, pickles
câpres, câpre, câpron, oignons grelots, oignons au vinaigre, petits oignons au vinaigre, pickles de légumes
achards, piments marinés, jalapenos marinés, piquillos, poivrons marinés, poivrons grillés, tomates séchées
tomates confites, artichauts marinés, coeurs d'artichauts, cœurs d'artichauts, coeurs d'artichaut, coeurs de palmier
cœurs de palmier, pousses de bambou, châtaignes d'eau, feuilles de vigne, feuilles de vigne farcies
légumes en conserve, légumes en bocal, haricots verts en conserve, petits pois en conserve, petits pois carottes
macédoine, macédoine de légumes, jardinière, jardinière de légumes, maïs en boîte, maïs en conserve, maïs doux en boîte
champignons en conserve, champignons en boîte, champignons de paris émincés en conserve, salsifis en conserve
ratatouille, ratatouille en conserve, caponata, choucroute, choucroute crue, choucroute cuite, chou rouge en bocal
betteraves en bocal, lentilles, lentilles vertes, lentilles vertes du puy, lentilles corail, lentilles blondes
lentilles béluga, lentilles noires, pois chiches, pois chiche, pois cassés, haricots secs, haricots blancs
haricots rouges, haricots noirs, haricots pinto, haricots mungo, haricots azuki, flageolets, flageolet, mogettes
lingots, cocos de paimpol, fèves sèches, soja en grains, légumes secs, légumineuses, mélange de légumineuses
fèves au lard, bines, haricots à la tomate, baked beans, cassoulet, chili con carne, chili sin carne
lentilles cuisinées, petit salé en conserve, raviolis en boîte, plats cuisinés en conserve, plat cuisiné en boîte
choucroute garnie, confit de canard, cuisses de canard confites, graisse de canard, graisse d'oie, saindoux
corned beef, pâté, pâtés, pâté hénaff, hénaff, pâté en boîte, foie gras en conserve, rillettes en bocal
thon, thon en boîte, thon au naturel, thon à l'huile, thon à la tomate, thon albacore, thon listao, thon germon
miettes de thon, salade de thon en boîte, sardines, sardine, sardines à l'huile, sardines à la tomate
sardines millésimées, maquereaux au vin blanc, filets de maquereaux, filets de maquereau, maquereaux à la moutarde
anchois, anchois à l'huile, filets d'anchois, crème d'anchois, saumon en conserve, crabe en conserve, miettes de crabe
saupiquet, petit navire, connétable, parmentier, la belle-iloise, belle iloise, cassegrain, bonduelle, d'aucy, daucy
géant vert, geant vert, william saurin, raynal et roquelaure, garbit, zapetti, panzani, barilla, lustucru
rivoire et carret, taureau ailé, uncle ben's, uncle bens, ben's original, tipiak, sabarot, vivien paille, giovanni rana
rana, buitoni pâtes, de cecco, la molisana, garofalo, rummo, heinz, amora, maille, bénédicta, benedicta, savora
lesieur, puget, isio 4, isio, knorr, maggi, liebig, royco, kub, kub or, bovril, oxo, ducros, cannamela, la baleine
cérébos, old el paso, suzi wan, blue dragon, tilda, bjorg, gerblé, céréal, jardin bio, bonne maman, st dalfour
andros, hero, materne, lucien georgelin, mamie bigoude, ker cadélac, la mère poulard, michel et augustin, bahlsen
huile, huiles, huile d'olive, huile d'olive vierge extra, huile de tournesol, huile de colza, huile d'arachide
huile de sésame, huile de noix, huile de noisette, huile de pépins de raisin, huile de friture, huile de cuisson
huile de coco alimentaire, huile de coco, huile de palme, huile végétale, huile de maïs, huile de lin, huile de truffe
huile pimentée, huile de soja, huile d'avocat, spray huile, huile en spray, matière grasse de cuisson, végétaline
vinaigre, vinaigres, vinaigre balsamique, balsamique, crème de balsamique, crème balsamique, vinaigre de cidre
vinaigre de vin, vinaigre de vin rouge, vinaigre de vin blanc, vinaigre de xérès, vinaigre de framboise
vinaigre de riz, vinaigre d'alcool, vinaigre blanc, vinaigre cristal, vinaigre à l'estragon, vinaigrette
vinaigrettes, sauce salade, sauce vinaigrette, vinaigrette balsamique, vinaigrette allégée
sel, sels, sel fin, gros sel, sel de table, sel iodé, fleur de sel, sel de guérande, sel de mer, sel marin
sel rose, sel de l'himalaya, sel de céleri, sel aux herbes, sel fumé, sel à l'ail, sel nitrité
poivre, poivre noir, poivre blanc, poivre gris, poivre vert, poivre en grains, poivre moulu, poivre du sichuan
poivre de sichuan, baies roses, mélange cinq baies, moulin à poivre, poivre mignonnette
épices, épice, mélange d'épices, curry, curry en poudre, curry doux, curry fort, pâte de curry, pâte de curry rouge
pâte de curry vert, curry vert, curry rouge, curry madras, cumin, cumin moulu, graines de cumin, paprika
paprika fumé, paprika doux, piment de cayenne, cayenne, piment d'espelette, espelette, piment en poudre, chili en poudre
piment fort, flocons de piment, piment oiseau, piments séchés, curcuma, curcuma en poudre, cannelle, cannelle en poudre
bâtons de cannelle, bâton de cannelle, muscade, noix de muscade, gingembre moulu, gingembre en poudre
clous de girofle, clou de girofle, girofle, badiane, anis étoilé, anis vert, anis, cardamome, fenugrec
coriandre moulue, graines de coriandre, carvi, graines de fenouil, moutarde en graines, graines de moutarde
safran, pistils de safran, ras el hanout, ras-el-hanout, colombo, garam masala, tandoori, épices tandoori
cinq épices, quatre épices, épices à couscous, épices mexicaines, épices cajun, zaatar, za'atar, sumac, herbes de provence
herbes séchées, fines herbes séchées, thym séché, origan, origan séché, laurier, feuilles de laurier, feuille de laurier
bouquet garni, bouquets garnis, basilic séché, persil séché, ciboulette séchée, aneth séché, romarin séché
sauge séchée, estragon séché, marjolaine séchée, ail en poudre, ail semoule, ail déshydraté, oignon en poudre
oignons frits, oignons déshydratés, échalotes frites, échalote déshydratée, persillade, mélange ail et fines herbes
bouillon, bouillons, bouillon cube, bouillon cubes, cube de bouillon, cubes de bouillon, cube or, bouillon de poule
bouillon de poulet, bouillon de boeuf, bouillon de bœuf, bouillon de légumes, bouillon de volaille, bouillon dégraissé
bouillon en poudre, fond de veau, fond de volaille, fumet de poisson, fond brun, court-bouillon, court bouillon
soupe, soupes, soupe de légumes, soupe en brique, soupe en sachet, soupe instantanée, soupe chinoise, soupe miso
soupe à l'oignon, soupe de poisson, soupe de potiron, soupe de tomates, soupe aux pois, soupe poulet et nouilles
soupe lyophilisée, velouté, veloutés, potage, potages, crème de légumes, gaspacho, gazpacho, bisque, bisque de homard
rouille, croûtons, croutons, crouton, chapelure, panure, chapelure panko, panko, pâte à frire, farine à frire
moutarde, moutardes, moutarde de dijon, moutarde forte, moutarde douce, moutarde à l'ancienne, moutarde en grains
moutarde au miel, moutarde de meaux, mayonnaise, mayo, mayonnaise en tube, ketchup, ketchups, sauce, sauces
sauce tomate, sauces tomate, coulis de tomate, coulis de tomates, concentré de tomate, concentré de tomates
double concentré de tomates, purée de tomates, purée de tomate, passata, tomates pelées, tomate pelée
tomates concassées, tomates coupées en dés, tomates en conserve, tomates en boîte, pulpe de tomate, pulpe de tomates
tomates cuisinées, sauce bolognaise, bolognaise, sauce napolitaine, sauce arrabbiata, sauce pesto, pesto, pesto vert
pesto rouge, pesto rosso, sauce basilic, sauce carbonara, sauce béchamel, béchamel, sauce blanche, sauce béarnaise
béarnaise, sauce hollandaise, sauce au poivre, sauce aux champignons, sauce forestière, sauce barbecue, sauce bbq
bbq sauce, sauce burger, sauce samouraï, samouraï, sauce andalouse, andalouse, sauce algérienne, algérienne
sauce biggy, sauce cocktail, sauce tartare, sauce aïoli, aïoli, aioli, sauce curry, sauce aigre-douce
sauce aigre douce, sauce soja, sauce soya, sauce soja sucrée, soja sauce, kikkoman, sauce teriyaki, teriyaki
sauce huître, sauce d'huître, sauce hoisin, sauce nuoc mam, nuoc mam, nuoc-mâm, sauce poisson, sauce sriracha
sriracha, sauce piquante, sauce pimentée, tabasco, harissa, sambal oelek, sambal, sauce chili douce, sauce thaï
sauce worcestershire, worcestershire, sauce anglaise, sauce enchilada, sauce salsa, salsa
sauce mexicaine, sauce gribiche, sauce ravigote, sauce vierge, sauce provençale, sauce chasseur, sauce madère
sauce pour pâtes, sauce pizza, sauce à pizza, sauce pour salade, sauce au fromage, sauce cheddar, sauce nacho
sauce pour nems, sauce pour kebab, sauce kebab, sauce pita, sauce au yaourt, sauce pour poisson, sauce à l'échalote
jus de citron, jus de citron vert, jus de citron concentré, citron pressé en bouteille, pulco
wasabi, pâte de wasabi, gingembre mariné, gingembre pour sushi, miso, pâte miso, feuilles de nori, nori, algues
algues nori, feuilles de riz, galettes de riz vietnamiennes, papier de riz, lait de coco, crème de coco, crème de coco épaisse
lait concentré, lait concentré sucré, lait concentré non sucré, lait évaporé, lait en poudre, lait écrémé en poudre
poudre de lait, lait en boîte, nestlé lait concentré, gloria, régilait, kit fajitas, kit tacos, tacos, coquilles à tacos
fajita kit, houmous en boîte, falafel en poudre, mélange falafel, mole, sauce mole
purée, purée en flocons, purée mousline, mousline, flocons de pomme de terre, purée instantanée, pommes de terre en flocons
croûtons à l'ail, chapelure maison, kraft dinner, kd, macaroni au fromage, mac and cheese
gelée dessert, gelée en poudre, jello, jell-o, flan en poudre, crème dessert en poudre, mont blanc, mousse en poudre
crème renversée en poudre, riz au lait en boîte, semoule au lait en conserve, lait d'amande en poudre
protéines en poudre, protéine en poudre, whey, whey protéine, poudre de protéines, protéines végétales
jerky, beef jerky, boeuf séché, bœuf séché, biltong
cacao pour pâtisserie, poudre de cacao, fèves de cacao, grué de cacao, caroube, poudre de caroube
`,
    'Frozen Foods': `
surgelés, surgelé, surgelée, surgelées, produits surgelés, congelés, produits congelés, picard, thiriet, toupargel
glace, glaces, crème glacée, crèmes glacées, glace à la vanille, glace vanille, glace au chocolat, glace chocolat
glace à la fraise, glace fraise, glace au café, glace pistache, glace rhum raisin, glace caramel, glace italienne
glace à l'italienne, pot de glace, bac de glace, bac à glace, sorbet, sorbets, sorbet citron, sorbet framboise
sorbet mangue, granité, granités, yaourt glacé, frozen yogurt, cône glacé, cônes glacés, cornet glacé, cornets glacés
cornet de glace, cornets de glace, cornetto, extrême, extrême nestlé, esquimau, esquimaux, bâtonnet glacé
bâtonnets glacés, glace à l'eau, glaces à l'eau, sucettes glacées, sucette glacée, mister freeze, freezies, popsicle
barre glacée, barres glacées, magnum, magnums, carte d'or, miko, häagen-dazs, haagen dazs, ben & jerry's
ben and jerry's, ben et jerry, ben & jerry, kinder glace, oreo glace, vienneta, maxicone, mystère miko
bûche glacée, bûches glacées, omelette norvégienne, vacherin glacé, nougat glacé, parfait glacé, soufflé glacé
profiteroles, profiteroles glacées, mochi, mochis, mochi glacé, dessert glacé, desserts glacés, coupe glacée
glaçons, glaçon, sac de glaçons, sachet de glaçons, glace pilée, glace en cubes
pizza, pizzas, pizza surgelée, pizzas surgelées, pizza margherita, pizza reine, pizza 4 fromages, pizza quatre fromages
pizza chorizo, pizza royale, pizza jambon fromage, pizza chèvre miel, pizza calzone, calzone, mini pizzas
ristorante, pizza ristorante, wagner, buitoni, buitoni pizza, four à pierre, dr oetker pizza
frites, frites surgelées, frite, frites au four, frites allumettes, frites steakhouse, frites four, frites maison surgelées
potatoes, pommes frites, pommes noisettes, pommes noisette, pommes dauphines, pommes dauphine, pommes duchesse
pommes rissolées, pommes sautées, pommes de terre sautées surgelées, croquettes de pommes de terre, croquettes de pomme de terre
rösti, röstis, rostis, galettes de pommes de terre, galettes de pomme de terre, hash browns, wedges, quartiers de pommes de terre
mccain, findus, iglo, captain iglo, marie surgelés, vivien paille surgelés, bonduelle surgelés, d'aucy surgelés
légumes surgelés, légumes congelés, poêlée de légumes, poêlée, poêlées, poêlée campagnarde, poêlée forestière
poêlée méridionale, poêlée asiatique, poêlée à la provençale, wok de légumes, mélange wok, légumes pour wok surgelés
épinards hachés, épinards en branches surgelés, épinards à la crème, haricots verts surgelés, petits pois surgelés
fruits rouges surgelés, fruits surgelés, framboises surgelées, mangue surgelée, smoothie surgelé, purée surgelée
herbes surgelées, persil surgelé, ciboulette surgelée, oignons surgelés, ail surgelé, ail haché surgelé, galettes de légumes
galettes végétales, steak végétal, steaks végétaux, burger végétal, nuggets végétaux, boulettes végétales
poisson pané, poissons panés, filets de poisson panés, filet de poisson pané, bâtonnets de poisson, batonnets de poisson
fish sticks, fish and chips, colin pané, colin d'alaska pané, croustillant de poisson, croustillants de poisson
beignets de calamars, beignets de calamar, calamars à la romaine, anneaux d'encornets, crevettes panées, crevettes tempura
moules surgelées, fruits de mer surgelés, cocktail de fruits de mer surgelé, poêlée de fruits de mer, paella surgelée
saint-jacques surgelées, noix de saint-jacques surgelées, escargots, escargots de bourgogne, escargots surgelés
cuisses de grenouilles, cuisses de grenouille, grenouilles, croquettes de crevettes, croquettes de poisson
croquettes au fromage, croquettes fromage, fondus au fromage, nuggets, nuggets de poulet, chicken nuggets, tenders
aiguillettes panées, aiguillettes de poulet panées, wings surgelés, poulet frit surgelé, steaks hachés surgelés
steak haché surgelé, hamburgers surgelés, viande surgelée, cordons bleus surgelés, boulettes surgelées
plats surgelés, plat surgelé, plat préparé surgelé, plats cuisinés surgelés, repas surgelé, repas surgelés
lasagnes surgelées, lasagnes bolognaise, lasagnes à la bolognaise, lasagne bolognaise, hachis parmentier
hachis parmentier surgelé, gratin dauphinois surgelé, gratin surgelé, parmentier surgelé, moussaka surgelée
couscous surgelé, paella, riz cantonais, riz cantonais surgelé, nasi goreng, nems, nem, nems au poulet, nems au porc
samoussas, samoussa, samosas, samosa, rouleaux de printemps surgelés, dim sum, gyozas, gyoza, raviolis chinois
raviolis vapeur, bouchées vapeur, bao, baos, mini bouchées apéritif, feuilletés apéritif, petits fours salés
petits fours surgelés, quiche surgelée, tarte surgelée, tartes surgelées
croque-monsieur surgelé, croque monsieur surgelé, croques surgelés, feuilletés saucisse, friands, friand
bouchées à la reine surgelées, tourtière, tourtières, pâté chinois surgelé, pogo, pogos, corn dog, corn dogs
pâte feuilletée surgelée, pâte surgelée, pain surgelé, baguettes surgelées, viennoiseries surgelées
croissants surgelés, pains au chocolat surgelés, croissants à cuire surgelés, gaufres surgelées, crêpes surgelées
pancakes surgelés, churros, churros surgelés, beignets surgelés, donuts surgelés, tarte tatin surgelée
macarons surgelés, entremets glacés, charlotte glacée, fondant au chocolat surgelé, moelleux surgelés
glace vegan, glace végétale, sorbet plein fruit, soupe surgelée, légumes pour soupe surgelés, purée de légumes surgelée
smoothie bowls surgelés, açaï surgelé, acai surgelé, edamame surgelés, soja surgelé
`,
    Beverages: `
boissons, boisson, breuvage, breuvages, boissons fraîches, boissons sucrées
eau, eaux, eau minérale, eaux minérales, eau de source, eau plate, eau gazeuse, eaux gazeuses, eau pétillante
eau pétillante aromatisée, eau aromatisée, eau citronnée, eau en bouteille, bouteilles d'eau, pack d'eau, packs d'eau
eau de coco, eau minérale naturelle, eau légèrement pétillante, eau fines bulles, eau de table, eau alcaline
evian, vittel, volvic, contrex, hépar, hepar, cristaline, cristalline, badoit, perrier, san pellegrino, san benedetto
salvetat, st-yorre, saint-yorre, st yorre, vichy célestins, rozana, quézac, quezac, wattwiller, thonon, courmayeur
mont roucous, abatilles, la salvetat, arvie, spa reine, spa intense, spa, chaudfontaine, bru, valvert, henniez
aproz, valser, eptinger, vittel pétillante, nestlé pure life, eska, naya, montclair, saint-amand
soda, sodas, boisson gazeuse, boissons gazeuses, liqueur douce, liqueurs douces, boisson sucrée, limonade, limonades
limonade artisanale, diabolo, diabolo menthe, coca, coca-cola, coca cola, coca zéro, coca zero, coca light, cola
colas, pepsi, pepsi max, fanta, fanta orange, sprite, 7up, seven up, orangina, schweppes, schweppes agrumes
tonic, eau tonique, ginger ale, ginger beer, root beer, bière d'épinette, oasis, oasis tropical, ice tea, icetea
ice tea pêche, lipton ice tea, fuze tea, nestea, thé glacé, thés glacés, tropico, dr pepper, canada dry, mountain dew
perrier citron, lorina, breizh cola, meuh cola, cola bio, ricqlès, menthe à l'eau, pschitt, gini, rivella
jus, jus de fruits, jus de fruit, jus d'orange, jus d'orange pressé, jus d'oranges, orange pressée, jus de pomme
jus de pommes, jus de raisin, jus d'ananas, jus de pamplemousse, jus multifruits, multifruits, jus de tomate
jus de carotte, jus de légumes, jus de mangue, jus de poire, jus de cranberry, jus de canneberge, jus d'abricot
jus de grenade, jus de clémentine, jus de mandarine, jus de fruits rouges, jus de betterave, jus vert, jus pressé
pur jus, jus sans pulpe, jus avec pulpe, jus à base de concentré, nectar, nectars, nectar d'abricot, nectar de mangue
nectar de poire, nectar de pêche, nectar de goyave, jus de fruits frais, smoothie, smoothies, cocktail de fruits à boire
tropicana, joker, pampryl, innocent, granini, pago, caprisun, capri-sun, capri sun, oasis jus, minute maid
ocean spray, alvalle, andros jus, jus andros, jus de pomme artisanal, cidre doux, jus de pomme pétillant
sirop, sirops, sirop de grenadine, grenadine, sirop de menthe, sirop de fraise, sirop de citron, sirop d'orgeat
orgeat, sirop de cassis, sirop de pêche, sirop de framboise, sirop d'orange, sirop de violette, sirop de sureau
sirop de citron vert, sirop de mojito, sirop de fruits, sirop à diluer, teisseire, moulin de valdonne, monin
pulco citron à diluer, sirop de canne, sucre de canne liquide, cordial
boisson énergisante, boissons énergisantes, boisson énergétique, energy drink, red bull, redbull, monster, burn
rockstar, boisson isotonique, boissons isotoniques, boisson sportive, powerade, gatorade, isostar, aquarius
boisson protéinée, boissons protéinées, shake protéiné, milkshake, milk-shake, frappé, boisson lactée, yop
kombucha, kéfir de fruits, kefir de fruits, boisson au gingembre, eau de bouleau, lassi, ayran à boire, bissap
café, cafés, café moulu, café en grains, café grain, grains de café, café soluble, café instantané, café lyophilisé
café décaféiné, décaféiné, déca, café arabica, arabica, café robusta, café expresso, expresso, espresso, café filtre
café turc, café d'éthiopie, café bio, café équitable, capsules, capsule, capsules de café, capsules café, dosettes
dosette, dosettes de café, dosettes café, dosettes souples, dosettes senseo, senseo, tassimo, t-discs, nespresso
capsules nespresso, dolce gusto, capsules dolce gusto, capsules compatibles, café en capsules, cappuccino, latte
café latte, café au lait, café froid, café glacé, cold brew, ice coffee, moka, mocha, nescafé, nescafe
nescafé gold, ricoré, ricore, chicorée, chicorée soluble, leroux, carte noire, jacques vabre, grand mère café
l'or café, l'or espresso, lavazza, malongo, segafredo, illy, starbucks café, maison du café, café de colombie
bonka, méo, cafés richard, café richard, folgers, maxwell house, tim hortons café, nabob, van houtte, kicking horse
thé, thés, thé noir, thé vert, thé blanc, thé oolong, thé rouge, thé earl grey, earl grey, english breakfast
thé à la menthe, thé menthe, thé vert menthe, thé au jasmin, thé jasmin, thé citron, thé chaï, chaï, chai latte
thé matcha, matcha, thé en vrac, sachets de thé, thé en sachets, infusion, infusions, tisane, tisanes, verveine
verveine menthe, camomille, tilleul, tilleul menthe, rooibos, maté, yerba maté, hibiscus, infusion fruits rouges
infusion gingembre, infusion digestion, infusion nuit, tisane du soir, thé glacé maison, lipton, éléphant, elephant
twinings, kusmi, kusmi tea, tetley, yogi tea, pukka, palais des thés, mariage frères, dammann, clipper, jardins de gaïa
chocolat chaud, chocolat en poudre, poudre chocolatée, chocolat à boire, boisson chocolatée, cacao soluble
nesquik, banania, ovomaltine, ovaltine, benco, poulain poudre, van houten chocolat chaud, cacao à boire, viennois chocolat
bière, bières, biere, bieres, bière blonde, bière brune, bière blanche, bière ambrée, bière rousse, bière pression
bière sans alcool, bière artisanale, bière belge, bière d'abbaye, bière de garde, bière de noël, bière aromatisée
panaché, monaco bière, pression, fût de bière, canettes de bière, blonde, blondes, ipa, stout, lager, pils, pilsner
kronenbourg, kro, heineken, leffe, grimbergen, affligem, desperados, pelforth, jupiler, stella artois, stella
hoegaarden, duvel, chimay, orval, westmalle, rochefort, la chouffe, chouffe, karmeliet, tripel karmeliet, kwak
maes, cristal alken, corona, carlsberg, tourtel, tourtel twist, kriek, gueuze, lambic, mort subite, delirium
goudale, ch'ti, fischer, meteor, météor, license iv, budweiser, bud, beck's, becks, guinness, grolsch
feldschlösschen, cardinal bière, calanda, quöllfrisch, labatt, molson, boréale, unibroue, la fin du monde, sleeman
cidre, cidres, cidre brut, cidre bouché, cidre rosé, cidre breton, cidre normand, loïc raison, ecusson
vin, vins, vin rouge, vin blanc, vin rosé, rosé, vin sec, vin moelleux, vin doux, vin liquoreux, vin de table
vin de pays, vin pétillant, vin mousseux, mousseux, vin cuit, vin chaud, vin de cuisine, vin blanc sec
vin blanc pour cuisiner, vin rouge pour cuisiner, cubi, cubi de vin, bib, bag in box, bouteille de vin
champagne, champagnes, crémant, crémant d'alsace, crémant de loire, crémant de bourgogne, prosecco, cava, asti
blanquette de limoux, clairette de die, moët, moët et chandon, veuve clicquot, mumm, piper-heidsieck, laurent-perrier
bordeaux, bourgogne, beaujolais, beaujolais nouveau, côtes du rhône, côtes de provence, rosé de provence
châteauneuf-du-pape, saint-émilion, graves, sauternes, chablis, sancerre, muscadet, vouvray, chinon
bourgueil, saumur, saumur-champigny, anjou, gewurztraminer, riesling, sylvaner, pinot gris, pinot noir, pinot
chardonnay, sauvignon, sauvignon blanc, merlot, cabernet, cabernet sauvignon, syrah, grenache, gamay, malbec
cahors, madiran, bergerac, minervois, corbières, languedoc, fitou, gaillac, jurançon, pacherenc, picpoul
picpoul de pinet, côtes de gascogne, vin jaune, chasselas vin, fendant, dôle, gamaret, lambrusco
chianti, rioja, porto, porto rouge, porto blanc, madère, xérès, sherry, marsala, pineau, pineau des charentes
floc de gascogne, muscat de rivesaltes, banyuls, maury, rivesaltes, vermouth, martini, martini blanc, martini rouge
noilly prat, lillet, dubonnet, byrrh, suze, picon, amer picon, campari, aperol, apérol, spritz, aperol spritz
pastis, pastis 51, ricard, pernod, casanis, anisette, ouzo, raki, arak, absinthe, kir, kir royal, crème de cassis
crème de mûre, crème de pêche, crème de framboise, liqueur, liqueurs, liqueur de cassis, liqueur d'orange
cointreau, grand marnier, triple sec, curaçao, curacao, bailey's, baileys, amaretto, disaronno, limoncello
kahlua, malibu, get 27, get 31, chartreuse, bénédictine, génépi, genepi, manzana, poire williams liqueur
alcool fort, alcools forts, spiritueux, digestif, digestifs, apéritif anisé, eau-de-vie, eau de vie, eaux-de-vie
calvados, cognac, armagnac, marc, marc de bourgogne, mirabelle eau de vie, kirsch, poire williams eau de vie
whisky, whiskies, whiskey, scotch, bourbon, jack daniel's, jack daniels, johnnie walker, label 5, clan campbell
william peel, ballantine's, ballantines, jameson, chivas, glenfiddich, nikka, jim beam, four roses, grant's
vodka, vodkas, absolut, smirnoff, poliakov, eristoff, grey goose, belvedere, zubrowka, rhum, rhums, rhum blanc
rhum ambré, rhum brun, rhum arrangé, bacardi, havana club, captain morgan, negrita, saint james, clément, damoiseau
gin, gins, gin tonic, gordon's, gordons, bombay sapphire, hendrick's, beefeater, tanqueray, citadelle
tequila, mezcal, cachaça, saké, sake, soju, punch, planteur, sangria, mojito, cocktail, cocktails, cocktail alcoolisé
hard seltzer, seltzer, cidre sans alcool, vin sans alcool, champagne sans alcool, boisson sans alcool, mocktail
`,
    'Household & Cleaning': `
produits ménagers, produit ménager, entretien, produits d'entretien, produit d'entretien, droguerie, ménage
nettoyant, nettoyants, nettoyant ménager, nettoyant multi-usages, multi-usages, multiusage, nettoyant multi-surfaces
nettoyant sol, nettoyant sols, nettoyant pour sols, produit sol, produit pour le sol, nettoyant parquet, nettoyant carrelage
nettoyant vitres, produit vitres, lave-vitre, lave-vitres, nettoyant salle de bain, nettoyant cuisine, nettoyant four
nettoyant plaque, nettoyant vitrocéramique, nettoyant inox, nettoyant wc, nettoyant toilettes, nettoyant douche
nettoyant meubles, cire pour meubles, produit meubles, pliz, pledge, dépoussiérant, dégraissant, dégraissant cuisine
détartrant, détartrant wc, anticalcaire, anti-calcaire, vinaigre ménager, vinaigre d'entretien, crème à récurer
poudre à récurer, cif, cif crème, ajax, mr propre, monsieur propre, st marc, saint marc, la croix, javel, eau de javel
javel gel, berlingots de javel, pastilles de javel, chlore, désinfectant, désinfectants, spray désinfectant
désinfectant sol, nettoyant désinfectant, lingettes désinfectantes, lingettes ménagères, lingettes nettoyantes
lingettes sol, lingettes multi-usages, lingettes vitres, lingettes wc, lingettes dépoussiérantes, lingettes anti-décoloration
harpic, canard wc, bref wc, bloc wc, blocs wc, bloc cuvette, gel wc, pastilles wc, déboucheur, déboucheur canalisations
destop, savon noir, cristaux de soude, soude caustique, percarbonate, percarbonate de soude, acide citrique, terre de sommières
pierre d'argile, pierre blanche, alcool ménager, ammoniaque, white spirit, térébenthine, acétone ménager, décapant
eau déminéralisée, eau distillée, eau écarlate, k2r, détachant, détachants, détachant textile, vanish, vanish oxi action
éponge, éponges, éponge grattante, éponges grattantes, éponge magique, gomme magique, spontex, scotch-brite, scotch brite
grattoir, tampon à récurer, tampons à récurer, paille de fer, laine d'acier, brosse vaisselle, brosse à vaisselle, brosse wc
brosse de toilette, balayette wc, gants de ménage, gants ménage, gants mappa, gants caoutchouc, gants jetables, gants nitrile
gants, serpillière, serpillère, serpillières, wassingue, loque, loques, loque à reloqueter, torchon, torchons, essuie
essuies de cuisine, essuie de vaisselle, chiffon, chiffons, chiffon microfibre, chiffons microfibres, microfibre
microfibres, lavette, lavettes, lavettes microfibres, peau de chamois, balai, balais, balai brosse, balai-brosse
balai espagnol, balai serpillière, balai à franges, franges, recharge balai, recharges swiffer, swiffer, vileda
pelle, pelle et balayette, balayette, seau, seaux, plumeau, tête de loup, raclette de douche, raclette vitres
sacs aspirateur, sac aspirateur, sacs pour aspirateur
lessive, lessives, lessive liquide, lessive en poudre, lessive capsules, capsules de lessive, capsules lessive
dosettes de lessive, pods lessive, lessive concentrée, lessive couleurs, lessive noir, lessive laine, lessive délicat
lessive main, lessive écologique, lessive hypoallergénique, lessive au savon de marseille, ariel, skip, omo, dash
persil lessive, le chat lessive, xtra, mir, mir laine, mir couleur, super croix, st marc lessive, ecover
l'arbre vert, arbre vert, rainett, savon à lessive, détergent à lessive, détergent, détersif
assouplissant, assouplissants, adoucissant, adoucissants, soupline, lenor, vernel, cajoline, comfort, downy
feuilles assouplissantes, feuilles pour sécheuse, bounce, perles parfumées, perles de parfum, parfum de linge
anti-décoloration, lingettes anti décoloration, décolor stop, sel régénérant, sel lave-vaisselle, sel pour lave-vaisselle
liquide de rinçage, produit de rinçage, rince-éclat, tablettes lave-vaisselle, pastilles lave-vaisselle, lave-vaisselle
lave vaisselle, produit lave-vaisselle, gel lave-vaisselle, poudre lave-vaisselle, capsules lave-vaisselle, finish
sun, sun lave-vaisselle, cascade, calgonit, nettoyant lave-vaisselle, nettoyant machine, nettoyant lave-linge
anti-calcaire lave-linge, calgon, liquide vaisselle, produit vaisselle, produit à vaisselle, savon vaisselle
savon à vaisselle, détergent à vaisselle, liquide à vaisselle, paic, paic citron, mir vaisselle, fairy, dawn, palmolive vaisselle
papier toilette, papiers toilette, papier wc, papier hygiénique, papier toilettes, papier de toilette, papier cul, pq
rouleaux papier toilette, papier toilette humide, lotus papier toilette, moltonel, le trèfle, trèfle, regina
cottonelle, charmin, scottex, papier, essuie-tout, essuie tout, essuie-touts, sopalin, sopalins, sopalain
papier absorbant, papier essuie-tout, essuie-mains, essuie mains, papier essuie-mains, papier ménage, bounty essuie-tout
mouchoirs, mouchoir, mouchoirs en papier, mouchoirs papier, boîte de mouchoirs, paquet de mouchoirs, kleenex, tempo
papier mouchoir, papiers mouchoirs, papier-mouchoir, mouchoirs lotion, mouchoirs étuis, mouchoirs de poche
serviettes en papier, serviette en papier, serviettes de table, serviettes, serviette, serviettes papier
nappe en papier, nappes en papier, nappe jetable, sets de table
sacs poubelle, sac poubelle, sacs-poubelle, sac-poubelle, poubelle, poubelles, sacs à ordures, sac à ordures
sacs ordures, sacs de poubelle, sacs à lien coulissant
sacs cabas, sacs compost, sacs compostables, sacs biodégradables, sacs de recyclage, sacs tri
sacs congélation, sac congélation, sacs de congélation, sacs zip, sachets zip, sacs zippés, ziploc, sacs ziploc
sacs de conservation, sacs fraîcheur, sachets fraîcheur, sacs sous vide
sacs en papier, sacs réutilisables, cabas
film alimentaire, film étirable, film plastique, pellicule plastique, pellicule de plastique, saran wrap, albal
papier aluminium, papier alu, papier d'aluminium, papier d'alu, aluminium, feuille d'aluminium, rouleau aluminium
papier cuisson, papier sulfurisé, papier parchemin, feuilles de cuisson, tapis de cuisson, papier ciré
barquettes aluminium, barquettes alu, plats aluminium, moules en aluminium, moules en papier, caissettes
caissettes à muffins, moules à muffins, boîtes hermétiques, boîte hermétique, boîtes de conservation, tupperware
bocaux vides, bocaux le parfait, le parfait, couvercles, élastiques alimentaires, pinces à sachets, handy bag
filtres à café, filtre à café, filtres café, filtres, filtre, filtres permanents, filtre à eau, cartouche filtrante
cartouches filtrantes, brita, carafe filtrante, sacs à thé vides, pailles, pailles en papier, pailles réutilisables
assiettes en carton, assiettes carton, assiettes jetables, assiettes en plastique, assiettes en papier, gobelets
gobelets en plastique, gobelets carton, gobelets jetables, verres en plastique, verres jetables
couverts jetables, couverts en plastique, fourchettes en plastique, cuillères en plastique, couteaux en plastique
cure-dents, cure dents, piques apéritif, brochettes en bois, pics à brochettes, cure-dents en bois, bâtonnets à café
allumettes, allumette, briquet, briquets, allume-gaz, allume-feu, allume feu, cubes allume-feu, pastilles allume-feu
bougie, bougies, bougies parfumées, bougie parfumée, bougies chauffe-plat, chauffe-plats, photophores, lampions
désodorisant, désodorisants, désodorisant wc, désodorisant maison, spray désodorisant, aérosol désodorisant
parfum d'ambiance, parfums d'ambiance, diffuseur, diffuseurs, diffuseur de parfum, recharge diffuseur, brûle-parfum
air wick, airwick, febreze, glade, brise, ambi pur, absorbeur d'odeurs, destructeur d'odeurs, encens, papier d'arménie
insecticide, insecticides, anti-moustiques électrique, diffuseur anti-moustiques
raid, baygon, vapona, piège à fourmis, pièges à fourmis, anti-fourmis, anti-mites, antimites, boules antimites
tue-mouches, attrape-mouches, ruban attrape-mouches, anti-cafards, raticide, mort aux rats, piège à souris
piles, pile, piles aa, piles aaa, piles lr6, piles lr03, pile bouton, piles rechargeables, duracell, energizer, varta
ampoule, ampoules, ampoule led, ampoules led, ampoule basse consommation, néon, tube néon, lampe de poche
rallonge, multiprise
cirage, cirage noir, cirage marron, crème pour chaussures, imperméabilisant
pinces à linge, épingles à linge, corde à linge, étendoir, housse de repassage, eau de repassage, eau pour fer à repasser
amidon, amidon de repassage, spray repassage, anti-peluches, rasoir anti-peluches, rouleau adhésif, brosse à habits
nettoyant lunettes, lingettes lunettes, chiffon lunettes, nettoyant écran, lingettes écran
bac à glaçons, bacs à glaçons, moule à glaçons, moules à glaçons
ustensiles de cuisine, spatule, louche, fouet, passoire, planche à découper, éplucheur, économe
ouvre-boîte, ouvre-boîtes, tire-bouchon, décapsuleur, ciseaux de cuisine, minuteur, thermomètre de cuisine
poêle, poêles, casserole, casseroles, faitout, cocotte, moule à gâteau, moule à tarte, plat à gratin, saladier
tupperwares, torchon de cuisine, manique, maniques, gant de cuisine, tablier, essoreuse à salade, mandoline
vaisselle jetable, nappe, dessous de plat, set de table, verres, bols, assiettes, couverts
`,
    'Personal Care': `
hygiène, hygiène et beauté, produits d'hygiène, beauté, soins, parapharmacie, pharmacie, trousse de toilette
savon, savons, savonnette, savonnettes, savon liquide, savon mains, savon pour les mains, savon de marseille
savon d'alep, savon surgras, pain de savon, savon solide, recharge savon, distributeur de savon, gel lavant mains
gel douche, gels douche, gel-douche, crème douche, crème de douche, douche, huile de douche, gel douche homme
bain moussant, bain douche, sels de bain, sel de bain, bombe de bain, huile de bain, gel intime, toilette intime
savon intime, lingettes intimes, shampoing, shampoings, shampooing, shampooings, shampoo, shampoing sec
shampoing antipelliculaire, shampoing anti-pelliculaire, shampoing anti-poux, anti-poux, lotion anti-poux, peigne anti-poux
après-shampoing, après-shampooing, après shampoing, après shampooing, apres shampoing, démêlant, baume démêlant
revitalisant, conditionneur, masque capillaire, masque cheveux, soin cheveux, soin capillaire, huile capillaire
huile pour cheveux, sérum cheveux, spray démêlant, laque, laque cheveux, gel coiffant, gel cheveux, gel pour cheveux
cire coiffante, cire cheveux, mousse coiffante, pâte coiffante, spray coiffant, fixatif, spray thermoprotecteur
coloration, colorations, coloration cheveux, teinture, teinture cheveux, teinture pour cheveux, décoloration
henné, shampoing colorant, retouche racines, brosse à cheveux, brosse cheveux, peigne, peignes, élastiques cheveux
élastiques à cheveux, chouchous, pinces à cheveux, pince à cheveux, barrettes, épingles à cheveux, bandeau cheveux
bonnet de douche, charlotte de douche, sèche-cheveux, fer à lisser, lisseur, boucleur, tondeuse, tondeuse barbe
dentifrice, dentifrices, pâte dentifrice, pâte à dents, brosse à dents, brosses à dents, brosse à dent, brosse à dents électrique
brossettes, brossettes interdentaires, brossettes brosse à dents, têtes de brosse à dents, recharges brosse à dents
fil dentaire, soie dentaire, hydropulseur, bain de bouche, bains de bouche, rince-bouche, eau dentaire, gomme dentaire
blanchiment dentaire, colle dentaire, colle pour dentier, crème adhésive dentaire, comprimés nettoyants dentier
pastilles dentier, steradent, polident, fixodent, corega, colgate, signal, sensodyne, elmex, fluocaril, parodontax
oral-b, oral b, aquafresh, vademecum, email diamant, émail diamant, listerine, meridol, crest
déodorant, déodorants, déo, deo, déo spray, déodorant spray, déodorant bille, déodorant stick, déodorant homme
déodorant femme, anti-transpirant, antitranspirant, anti-transpirants, pierre d'alun, rexona, axe, narta, mennen
dove, nivea, nivea men, sanex, le petit marseillais, petit marseillais, tahiti, ushuaïa, ushuaia, monsavon, cadum
mixa, garnier, l'oréal, loreal, elsève, elseve, dop, head & shoulders, head and shoulders, pantene, schwarzkopf
schauma, fructis, garnier fructis, timotei, ultra doux, franck provost, john frieda, kérastase, klorane, jacques dessange
neutrogena, avène, avene, la roche-posay, la roche posay, bioderma, uriage, nuxe, caudalie, eucerin, cetaphil, cerave
a-derma, ducray, vichy soin, lierac, roger & gallet, roger gallet, yves rocher, sephora, diadermine, l'occitane
crème hydratante, crèmes hydratantes, crème visage, crème pour le visage, crème de jour, crème jour, crème de nuit
crème nuit, crème anti-rides, crème antirides, anti-rides, crème anti-âge, anti-âge, soin visage, soin de jour
soin de nuit, sérum, sérum visage, sérums, contour des yeux, crème contour des yeux, crème teintée, bb crème
bb cream, crème réparatrice, crème cicatrisante, cicalfate, cicaplast, crème pour les mains, crème mains
crème pour mains, crème main, crème pour les pieds, crème pieds, crème pour le corps, crème corps, crème de soin
crème nivea, crème multi-usages, crème dépilatoire, crèmes dépilatoires, crème à raser, crème de rasage
lait corporel, lait pour le corps, lait hydratant, lait démaquillant, lait de toilette, lait solaire, lait après-soleil
lotion, lotions, lotion tonique, tonique, lotion démaquillante, démaquillant, démaquillants, démaquillant yeux
eau micellaire, eau démaquillante, huile démaquillante, gel nettoyant, gel nettoyant visage, nettoyant visage
mousse nettoyante, gommage, gommage visage, gommage corps, exfoliant, masque visage, masque, masques, masque purifiant
patchs, patchs yeux, eau thermale, brumisateur, eau florale, eau de rose, hydrolat, aloe vera, gel d'aloe vera
huile pour le corps, huile corps, huile sèche, huile de massage, huile d'argan, huile d'amande douce, huile de ricin
huile de jojoba, huile essentielle, huiles essentielles, huile de nigelle, huile de coco cosmétique, beurre de karité
karité, beurre de cacao cosmétique, vaseline, glycérine, talc, baume, baume corps, baume à lèvres, baumes à lèvres
baume lèvres, stick lèvres, stick à lèvres, labello, carmex, lipbalm, protection solaire, protections solaires
crème solaire, crèmes solaires, écran solaire, écran total, spray solaire, huile solaire, stick solaire, indice 50
après-soleil, après soleil, autobronzant, auto-bronzant, ambre solaire, crème bronzante
maquillage, maquillages, fond de teint, fonds de teint, anti-cernes, correcteur, poudre libre, poudre compacte
poudre de soleil, blush, fard à joues, fard à paupières, fards à paupières, palette maquillage, mascara, mascaras
eye-liner, eyeliner, crayon yeux, crayon pour les yeux, crayon à sourcils, gel sourcils, khôl, khol, rouge à lèvres
rouges à lèvres, gloss, crayon à lèvres, base de teint, primer, fixateur de maquillage, pinceaux maquillage
éponge maquillage, beauty blender, vernis, vernis à ongles, vernis ongles, base coat, top coat, dissolvant
dissolvant sans acétone, acétone, lime à ongles, limes à ongles, coupe-ongles, coupe ongles, ciseaux à ongles
pince à épiler, faux ongles, ongles, soin des ongles, repousse-cuticules, maybelline, bourjois, rimmel, gemey
l'oréal paris, max factor, essence maquillage, kiko, nyx, catrice, mac cosmetics
cotons, coton, coton hydrophile, cotons démaquillants, coton démaquillant, disques de coton, disques démaquillants
disques à démaquiller, carrés de coton, carrés démaquillants, ouate, coton-tige, cotons-tiges, coton tige, cotons tiges
coton-tiges, bâtonnets ouatés, cotons tige, demak'up, demakup, lingettes démaquillantes, lingettes démaquillage
lingettes visage, lingettes rafraîchissantes
rasoir, rasoirs, rasoir jetable, rasoirs jetables, rasoir électrique, lames de rasoir, lame de rasoir, lames, recharges lames
mousse à raser, gel à raser, gel de rasage, savon à barbe, blaireau, après-rasage, après rasage, baume après-rasage
lotion après-rasage, huile à barbe, baume à barbe, soin barbe, gillette, gillette mach 3, gillette fusion, wilkinson
bic rasoir, rasoirs bic, schick, veet, cire dépilatoire, cire froide, cire chaude, bandes de cire, bandes dépilatoires
épilateur, épilation, crème épilatoire, tondeuse nez
tampons, tampon, tampons hygiéniques, tampax, tampons avec applicateur, serviettes hygiéniques, serviette hygiénique
serviettes périodiques, serviettes de nuit, protège-slips, protège slips, protège-slip, protège slip, protèges slips
protections hygiéniques, protections féminines, protection intime, always, nana, vania, saforelle, coupe menstruelle
cup menstruelle, culottes menstruelles, culotte menstruelle, protections incontinence, couches adultes, couche adulte
tena, tena lady, alèses jetables, serviettes incontinence, changes adultes
préservatifs, préservatif, capotes, capote, durex, manix, lubrifiant, gel lubrifiant, test de grossesse, tests de grossesse
test d'ovulation, pilule du lendemain
parfum, parfums, eau de toilette, eau de parfum, eau de cologne, cologne, déo parfum, brume parfumée, brume corps
après-rasage parfum
médicaments, médicament, médocs, pharmacie familiale, doliprane, paracétamol, paracetamol, dafalgan, efferalgan
ibuprofène, ibuprofene, advil, nurofen, spedifen, aspirine, aspégic, aspegic, aspro, anti-douleur, antidouleur
antidouleurs, antalgique, tylenol, motrin, spasfon, smecta, imodium, gaviscon, maalox, rennie, gel digestif, citrate de bétaïne
charbon actif, charbon végétal, laxatif, laxatifs, dulcolax, microlax, forlax, transipeg, anti-diarrhéique
sirop contre la toux, sirop pour la toux, sirop toux, sirop toux sèche, sirop toux grasse, toplexil, hélicidine, helicidine
pastilles pour la gorge, pastilles gorge, pastilles contre le mal de gorge, strepsils, ricola, lysopaïne, drill, vicks, vicks vaporub
humex, actifed, fervex, dolirhume, rhinadvil, spray nasal, spray nez, pulvérisateur nasal, sérum physiologique adulte
eau de mer spray, stérimar, physiomer, inhalation, baume du tigre, tiger balm, arnica, arnica gel, homéopathie, granules
antihistaminique, antihistaminiques, anti-allergique, antiallergique, cétirizine, zyrtec, aerius, reactine, claritin
collyre, gouttes pour les yeux, gouttes yeux, larmes artificielles, dacryoserum, lentilles de contact, lentilles contact
solution lentilles, produit lentilles, solution pour lentilles, étui à lentilles, bouchons d'oreilles, boules quiès
boules quies, cire d'oreille, spray auriculaire, audispray
pansement, pansements, pansements adhésifs, compresses, compresse, compresses stériles, sparadrap, bandage, bandages
bande, bandes, bande velpeau, strips, hansaplast, urgo, compeed, mercurochrome, bétadine, betadine, biseptine
antiseptique, antiseptiques, désinfectant cutané, alcool à 90, alcool à 70, alcool modifié, alcool 90, eau oxygénée
chlorhexidine, dakin, éosine, eosine, biafine, crème brûlure, trousse de secours, kit premiers secours, thermomètre
thermomètre frontal, thermomètre médical, pince à tiques, tire-tique, gel hydroalcoolique, gel hydro-alcoolique
solution hydroalcoolique, masques chirurgicaux, masque chirurgical, masques ffp2, masque ffp2, gants médicaux
vitamines, vitamine, vitamine c, vitamine d, vitamine d3, vitamine b12, vitamine b, multivitamines, multivitamine
complément alimentaire, compléments alimentaires, magnésium, magnesium, magnésium b6, zinc, fer en comprimés
calcium, oméga 3, omega 3, oméga-3, huile de foie de morue, huile de poisson en capsules, probiotiques, probiotique
prébiotiques, mélatonine, melatonine, spiruline, gelée royale, propolis, levure de bière en comprimés, collagène
ginseng, échinacée, acérola, acerola, berocca, supradyn, bion 3, azinc, arkopharma, juvamine, oenobiol, forté pharma
vitamines gummies, gummies vitamines, comprimés, gélules, capsules vitaminées, pastilles effervescentes, effervescent
anti-moustiques, anti moustiques, antimoustique, spray anti-moustiques, lotion anti-moustiques, répulsif, répulsif moustiques
répulsif insectes, moustidose, apaisyl, crème anti-démangeaisons, crème anti démangeaisons
mouchoirs en tissu, bouillotte, patch chauffant, patchs chauffants, ceinture lombaire, genouillère, chevillère
crème pour les jambes, gel jambes lourdes, bas de contention, pilulier, coupe-cors, pansements ampoules
semelles, semelles orthopédiques, râpe à pieds, pierre ponce, pédicure, manucure, kit manucure
gant de toilette, gants de toilette, fleur de douche, éponge de bain, gant exfoliant, gant de crin
serviette de bain, serviettes de bain, drap de bain, trousse de maquillage, miroir grossissant
`,
    Pets: `
animalerie, animaux, animal, animaux de compagnie, produits pour animaux, accessoires animaux
croquettes, croquette, croquettes chat, croquettes pour chat, croquettes chien, croquettes pour chien, croquettes chaton
croquettes chiot, croquettes stérilisé, croquettes pour chat stérilisé, pâtée, pâtées, pâtée chat, pâtée pour chat
pâtée chien, pâtée pour chien, sachets fraîcheur chat, terrine pour chat, émincés pour chat, bouchées pour chat
nourriture chat, nourriture pour chat, nourriture pour chats, nourriture chien, nourriture pour chien, nourriture pour chiens
nourriture animaux, nourriture pour animaux, aliment pour chat, aliments pour chiens, bouffe chat, bouffe chien
boîtes pour chat, boîtes pour chien, boîte pour chat, lait pour chat, lait pour chaton, friandises pour chat
friandises chat, friandises pour chien, friandises chien, friandises pour chiens, friandise chien, os à mâcher
os pour chien, os de buffle, bâtonnets à mâcher, bâtonnets pour chien, bâtons à mâcher, sticks dentaires, barres à mâcher
biscuits pour chien, biscuits chien, herbe à chat, herbe pour chat, cataire, jouet pour chat, jouets pour chat
jouet chat, jouet pour chien, jouets pour chien, jouet chien, balle pour chien, corde à mâcher, arbre à chat
griffoir, griffoirs, grattoir pour chat, panier pour chat, panier pour chien, coussin pour chien, niche, cage de transport
sac de transport chat, gamelle, gamelles, gamelle chat, gamelle chien, distributeur de croquettes
fontaine à eau chat, abreuvoir, laisse, laisses, laisse chien, collier, colliers, collier chien, collier chat, harnais
médaille chien, muselière, litière, litières, litière chat, litière pour chat, litière agglomérante, litière minérale
litière végétale, litière silice, litière en silice, litière bois, granulés de bois litière, litière parfumée, sable pour chat
sable à chat, bac à litière, bacs à litière, pelle à litière, sacs à litière, sacs pour litière
sacs à crottes, sacs à déjections, sacs pour crottes de chien, ramasse-crottes, tapis éducateurs, alèses pour chien
anti-puces, antipuces, anti puces, collier anti-puces, pipettes anti-puces, pipette anti-puces, pipettes chien
pipettes chat, traitement anti-puces, spray anti-puces, shampoing anti-puces, anti-tiques, collier anti-tiques
frontline, advantix, advantage, seresto, scalibor, vermifuge, vermifuges, vermifuge chat, vermifuge chien, milbemax
drontal, shampoing pour chien, shampooing pour chien, shampoing chien, brosse pour chien, brosse pour chat, peigne pour chat
lingettes pour chien, lingettes pour animaux, lingettes animaux, détachant animaux, anti-odeurs animaux, spray répulsif chat
whiskas, felix, sheba, gourmet gold, gourmet perle, purina, purina one, pro plan, proplan, friskies, félix, perfect fit
pedigree, royal canin, ultima, canaillou, fido, frolic, cesar, césar, dentastix, dreamies, catisfactions, hill's
hills, orijen, applaws, almo nature, edgard & cooper, edgard et cooper, canigou, ronron, kitekat, cat chow, dog chow
catsan, sanicat, ever clean, biocat, tigerino, vitakraft, tetra, tetramin, trixie, zolux, beaphar, virbac, bozita
poisson rouge, poissons rouges, nourriture poissons, nourriture pour poissons, nourriture poisson rouge, flocons poissons
aquarium, aquariums, bocal à poisson, gravier aquarium, filtre aquarium, conditionneur d'eau aquarium
graines pour oiseaux, graines oiseaux, mélange pour oiseaux, boules de graisse, boule de graisse, mangeoire
mangeoire oiseaux, nichoir, cage à oiseaux, os de seiche, graines pour perruches, perruche, canari
rongeur, rongeurs, hamster, cochon d'inde, cochons d'inde, cobaye, lapin nain, furet, chinchilla, gerbille
nourriture lapin, nourriture pour lapin, granulés lapin, granulés pour lapin, nourriture rongeurs, foin, foin pour lapin
paille pour rongeurs, copeaux, copeaux de bois, litière rongeurs, litière pour rongeurs, roue pour hamster
tortue, nourriture tortue, reptile, terrarium, grillons, vers de farine
`,
    Baby: `
bébé, bébés, puériculture, rayon bébé, produits bébé, articles bébé
couches, couche, couches bébé, couche bébé, couches-culottes, couches culottes, couche-culotte, culottes d'apprentissage
culottes de bain bébé, couches de nuit, couches lavables, couches taille 1, couches taille 2, couches taille 3
couches taille 4, couches taille 5, couches taille 6, changes complets, changes, pampers, huggies, love & green
love and green, joone, lotus baby, mots d'enfants, tidoo, pommette, pampers baby dry, pampers premium protection
lingettes, lingette, lingettes bébé, lingettes pampers, lingettes à l'eau, lingettes au liniment, lingettes épaisses
water wipes, waterwipes, liniment, liniment oléo-calcaire, liniment oléocalcaire, crème de change, crème pour le change
crème change, pommade pour le change, mitosyl, bepanthen, bépanthène, aloplastine, eryplast, pâte à l'eau
crème pour les fesses, talc bébé, eau nettoyante bébé, gel lavant bébé, shampoing bébé, shampooing bébé
lait de toilette bébé, huile bébé, crème bébé, savon bébé, mustela, dexeryl bébé, cold cream, biolane
lait infantile, laits infantiles, lait 1er âge, lait premier âge, lait 2ème âge, lait 2e âge, lait deuxième âge
lait 3ème âge, lait de croissance, laits de croissance, lait maternisé, lait bébé, lait en poudre bébé, lait de suite
préparation infantile, préparations infantiles, lait anti-régurgitation, lait ar, lait hypoallergénique bébé
lait pour nourrisson, guigoz, gallia, nidal, modilac, blédilait, bledilait, physiolac, nutriben, enfamil, similac
nestlé bébé, novalac, aptamil, nutricia, premilait, lait liquide bébé, biberon de lait prêt
petits pots, petits pots bébé, pots bébé, pots pour bébé, repas bébé, purée bébé, purées bébé, compote bébé
compotes bébé, gourdes bébé, gourde bébé, dessert bébé, céréales bébé, céréales infantiles, blédine, bledine
phosphatine, farine bébé, biscuits bébé, biscuit bébé, boudoirs bébé, blédina, bledina, hipp, babybio, good gout
good goût, yooji, popote, les menus bébé, bonbébé
biberon, biberons, tétine, tétines, tétine biberon, tétines biberon, sucette bébé, sucettes bébé, lolette, suce, suces
attache-sucette, attache sucette, goupillon, stérilisateur, chauffe-biberon, boîte doseuse, doseur de lait
anneau de dentition, anneaux de dentition, dentition, gel gingival, gel dentaire bébé, camilia, delabarre
bavoir, bavoirs, bavoirs jetables, gigoteuse, turbulette, doudou, doudous, tapis d'éveil, hochet, mobile bébé
body bébé, bodies bébé, pyjama bébé, chaussons bébé, bonnet bébé
sérum physiologique, sérum phy, serum phy, dosettes de sérum physiologique, dosettes sérum phy, dosettes serum phy
mouche-bébé, mouche bébé, mouche-nez, mouche nez, embouts mouche-bébé, physiologica, thermomètre bébé, thermomètre de bain
uvestérol, uvesterol, zymaduo, adrigyl, vitamine d bébé, calmosine, doliprane pédiatrique, doliprane bébé, efferalgan pédiatrique
coussinets d'allaitement, coussinets allaitement, tire-lait, tire lait, téterelles, bouts de sein, crème lanoline
coton bébé, cotons bébé, carrés de coton bébé, bâtonnets bébé, coton-tiges bébé, brosse à cheveux bébé
ciseaux bébé, coupe-ongles bébé, baignoire bébé, transat, transat de bain, table à langer, matelas à langer
tapis à langer, sac à langer, poubelle à couches, recharges poubelle à couches, siège auto, poussette, porte-bébé
écharpe de portage, babyphone, ecoute-bébé, veilleuse, lit parapluie, chaise haute, réhausseur, rehausseur
barrière de sécurité, cache-prises, dodie, avent, philips avent, mam, nuk, chicco, tigex, bébé confort
béaba, babymoov, badabulle, tommee tippee, difrax, nûby, nuby, suavinex
`,
  },
  modifiers: {
    'Frozen Foods': `
surgelé, surgele, surgelee, surgeles, surgelees, surgel, surg, congelé, congele, congelee, congeles,
congelees, picard, thiriet, toupargel
`,
    Pantry: `
en conserve, conserve, conserves, en boite, boite, boites, bocal, bocaux, en bocal, appertise, seche,
sechee, seches, sechees, deshydrate, deshydratee, deshydrates, deshydratees, lyophilise, lyophilisee,
lyophilises, poudre, en poudre, moulu, moulue, moulus, moulues
`,
    Pets: `
chien, chiens, chiot, chiots, chat, chats, chaton, chatons, pour chien, pour chat, animal, animaux,
animalerie, canin, canine, canins, felin, feline, felins, rongeur, rongeurs, hamster, hamsters,
cobaye, cochon d inde, lapin nain, oiseau, oiseaux, perruche, perruches, canari, canaris,
poisson rouge, poissons rouges, aquarium, tortue, furet, chinchilla
`,
    Baby: `
bebe, bebes, pour bebe, nourrisson, nourrissons, infantile, infantiles, 1er age, 2eme age, 3eme age,
premier age, deuxieme age, bambin, bambins
`,
  },
  stopWords: `
le, la, les, des, de, du, d, au, aux, a, à, en, et, ou, avec, sans, pour, par, sur, dans, chez, contre
entre, ce, cet, cette, ces, mon, ma, mes, ton, ta, tes, son, sa, ses, notre, nos, votre, vos, leur, leurs, y
ne, pas, plus, moins, tres, très, trop, bien, aussi, encore, autre, autres, meme, même, si, possible, que, qu, j
svp, stp, merci, acheter, racheter, prendre, reprendre, penser, voir, manque, il, faut, besoin, urgent
marque, marques, genre, type, sorte, sortes, style, gamme, choix, variés, varié, variées, divers, diverses
assorti, assortis, assortie, assorties, quelconque, importe, habituel, habituelle, habituels, habituelles
bio, biologique, biologiques, eco, éco, ecologique, écologique, durable, equitable, équitable
frais, fraiche, fraîche, fraiches, fraîches, fraichement, fraîchement, nouveau, nouvelle, nouveaux, nouvelles
grand, grande, grands, grandes, gros, grosse, grosses, moyen, moyenne, moyens, moyennes, mini, maxi
xl, xxl, familial, familiale, familiaux, format, économique, economique, promo, promotion, promos, offre, solde
classique, classiques, normal, normale, normaux, normales, ordinaire, ordinaires, standard, simple, simples
bon, bonne, bons, bonnes, beau, belle, beaux, belles, joli, jolie, vrai, vraie, qualité, qualite, premium, extra
super, supérieur, superieure, supérieure, fin, fins, fine, fines, pur, pure, purs, nature, naturel, naturelle
naturels, naturelles, maison, artisanal, artisanale, artisanaux, traditionnel, traditionnelle, français, française
francais, francaise, france, local, locale, locaux, régional, regional, vrac, fermier, fermière, fermiers, fermières
allégé, allege, allégée, allegee, allégés, light, zéro, zero, léger, légère, lactose, gluten, halal, casher, kasher
vegan, végan, végétalien, vegetarien, végétarien, végétarienne, veggie, aop, aoc, igp, hyper, reflets
carrefour, leclerc, auchan, lidl, aldi, intermarché, intermarche, monoprix, franprix, casino
repère, metro, provigo, iga, delhaize, colruyt, migros, coop
`,
  unitWords: `
g, gr, grs, gramme, grammes, kg, kgs, kilo, kilos, kilogramme, kilogrammes, mg, l, litre, litres, lt, ml, cl, dl
livre, livres, lb, lbs, once, onces, oz, pinte, pintes, gallon, gallons
cuillère, cuillères, cuillere, cuilleres, cuiller, cuillers, cuillerée, cuillerées, cuilleree, cuillerees, cas, cac
cs, cc, càs, càc, tasse, tasses, verre, pincée, pincées, pincee, pincees, poignée, poignées, poignee, poignees
brin, brins, gousse, gousses, branche, branches, botte, bottes, grappe, grappes, régime, regime
sachet, sachets, paquet, paquets, pqt, paq, pack, packs, lot, lots, bouteille, bouteilles, btl, canette, canettes
cannette, cannettes, brique, briques, bidon, bidons, baril, barils, flacon, flacons, tube, tubes, pot, barquette
barquettes, sac, sacs, rouleau, rouleaux, tranche, tranches, pièce, pièces, piece, pieces, pcs, pc, pce, pces
unité, unités, unite, unites, portion, portions, part, parts, morceau, morceaux, bout, bouts, dose, doses
recharge, recharges, tablette, tablettes, plaquette, plaquettes, carton, cartons, caisse, caisses, casier, casiers
douzaine, douzaines, dizaine, dizaines, demi, demie, moitié, moitie, tiers, paire, paires, fois, x
un, une, deux, trois, quatre, cinq, six, sept, huit, neuf, dix, onze, douze, treize, quatorze, quinze, seize
vingt, trente, quarante, cinquante, soixante, cent, quelques, plusieurs
`,
};
