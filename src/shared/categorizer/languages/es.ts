import type { LanguageLexicon } from './language-lexicon';

/** Spanish: grocery words of Spain and Latin America (Mexico, the Río de la Plata, the Andes, the Caribbean) per aisle. */
export const SPANISH_LEXICON: LanguageLexicon = {
  language: 'es',
  terms: {
    Produce: `
fruta, frutas, fruta fresca, fruta de temporada, verdura, verduras, hortalizas, legumbres frescas, hierbas frescas
manzana, manzanas, manzana golden, manzana fuji, manzana gala, manzana granny smith, manzana reineta, manzana pink lady
manzana roja, manzanas verdes, manzana verde, pera, peras, pera conferencia, pera limonera, pera ercolini, pera williams
naranja, naranjas, naranjas de zumo, naranjas de mesa, naranja navel, naranja sanguina, mandarina, mandarinas
clementina, clementinas, limón, limón amarillo, limones, lima, limas, limón verde, pomelo, pomelos, toronja, toronjas
plátano, plátanos, plátano de canarias, banana, bananas, banano, bananos, guineo, guineos, plátano macho
plátanos machos, plátano verde, plátano maduro, uva, uvas, uva blanca, uva negra, uvas sin pepitas, uva roja
fresa, fresas, fresón, fresones, frutilla, frutillas, frambuesa, frambuesas, mora, moras, zarzamoras, arándano
arándanos, grosella, grosellas, frutos rojos, frutas del bosque, frutos del bosque, cereza, cerezas, picota, picotas
guinda, guindas, ciruela, ciruelas, ciruela claudia, melocotón, melocotones, durazno, duraznos, nectarina, nectarinas
paraguayo, paraguayos, platerina, platerinas, albaricoque, albaricoques, damasco, damascos, chabacano, chabacanos
níspero, nísperos, kiwi, kiwis, kiwi amarillo, mango, mangos, mango ataulfo, papaya, papayas, lechosa, fruta bomba
piña, piñas, ananá, ananás, melón, melones, melón piel de sapo, melón cantalupo, melón galia, sandía, sandías, patilla
higo, higos, breva, brevas, granada, granadas, caqui, caquis, kaki, kakis, persimón, persimones, chirimoya
chirimoyas, guayaba, guayabas, lichi, lichis, pitahaya, pitahayas, pitaya, fruta del dragón, carambola, carambolas
maracuyá, maracuyás, parchita, fruta de la pasión, granadilla, granadillas, coco, cocos, aguacate, aguacates
aguacate hass, palta, paltas, mamey, zapote, guanábana, lulo, naranjilla, tomate de árbol, uchuva, uchuvas
aguaymanto, physalis, feijoa, pepino dulce, higos chumbos, chumbos, tamarindo, mangostán, rambután, membrillos frescos
tomate, tomates, jitomate, jitomates, tomate cherry, tomates cherry, tomate pera, tomates pera, tomate de ensalada
tomate rama, tomates en rama, tomate raf, tomate kumato, tomate rosa, tomate corazón de buey, tomate verde, tomatillo
tomatillos, tomate canario, pepino, pepinos, pepino holandés, calabacín, calabacines, zucchini, zapallito, zapallitos
calabaza, calabazas, zapallo, zapallos, auyama, ayote, calabaza violín, calabaza moscada, berenjena, berenjenas
pimiento, pimientos, pimiento rojo, pimientos rojos, pimiento verde, pimientos verdes, pimiento amarillo
pimiento italiano, pimientos italianos, pimientos de padrón, pimiento morrón, morrón, morrones, pimentón verde
pimiento california, ají, ajíes, ají amarillo, rocoto, chile, chiles, chile jalapeño, jalapeño, jalapeños
chile serrano, chile poblano, chiles poblanos, chile habanero, habanero, chiles verdes, chile güero, guindilla fresca
judías verdes, judía verde, judías planas, vainas, ejotes, vainitas, chauchas, porotos verdes, habichuelas tiernas
guisantes, guisante, arvejas, arveja, chícharos, tirabeques, habas, habas tiernas, maíz tierno, mazorca, mazorcas
mazorca de maíz, elote, elotes, choclo, choclos, maíz en mazorca, okra, quimbombó, edamame
lechuga, lechugas, lechuga iceberg, lechuga romana, lechuga francesa, lechuga hoja de roble, lechuga batavia, cogollos
cogollo, cogollos de tudela, corazones de lechuga, escarola, endibia, endibias, endivia, endivias, achicoria
radicchio, rúcula, rúgula, arúgula, canónigos, berros, berro, espinaca, espinacas, espinacas baby, brotes de espinaca
acelga, acelgas, kale, col rizada, col, coles, repollo, repollos, lombarda, col lombarda, repollo morado, berza
col china, col de milán, pak choi, bok choy, coles de bruselas, repollitos de bruselas, coliflor, coliflores
brócoli, brócolis, brocoli, brécol, bróculi, romanesco, grelos, nabizas, borraja, cardo, cardos, zanahoria, zanahorias
zanahorias baby, zanahoria rallada, apio, apios, rama de apio, apionabo, hinojo, hinojos, espárrago, espárragos
espárragos verdes, espárragos trigueros, trigueros, alcachofa, alcachofas, alcaucil, alcauciles, puerro, puerros
cebolla, cebollas, cebolla morada, cebolla roja, cebolla blanca, cebolleta, cebolletas, cebollino, cebollinos
cebolla de verdeo, cebollín, cebollines, cebolla cambray, cebollas cambray, cebolla dulce, chalota, chalotas
chalote, escalonia, ajo, ajos, cabeza de ajo, ajo morado, ajos tiernos, ajetes, ajo negro, jengibre, kion
cúrcuma fresca, rábano, rábanos, rabanitos, rábano picante, remolacha, remolachas, betabel, betarraga, nabo, nabos
chirivía, chirivías, colinabo, patata, patatas, patatas nuevas, patata nueva, patatas para freír, patatas para cocer
patatas de guarnición, papa, papas, papa criolla, papas amarillas, papa blanca, batata, batatas, boniato, boniatos
camote, camotes, yuca, mandioca, ñame, malanga, taro, jícama, chayote, chayotes, guatila, nopal, nopales, tupinambo
setas, seta, champiñón, champiñones, champiñones laminados, hongos, hongos frescos, níscalos, boletus, shiitake
portobello, setas de cardo, setas ostra, trompetas de la muerte, rebozuelos, enoki, trufa, trufas
perejil, perejil fresco, cilantro, culantro, albahaca, albahaca fresca, menta, menta fresca, hierbabuena, yerbabuena
romero, romero fresco, tomillo, tomillo fresco, salvia, eneldo, estragón, orégano fresco, cebollino fresco, laurel fresco
citronela, hierba limón, hierbaluisa fresca, epazote, huacatay, brotes, germinados, brotes de soja, brotes de alfalfa
soja germinada, ensalada, ensaladas, ensalada en bolsa, bolsa de ensalada, ensalada mixta, mezcla de lechugas
brotes tiernos, ensalada de canónigos, ensalada variada, ensalada iceberg, ensalada cuatro estaciones, mezclum
verduras para sopa, verdura para caldo, juliana de verduras, verduras cortadas, fruta cortada, macedonia, macedonia de frutas
fruta troceada, piña pelada, crudités, bastones de zanahoria, espirales de calabacín, fideos de calabacín
tofu, tofu firme, tofu sedoso, seitán, tempeh, hummus, humus, guacamole, pico de gallo, salsa fresca, tzatziki
kimchi, caña de azúcar, aloe vera fresco, castaña, castañas, castañas frescas, chufa, chufas, frutas tropicales
zapallo italiano, calabacitas, calabacita, lúcuma, lúcumas, olluco, ollucos, olluquito, yautía, recao, chinola, chinolas, zapallo anco
`,
    Bakery: `
pan, panes, pan fresco, pan del día, barra, barras, barra de pan, barras de pan, baguette, baguettes, baguete
pan de barra, media barra, pistola, chapata, chapatas, ciabatta, pan integral, pan de centeno, pan de molde, pan bimbo
pan de molde integral, pan de sándwich, pan de sandwich, pan lactal, pan blanco, pan de leche, pan de payés, pan gallego
pan de pueblo, pan candeal, pan de cristal, pan de semillas, pan de espelta, pan multicereales, pan de avena, pan de maíz
pan sin gluten, pan sin corteza, pan de nueces, pan de pasas, pan de hamburguesa, panes de hamburguesa
pan para hamburguesas, pan de perrito, pan de perritos, pan de hot dog, pan para hot dog, pan de pancho, pan de perro caliente
pan de pita, pan pita, pan árabe, pan naan, naan, pan de ajo, pan tostado, tostadas, pan de torrijas, pan chapata
hogaza, hogazas, focaccia, brioche, brioches, bagel, bagels, mollete, molletes, pitufo, pitufos, panecillo, panecillos
bollo, bollos, bollito, bollitos, bollos de pan, bollería, bolleria industrial, picos, picos de pan, colines, regañás
rosquilletas, croissant, croissants, cruasán, cruasanes, cruasán de chocolate, medialuna, medialunas, cachitos
cuernito, cuernitos, napolitana, napolitanas, napolitana de chocolate, caracolas, palmera, palmeras, palmera de chocolate
ensaimada, ensaimadas, magdalena, magdalenas, madalenas, muffin, muffins, sobao, sobaos, bizcocho, bizcochos
bizcocho de yogur, plum cake, plumcake, tarta, tartas, tarta de queso, tarta de manzana, tarta de chocolate, tarta de santiago
pastel, pasteles, pastelitos, pasteles de crema, pastel de cumpleaños, torta, tortas, torta de cumpleaños, queque
ponqué, kuchen, roscón, roscón de reyes, rosca, rosca de reyes, panettone, panetone, panetón, pan dulce, pan de muerto
concha, conchas, bolillo, bolillos, telera, teleras, marraqueta, marraquetas, hallulla, hallullas, pan francés
pan de agua, pan sobao, pan de bono, pandebono, almojábanas, pan de yuca, chipá, arepa, arepas, donut, donuts, dónuts
dona, donas, rosquilla, rosquillas, churros, porras, buñuelos, berlinas, bolas de berlín, facturas, milhojas
cañas de crema, lazos, trenza, trenzas, coca de san juan, empanada, empanadas, empanada gallega, empanada de atún
pie de limón, pay de queso, pay de manzana, brownie, brownies, cupcakes, mantecadas, gansito, tortilla de harina
tortillas, tortillas de maíz, tortillas de harina, tortillas de trigo, tortillas mexicanas, tortillas para burritos
tortillas para tacos, wraps, fajitas, masa, masa de pizza, masa para pizza, base de pizza, bases de pizza, pan de pizza
pan rústico, pan de masa madre, masa madre, bimbollos, pan de hot dogs, teleras para tortas, cemitas, pan de elote
pionono, prepizzas, prepizza, pan de completo, pan de yema, bimbo, panrico, donettes, dulcesol
`,
    'Meat & Seafood': `
carne, carnes, carnicería, carne picada, carne molida, carne de res, res, carne de vacuno, vacuno, ternera, carne de ternera
buey, añojo, carne de cerdo, cerdo, puerco, carne de puerco, chancho, cordero, cabrito, chivo, lechazo, cordero lechal
cochinillo, lechón, conejo, conejos, liebre, pavo, guajolote, pollo, pollos, pollo entero, pollo de corral, pollo campero
gallina, picantón, picantones, pato, magret de pato, codorniz, codornices, perdiz, perdices, faisán, jabalí, venado, ciervo
pollo asado, pollo troceado, pechuga, pechugas, pechuga de pollo, pechugas de pollo, filetes de pollo, pechuga fileteada
muslo, muslos, muslos de pollo, contramuslos, contramuslo, jamoncitos, muslitos, alitas, alitas de pollo, alas de pollo
pierna de pollo, piernas de pollo, carcasas de pollo, menudillos, menudencias, higaditos, mollejas, patas de pollo
pechuga de pavo, filetes de pavo, muslo de pavo, pavo picado, lomo, lomos, lomo de cerdo, cinta de lomo, solomillo
solomillos, solomillo de cerdo, solomillo de ternera, filete, filetes, filetes de ternera, bistec, bistecs, bisté
entrecot, entrecots, chuleta, chuletas, chuletas de cerdo, chuletas de cordero, chuletillas, chuletillas de cordero
chuletón, costilla, costillas, costillas de cerdo, costillar, costilla de ternera, panceta, panceta fresca, tocino
bacon, beicon, tocineta, lacón, codillo, codillos, carrillada, carrilladas, secreto ibérico, presa ibérica, pluma ibérica
abanico ibérico, aguja de cerdo, magro, magro de cerdo, falda, morcillo, osobuco, ossobuco, rabo de toro, rabo
redondo de ternera, aleta, babilla, cadera, tapa de ternera, picaña, churrasco, churrascos, asado, asado de tira
entraña, matambre, bife, bifes, bife de chorizo, bondiola, colita de cuadril, cuadril, peceto, nalga, roast beef
arrachera, carne asada, carne para asar, diezmillo, chambarete, suadero, carne al pastor, carne para guisar
carne para estofado, carne de cocido, carne para caldo, huesos, huesos de caña, hueso de jamón, huesos para caldo
paletilla, paletilla de cordero, pierna de cordero, paleta, paletas, paleta ibérica, paleta de cerdo, milanesa
milanesas, milanesas de pollo, escalope, escalopes, escalopines, hamburguesa, hamburguesas, hamburguesas de ternera
burger meat, albóndigas, albondigas de carne, brochetas, brochetas de pollo, pinchos morunos, pinchitos, criollitos
salchicha, salchichas, salchichas frankfurt, frankfurt, frankfurts, salchichas de pollo, salchichas viena, viena
perritos calientes, perros calientes, hot dog, hot dogs, pancho, panchos, salchicha parrillera, chorizo, chorizos
chorizo criollo, chorizo para cocinar, chistorra, txistorra, morcilla, morcillas, butifarra, butifarras, longaniza
longanizas, salchichón, salchichones, fuet, fuets, sobrasada, lomo embuchado, cecina, tasajo, jamón, jamones
jamón serrano, jamón ibérico, jamón de bellota, jamón curado, jamón crudo, jamón cocido, jamón york, jamón de york
jamón dulce, taquitos de jamón, tacos de jamón, virutas de jamón, jamón en lonchas, fiambre, fiambres, embutido
embutidos, mortadela, salami, salame, pepperoni, chopped, pastrami, pechuga de pavo en lonchas, pavo en lonchas
queso de cerdo, queso de cabeza, cabeza de jabalí, paté, pate, patés, foie, foie gras, manteca colorá, manteca colorada
chicharrones, chicharrón, torreznos, pernil, pernil de cerdo, jamón de pierna, chuletas ahumadas
hígado, hígado de ternera, riñones, callos, mondongo, menudo, pancita, mollejas de ternera, chinchulines, criadillas
sesos, lengua, lengua de ternera, manitas de cerdo, manos de cerdo, patitas de cerdo, oreja de cerdo, careta de cerdo
pescado, pescados, pescado fresco, pescadería, pescado blanco, pescado azul, merluza, merluzas, pescadilla, pescadillas
filetes de merluza, rodajas de merluza, lomos de merluza, bacalao, bacalao fresco, bacalao salado, bacalao desalado
lomos de bacalao, salmón, salmones, salmón fresco, lomos de salmón, salmón ahumado, trucha, truchas, trucha ahumada
dorada, doradas, lubina, lubinas, robalo, rodaballo, lenguado, lenguados, gallo, gallos, rape, cola de rape
atún fresco, atún rojo, lomo de atún fresco, bonito fresco, emperador, pez espada, mero, cazón, panga, tilapia, perca
sardina, sardinas, sardinas frescas, boquerón, boquerones, caballa, caballas, jurel, chicharro
salmonete, salmonetes, besugo, corvina, pargo, huachinango, mojarra, reineta, congrio, abadejo, carpa, bagre, anguila
angulas, gulas, surimi, palitos de cangrejo, palitos de surimi, huevas, huevas de merluza, huevas de salmón
marisco, mariscos, gamba, gambas, gamba roja, gambón, gambones, langostino, langostinos, langostinos cocidos, camarón
camarones, carabineros, cigala, cigalas, bogavante, langosta, cangrejo, cangrejos, jaiba, jaibas, centollo, nécoras
buey de mar, mejillón, mejillones, choritos, almeja, almejas, chirlas, navajas, machas, ostras, ostiones, vieiras
zamburiñas, volandeiras, percebes, erizos de mar, calamar, calamares, chipirones, puntillitas, sepia, sepias, jibia
choco, chocos, pulpo, pulpos, pulpo cocido, pata de pulpo, pota, potón, pulpitos
vienesas, vienesa, posta negra, lomo vetado, sobrecostilla, huachalomo, plateada, campofrío, campofrio, elpozo, el pozo, navidul, oscar mayer, revilla, argal
`,
    'Dairy & Eggs': `
lácteos, leche, leches, leche entera, leche semidesnatada, semidesnatada, leche semi, leche desnatada, desnatada
leche descremada, descremada, leche semidescremada, semidescremada, leche sin lactosa, leche deslactosada, deslactosada
leche light, leche fresca, leche pasteurizada, leche uht, leche de vaca, leche de cabra, leche de oveja, leche cruda
leche con calcio, leche enriquecida, leche con chocolate, leche chocolatada, chocolatada, leche de fresa, cacaolat
batido, batidos, batido de chocolate, batido de fresa, batido de vainilla, leche merengada, leche de avena, leche de soja
leche de soya, leche de almendras, leche de almendra, leche de arroz, leche de avellanas, leche vegetal, bebida de avena
bebida de soja, bebida de almendras, bebida de arroz, bebida vegetal, bebidas vegetales, bebida de coco, leche de anacardos
nata, natas, nata para montar, nata para cocinar, nata líquida, nata montada, nata en spray, crema, crema de leche
crema para batir, crema para cocinar, crema batida, crema chantilly, chantilly, crema agria, crema ácida, media crema
crema espesa, nata agria, crème fraîche, creme fraiche, sustituto de crema, crema para café, coffee mate, coffee-mate
mantequilla, mantequillas, mantequilla sin sal, mantequilla con sal, mantequilla light, manteca, margarina, ghee
queso, quesos, queso curado, queso semicurado, queso tierno, queso viejo, queso añejo, queso fresco, queso de burgos
queso rallado, queso en lonchas, queso en tranchetes, tranchetes, lonchas de queso, queso en lonchas para sándwich
queso crema, queso de untar, queso para untar, queso en porciones, quesitos, queso azul, queso de cabra, rulo de cabra
queso de oveja, queso de vaca, queso mezcla, queso manchego, manchego, queso fundido, queso para fundir, queso para gratinar
queso para pizza, mozzarella, mozarela, muzzarella, muzarela, parmesano, queso parmesano, grana padano, pecorino
gouda, edam, emmental, gruyere, gruyère, brie, camembert, roquefort, cabrales, gorgonzola, feta, queso feta, ricotta
requesón, mascarpone, burrata, provolone, havarti, cheddar, queso cheddar, halloumi, idiazábal, tetilla, torta del casar
mahón, queso mahón, san simón, zamorano, queso de tetilla, queso oaxaca, quesillo, queso panela, cotija
queso cotija, queso chihuahua, queso asadero, queso manchego mexicano, queso blanco, queso amarillo, queso de bola
queso mantecoso, queso chanco, queso cremoso, queso de rallar, reggianito, queso sardo, cuartirolo, port salut
queso costeño, queso campesino, queso llanero, queso de mano, queso duro, queso vegano, queso de cabra rulo, philadelphia
la vaca que ríe, vaca que ríe, babybel, el caserío, garcía baquero, burgo de arias, président, kerrygold
yogur, yogures, yogurt, yogurts, yoghurt, yogourt, yogur natural, yogur griego, griego, griegos, yogur desnatado
yogur de fresa, yogur de sabores, yogur líquido, yogur bebible, yogur para beber, yogur de soja, yogur vegetal
yogur de coco, yogur con frutas, yogur azucarado, yogures naturales, bífidus, bifidus, kéfir, kefir, skyr
petit suisse, petitsuisse, petisuis, danonino, danone, danones, activia, actimel, danacol, vitalinea, oikos, yoplait
yopro, alpro, oatly, natillas, natilla, flan, flanes, flan de huevo, cuajada, cuajadas, arroz con leche, postre lácteo
postres lácteos, crema catalana, mousse de chocolate, mousse, tiramisú, panna cotta, copa de chocolate, danet
huevo, huevos, huevos frescos, huevos camperos, huevos de corral, huevos de gallina, huevos de codorniz, huevos orgánicos
huevos blancos, huevos rojos, huevos morenos, huevos cocidos, huevo duro, huevos duros, claras, claras de huevo
clara de huevo, yemas, huevo líquido, huevina, masa quebrada, masa brisa, masa de tarta, tapas de empanada
tapas para empanadas, obleas para empanadillas, masa para empanadillas, discos de empanada, masa de crepes
pasta fresca, tortellini, tortelini, raviolis, ravioli, ravioles, agnolotti, pizza fresca
puleva, pascual, leche pascual, central lechera asturiana, asturiana, kaiku, lauki, celta, lala, alpura, la serenísima
sancor, soprole, colun, alquería, alpina, colanta, flora, tulipán, leche lala, leche alpura
tapas de tarta, tapa de tarta, queso de freír, queso para freír, yakult
`,
    Pantry: `
despensa, alimentación, ultramarinos, arroz, arroz blanco, arroz integral, arroz basmati, arroz bomba, arroz redondo
arroz largo, arroz vaporizado, arroz jazmín, arroz salvaje, arroz para sushi, arroz arborio, arroz para paella
arroz de grano largo, vasitos de arroz, arroz precocido, pasta, pastas, pasta seca, pasta integral, macarrones, macarrón
espaguetis, espagueti, spaghetti, tallarines, fideos, fideo, fideos finos, fideos gordos, fideuá, cabello de ángel
fideos de arroz, fideos chinos, fideos instantáneos, noodles, ramen, yatekomo, maruchan, sopa instantánea, estrellitas
letritas, lacitos, pajaritas, hélices, espirales, plumas, penne, rigatoni, fusilli, farfalle, coditos, codos
conchitas, macarrones integrales, tagliatelle, tallarines al huevo, pappardelle, lasaña en placas
placas de lasaña, láminas de lasaña, pasta para lasaña, canelones, placas de canelones, ñoquis, gnocchi, cuscús
cous cous, couscous, quinoa, quinua, bulgur, trigo, trigo sarraceno, cebada, cebada perlada, mijo, amaranto, avena
copos de avena, harina de avena, salvado de avena, salvado, cereales, cereal, cereales de desayuno, cereales integrales
muesli, granola, corn flakes, copos de maíz, special k, chocapic, choco krispies, kelloggs, kellogg's, froot loops
zucaritas, frosties, trix, cheerios, fitness, all bran, smacks, barritas de cereales, barritas, barrita, barritas energéticas
barritas de proteínas, barras de cereales, barras de granola, harina, harinas, harina de trigo, harina de fuerza
harina común, harina integral, harina de repostería, harina leudante, harina 0000, harina 000, harina de maíz, maicena
maizena, fécula de maíz, almidón de maíz, harina pan, harina p.a.n., harina precocida, harina de arepas, masa harina
maseca, harina de garbanzo, harina de almendra, harina de arroz, harina sin gluten, pan rallado, empanizador, panko
rebozador, levadura, levadura química, levadura fresca, levadura seca, levadura de panadería, polvo de hornear
polvo para hornear, polvos de hornear, royal, gasificante, bicarbonato, bicarbonato de sodio, bicarbonato sódico
bicarbonato de soda, azúcar, azúcares, azúcar blanco, azúcar blanquilla, azúcar moreno, azúcar morena, azúcar glas
azúcar glass, azúcar impalpable, azúcar glace, azúcar mascabado, azúcar de caña, azúcar integral, azúcar avainillado
azúcar en terrones, terrones de azúcar, sobres de azúcar, panela, piloncillo, chancaca, papelón, edulcorante, sacarina
stevia, sucralosa, splenda, canderel, miel, miel de abeja, miel de flores, miel de caña, sirope, sirope de arce
jarabe de arce, sirope de agave, jarabe de agave, jarabe de maíz, sirope de chocolate, melaza, mermelada, mermeladas
mermelada de fresa, mermelada de melocotón, confitura, confituras, jalea, dulce de leche, cajeta, manjar, arequipe
membrillo, carne de membrillo, dulce de membrillo, dulce de batata, dulce de guayaba, bocadillo de guayaba, cabello de ángel dulce
nocilla, nutella, crema de cacao, crema de avellanas, crema de cacahuete, crema de cacahuate, mantequilla de cacahuete
mantequilla de cacahuate, mantequilla de maní, manteca de maní, crema de maní, mantequilla de almendras, crema de almendras
tahini, tahín, tahina, aceite, aceites, aceite de oliva, aceite de oliva virgen, aceite de oliva virgen extra, aove
aceite de girasol, aceite de orujo, aceite vegetal, aceite de maíz, aceite de canola, aceite de coco, aceite de sésamo
aceite de cacahuete, aceite de aguacate, aceite en spray, aceite para freír, carbonell, koipe, ybarra, hojiblanca
vinagre, vinagres, vinagre de vino, vinagre de manzana, vinagre de sidra, vinagre balsámico, vinagre de módena
vinagre de jerez, vinagre de arroz, vinagre blanco, crema de balsámico, manteca de cerdo, manteca vegetal, vino para cocinar
sal, sal fina, sal gorda, sal marina, sal yodada, sal en escamas, sal maldon, sal de mesa, sal rosa, sal del himalaya
pimienta, pimienta negra, pimienta blanca, pimienta molida, pimienta en grano, pimienta de cayena, cayena, pimienta rosa
pimienta de jamaica, pimentón, pimentón dulce, pimentón picante, pimentón de la vera, paprika, páprika, comino, comino molido
orégano, orégano seco, laurel, hojas de laurel, canela, canela en rama, canela molida, nuez moscada, clavo, clavos
clavo de olor, clavos de olor, jengibre molido, jengibre en polvo, cúrcuma, curry, curry en polvo, garam masala, azafrán
colorante, colorante alimentario, hierbas provenzales, finas hierbas, hierbas aromáticas, especias, especia, sazonador
sazón, sazonador de carne, adobo, adobo en polvo, ajo en polvo, ajo granulado, ajo molido, cebolla en polvo, cebolla frita
cebolla crujiente, guindilla, guindillas, chile en polvo, chile piquín, chiles secos, chile ancho, chile guajillo
chile pasilla, chile de árbol, chile chipotle, chipotle, chipotles, chiles en vinagre, jalapeños en vinagre, achiote
ají molido, ají de color, merkén, tajín, chamoy, sésamo, ajonjolí, semillas de sésamo, semillas de chía, chía, linaza
semillas de lino, semillas de girasol, semillas de calabaza, semillas, pipas, pipas de girasol, pipas de calabaza
anís en grano, anís estrellado, matalahúva, vainilla, esencia de vainilla, extracto de vainilla, vaina de vainilla
cardamomo, alcaravea, mostaza en grano, nuez moscada molida, tomillo seco, romero seco, perejil seco, eneldo seco
caldo, caldos, caldo de pollo, caldo de carne, caldo de verduras, caldo de pescado, caldo en brik, pastillas de caldo
cubitos de caldo, caldo en cubitos, cubos de caldo, caldo en polvo, consomé, fumet, avecrem, gallina blanca, knorr
maggi, sopa, sopas, sopa de sobre, sopa de fideos, sopa de pollo, sopa de verduras, sopa de letras, sopa de tomate
crema de verduras, crema de calabaza, crema de champiñones, crema de marisco, crema de calabacín, crema de puerros
puré, puré de patatas, puré de papas, puré de patata instantáneo, copos de puré, puré de verduras, puré de manzana
compota, compota de manzana, gazpacho, salmorejo, vichyssoise, mayonesa, mahonesa, kétchup, ketchup, catsup
cátsup, mostaza, mostaza dijon, mostaza antigua, alioli, ali oli, allioli, salsa, salsas, salsa brava, salsa barbacoa
salsa bbq, salsa de soja, salsa de soya, salsa inglesa, salsa perrins, salsa worcestershire, salsa rosa, salsa césar
salsa cesar, salsa tártara, salsa de yogur, pesto, salsa pesto, salsa picante, tabasco, salsa valentina, valentina
salsa tabasco, sriracha, salsa sriracha, salsa de tomate, tomate frito, tomate triturado, tomate natural triturado
tomate concentrado, concentrado de tomate, tomate entero pelado, tomates pelados, tomate pelado, puré de tomate
pasta de tomate, passata, tomate en conserva, tomates secos, orlando, solís, apis, salsa boloñesa, salsa carbonara
salsa de queso, salsa cuatro quesos, bechamel, besamel, salsa blanca, salsa teriyaki, salsa de ostras, salsa agridulce
salsa hoisin, salsa de pescado, salsa verde, salsa roja, salsa mexicana, salsa de chile, salsa para pasta, salsa de setas
salsa a la pimienta, salsa de curry, pasta de curry, leche de coco, crema de coco, chimichurri, salsa criolla, aderezo
aderezos, aderezo ranch, aderezo césar, aliño, aliños, vinagreta, salsa para ensalada, mole, mole poblano, pipián
pasta de ají, salsa huancaína, wasabi, alga nori, algas nori, algas, papel de arroz, jengibre encurtido, salsa de ajo
aceitunas, aceituna, aceitunas verdes, aceitunas negras, aceitunas rellenas, aceitunas sin hueso, aceitunas con hueso
aceitunas manzanilla, aceitunas gordal, aceitunas de aragón, olivas, encurtidos, pepinillos, pepinillo, pepinillos en vinagre
banderillas, alcaparras, alcaparrones, piparras, altramuces, cebollitas en vinagre, berenjenas de almagro
pimientos del piquillo, pimientos de piquillo, piquillos, pimientos asados, pimientos morrones en lata, morrones asados
espárragos blancos, espárragos en lata, palmitos, corazones de alcachofa, alcachofas en aceite, maíz, maíz dulce, choclo en lata
champiñones en lata, setas en conserva, menestra de verduras en conserva, pisto, ratatouille, judías verdes en conserva
legumbres, legumbres cocidas, garbanzos, garbanzo, garbanzos cocidos, garbanzos de bote, lentejas, lenteja, lentejas rojas
lentejas pardinas, lentejas cocidas, alubias, alubia, alubias blancas, alubias rojas, alubias pintas, alubias cocidas
judías, judías blancas, judías pintas, judías rojas, fabes, frijoles, frijol, frijoles negros, frijoles bayos
frijoles pintos, frijoles refritos, frejoles, porotos, porotos negros, caraotas, caraotas negras, habichuelas
habichuelas rojas, chícharos secos, guisantes secos, arvejas secas, soja, soya, soja texturizada, carne de soja
proteína de soja texturizada, fabada, fabada asturiana, cocido en lata, lentejas estofadas, callos en lata, chili con carne
atún, atunes, atún claro, atún en aceite, atún al natural, atún en escabeche, lata de atún, latas de atún, calvo
bonito del norte, bonito en aceite, ventresca, melva, sardinillas, sardinas en lata, sardinas en aceite, anchoas, anchoa
caballa en aceite, mejillones en escabeche, berberechos, almejas en lata, navajas en lata, calamares en su tinta
pulpo en lata, zamburiñas en lata, paté de atún, huevas en lata, salmón en lata, conservas de pescado, latas de conserva
frutos secos, fruto seco, cóctel de frutos secos, almendra, almendras, almendra marcona, almendras tostadas, almendra molida
almendra laminada, avellana, avellanas, nuez, nueces, nueces de macadamia, nueces de brasil, nueces pecanas, pecanas
anacardos, anacardo, castañas de cajú, marañón, cacahuete, cacahuetes, cacahuate, cacahuates, maní, manises
maní japonés, cacahuates japoneses, pistachos, pistacho, piñones, kikos, maíz tostado, canchita, mix de frutos secos
pasas, uvas pasas, pasas sultanas, ciruelas pasas, ciruelas secas, orejones, dátiles, dátil, higos secos
arándanos secos, arándanos deshidratados, fruta deshidratada, fruta seca, fruta confitada, frutas escarchadas, fruta escarchada
coco rallado, coco en láminas, chips de coco, mango deshidratado, plátano deshidratado
patatas fritas, patatas chips, papas fritas, papitas, chips, papas de bolsa, patatas de bolsa, patatas onduladas
patatas paja, papas al hilo, lays, ruffles, pringles, doritos, cheetos, fritos, sabritas, takis, tostitos, risketos
matutano, cheetos pandilla, ganchitos, gusanitos, nachos, totopos, tortilla chips, palomitas, palomitas de maíz
palomitas para microondas, pochoclo, pochoclos, cotufas, crispetas, cancha, cortezas, cortezas de cerdo, chicharrones de bolsa
snacks, aperitivos, galletitas saladas, crackers, galletas saladas, tostas, biscotes, pan de gambas, tortitas de arroz
tortitas de maíz, tortitas, grisines, cacahuetes fritos, palitos salados
galletas, galleta, galletas maría, galletas digestive, galletas de chocolate, galletas con chocolate, galletas de avena
galletas integrales, galletas rellenas, galletas príncipe, príncipe, oreo, oreos, tostarica, tosta rica, chiquilín
cuétara, gullón, fontaneda, digestive, cookies, galletitas, bizcochitos, soletillas, bizcochos de soletilla, barquillos
obleas, alfajores, alfajor, turrón, turrones, turrón de jijona, turrón de alicante, turrón de chocolate, polvorones
mantecados, mazapán, mazapanes, peladillas, marquesas, roscos de vino, chocolate, chocolates, chocolate negro
chocolate con leche, chocolate blanco, chocolate puro, chocolate para postres, chocolate para fundir, chocolate fondant
cobertura de chocolate, tableta de chocolate, tabletas de chocolate, bombones, bombón, chocolatina, chocolatinas
kit kat, kitkat, twix, mars, snickers, bounty, milka, lindt, kinder, kinder bueno, huevo kinder, huevos kinder
huevos de chocolate, huevos de pascua, ferrero rocher, toblerone, m&m's, lacasitos, conguitos, crunch, sahne nuss
pepitas de chocolate, chispas de chocolate, virutas de chocolate, fideos de chocolate, cacao puro, cacao desgrasado
nibs de cacao, chuches, chucherías, golosinas, gominolas, gomitas, gomas, ositos de goma, haribo, caramelos, caramelo
caramelos de menta, caramelos para la tos, pastillas de menta, mentos, smint, halls, chicles, chicle, trident, orbit
piruletas, piruleta, chupa chups, chupachups, chupetines, paletas de caramelo, paletas de dulce, regaliz, regalices
nubes, malvaviscos, bombones de chocolate, dulces, dulce de coco, cocadas, obleas de cajeta, gelatina, gelatina en polvo
hojas de gelatina, colas de pescado, agar agar, flan en polvo, preparado para flan, natillas en polvo, preparado para natillas
postre en polvo, preparado para bizcocho, mezcla para bizcocho, harina para tortitas, mezcla para tortitas
harina para hot cakes, harina para crepes, harina para rebozar, fondant, azúcar de colores, fideos de colores, sprinkles
perlas de azúcar, cerezas confitadas, dr oetker, leche condensada, lechera
la lechera, leche evaporada, leche ideal, carnation, leche en polvo, leche nido, nido, leche gloria
nata en polvo, proteína vegetal, dulce de leche repostero, manjar blanco, cajeta quemada
tomate en lata, tomates en lata, conserva de tomate, sofrito, sofrito de tomate, sofrito de cebolla, salsa de tomate frito
kit de fajitas, kit de tacos, frijoles enlatados, refritos, rajas en vinagre
comida mexicana, comida china, comida japonesa, comida india, comida asiática, sushi en kit, kit de sushi
carne seca, machaca, jerky, charqui, bacalao seco, anchoas en aceite, filetes de anchoa
sillao, mccormick, quaker, avena quaker, goya, sazón goya, barilla, hellmann's, hellmanns, heinz, starlux, pastas gallo, choco krispis, jugo maggi, salsa maggi
`,
    'Frozen Foods': `
congelados, congelado, productos congelados, helado, helados, helado de vainilla, helado de chocolate, helado de fresa
helado de turrón, helado de nata, helado de limón, helado de café, helado de yogur, helados de palo, tarrina de helado
bote de helado, cucurucho, cucuruchos, conos de helado, bombón helado, bombones helados, sándwich helado, sándwiches helados
tarta helada, tartas heladas, tarta al whisky, copa helada, polo, polos, polo de hielo, polos de hielo, paletas heladas
paleta helada, paletas de hielo, paleta de hielo, sorbete, sorbetes, sorbete de limón, yogur helado
magnum, frigo, calippo, cornetto, häagen-dazs, haagen dazs, ben & jerry's, ben and jerry's, carte d'or, nestlé helados
la cocinera, findus, pescanova, mccain, hielo, cubitos, cubitos de hielo, hielo picado, bolsa de hielo, hielo en cubos
pizza, pizzas, pizza congelada, pizza barbacoa, pizza margarita, pizza cuatro quesos, pizza de jamón y queso
pizza carbonara, pizza hawaiana, pizza prosciutto, pizza pepperoni, casa tarradellas, tarradellas, buitoni, dr oetker pizza
lasaña, lasañas, lasaña boloñesa, lasaña de carne, lasaña de verduras, musaka, moussaka, canelones congelados
croquetas, croqueta, croquetas de jamón, croquetas de pollo, croquetas de bacalao, croquetas caseras, croquetas de cocido
empanadillas, empanadillas de atún, san jacobos, san jacobo, cordon bleu, nuggets, nuggets de pollo, tiras de pollo
pollo empanado, pechugas empanadas, filetes empanados, varitas de merluza, palitos de pescado, barritas de pescado
delicias de merluza, merluza rebozada, pescado rebozado, calamares a la romana, anillas de calamar, rabas, rabas de calamar
gambas rebozadas, langostinos rebozados, patatas congeladas, papas a la francesa, patatas prefritas, patatas gajo
patatas deluxe, patatas bravas congeladas, aros de cebolla, verduras congeladas, menestra, menestra de verduras
salteado de verduras, wok de verduras, verduras para wok, guisantes congelados, espinacas congeladas
judías verdes congeladas, brócoli congelado, fruta congelada, frutos rojos congelados, pulpa de fruta, pulpas de fruta
pulpa de maracuyá, pulpa de mango, acai, açaí, masa de hojaldre, hojaldre, hojaldres, láminas de hojaldre, pasta filo
masa filo, gyozas, gyoza, dumplings, rollitos de primavera, rollito de primavera, empanadillas chinas, samosas
tequeños, pão de queijo, pan de queso, gofres, gofre, waffles, crepes congelados, tortitas congeladas, churros congelados
pan congelado, masa congelada, helado vegano, platos preparados congelados, comida congelada, paella congelada
arroz tres delicias, tres delicias, paella de marisco congelada, sopa congelada, burritos, burritos congelados
hamburguesas vegetales, hamburguesa vegetal, hamburguesa vegana, hamburguesas veganas, albóndigas vegetales, falafel
profiteroles, tronco helado, mochis, mochi, fresas congeladas, mango congelado
bolitas de queso, palitos de queso, palitos de mozzarella, jalapeños rellenos, alitas congeladas, tamales congelados
`,
    Beverages: `
bebida, bebidas, agua, aguas, agua mineral, agua con gas, agua sin gas, agua natural, agua embotellada, agua de manantial
agua purificada, agua alcalina, agua saborizada, agua de sabores, agua con sabor, agua gasificada, agua carbonatada
agua tónica, tónica, tónicas, agua de coco, agua de jamaica, agua de horchata, agua de tamarindo, agua fresca
garrafa de agua, bidón de agua, botellón de agua, font vella, fontvella, lanjarón, bezoya, solán de cabras, aquabona
vichy catalán, vichy, san pellegrino, perrier, evian, ciel, bonafont, epura, villavicencio, cachantún
refresco, refrescos, gaseosa, gaseosas, soda, sodas, sifón, refresco de cola, cola, coca cola, cocacola, coca, coca zero
coca cola zero, coca light, coca cola light, pepsi, pepsi max, fanta, fanta naranja, fanta limón, sprite, 7up, seven up
kas, kas naranja, kas limón, schweppes, bitter kas, ginger ale, cerveza de jengibre, trina, mirinda, manzanita sol
sidral mundet, jarritos, inca kola, big cola, postobón, guaraná, tang, clight, zuko
jugo en polvo, refresco en polvo, bebida en polvo, nestea, lipton, fuze tea, té helado, té frío, te frio, aquarius
isotónico, isotónica, bebida isotónica, bebidas isotónicas, gatorade, powerade, electrolit, bebida energética
bebidas energéticas, energética, energéticas, red bull, monster, burn, rockstar, zumo, zumos, zumo de naranja
zumo de piña, zumo de manzana, zumo de melocotón, zumo de uva, zumo de tomate, zumo de frutas, zumo multifrutas
zumo natural, zumo exprimido, jugo, jugos, jugo de naranja, jugo de piña, jugo de manzana, jugo de durazno
jugo de uva, jugo de mango, jugo de frutas, jugo natural, néctar, néctares, néctar de melocotón, néctar de piña
mosto, mosto de uva, don simón, granini, del valle, jumex, minute maid, tropicana, pascual bifrutas, bifrutas
sunny delight, smoothie, smoothies, batido de frutas, batidos de frutas, licuado, licuados, kombucha, kéfir de agua
horchata, horchata de chufa, chicha morada, chicha, limonada, naranjada, granizado, granizados, agua de cebada
café, cafés, café molido, café en grano, café soluble, café instantáneo, café descafeinado, descafeinado, café natural
café torrefacto, café mezcla, café expreso, espresso, expreso, café de olla, cápsulas, capsulas de café, cápsulas de café
cápsulas nespresso, nespresso, dolce gusto, cápsulas dolce gusto, tassimo, senseo, monodosis de café, café en cápsulas
nescafé, nescafe, marcilla, saimaza, bonka, lavazza, illy, café con leche, café frío, café helado, cold brew, tinto
té, te, tés, té verde, te verde, té negro, te negro, té rojo, té blanco, té chai, chai, té matcha, matcha, té en bolsitas
bolsitas de té, infusión, infusiones, manzanilla, manzanilla con anís, tila, poleo, poleo menta, menta poleo, rooibos
hierbaluisa, té de hierbas, tisana, tisanas, valeriana en infusión, hornimans, pompadour, twinings, tetley
mate, yerba mate, yerba, mate cocido, cola cao, colacao, nesquik, nesquik en polvo, cacao, cacao soluble, cacao en polvo
chocolate a la taza, chocolate caliente, chocolate en polvo, chocolate para beber, milo, ovomaltina, nescau, toddy
chocomilk, quik, abuelita, chocolate abuelita, chocolate ibarra, bebida de chocolate, malteada, malteadas
batido de proteínas, batidos de proteínas, batido proteico, bebida proteica, ensure
cerveza, cervezas, cerveza sin alcohol, cerveza 0, cerveza tostada, cerveza negra, cerveza rubia, cerveza artesana
cerveza artesanal, cerveza de trigo, cerveza con limón, clara de limón, clara con limón, radler, birra, birras
chela, chelas, caña, cañas de cerveza, litronas, litrona, latas de cerveza, mahou, mahou cinco estrellas
estrella galicia, estrella damm, damm, voll damm, cruzcampo, san miguel, alhambra, ámbar, amstel, heineken, moritz
keler, corona, coronita, cerveza modelo, tecate, indio, dos equis, pacífico, quilmes, brahma, stella artois
cusqueña, pilsen, polar, budweiser, guinness, desperados, leffe, paulaner, vino, vinos, vino tinto, tinto, vino blanco
vino rosado, rosado, vino de mesa, vino dulce, vino espumoso, espumoso, cava, cavas, champán, champagne, champaña
prosecco, lambrusco, verdejo, albariño, rioja, ribera, ribera del duero, rueda, priorat, godello, tempranillo
garnacha, malbec, cabernet, merlot, syrah, moscatel, jerez, fino, oloroso, amontillado, oporto, vermut, vermú, vermouth
martini, sidra, sidras, sidra asturiana, sangría, tinto de verano, calimocho, kalimotxo, vino en caja, bag in box
licor, licores, whisky, whiskey, güisqui, ron, ron añejo, ron blanco, ginebra, gin, vodka, tequila, mezcal, pisco
aguardiente, orujo, orujo de hierbas, licor de hierbas, crema de orujo, anís, anís del mono, chinchón, pacharán
brandy, coñac, cognac, licor de café, licor 43, baileys, ponche, ponche caballero, cachaça, fernet, fernet branca
jägermeister, jagermeister, campari, aperol, aperol spritz, limoncello, amaretto, ratafía, absenta, bacardí, bacardi
barceló, brugal, havana club, matusalem, cacique ron, ron zacapa, larios, beefeater, gordon's, bombay sapphire
puerto de indias, seagram's, absolut, smirnoff, eristoff, j&b, ballantine's, johnnie walker, dyc, jack daniel's
jameson, chivas, cuervo, josé cuervo, don julio, sauza, ruavieja, malibú, malibu
cóctel, cócteles, mezcla para cócteles, granadina, bíter, bitter, mixers, refresco de limón, refresco de naranja
agua de seltz, soda water, vino sin alcohol, cerveza radler
atole, aguapanela, agua de panela, malta, pony malta, maltín, maltin polar, garrafón, garrafón de agua, caguama, caguamas, boing, jamaica, flor de jamaica
`,
    'Household & Cleaning': `
limpieza, productos de limpieza, droguería, lejía, lejia, lejía con detergente, cloro, cloralex, clorox, blanqueador
neutrex, amoniaco, amoníaco, salfumán, agua fuerte, aguarrás, sosa cáustica, soda cáustica, vinagre de limpieza
detergente, detergentes, detergente líquido, detergente en polvo, detergente para ropa, jabón para la ropa
jabón de ropa, jabón en polvo, jabón de lavar, jabón líquido para ropa, jabón en barra para ropa, jabón zote, zote
jabón lagarto, jabón de marsella, gel lavadora, gel de lavadora, gel para lavadora, gel para la ropa, cápsulas lavadora
cápsulas de lavadora, cápsulas para lavadora, cápsulas de detergente, detergente en cápsulas, ariel, skip, dixan, wipp
wipp express, colon, micolor, persil, norit, ace, ace detergente, roma, foca, ariel pods, omo, tide, drive
suavizante, suavizantes, suavizante para ropa, mimosín, lenor, vernel, downy, suavitel, vivere, ensueño
quitamanchas, vanish, oxi action, blanqueador para ropa, perlas perfumadas, perlas de perfume, toallitas atrapacolor
atrapacolores, atrapacolor, colour catcher, apresto, almidón en spray, agua destilada, agua de plancha
lavavajillas, lavavajillas a mano, lavavajillas líquido, jabón de platos, jabón para platos, jabón lavavajillas
jabón para trastes, lavatrastes, lavaplatos, líquido lavavajillas, fairy, mistol, axion, salvo, magistral, quix
pastillas lavavajillas, pastillas para el lavavajillas, pastillas de lavavajillas, tabletas lavavajillas
cápsulas lavavajillas, detergente lavavajillas, lavavajillas máquina, finish, somat, sal lavavajillas
sal para lavavajillas, sal para el lavavajillas, abrillantador, abrillantador lavavajillas, limpiamáquinas
limpia lavavajillas, limpiador de lavadora, limpiador, limpiadores, limpiador multiusos, multiusos, limpiahogar
limpia hogar, limpiador de baño, limpiador baño, limpiador de cocina, limpiador cocina, desengrasante, quitagrasas
antigrasa, limpiacristales, limpia cristales, limpiavidrios, limpiador de cristales, cristasol, windex, friegasuelos
fregasuelos, limpiasuelos, limpia suelos, limpiador de suelos, don limpio, mr proper, kh7, kh-7, cillit bang, ajax
fabuloso, pinol, poett, sanytol, lysol, lysoform, desinfectante, desinfectantes, antical, quitacal, limpiador antical
vitro, limpiador vitrocerámica, limpia vitro, limpiahornos, limpia hornos, limpiador de hornos, limpiametales
limpiaplata, limpiamuebles, limpia muebles, abrillantador de muebles, cera, cera para suelos, cera de muebles
limpiador wc, limpiador de wc, pato wc, harpic, domestos, bloque wc, pastillas wc, colgador wc, gel wc
desatascador, desatascador líquido, destapacaños, destapador, limpiador de tuberías, sosa, tenn, asevi
estropajo, estropajos, estropajo verde, estropajo de aluminio, scotch brite, scotch-brite, esponja, esponjas
esponja de cocina, esponjas de cocina, bayeta, bayetas, bayeta microfibra, paño, paños, paño de cocina, paños de cocina
trapo, trapos, trapo de cocina, trapeador, mopa, mopas, fregona, fregonas, recambio fregona, cubo, cubo de fregar
escoba, escobas, recogedor, cepillo de barrer, plumero, plumeros, swiffer, vileda, guantes, guantes de goma
guantes de látex, guantes desechables, guantes de nitrilo, guantes de fregar, escobilla, escobilla del wc, escobilla wc
papel, papel higiénico, papel higienico, papel de baño, papel sanitario, papel toilette, papel confort, confort
rollos de papel higiénico, higiénico, scottex, renova, colhogar, foxy, regio, pétalo, elite, higienol, scott
papel de cocina, rollo de cocina, rollos de cocina, papel absorbente, papel toalla, toallas de papel, servilletas
servilletas de papel, pañuelos, pañuelos de papel, pañuelos desechables, kleenex, clínex, klinex, clinex, tissues
papel de aluminio, papel aluminio, aluminio, papel de plata, papel albal, albal, papel film, film transparente
film, film de cocina, plástico de cocina, papel plástico, papel de horno, papel para horno, papel vegetal, papel encerado
papel manteca, papel parafinado, moldes de aluminio, bandejas de aluminio, fuentes de aluminio, bolsas de basura
bolsa de basura, basura, bolsas basura, bolsas de cierre zip, bolsas zip, bolsas herméticas, bolsas de congelación
bolsas para congelar, bolsas de plástico, bolsas para bocadillo, bolsas de papel, bolsas de aspiradora, tupper, tuppers
táper, tápers, tuper, tupperware, recipientes, fiambrera, fiambreras, vasos de plástico, vasos desechables
vasos de papel, platos de plástico, platos desechables, platos de cartón, platos de papel, cubiertos de plástico
cubiertos desechables, tenedores de plástico, cucharas de plástico, pajitas, pajillas, popotes, pitillos, palillos
palillos de dientes, mondadientes, escarbadientes, palillos de brocheta, manteles de papel, mantel de papel
filtros de café, filtros para cafetera, filtro de café, velas, vela, velas aromáticas, cerillas, fósforos, cerillos
mechero, mecheros, encendedor, encendedores, pilas, pila, pilas aa, pilas aaa, baterías, batería, bombillas, bombilla
bombillos, focos, ampolletas, lámpara led, ambientador, ambientadores, aromatizante, ambientador eléctrico, glade
air wick, ambi pur, brise, mikado, incienso, insecticida, insecticidas, raid, baygon, bloom, matamoscas, matamosquitos
antimosquitos, repelente de mosquitos, cucarachicida, trampa para cucarachas, trampas para ratones, matarratas
raticida, antipolillas, bolas de naftalina, naftalina, perchas, pinzas, pinzas de la ropa, pinzas de tender
tendedero, cesto de la ropa, bolsa de la ropa, quitapelusas, rodillo quitapelusas, filtro de agua, filtro brita
cartuchos de filtro, jarra brita, cubitera, abrelatas, bosque verde, quitamanchas de alfombras, limpiador de alfombras
limpia tapicerías, insecticida para hormigas, hormiguicida, lavandina, lavandina ayudín, ayudín, virulana, spontex
bolsas de la compra, bolsas reutilizables, papel higiénico húmedo, toallitas higiénicas, toallitas wc, toallitas desinfectantes, toallitas limpiadoras, toallitas multiusos
`,
    'Personal Care': `
higiene, higiene personal, cuidado personal, perfumería, champú, champu, champús, shampoo
champú anticaspa, champu anticaspa, acondicionador, suavizante para el pelo, bálsamo para el pelo, mascarilla capilar
mascarilla para el pelo, mascarilla de pelo, sérum capilar, aceite capilar, laca, laca de pelo, laca para el pelo
espuma para el pelo, espuma de pelo, gomina, gel fijador, gel para el pelo, cera para el pelo, cera de pelo, fijador
tinte, tintes, tinte de pelo, tinte para el pelo, decolorante, coloración, protector térmico, champú seco
h&s, head & shoulders, head and shoulders, pantene, elvive, garnier, fructis, tresemmé, tresemme, herbal essences
l'oréal, loreal, sedal, dove, sanex, nivea, neutrogena, la roche posay, la roche-posay, eucerin, avène, avene, vichy cosmética
cerave, isdin, heliocare, delial, hawaiian tropic, babaria, deliplus, natural honey, lactovit, byly, moussel, heno de pravia
magno, lux, palmolive, protex, rexona, axe, old spice, adidas desodorante, gillette, wilkinson, bic cuchillas
colgate, signal, sensodyne, oral b, oral-b, licor del polo, vitis, lacer, fluocaril, listerine, parodontax, kemphor
gel, geles, gel de ducha, gel de baño, gel ducha, gel de aloe, gel de aloe vera, aloe vera, jabón, jabones, jabón de manos
jabón líquido, jabón de tocador, jabón de glicerina, pastilla de jabón, pastillas de jabón, jabón en pastilla
jabón facial, jabón íntimo, gel íntimo, gel hidroalcohólico, gel antibacterial, gel desinfectante, alcohol en gel
desinfectante de manos, desodorante, desodorantes, antitranspirante, desodorante roll on, roll on, desodorante en spray
colonia, colonias, agua de colonia, perfume, perfumes, eau de toilette, eau de parfum, body mist, loción
loción corporal, crema corporal, leche corporal, body milk, crema hidratante, hidratante, crema de manos
crema para manos, crema de pies, crema para pies, crema facial, crema de cara, crema de día, crema de noche
crema antiarrugas, antiarrugas, contorno de ojos, sérum facial, serum, sérum, tónico, tónico facial, agua micelar
agua termal, agua de rosas, desmaquillante, leche limpiadora, limpiador facial, espuma limpiadora, gel limpiador
exfoliante, exfoliante facial, exfoliante corporal, mascarilla facial, mascarillas faciales, peeling, aceite corporal
aceite de almendras, aceite de almendras dulces, aceite de rosa mosqueta, rosa mosqueta, aceite de argán, aceite de ricino
aceite de árbol de té, aceite de masaje, manteca de karité, manteca de cacao, crema solar, cremas solares, protector solar
protectores solares, fotoprotector, bloqueador solar, bloqueador, filtro solar, bronceador, aftersun, after sun
autobronceador, crema para después del sol, vaselina, crema de afeitar, espuma de afeitar, gel de afeitar, aftershave
after shave, bálsamo after shave, loción para después del afeitado, cuchillas, cuchillas de afeitar, hojas de afeitar
maquinilla, maquinillas, maquinilla de afeitar, maquinillas de afeitar, rastrillo, rastrillos, recambios de cuchillas
pasta de dientes, pasta dental, pasta dentífrica, dentífrico, dentífricos, crema dental, cepillo de dientes
cepillos de dientes, cepillo dental, cepillo eléctrico, cabezales de cepillo, recambios de cepillo, hilo dental
seda dental, cinta dental, enjuague bucal, enjuague, colutorio, elixir bucal, elixir, cepillos interdentales
blanqueador dental, pasta para dentaduras, corega, pegamento para dentadura, pastillas para dentadura, protector labial
bálsamo labial, cacao de labios, cacao para los labios, cacao labial, barra de labios, pintalabios, labial, labiales
brillo de labios, gloss, maquillaje, base de maquillaje, polvos compactos, colorete, rubor, rímel, rimmel
máscara de pestañas, delineador, eyeliner, lápiz de ojos, sombra de ojos, sombras de ojos, corrector, prebase
esmalte, esmalte de uñas, pintauñas, laca de uñas, quitaesmalte, acetona, lima de uñas, limas de uñas, cortaúñas
cortauñas, tijeras de uñas, pinzas de depilar, cera depilatoria, bandas de cera, bandas depilatorias, crema depilatoria
depiladora, discos de algodón, discos desmaquillantes, algodón, algodones, bastoncillos, bastoncillos de algodón
hisopos, cotonetes, toallitas desmaquillantes, toallitas faciales, toallitas íntimas, compresas, compresa
compresas con alas, compresas de noche, tampones, tampón, salvaslips, salva slips, protegeslips, protege slips
toallas femeninas, toallas sanitarias, toallas higiénicas, toallitas femeninas, copa menstrual, bragas menstruales
braga menstrual, ausonia, evax, tampax, always, kotex, saba, nosotras, carefree, tena, tena lady, pañales para adultos
pañales de adulto, pañales adulto, empapadores, protectores de incontinencia, sales de baño, bombas de baño
esponja de baño, manopla de baño, talco, polvos de talco, peine, peines, cepillo de pelo, cepillo del pelo
cepillo para el pelo, coleteros, coletero, gomas de pelo, gomas del pelo, gomitas para el pelo, ligas para el pelo
horquillas, pinzas de pelo, pinzas para el pelo, diadema, diademas, preservativos, preservativo, condones, condón
durex, lubricante, gel lubricante, test de embarazo, prueba de embarazo, test de ovulación
botiquín, tiritas, tirita, curitas, venditas, apósitos, apósito, gasas, gasa, vendas, venda, vendaje, esparadrapo
alcohol, alcohol de 96, alcohol etílico, alcohol isopropílico, alcohol antiséptico, agua oxigenada, betadine
povidona yodada, clorhexidina, cristalmina, mercromina, suero fisiológico, suero fisiológico monodosis, termómetro
medicinas, medicina, medicamentos, medicamento, pastillas, pastilla, comprimidos, comprimido, grageas, sobres de paracetamol
paracetamol, ibuprofeno, aspirina, aspirinas, gelocatil, espidifen, nolotil, metamizol, naproxeno, enantyum, dolalgial
antigripal, frenadol, couldina, desenfriol, tabcin, antifludes, antihistamínico, loratadina, cetirizina, ebastina
antiácido, almax, omeprazol, gaviscon, sal de frutas, sal de fruta eno, alka seltzer, alka-seltzer, sal de uvas picot
laxante, dulcolax, fortasec, loperamida, suero oral, sales de rehidratación, jarabe, jarabe para la tos, jarabes
bisolvon, fluimucil, pastillas para la garganta, pastillas para la tos, strepsils, juanolas, vicks, vicks vaporub
vaporub, tiras nasales, spray nasal, descongestionante nasal, colirio, gotas para los ojos, lágrimas artificiales
líquido de lentillas, solución de lentillas, solución para lentillas, lentillas, lentes de contacto, tapones para los oídos
tapones de oídos, gotas para los oídos, crema antiinflamatoria, voltarén, voltaren, reflex, calmatel, hirudoid
pomada, pomadas, ungüento, crema antibiótica, crema para hongos, crema para picaduras, after bite, fenistil
vitaminas, vitamina, vitamina c, vitamina d, vitamina b12, vitamina b, complejo vitamínico, multivitamínico
multivitaminas, suplementos, suplemento, suplemento alimenticio, magnesio, colágeno, colageno, melatonina, calcio
hierro, zinc, potasio, ácido fólico, omega 3, aceite de hígado de bacalao, probióticos, probiótico, jalea real
propóleo, propóleos, levadura de cerveza, equinácea, valeriana, pasiflora, ashwagandha, espirulina, biotina
proteína en polvo, proteína whey, whey, creatina, supradyn, redoxon, pharmaton, centrum, berocca, arkopharma
mascarilla, mascarillas, mascarillas quirúrgicas, cubrebocas, tapabocas, plantillas, callicida, tiritas para ampollas
crema para callos, tiritas de ampollas, calcetines de compresión, pastillas para dormir, somníferos
gel de manos, pepto bismol, pepto
`,
    Pets: `
mascotas, mascota, tienda de mascotas, pienso, piensos, pienso para perros, pienso para gatos, pienso de perro
pienso de gato, comida para perros, comida para perro, comida de perro, comida para gatos, comida para gato
comida de gato, comida de mascotas, comida húmeda, latas para perro, latas para gato, latitas de gato, sobres para gato
croquetas para perro, croquetas para gato, alimento para perro, alimento para gato, alimento para mascotas
snacks para perros, premios para perros, premios para gatos, golosinas para perros, huesos para perros, hueso de piel
huesos de cuero, palitos dentales, snacks dentales, barritas para perros, galletas para perros, malta para gatos
arena, arena para gatos, arena de gato, arena sanitaria, arena aglomerante, arena de sílice, arena para gato
lecho para gatos, arenero, bandeja sanitaria, caja de arena, pala para arena, bolsas para excrementos
bolsas de excrementos, bolsas para caca de perro, bolsas para perro, empapadores para perros, pañales para perros
champú para perros, champú para mascotas, antiparasitario, antiparasitarios, pipetas, pipeta, pipetas antiparasitarias
collar antiparasitario, collar antipulgas, antipulgas, collar, collares, correa, correas, arnés, bozal, comedero
comederos, bebedero, bebederos, transportín, cama para perro, cama para gato, rascador, rascadores, juguete para perro
juguetes para perros, juguete para gato, hierba gatera, catnip, alpiste, comida para pájaros, comida para peces
comida para tortugas, comida para hámster, comida para conejos, comida para roedores, heno, viruta, viruta para roedores
lecho para roedores, semillas para pájaros, mijo para pájaros, barritas para pájaros, sepia para pájaros, acuario
whiskas, friskies, felix, purina, pedigree, royal canin, hill's, hills, affinity, advance affinity, dog chow, cat chow
pro plan, purina pro plan, one purina, purina one, brekkies, eukanuba, sheba, gourmet gold, catisfactions, dreamies
dentastix, frolic, ganador, pedigree dentastix, acana, orijen, trixie, vitakraft, sanicat, catsan, frontline
scalibor, seresto, advantix, advocate, bravecto, nexgard, dingonatura, ownat, nutro, true instinct
taste of the wild, fancy feast, mimaskot, compy, kong, churu, snacks para gatos
`,
    Baby: `
bebé, bebés, productos de bebé, pañales, pañal, pañales recién nacido, pañales talla, pañales de agua, pañales bañador
bragapañal, braguitas pañal, braguitas de aprendizaje, pañales de tela, pañalera, cambiador, cambiadores
toallitas, toallitas húmedas, toallitas de bebé, toallitas para bebé, toallitas humedas, dodot, dodotis, pampers
huggies, moltex, chelino, kleenbebé, babysec, pequeñín, winny, crema del pañal, crema de pañal, crema para el pañal
crema para la dermatitis del pañal, pasta al agua, bepanthol, bepanthen, mitosyl, leche de fórmula, leche de formula
fórmula infantil, formula infantil, leche infantil, leche de inicio, leche de continuación, leche de crecimiento
leche para bebé, leche en polvo infantil, fórmula, formula, nidina, almirón, blemil, nutribén, nutriben, hero baby
nan, nan optipro, enfamil, similac, aptamil, sma, nutrilon, papilla, papillas, cereales infantiles
cereales para bebé, papilla de cereales, papilla de frutas, potito, potitos, tarrito, tarritos, compotas para bebé
purés para bebé, bolsitas de fruta, gerber, bledina, nestlé papillas, hipp, blevit, galletas para bebé, colados
biberón, biberones, tetina, tetinas, chupete, chupetes, chupón, chupones, mamila, mamilas, mamadera, mamaderas
chicco, suavinex, nuk, avent, philips avent, tommee tippee, dr brown's, mordedor, mordedores, babero, baberos
vaso de aprendizaje, vasos antigoteo, sacaleches, extractor de leche, bolsas de leche materna, discos de lactancia
protectores de lactancia, crema para pezones, purelan, nenuco, colonia nenuco, colonia de bebé, agua de colonia infantil
gel de bebé, champú de bebé, aceite de bebé, aceite para bebé, talco de bebé, loción de bebé, crema de bebé
johnson's baby, johnsons baby, mustela, denenes, chicco baby, apiretal, dalsy, termómetro de bebé, aspirador nasal
suero para bebé, body de bebé, bodies, ropa de bebé, arrullo, muselinas, muselina
pedialyte
`,
  },
  modifiers: {
    'Frozen Foods': `
congelado, congelada, congelados, congeladas, ultracongelado, ultracongelada, ultracongelados, ultracongeladas
supercongelado, supercongelada, supercongelados, supercongeladas
`,
    Pantry: `
en lata, de lata, en latas, enlatado, enlatada, enlatados, enlatadas, en conserva, de conserva, en conservas
de bote, en bote, en almíbar, en almibar, en escabeche, en vinagre, en salmuera, en aceite
encurtido, encurtida, encurtidos, encurtidas, seco, seca, secos, secas, deshidratado, deshidratada, deshidratados
deshidratadas, desecado, desecada, desecados, desecadas, liofilizado, liofilizada, liofilizados, liofilizadas
en polvo, lata, latas, latita, latitas, bote, botes, conserva, conservas
`,
    Pets: `
perro, perros, para perro, para perros, gato, gatos, para gato, para gatos, gatito, gatitos, cachorro, cachorros
mascota, mascotas, para mascotas, canino, canina, caninos, caninas, felino, felina, felinos, felinas, perruno, perruna
hamster, hámster, hamsters, roedores, cobaya, cobayas, periquitos, pajaros, pájaros, peces, tortugas, hurón
`,
    Baby: `
bebe, bebes, bebé, bebés, para bebe, para bebé, infantil, infantiles, lactante, lactantes, recien nacido
recién nacido, recien nacidos, recién nacidos, neonato, neonatos
`,
  },
  stopWords: `
de, del, la, las, el, los, lo, al, a, con, sin, y, e, o, u, para, por, en, tipo, marca, sabor, sabores
bio, eco, ecologico, ecológico, ecologica, ecológica, ecologicos, ecológicos, ecologicas, ecológicas, organico, orgánico
organica, orgánica, organicos, orgánicos, organicas, orgánicas, natural, naturales, grande, grandes, pequeño, pequeña
pequeños, pequeñas, chico, chica, chicos, chicas, mediano, mediana, medianos, medianas, normal, normales, bueno, buena
buenos, buenas, buen, barato, barata, baratos, baratas, rico, rica, ricos, ricas, variado, variada, variados, variadas
surtido, surtida, surtidos, surtidas, oferta, ofertas, mas, más, tambien, también, otro, otra, otros, otras, algo
alguno, alguna, algunos, algunas, algun, algún, mucho, mucha, muchos, muchas, poco, poca, pocos, pocas, muy, porfa
favor, etc, clasico, clásico, clasica, clásica, original, tradicional, hacendado, carrefour, mercadona, lidl, aldi
eroski, alcampo, walmart, soriana, chedraui, jumbo, lider, éxito, exito, coto, que, queda, faltan, comprar
`,
  unitWords: `
g, gr, grs, gramo, gramos, kg, kgs, kilo, kilos, kilogramo, kilogramos, mg, miligramos, l, lt, lts, ltr, litro, litros
ml, mililitros, cl, centilitros, dl, decilitros, cc, oz, onza, onzas, lb, lbs, libra, libras, cuarto, cuartos
un, uno, una, unos, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez, once, doce, trece, catorce
quince, dieciséis, dieciseis, veinte, veinticuatro, treinta, cuarenta, cincuenta, cien, ciento, doscientos
quinientos, mil, medio, media, mitad, tercio, par, docena, docenas, media docena, decena, x
unidad, unidades, ud, uds, und, unid, pieza, piezas, pza, pzas, pz, paquete, paquetes, paq, pqt, pack, packs, lote
caja, cajas, cajita, frasco, frascos, tarro, tarros, botella, botellas, botellín
garrafa, garrafas, brik, briks, brick, bricks, tetrabrik, cartón, cartones, envase, envases, tarrina, tarrinas
bandeja, bandejas, malla, mallas, saco, sacos, sobre, sobres, sobrecito, tubo, tubos, tableta, tabletas, monodosis
manojo, manojos, atado, atados, ramo, ramillete, racimo, racimos, pizca, cucharada, cucharadas
cucharadita, cucharaditas, cda, cdas, cdta, cdita, loncha, lonchas, rebanada, rebanadas, rodaja, rodajas, trozo
trozos, pedazo, pedazos, porción, porciones, raciones, ración
botellines, cajetilla
`,
};
