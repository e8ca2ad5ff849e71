import type { LanguageLexicon } from './language-lexicon';

/** Italian: everyday product names (Italy and Italian-speaking Switzerland, with regional variants), brands, modifiers, units. */
export const ITALIAN_LEXICON: LanguageLexicon = {
  language: 'it',
  terms: {
    Produce: `
frutta, frutti, frutta fresca, frutta di stagione, frutta mista, frutta tagliata, frutti rossi, frutti di bosco
macedonia, macedonia di frutta, verdura, verdure, ortaggi, verdura fresca, verdure fresche, verdure miste
mela, mele, mele golden, mele fuji, mele gala, mele pink lady, mele granny smith, mele renette, renetta, renette
mele stark, mele annurca, mele annurche, annurca, mele rosse, mele verdi, mele gialle, mele melinda, melinda
marlene, mele val venosta, mela cotogna, mele cotogne, cotogne
pera, pere, pere abate, pere williams, pere kaiser, pere conference, pere decana, pere coscia
banana, banane, platano, platani, arancia, arance, arance rosse, arance tarocco, tarocco, arance moro
arance sanguinelle, sanguinello, sanguinelli, arance navel, arance da spremuta, arance bionde, arance di sicilia
mandarino, mandarini, clementina, clementine, mandarancio, mandaranci, tangerini
limone, limoni, limoni di amalfi, limoni di sorrento, lime, pompelmo, pompelmi, pompelmo rosa, cedro, cedri
bergamotto, kumquat, agrumi, uva, uva bianca, uva nera, uva rossa, uva italia, uva fragola, uva senza semi
uva da tavola, grappolo d'uva, fragola, fragole, fragoline, fragoline di bosco, mirtillo, mirtilli, lampone
lamponi, mora, more, more di gelso, gelsi, ribes, ribes rosso, uva spina, ciliegia, ciliegie, ciliege
duroni, amarene, amarena, visciole, pesca, pesche, pesche bianche, pesca noce, pesche noci
pescanoce, pescanoci, nettarina, nettarine, pesche nettarine, percoche, pesche tabacchiere, tabacchiere
pesca saturnina, albicocca, albicocche, susina, susine, prugna, prugne, prugne fresche, mirabelle, cachi, caco
kaki, loti, kaco, fico, fichi, fichi freschi, fico d'india, fichi d'india, melograno, melograni, melagrana
melagrane, chicchi di melograno, mango, manghi, papaya, papaia, ananas, anguria, angurie, cocomero, cocomeri
mellone, melone d'acqua, melone, meloni, melone giallo, melone retato, kiwi, kiwi gold, kiwi giallo
frutto della passione, maracuja, passion fruit, litchi, lychee, pitaya, frutto del drago, carambola
avocado, avocadi, cocco, noce di cocco, castagne, castagna, marroni, caldarroste, nespole, nespola, giuggiole
datteri, dattero, datteri medjoul, physalis, alchechengi, feijoa, guava, tamarillo, rabarbaro
pomodoro, pomodori, pomodorini, pomodorino, pomodori ciliegini, datterini, pomodori datterini
pachino, pomodori pachino, pomodori san marzano, san marzano, pomodori ramati, ramati, cuore di bue
pomodori cuore di bue, pomodori costoluti, costoluti, pomodori da insalata, pomodori verdi, pomodori tondi
pomodori perini, perini, camone, pomodori camone, piccadilly, pomodorini ciliegini
insalata, insalate, insalatina, insalatine, insalata mista, insalata in busta, insalata lavata, insalata iceberg
iceberg, lattuga, lattughe, lattuga romana, romana, lattughino, lattughini, gentilina, canasta, trocadero
foglia di quercia, misticanza, songino, soncino, valeriana, rucola, ruchetta, rughetta, rucoletta
radicchio, radicchi, radicchio rosso, radicchio di treviso, trevisano, radicchio tardivo, tardivo
radicchio di chioggia, castelfranco, cicoria, cicorie, cicoria catalogna, catalogna, puntarelle, scarola
scarole, indivia, indivia belga, insalata riccia, riccia, spinaci, spinacino, spinacini, spinaci novelli
bietola, bietole, bieta, biete, erbette, coste, cavolo, cavoli, cavolfiore, cavolfiori, cavolo nero
cavolo cappuccio, cappuccio, cavolo verza, verza, verze, cavolo romanesco, romanesco, broccolo romanesco
broccolo, broccoli, broccoletti, cime di rapa, cima di rapa, friarielli, rapini, cavolini di bruxelles
cavoletti di bruxelles, cavolo rapa, cavolo cinese, pak choi, bok choy, cavolo riccio, kale
carota, carote, carotine, carote novelle, sedano, sedano verde, sedano bianco, sedano rapa, finocchio
finocchi, cipolla, cipolle, cipolle rosse, cipolla rossa, cipolla di tropea, cipolle di tropea, cipolle bianche
cipolle dorate, cipollotto, cipollotti, cipolline, scalogno, scalogni, porro, porri, aglio, aglio fresco
aglio rosso, aglio orsino, zucchina, zucchine, zucchino, zucchini, zucchine trombetta, zucchine romanesche
cucuzza, cucuzze, fiori di zucca, fiori di zucchina, melanzana, melanzane, melanzane viola, melanzane tonde
mulignane, peperone, peperoni, peperoni rossi, peperoni gialli, peperoni verdi, friggitelli, friggitello
peperoncino, peperoncini, peperoncino fresco, peperoncini verdi, jalapeno, patata, patate, patane
patate novelle, patate a pasta gialla, patate a pasta bianca, patate rosse, patate viola, patate americane
patata americana, patate dolci, patata dolce, zucca, zucche, zucca mantovana, zucca delica, zucca butternut
cetriolo, cetrioli, ravanello, ravanelli, rapanelli, rapa, rape, rape bianche, barbabietola, barbabietole
barbabietole rosse, rape rosse, carciofo, carciofi, carciofi romaneschi, mammole, asparago, asparagi
asparagi bianchi, asparagi verdi, asparagi selvatici, fagiolini, fagiolino, fagiolini verdi, taccole
piattoni, piselli, pisellini, piselli freschi, fave, fave fresche, baccelli, fagioli freschi
fagioli da sgranare, edamame, pannocchia, pannocchie, mais fresco, funghi, fungo, champignon
funghi champignon, porcini, funghi porcini, finferli, gallinacci, chiodini, pioppini, pleurotus, shiitake
funghi freschi, tartufo, tartufi, tartufo nero, tartufo bianco, germogli, germogli di soia, zenzero, zenzero fresco
curcuma fresca, topinambur, pastinaca, pastinache, cardi, cardo, agretti, barba di frate, borragine, ortiche
tarassaco, crescione, portulaca, okra, gombo, soffritto, misto per soffritto, minestrone fresco, odori
mazzetto di odori, erbe aromatiche, erbe fresche, basilico, prezzemolo, petrosino, petrosemolo, rosmarino
salvia, timo, menta, mentuccia, nepitella, maggiorana, erba cipollina, aneto, coriandolo, dragoncello
cerfoglio, alloro, foglie di alloro, citronella, lemongrass, verdure tagliate, carote julienne
tofu, seitan, tempeh, hummus, guacamole, kimchi, chiquita, zespri
pomodori da sugo, broccoli di rapa, cavolo broccolo, spinaci freschi, funghi misti, insalata belga
finocchietto selvatico, rucola selvatica, cavolo viola, zucchine tonde, erba medica
`,
    Bakery: `
pane, pani, pan, pane fresco, pane bianco, pane comune, pane integrale, pane ai cereali, pane multicereali
pane ai cinque cereali, pane di segale, pane nero, pane di farro, pane di semola, pane casereccio
pane pugliese, pane di altamura, pane di matera, pane toscano, pane sciapo, pane di genzano, pane siciliano
pane carasau, carasau, pane guttiau, pane alle olive, pane alle noci, pane al latte, pane all'olio
pane senza glutine, pane in cassetta, pan carre, pancarre, pan bauletto, bauletto, pane per toast, pane da toast
pane per tramezzini, tramezzini, pane arabo, pita, piadina, piadine, piada, piadina romagnola, tigelle
crescentine, crescia, tortilla, tortillas, wrap, wraps, naan, pane naan, pinsa, pinse
panino, panini, panini al latte, panini all'olio, panini per hamburger, panini per hot dog, pan brioche
rosetta, rosette, michetta, michette, tartaruga, ciabatta, ciabatte, ciabattina, ciabattine, filone, filoncino
filoncini, baguette, baguettes, sfilatino, sfilatini, pagnotta, pagnotte, pagnottella, francesino, francesini
coppia ferrarese, ferrarese, mantovana, mantovane, biova, biove, montasu, puccia, pucce, treccia di pane
focaccia, focacce, focaccina, focaccine, focaccia genovese, focaccia barese, focaccia ligure, schiacciata
schiacciate, pizza bianca, pizza rossa, pizza al taglio, pizzette, pizzetta, base pizza, basi pizza
base per pizza, basi per pizza, pasta per pizza, impasto per pizza, impasto pizza, panzerotti, calzoni
cornetto, cornetti, cornetto vuoto, cornetti integrali, croissant, croissants, brioche, brioches, brioscia
briosce, saccottino, saccottini, pain au chocolat, ventagli, girelle all'uvetta, danese
cannolo, cannoli, cannoli siciliani, sfogliatella, sfogliatelle, baba, maritozzo, maritozzi, bombolone
bomboloni, krapfen, graffe, zeppole, zeppole di san giuseppe, frittelle, castagnole, chiacchiere, frappe
bugie, cenci, crostoli, galani, sfrappole, struffoli, pastiera, colomba, colomba pasquale, panettone
panettoni, pandoro, pandori, veneziana, panforte, pan di spagna, pan di zenzero, cassata, cassatine
buccellato, pasticcini, pasticceria, pastarelle, bigne, profiteroles, eclair, cannoncini, diplomatici
millefoglie, torta, torte, torta di compleanno, torta paradiso, torta della nonna, torta di mele
torta al cioccolato, torta salata, torte salate, crostata, crostate, crostata di frutta, ciambella, ciambelle
ciambellone, plumcake, plum cake, muffin, muffins, donut, donuts, ciambelle fritte, strudel, sacher, sachertorte
tiramisu, cheesecake, savarin, meringhe, meringa, sbrisolona, bensone, pinza, focaccia dolce, fugassa
crostatina fresca, pane dolce, panbrioche
pan di ramerino, pandolce, sfincione, pane di grano duro, pane di semola rimacinata, pane al farro
`,
    'Meat & Seafood': `
carne, carni, carne bianca, carne rossa, carne fresca, manzo, bovino, vitellone, scottona, fassona, vitello
maiale, suino, porco, pollo, polli, gallina, cappone, tacchino, anatra, anitra, petto d'anatra
oca, faraona, quaglia, quaglie, piccione, coniglio, conigli, lepre, cinghiale, cervo, capriolo, selvaggina
agnello, abbacchio, capretto, montone, castrato, pecora, cavallo, carne di cavallo, equina, struzzo
bistecca, bistecche, bistecca alla fiorentina, fiorentina, costata, costate, tagliata, entrecote, filetto
filetti, filetto di manzo, controfiletto, lombata, roast beef, roastbeef, carpaccio, tartare, battuta
fesa, fesa di vitello, sottofesa, noce di vitello, magatello, scamone, spalla, reale, copertina
fusello, punta di petto, biancostato, cappello del prete, muscolo, muscoli, stinco, stinchi, geretto
ossobuco, ossibuchi, osso buco, coda, coda di bue, coda alla vaccinara, guancia, guancette, guanciale
lingua, fegato, fegatini, fegato di vitello, trippa, lampredotto, rognone, rognoni, animelle, cervella
cuore, milza, frattaglie, zampetti, spezzatino, bocconcini di vitello, gulasch, goulash, arrosto, arrosti
arrosto di vitello, brasato, bollito, lesso, carne per brodo, carne da brodo, ossa, ossa per brodo, midollo
macinato, macinata, carne macinata, macinato di manzo, macinato di vitello, macinato misto, macinato di pollo
trito, carne trita, tritata, carne tritata, polpette, polpettone, hamburger, hamburgers, burger, svizzere
svizzera, fettine, fettina, fettine di vitello, fettine di pollo, scaloppine, scaloppina, cotolette, cotoletta
cotoletta alla milanese, milanese, orecchia di elefante, involtini, saltimbocca, braciole, braciola
bracioline, nodini, nodini di vitello, costine, costina, costolette, costolette d'agnello, puntine
spuntature, spare ribs, ribs, lonza, lombo, arista, filetto di maiale, coppa, capocollo, salsiccia, salsicce
salamella, salamelle, luganega, luganiga, cotechino, zampone, musetto, cotenna, cotiche, porchetta
pancetta, pancetta affumicata, pancetta tesa, pancetta arrotolata, dadini di pancetta, cubetti di pancetta
rigatino, bacon, speck, lardo, lardo di colonnata, prosciutto, prosciutti, prosciutto cotto, prosciutto crudo
prosciutto di parma, prosciutto san daniele, san daniele, culatello, cotto, crudo, mortadella
mortazza, salame, salami, salamino, salamini, salame piccante, salame milano, salame napoli, salame ungherese
salame felino, soppressata, sopressa, nduja, ventricina, finocchiona, bresaola, carne salada, cacciatorini
cacciatore, affettati, affettato, affettato misto, salumi, salume, tacchino affettato, fesa di tacchino
petto di tacchino, arrosto di tacchino, pollo arrosto, wurstel, wuerstel, hot dog, frankfurter, kebab
spiedini, spiedino, arrosticini, stinco di maiale, pollo intero, petto di pollo, petti di pollo, petto
sovracosce, sovracoscia, cosce di pollo, coscia, cosce, coscia di pollo, fusi di pollo, fusi, fuso di pollo
ali di pollo, alette, alette di pollo, ali, pollo a pezzi, straccetti, bocconcini di pollo, cordon bleu
fegato d'oca, foie gras, lonzino, coppa piacentina, pancetta piacentina, cotto di praga, mondeghili
pesce fresco, pesce spada, merluzzo, baccala, stoccafisso, nasello, salmone, salmone fresco
salmone affumicato, filetto di salmone, trancio di salmone, trota, trota salmonata, branzino, branzini
spigola, spigole, orata, orate, dentice, sogliola, sogliole, platessa, rombo, cernia, pesce san pietro
triglia, triglie, palombo, verdesca, pesce persico, persico, pangasio, tilapia, halibut, sgombro, sgombri
sardine, sarde, alici, alici marinate, aringa, aringhe, tonno fresco, trancio di tonno, tranci di tonno
tagliata di tonno, tranci, trancio, filetti di pesce, filetti di merluzzo, pesce spada affumicato
frutti di mare, gamberi, gambero, gamberetti, gamberoni, mazzancolle, scampi, scampo, canocchie, cicale di mare
calamari, calamaro, totani, totano, seppie, seppia, seppioline, polpo, polipo, polpi, moscardini, cozze
cozza, peoci, vongole, vongole veraci, telline, fasolari, cannolicchi, ostriche, ostrica, capesante
capasanta, granchio, granchi, polpa di granchio, astice, aragosta, ricci di mare, surimi
bastoncini di granchio, insalata di mare, anguilla, capitone, rana pescatrice, coda di rospo, luccio, carpa
beretta, rovagnati, citterio, fiorucci, aia, amadori, vismara, golfera, parmacotto, ferrarini, levoni, wudy
ciccioli, nervetti, tonno rosso, galletto amburghese, code di gambero, code di gamberi, gamberi sgusciati, pesce azzurro
`,
    'Dairy & Eggs': `
latte, latte fresco, latte intero, latte parzialmente scremato, latte ps, latte p s, latte scremato
latte magro, latte alta qualita, alta qualita, latte microfiltrato, latte uht, latte a lunga conservazione
latte lunga conservazione, latte senza lattosio, latte delattosato, latte ad alta digeribilita, latte hd
latte di capra, latte crudo, latte al cacao, latte al cioccolato, latte di soia, latte di riso, latte di avena
latte d'avena, latte di mandorla, latte di mandorle, latte vegetale, latte di cocco da bere, bevanda di soia
bevanda alla soia, bevanda di avena, bevanda all'avena, bevanda di riso, bevanda di mandorla
bevanda alla mandorla, bevanda vegetale, bevande vegetali, panna, panna fresca, panna da montare
panna montata, panna spray, panna da cucina, panna acida, panna vegetale, panna per caffe, hopla, burro
burro salato, burro chiarificato, ghee, burro light, burro di montagna, burro vegetale, margarina
panna cotta, budino, budini, danette, creme caramel, uova, uovo, uova fresche, uova bio, uova da allevamento
uova di quaglia, albumi, albume, tuorli, tuorlo, uova sode, uovo sodo, formaggio, formaggi, formaggino
formaggini, formaggio spalmabile, formaggio fresco, formaggio grattugiato, grattugiato, formaggio a fette
fette di formaggio, formaggio cremoso, formaggio stagionato, formaggi misti, parmigiano, parmigiano reggiano
parmigiano grattugiato, parmiggiano, reggiano, grana, grana padano, grana grattugiato, pecorino
pecorino romano, pecorino sardo, pecorino toscano, pecorino siciliano, mozzarella, mozzarelle
mozzarella di bufala, mozzarelle di bufala, bufala, mozzarella per pizza, mozzarella light, fior di latte
fiordilatte, bocconcini, ciliegine, perline di mozzarella, treccia di mozzarella, burrata, burratina
stracciatella, scamorza, scamorze, scamorza affumicata, scamorzine, provola, provola affumicata, provolone
caciocavallo, caciotta, caciotte, ricotta, ricotta di pecora, ricotta vaccina, ricotta salata, mascarpone
stracchino, crescenza, robiola, canestrato, squacquerone, philadelphia, quark, fiocchi di latte, gorgonzola
gorgonzola dolce, gorgonzola piccante, taleggio, fontina, fontal, asiago, montasio, bitto, castelmagno, toma
raschera, emmental, emmentaler, emmenthal, groviera, gruviera, gruyere, edamer, edam, gouda, leerdammer
brie, camembert, feta, primo sale, quartirolo, italico, bel paese, galbanino, sottilette, caprino, caprini
formaggio di capra, tomino, tomini, halloumi, cheddar, piave, pecorino di fossa, casera, vezzena, tilsit
sbrinz, appenzeller, vacherin, tete de moine, raclette, mozzarella senza lattosio, babybel, mini babybel
yogurt, yoghurt, yogurth, yogurt bianco, yogurt naturale, yogurt greco, yogurt intero, yogurt magro
yogurt alla frutta, yogurt da bere, yogurt di soia, yogurt vegetale, yogurt senza lattosio, kefir, skyr
actimel, activia, danone, danacol, yakult, benecol, muller, mueller, yomo, vipiteno, sterzing, fage
granarolo, parmalat, zymil, accadi, mila, sterilgarda, mukki, centrale del latte, brimi, santa lucia
vallelata, nonno nanni, inalpi, biraghi, galbani, alpro, oatly, valsoia, kinder fetta al latte
pasta fresca, pasta fresca all'uovo, pasta ripiena, tortellini, tortellino, ravioli, raviolo, cappelletti
agnolotti, tortelloni, tortelli, anolini, culurgiones, casoncelli, pansoti, giovanni rana
pasta sfoglia, sfoglia, pasta brise, brise, pasta frolla, rotolo di sfoglia
ricottina, bufaline, provoletta, formaggella, spalmabile, latticini, formaggio light, uova grandi
`,
    Pantry: `
pasta, pasta secca, pasta corta, pasta lunga, pasta integrale, pasta all'uovo, pasta di semola
pasta senza glutine, pasta di legumi, pasta di grano duro, spaghetti, spaghettini, spaghettoni, vermicelli
vermicelloni, linguine, bavette, trenette, bucatini, capellini, capelli d'angelo, fettuccine, tagliatelle
tagliolini, tajarin, pappardelle, lasagne, lasagna, sfoglie per lasagne, cannelloni, penne, penne rigate
penne lisce, pennette, mezze penne, rigatoni, mezzi rigatoni, tortiglioni, maccheroni, maccheroncini
sedanini, fusilli, fusilloni, farfalle, farfalline, conchiglie, conchiglioni, lumache, lumaconi, orecchiette
cavatelli, trofie, strozzapreti, gnocchetti sardi, malloreddus, paccheri, mezze maniche, ditali, ditalini
ditaloni, tubetti, anellini, anelletti, stelline, pastina, risoni, filini, quadrucci, grattini, fregola
fregula, pici, bigoli, casarecce, gemelli, radiatori, calamarata, mafalde, reginette, ziti, mezzani
scialatielli, gnocchi, gnocchi di patate, gnocchetti, canederli, couscous, cous cous, cuscus, bulgur, quinoa
farro, orzo, orzo perlato, miglio, grano saraceno, amaranto, avena, riso, riso arborio
riso carnaroli, carnaroli, riso vialone nano, riso roma, riso basmati, basmati, riso thai, riso jasmine
riso venere, riso integrale, riso parboiled, riso rosso, riso nero, riso selvaggio, riso per sushi
riso soffiato, risotto pronto, preparato per risotto, polenta, polenta istantanea, polenta pronta
farina di mais, farina gialla, semolino, noodles, spaghetti di riso, spaghetti di soia, ramen, udon, soba
vermicelli di riso, barilla, de cecco, rummo, garofalo, voiello, divella, la molisana, molisana, buitoni
scotti, riso gallo, riso scotti, mulino bianco, farina, farine, farina 00, farina 0, farina tipo 1
farina integrale, farina manitoba, manitoba, farina di riso, farina di ceci, farina di farro
farina di segale, farina di grano saraceno, farina di mandorle, farina di cocco, farina di castagne
farina per pizza, farina per dolci, semola, semola rimacinata, fecola, fecola di patate, amido di mais
maizena, amido, lievito, lievito di birra, lievito secco, lievito per dolci, lievito istantaneo
lievito madre, pane degli angeli, bicarbonato, bicarbonato di sodio, cremor tartaro, zucchero, zucchero bianco
zucchero semolato, zucchero di canna, zucchero a velo, zucchero integrale, zucchero di cocco, zollette
dolcificante, stevia, saccarina, eritritolo, fruttosio, miele, miele di acacia, miele millefiori
sciroppo d'acero, sciroppo di agave, sciroppo di glucosio, sciroppo di riso, melassa, malto, malto d'orzo
marmellata, marmellate, marmellata di arance, confettura, confetture, confettura extra, composta, mostarda
nutella, crema spalmabile, crema alle nocciole, crema di nocciole, crema di pistacchio, crema al pistacchio
nocciolata, pan di stelle crema, burro di arachidi, burro d'arachidi, crema di arachidi, tahina, tahin
cioccolato, cioccolata, cioccolato fondente, cioccolato al latte, cioccolato bianco, tavoletta di cioccolato
gocce di cioccolato, cacao, cacao amaro, cacao in polvere, vanillina, vaniglia, bacca di vaniglia
estratto di vaniglia, aroma vaniglia, aromi per dolci, fialette, colla di pesce, gelatina, gelatina in fogli
agar agar, preparato per torta, preparato per torte, preparato per dolci, preparato per pancake
preparato per budino, preparato per pane, preparato per pizza, preparato per crepes, granella
granella di nocciole, granella di pistacchio, codette, zuccherini, confettini, cedro candito
scorzette d'arancia, uvetta, uva passa, uva sultanina, prugne secche, albicocche secche, fichi secchi
mirtilli rossi secchi, datteri secchi, frutta secca, frutta disidratata, mix di frutta secca, mandorle
mandorla, mandorle pelate, mandorle a lamelle, nocciole, nocciola, noci, noce, gherigli di noce, pistacchi
pistacchio, anacardi, arachidi, noccioline, noccioline americane, arachidi salate, pinoli, noci pecan
noci brasiliane, noci del brasile, noci di macadamia, semi, semi di girasole, semi di zucca, semi di lino
semi di chia, semi di sesamo, sesamo, bruscolini, semi misti, cocco grattugiato, cocco rape, cocco disidratato
cereali, cereali per colazione, corn flakes, cornflakes, fiocchi di mais, muesli, granola, fiocchi d'avena
fiocchi di avena, fiocchi, crusca, special k, kellogg, kelloggs, chocapic, cheerios, coco pops, fitness
smacks, barrette, barretta, barrette ai cereali, barrette proteiche, biscotti, biscotto, biscottini
biscotti secchi, frollini, gocciole, pan di stelle, oro saiwa, oro ciok, macine, tarallucci, abbracci
baiocchi, galletti, pavesini, savoiardi, ringo, oreo, digestive, loacker, wafer, wafers, krumiri
cantucci, cantuccini, amaretti, amaretti di saronno, ricciarelli, baci di dama, brutti ma buoni
canestrelli, lingue di gatto, occhi di bue, biscotti al burro, biscotti integrali, fette biscottate
biscottate, crackers, cracker, gallette, gallette di riso, gallette di mais, grissini, grissini torinesi
taralli, tarallini, friselle, frise, crostini, bruschette, pane tostato, pane azzimo, schiacciatine
pangrattato, pan grattato, pane grattugiato, mulino bianco biscotti, saiwa, pavesi, balocco, doria, misura
galbusera, patatine, patatine in busta, patatine chips, chips, pringles
san carlo, amica chips, pata, fonzies, popcorn, pop corn, mais per popcorn, salatini, stuzzichini
tortilla chips, nachos, taralli pugliesi, snack, snack salati, merendine, merendina, kinder, kinder cereali
kinder bueno, kinder delice, kinder brioss, fiesta, buondi, tegolino, girella, girelle, camilla, flauti
crostatine, crostatina, tortine, pan goccioli, cioccolatini, cioccolatino, praline, baci, baci perugina
ferrero rocher, rocher, mon cheri, pocket coffee, raffaello, toblerone, lindt, milka, novi, caffarel
gianduiotti, gianduiotto, torrone, torroni, torroncini, caramelle, caramella, caramelle gommose
gommose, orsetti gommosi, haribo, liquirizia, rotelle di liquirizia, goleador, big babol, chewing gum
gomme, gomma da masticare, gomme da masticare, cicche, cingomma, vivident, daygum, mentine, tic tac
mentos, golia, pastiglie leone, frisk, chupa chups, lecca lecca, marshmallow, confetti, uova di pasqua
uovo di pasqua, ovetti, ovetti kinder, ferrero, perugina, dolciumi
sugo, sughi, sugo pronto, sugo al pomodoro, ragu, pesto, pesto alla genovese, pesto rosso, passata
passata di pomodoro, passato di pomodoro, pomodori pelati, pelati, polpa di pomodoro
pomodorini in scatola, concentrato di pomodoro, concentrato, doppio concentrato, triplo concentrato
salsa di pomodoro, salsa, salse, salsa pronta, mutti, cirio, pomi, ketchup, maionese, maionese light
senape, salsa rosa, salsa tonnata, salsa barbecue, salsa bbq, salsa di soia, salsa worcester, tabasco
salsa piccante, salsa verde, salsa tartara, salsa teriyaki, salsa agrodolce, salsa guacamole, sriracha
calve, hellmann's, saclà, sacla, olio, olio d'oliva, olio di oliva, olio extravergine, olio extra vergine
olio extravergine di oliva, olio evo, evo, olio di semi, olio di semi di girasole, olio di girasole
olio di arachidi, olio di mais, olio di sesamo, olio di cocco, olio di palma, olio per friggere
olio di colza, olio di vinaccioli, olio piccante, bertolli, carapelli, monini, aceto, aceto di vino
aceto di vino bianco, aceto di vino rosso, aceto di mele, aceto balsamico, aceto balsamico di modena
balsamico, glassa di aceto balsamico, glassa balsamica, crema di balsamico, glassa, aceto di riso, ponti
sale, sale fino, sale grosso, sale iodato, sale marino, sale rosa, sale dell'himalaya, sale in fiocchi, pepe
pepe nero, pepe bianco, pepe rosa, pepe in grani, pepe macinato, spezie, spezia, origano, paprika, paprica
paprika dolce, paprika affumicata, curry, curcuma, zafferano, cannella, cannella in polvere
cannella in stecche, noce moscata, chiodi di garofano, cumino, semi di finocchio, finocchietto, anice
anice stellato, cardamomo, zenzero in polvere, peperoncino in polvere, peperoncino secco
peperoncino macinato, aglio in polvere, cipolla in polvere, erbe di provenza, fieno greco, ginepro
bacche di ginepro, sumac, garam masala, insaporitore, insaporitore per arrosti, glutammato, dado, dadi
dado da brodo, dado vegetale, dado di carne, brodo granulare, granulare, brodo, brodo vegetale, brodo di carne
brodo di pollo, brodo di manzo, brodo pronto, preparato per brodo, fumetto di pesce, knorr, star dado
zuppa, zuppe, minestra, minestre, vellutata, vellutate, crema di funghi, crema di zucca, crema di verdure
passato di verdure, zuppa di legumi, minestra di legumi, pasta e fagioli, besciamella, besciamelle
capperi, sottaceti, conserve, conserva, canditi, olive, oliva, olive verdi, olive nere, olive taggiasche, olive di gaeta, olive snocciolate
olive in salamoia, sottoli, giardiniera, cetriolini, cetriolini sottaceto, cipolline borettane
borettane, cipolline sottaceto, carciofini, carciofini sott'olio, carciofi sott'olio, cuori di carciofo
funghi trifolati, funghi sott'olio, funghi secchi, porcini secchi, pomodori secchi, melanzane sott'olio
peperoni sott'aceto, friarielli sott'olio, crauti, cuori di palma, germogli di bambu, patè, pate
pate di olive, patè di fegato, paté di tonno, caviale, uova di lompo, bottarga, acciughe, filetti di acciughe
pasta d'acciughe, pasta di acciughe, colatura di alici, tonno, tonno in scatola, tonno sott'olio
tonno al naturale, tonno all'olio d'oliva, filetti di tonno, ventresca di tonno, rio mare, nostromo, mareblu
as do mar, callipo, consorcio, filetti di sgombro, sgombro in scatola, sardine in scatola, salmone in scatola
carne in scatola, simmenthal, scatolame, legumi, legumi secchi, ceci, cece, lenticchie, lenticchie rosse
lenticchie di castelluccio, fagioli, fagioli borlotti, borlotti, cannellini, fagioli cannellini
fagioli neri, fagioli rossi, fagioli di spagna, fagioli dall'occhio, fagioli di soia, fagioli in scatola
soia, lupini, cicerchie, piselli in scatola, mais, mais dolce, mais in scatola, valfrutta, bonduelle
la doria, de rica, amarene sciroppate, amarene fabbri, fabbri, pesche sciroppate, ananas sciroppato
frutta sciroppata, macedonia sciroppata, latte condensato, latte evaporato, latte di cocco, crema di cocco
pure, pure istantaneo, fiocchi di patate, pure in fiocchi, crostini per zuppa
succo di limone, mosto cotto, vino cotto, sapa, miso, wasabi, salsa di pesce, pasta di curry
pasta di mandorle, pasta di zucchero, marzapane, pasta di pistacchio, crema pasticcera, crema, creme
cameo, condiriso, condimento per riso, pasta madre secca
tortillas chips, tacos, taco, gusci per tacos
conserva di pomodoro, estratto di pomodoro, salsina, ragu di carne, ragu bolognese, sugo alla bolognese
pane grattato, strutto, sugna, peperoni cruschi, lampascioni, marron glace, marrons glaces, topping, crema di marroni
salsa ai funghi, sugo all'arrabbiata, pesto di rucola, fiori di sale, zucchero vanigliato, semi di papavero
`,
    'Frozen Foods': `
surgelati, surgelato, surgelata, surgelate, congelati, congelato, findus, orogel, bofrost, gelato, gelati, gelato in vaschetta, vaschetta di gelato, coppette gelato
coppa del nonno, cornetto algida, cornetti algida, magnum, calippo, winner taco, cucciolone, mottarello
viennetta, carte d'or, haagen dazs, algida, sammontana, ghiacciolo, ghiaccioli, granita, granite, sorbetto
sorbetti, semifreddo, semifreddi, tartufo gelato, torta gelato, biscotto gelato, biscotti gelato, frozen yogurt
yogurt gelato, ghiaccio, ghiaccio in cubetti, cubetti di ghiaccio, sacchetto di ghiaccio, pizza, pizze
pizza surgelata, pizze surgelate, pizza margherita, pizza congelata, minestrone, minestroni
minestrone surgelato, verdure surgelate, spinaci surgelati, piselli surgelati, fagiolini surgelati
zuppa surgelata, patatine fritte, patate fritte, patatine surgelate, patatine da forno, crocchette di patate
crocchette di pollo, crocchette di pesce, anelli di cipolla, bastoncini, bastoncini di pesce
bastoncini findus, sofficini, fiori di merluzzo, filetti impanati, pesce impanato, cotolette surgelate
nuggets, nuggets di pollo, chicken nuggets, misto mare, misto mare surgelato, gamberi surgelati
pesce surgelato, piatti pronti surgelati, quattro salti in padella, salti in padella, capitan findus
valle degli orti, frutti di bosco surgelati, frutta surgelata, olive ascolane, arancini surgelati
hamburger vegetali, hamburger vegani, burger vegetali, burger vegetale, burger vegano, burger di soia
polpette vegetali, cuori di merluzzo, lasagne surgelate, croissant surgelati
cornetti surgelati, pane surgelato, pasta sfoglia surgelata, gnocchi surgelati, mais surgelato
verdure grigliate surgelate, edamame surgelati, ghiaccio secco, coni gelato, cono gelato
`,
    Beverages: `
acqua, acqua minerale, acqua naturale, acqua liscia, acqua frizzante, acqua gassata, acqua leggermente frizzante
acqua effervescente, acqua effervescente naturale, acqua oligominerale, bottiglie d'acqua, acqua in bottiglia
san pellegrino, sanpellegrino, levissima, san benedetto, ferrarelle, sant'anna, santanna, rocchetta
uliveto, lete, acqua panna, acqua vera, norda, boario, fiuggi, smeraldina, guizza, nepi, sangemini
acqua tonica, schweppes, coca cola, cocacola, coca, coca zero, coca light, cola, pepsi, pepsi max
fanta, sprite, seven up, aranciata, aranciata amara, limonata, lemonsoda, oransoda, chinotto, gassosa
gazzosa, cedrata, spuma, bibite, bibita, bibite gassate, bibita gassata, bevande, bevanda, bevande gassate
red bull, monster, energy drink, bevanda energetica, gatorade, powerade, sport drink, bevanda isotonica
isotonico, integratore salino in bottiglia, te, the, te freddo, the freddo, estathe, te al limone
te alla pesca, te verde, the verde, te nero, the nero, te deteinato, te in bustine, bustine di te, te matcha
matcha, tisana, tisane, infuso, infusi, camomilla, camomille, karkade, rooibos, twinings, lipton, pompadour
bonomelli, sir winston, caffe, caffè macinato, caffe in grani, caffe moka, caffe per moka, caffe espresso
caffe decaffeinato, decaffeinato, deca, caffe solubile, solubile, nescafe, caffe in capsule, capsule
capsule caffe, capsule nespresso, cialde, cialde caffe, nespresso, dolce gusto, lavazza, illy, kimbo
segafredo, borbone, caffe borbone, vergnano, pellini, caffe hag, hag, caffe d'orzo, orzo solubile
orzo in tazza, orzo bimbo, orzoro, ginseng, caffe al ginseng, caffe freddo, cappuccino solubile
cioccolata calda, cioccolata in tazza, preparato per cioccolata calda, nesquik, ovomaltina, cacao solubile
succo, succhi, succo di frutta, succhi di frutta, succo d'arancia, succo di arancia, succo di mela
succo di pera, succo di pesca, succo d'albicocca, succo ace, succo di pomodoro, succo di mirtillo
succo di ananas, succo di pompelmo, spremuta, spremuta d'arancia, spremute, nettare, nettare di pesca
yoga, santal, zuegg, skipper, derby blue, smoothie, smoothies, frullato, frullati, centrifugato, kombucha
acqua di cocco, sciroppo di menta, sciroppo di orzata, orzata, sciroppo di tamarindo, tamarindo
sciroppo di amarena, sciroppo di granatina, granatina, birra, birre, birretta, birrette, birra analcolica
birra artigianale, birra chiara, birra rossa, birra scura, birra doppio malto, birra weiss, lager, ipa
weiss, peroni, nastro azzurro, moretti, birra moretti, ichnusa, menabrea, forst, poretti, dreher
heineken, corona, becks, tennents, guinness, ceres, leffe, paulaner, tuborg, carlsberg, vino, vini
vino rosso, vino bianco, vino rosato, rosato, vino frizzante, vino da tavola, vino in brick, vino sfuso
tavernello, chianti, brunello, brunello di montalcino, barolo, barbaresco, barbera, dolcetto, nebbiolo
valpolicella, amarone, ripasso, lambrusco, sangiovese, montepulciano, montepulciano d'abruzzo, nero d'avola
primitivo, negroamaro, aglianico, cannonau, vermentino, falanghina, greco di tufo, fiano, verdicchio
soave, pinot, pinot grigio, pinot nero, pinot bianco, chardonnay, sauvignon, merlot, cabernet
gewurztraminer, muller thurgau, trebbiano, frascati, lugana, ribolla, teroldego, refosco, grignolino
prosecco, spumante, champagne, franciacorta, trento doc, asti, asti spumante, moscato, moscato d'asti
brachetto, passito, marsala, vin santo, vinsanto, porto, sherry, sangria, spritz, aperol, campari
bitter campari, crodino, sanbitter, san bitter, bitter, aperitivo, aperitivi, analcolico, analcolici
martini, martini bianco, martini rosso, cinzano, vermouth, vermut, gin, vodka, rum, whisky, whiskey
bourbon, grappa, grappe, limoncello, amaro, amari, averna, montenegro, amaro del capo, ramazzotti
amaro lucano, lucano, braulio, jagermeister, jager, fernet, fernet branca, sambuca, disaronno
baileys, nocino, mirto, genepy, cognac, brandy, vecchia romagna, stock 84, tequila, mezcal, liquore
liquori, superalcolici, alcolici, cocktail, ginger beer, ginger ale, acqua brillante, alcol puro
alcool puro, alcol alimentare, alcool per liquori, sidro, idromele, vino di mele, birra senza glutine
acqua gasata, energy, bevanda al ginseng, caffe in polvere, te in foglie
`,
    'Household & Cleaning': `
detersivo, detersivi, detergente, detergenti, detersivo piatti, detersivo per piatti, piatti a mano
detersivo lavatrice, detersivo per lavatrice, detersivo bucato, detersivo liquido, detersivo in polvere
bucato, lavatrice, lavastoviglie, detersivo lavastoviglie, detersivo per lavastoviglie, pastiglie lavastoviglie
pastiglie per lavastoviglie, tabs lavastoviglie, capsule lavatrice, capsule per lavatrice, caps lavatrice
brillantante, sale lavastoviglie, sale per lavastoviglie, sale rigenerante, anticalcare lavastoviglie
pulisci lavastoviglie, ammorbidente, ammorbidenti, profumatore bucato, perle profumate, candeggina
varechina, cloro, ace, ace gentile, smacchiatore, smacchiatori, sbiancante, additivo bucato, percarbonato
acido citrico, anticalcare, anticalcare lavatrice, calgon, viakal, sgrassatore, sgrassatore universale
multiuso, detergente multiuso, spray multiuso, detergente pavimenti, lavapavimenti, pavimenti
detersivo pavimenti, vetri, lavavetri, pulisci vetri, vetril, glassex, chanteclair, mastro lindo, mr muscolo
cif, cif crema, ajax, lysoform, napisan, amuchina, igienizzante, igienizzante superfici, disinfettante
disinfettante superfici, disincrostante, wc net, anitra wc, pulitore wc, pulisci wc, tavolette wc, bref
bref wc, harpic, domestos, acido muriatico, ammoniaca, soda, soda caustica, sapone di marsiglia
sapone per bucato, sapone da bucato, scaglie di sapone, sapone molle, sapone per piatti, cera per pavimenti
cera per mobili, lucidante, emulsio, pronto mobili, antimuffa, idraulico liquido, stura lavandini
sturalavandini, niagara, dixan, dash, ariel, omino bianco, bio presto, perlana, coccolino, vernel, lenor
vanish, grey catturacolore, catturacolore, acchiappacolore, fogli catturacolore, svelto, nelsen, fairy
pril, finish, sole piatti, dual power, spic e span, quasar, smac, deodorante per ambienti
deodoranti per ambienti, deodorante ambiente, profumatore ambienti, profumatori, diffusore, diffusori
bastoncini profumati, glade, air wick, ambipur, candele, candela, candele profumate, incenso
carta igienica, carta igenica, carta igienica rotoli, rotoloni, rotolone, carta casa, carta cucina
carta da cucina, asciugatutto, scottex, regina, foxy, tenderly, tempo, fazzoletti, fazzoletti di carta
fazzolettini, kleenex, tovaglioli, tovaglioli di carta, tovaglioli di carta monouso, tovaglia, tovaglie
tovagliette, tovaglia di carta, piatti, piatti di plastica, piatti di carta, piatti usa e getta, piattini
bicchieri, bicchieri di plastica, bicchieri di carta, bicchierini, posate, posate di plastica, forchette
forchette di plastica, coltelli di plastica, cannucce, cannuccia, stuzzicadenti, spiedini di legno
plastica, usa e getta, monouso, pellicola, pellicola trasparente, pellicola per alimenti, domopak, cuki
alluminio, carta alluminio, carta stagnola, stagnola, carta forno, carta da forno, cartaforno
pirottini, vaschette di alluminio, contenitori, contenitori per alimenti, tupperware, sacchetti
sacchetti gelo, sacchetti freezer, sacchetti per congelatore, sacchetti per alimenti, sacchetti zip
sacchetti spazzatura, sacchetti immondizia, sacchetti umido, sacchetti per l'umido, sacchetti biodegradabili
sacchetti compostabili, sacchi neri, sacchi immondizia, sacchi spazzatura, spazzatura, immondizia
pattumiera, rifiuti, shopper, buste della spesa, sacchetti aspirapolvere, filtri aspirapolvere, filtri
filtri per caffe, filtri caffe americano, spugna, spugne, spugnette, spugna abrasiva, paglietta
pagliette, panno microfibra, panni microfibra, panni swiffer, swiffer, pelle di daino
straccio, stracci, strofinacci, canovacci, guanti, guanti di gomma, guanti monouso, guanti in lattice
guanti in nitrile, scopa, scopettone, paletta, secchio, mocio, mocio vileda, vileda, ricambio mocio
piumino, spazzolone, scovolino wc, insetticida, insetticidi, raid, baygon, spray zanzare, spray insetti
zampironi, piastrine antizanzare, vape, zanzariera, esca formiche, esche, trappola topi, trappole
topicida, veleno topi, antitarme, naftalina, deumidificatore, ricarica deumidificatore, humydry
sali per deumidificatore, pile, pila, batterie, batteria, pile stilo, pile ministilo, stilo, ministilo
duracell, energizer, varta, lampadina, lampadine, lampadine led, fiammiferi, accendino, accendini
accendigas, accendifuoco, diavolina, alcol, alcool, alcol denaturato, alcool denaturato, alcol rosa
acqua distillata, acqua demineralizzata, appretto, amido spray, mollette, mollette bucato, grucce
lucido scarpe, lucido per scarpe, sacchetti per la spesa, carta, aceto detergente, aceto per pulizie
pulitore forno, sgrassatore forno, scopino wc, carta assorbente, sapone per pavimenti, spirito, panno spugna
`,
    'Personal Care': `
shampoo, shampo, shampoo antiforfora, balsamo, balsamo per capelli, maschera per capelli, maschera capelli
maschera, maschera viso, tinta, tinta per capelli, tinte, colorazione, decolorante, lacca, lacca per capelli
gel, gel per capelli, gelatina per capelli, cera per capelli, spuma per capelli, olio per capelli
fiale anticaduta, bagnoschiuma, docciaschiuma, bagnodoccia, gel doccia, doccia schiuma, sapone, saponi
saponetta, saponette, sapone liquido, sapone per le mani, sapone mani, sapone intimo, detergente intimo
intimo, detergente viso, deodorante, deodoranti, deo, deodorante spray, deodorante roll on, antitraspirante
dentifricio, dentifrici, pasta dentifricia, spazzolino, spazzolini, spazzolino da denti, spazzolino elettrico
testine spazzolino, testine, filo interdentale, scovolini, collutorio, colluttorio, listerine, mentadent
az, colgate, oral b, elmex, pasta del capitano, biorepair, polident, kukident, crema adesiva per dentiere
rasoio, rasoi, rasoio usa e getta, lamette, lametta, schiuma da barba, gel da barba, crema da barba
dopobarba, pennello da barba, gillette, wilkinson, bic rasoi, crema depilatoria, strisce depilatorie
cera depilatoria, veet, pinzette, pinzetta, assorbenti, assorbente, assorbenti interni, salvaslip
proteggislip, tamponi, tampax, lines, nuvenia, coppetta mestruale, carefree, ob, pannoloni, tena
assorbenti per incontinenza, traverse, cotone, cotone idrofilo, cotton fioc, bastoncini cotonati
cotton fioc, dischetti, dischetti di cotone, dischetti struccanti, struccante, latte detergente, tonico
acqua micellare, salviette struccanti, salviette intime, crema viso, crema mani, crema per le mani
crema corpo, crema idratante, idratante, crema antirughe, crema notte, crema giorno, siero, siero viso
contorno occhi, crema contorno occhi, tonico viso, crema piedi, scrub, esfoliante, latte corpo, olio corpo
olio di mandorle, olio di mandorle dolci, olio di argan, olio di ricino, olio di vaselina, olio per massaggi
olio essenziale, oli essenziali, burro di karite, crema solare, creme solari, protezione solare, solare
solari, latte solare, olio solare, spray solare, doposole, abbronzante, autoabbronzante, trucchi, trucco
make up, mascara, rimmel, matita occhi, matita labbra, eyeliner, ombretto, fondotinta, cipria, correttore
fard, blush, bronzer, primer, rossetto, rossetti, lucidalabbra, gloss, burrocacao, burro cacao, burro di cacao
labello, stick labbra, smalto, smalti, acetone, solvente per unghie, lima per unghie, lime per unghie
tagliaunghie, forbicine, profumo, profumi, eau de toilette, eau de parfum, acqua di colonia, colonia
talco, borotalco, nivea, neutro roberts, pantene, head and shoulders, garnier, loreal, elvive, fructis
sunsilk, clear, vidal, felce azzurra, palmolive, infasil, nivea men, dove bagnoschiuma, sanex, bionsen
tachipirina, paracetamolo, ibuprofene, aspirina, oki, moment, brufen, nurofen, momendol, voltaren
antinfiammatorio, antinfiammatori, antidolorifico, antidolorifici, analgesico, cerotti, cerotto, garze
garza, bende, benda, fasce elastiche, disinfettante per ferite, disinfettante cutaneo, acqua ossigenata
betadine, mercurocromo, citrosil, amuchina gel, gel igienizzante, gel disinfettante, igienizzante mani
gel mani, ghiaccio istantaneo, borsa del ghiaccio, termometro, mascherine, mascherina, ffp2
mascherine chirurgiche, test covid, tampone covid, test di gravidanza, preservativi, preservativo
profilattici, durex, control, lubrificante, vitamine, vitamina, vitamina c, vitamina d, vitamina b12
multivitaminico, multivitaminici, integratore, integratori, magnesio, potassio, magnesio e potassio
supradyn, polase, sali minerali, ferro, acido folico, omega 3, fermenti lattici, probiotici, enterogermina
yovis, lactoflorene, codex, collagene, melatonina, propoli, pappa reale, echinacea, zinco, calcio
sciroppo, sciroppo per la tosse, sciroppi, caramelle per la gola, caramelle balsamiche, pastiglie
pastiglie per la gola, spray gola, spray nasale, soluzione fisiologica, fisiologica, lavaggi nasali
rinazina, vicks, vicks vaporub, fluimucil, bisolvon, aerius, antistaminico, zirtec, antiacido, maalox
gaviscon, biochetasi, alka seltzer, lassativo, dulcolax, magnesia, latte di magnesia, magnesia san pellegrino
imodium, dissenten, carbone vegetale, collirio, colliri, gocce oculari, gocce per gli occhi, lenti a contatto
liquido per lenti, soluzione per lenti, gocce per le orecchie, tappi per le orecchie, lozione
lozione antipidocchi, antipidocchi, antizanzare, autan, repellente, dopopuntura, after bite, arnica
pomata, crema cortisonica, crema lenitiva, cicatrizzante, pettine, spazzola per capelli, elastici per capelli
forcine, mollette per capelli, bigodini, sali da bagno, sale inglese, bombe da bagno, spugna da bagno
spugna doccia, guanto di crine, pietra pomice, sale marino per bagni, farmaci, medicine, medicinali
crema antieta, crema antiage, crema anticellulite, henne, shampoo secco, cerette, ceretta
`,
    Pets: `
cibo per cani, cibo per gatti, cibo cani, cibo gatti, cibo per animali, alimenti per animali, pappa per cani
pappa per gatti, crocchette, crocchette per cani, crocchette per gatti, croccantini, croccantini per gatti
umido per gatti, umido per cani, scatolette per gatti, scatolette per cani, patè per gatti
bocconcini per cani, bocconcini per gatti, snack per cani, snack per gatti, biscotti per cani
ossi per cani, osso per cani, masticativi, masticativo, dentastix, bastoncini per cani, stick per cani, lettiera, lettiere, lettiera per gatti
lettiera gatto, lettiera agglomerante, lettiera vegetale, lettiera in silicio, sabbia per gatti, sabbia gatto
sabbietta, sabbia, antiparassitario, antiparassitari, antipulci, collare antipulci, frontline, advantix
seresto, scalibor, collare, guinzaglio, pettorina, museruola, ciotola, ciotole, cuccia, trasportino
tiragraffi, erba gatta, catnip, traversine, traversine per cani, sacchetti per cani, sacchetti igienici
paletta lettiera, mangime, mangimi, mangime per pesci, mangime per uccelli, becchime, semi per uccelli
miglio in spighe, fieno, fieno per conigli, pellet per conigli, cibo per conigli, mangime per conigli
cibo per criceti, segatura, trucioli, acquario, gammarus, mangime per tartarughe, osso di bufalo
whiskas, friskies, felix, sheba, gourmet gold, purina, purina one, pro plan, pedigree, cesar, almo nature
monge, trainer, natural trainer, royal canin, hills, schesir, oasy, vitakraft, exclusion, farmina
kitekat, dreamies, cat chow, dog chow, catisfactions, shampoo per cani, latte per gatti, giochi per gatti
giochi per cani, gioco per cane, lettiera per conigli, cibo pesci, mangime pesci rossi
`,
    Baby: `
pannolini, pannolino, pannolini mutandina, pannolini taglia, pannolini neonato, salviette, salviettine
salviette umidificate, salviettine umidificate, salviette per neonati, latte in polvere, latte artificiale
latte per neonati, latte di proseguimento, latte di crescita, latte crescita, latte formulato
omogeneizzati, omogeneizzato, omogeneizzati di frutta, omogeneizzati di carne, liofilizzati, liofilizzato
pappa, pappe, pappine, pappa per bambini, crema di riso, crema di mais e tapioca, crema multicereali
creme di cereali, biscotti plasmon, biscottino plasmon, biscotti per bambini, plasmon, mellin, humana, hipp
nipiol, aptamil, nidina, nestogen, huggies, pampers, chicco, mister baby, babylove, fissan, pasta fissan
crema cambio, crema per il cambio, crema per cambio pannolino, bepanthen, mustela, biberon, tettarella
tettarelle, ciuccio, ciucci, succhietto, succhietti, succhiotto, bavaglino, bavaglini, massaggiagengive
dentaruolo, aspiratore nasale, narhinel, tiralatte, coppette assorbilatte, assorbilatte, sacche latte materno
sterilizzatore, pastiglie sterilizzanti, milton, bagnetto, bagnoschiuma neonato, shampoo neonato, olio neonato
talco neonato, tisana per bambini, acqua per neonati, body neonato, tutine, seggiolone, passeggino, sonaglio
pannolini lavabili, pannolini costumino, traversine cambio, fasciatoio, cuscinetti assorbilatte
omogeneizzato di frutta, merende per bambini, succhi per bambini, pastina per neonati, latte liquido per neonati
`,
  },
  modifiers: {
    'Frozen Foods': `
surgelato, surgelata, surgelati, surgelate, surgel, congelato, congelata, congelati, congelate, frozen
findus, orogel, bofrost
`,
    Pantry: `
scatola, scatole, scatoletta, scatolette, sott, sottolio, sottaceto, sottaceti, salamoia, conserva, conserve sciroppato, sciroppata, sciroppati, sciroppate, secco, secca
secchi, secche, essiccato, essiccata, essiccati, essiccate, disidratato, disidratata, disidratati, disidratate
candito, candita, canditi, candite
`,
    Pets: `
cane, cani, gatto, gatti, gattino, gattini, cagnolino, cagnolini, micio, mici, animali, animale, uccelli
uccellini, canarini, pappagalli, pappagallini, criceto, criceti, roditori, cavie, porcellini
acquario, furetto, furetti
`,
    Baby: `
neonato, neonata, neonati, neonate, bebe, baby, lattante, lattanti, infanzia, bimbi, bimba
bambino, bambina, bambini, bambine
`,
  },
  stopWords: `
il, lo, la, i, gli, le, un, uno, una, d, dell, all, dall, nell, sull, di, del, dello, della, dei, degli, delle
a, al, allo, alla, ai, agli, alle, da, dal, dallo, dalla, dai, dagli, dalle, in, nel, nello, nella, nei, negli
nelle, su, sul, sullo, sulla, sui, sugli, sulle, con, col, coi, per, tra, fra, e, ed, o, od, oppure, anche
senza, ma, tipo, marca, qualsiasi, qualunque, solito, solita, soliti, solite, bio, biologico, biologica, biologici
biologiche, grande, grandi, piccolo, piccola, piccoli, piccole, medio, media, medi, medie, maxi, normale
normali, classico, classica, classici, classiche, buono, buona, buoni, buone, altro, altra, altri, altre
ancora, poi, sempre, ecc, eccetera, etc, magari, forse, se, circa, almeno, piu, meno, molto, molta, molti
molte, poco, po, tanto, tanti, qualcosa, offerta, offerte, promo, sconto, scontato, nuovo, nuova, prendere
comprare, compra, prendi, manca, mancano, finito, finita, finiti, serve, servono, ok, si, x, dop, igp, doc
docg, stg, italiano, italiana, italiani, italiane, nazionale, ricarica, ricariche, ricambio, ricambi, verde
verdi, giallo, gialla, gialli, gialle, quello, quella, quelli, quelle, questo, questa, solo, sola, ogni
quest, quell, famiglia, scorta
`,
  unitWords: `
g, gr, grammo, grammi, etto, etti, hg, kg, kilo, kili, chilo, chili, chilogrammo, chilogrammi, mg, l, lt
litro, litri, ml, cl, dl, cc, cucchiaio, cucchiai, cucchiaino, cucchiaini
pizzico, manciata, pezzo, pezzi, pz, pzz, pacco, pacchi, pacchetto, pacchetti, confezione, confezioni, conf
cf, busta, buste, bustina, bustine, barattolo, barattoli, vasetto, vasetti, vaso, vasi
lattina, lattine, latta, bottiglia, bottiglie, bott, bottiglione, brick
cartone, cartoni, cassa, casse, cassetta, cassette, fardello, fardelli, vaschetta, vaschette, rete, retina
mazzo, mazzi, mazzetto, ciuffo, cespo, cespi, casco, grappolo, spicchio, spicchi, testa, teste, fetta, fette
rotolo, rotoli, tubetto, tubo, flacone, flaconi, tanica, taniche, damigiana, fiasco, panetto, panetti
cubetto, cubetti, stecca, stecche, foglio, fogli, porzione, porzioni, dose, dosi, lavaggi, strati, veli
formato, taglia, tg, mese, mesi, n, nr, num, numero, uno, due, tre, quattro, cinque, sei, sette, otto, nove
dieci, undici, dodici, quindici, venti, trenta, cinquanta, cento, mezzo, mezza, meta, paio, paia, coppia
dozzina, dozzine, mezza dozzina, qualche, alcuni, alcune, vari, varie, doppio, doppia, triplo, tripla
`,
};
