import type { LanguageLexicon } from './language-lexicon';

/**
 * German: everyday product names of Germany, Austria and Switzerland per aisle, with regional variants, household
 * short forms, compounds whose head would mislead, common brands, and the modifiers, filler words and units of a list.
 */
export const GERMAN_LEXICON: LanguageLexicon = {
  language: 'de',
  terms: {
    Produce: `
Obst, Früchte, Frucht, Gemüse, Frischobst, Frischgemüse, Obstsalat, Fruchtsalat, geschnittenes Obst, Rohkost
Apfel, Äpfel, Tafeläpfel, Kochäpfel, Boskop, Elstar, Jonagold, Braeburn, Granny Smith, Pink Lady, Golden Delicious
Royal Gala, Gala Äpfel, Birne, Birnen, Banane, Bananen, Babybananen, Kochbananen, Orange, Orangen, Blutorangen
Saftorangen, Navelorangen, Apfelsine, Apfelsinen, Mandarine, Mandarinen, Clementine, Clementinen, Klementine
Klementinen, Satsumas, Zitrone, Zitronen, Limette, Limetten, Limone, Limonen, Grapefruit, Grapefruits, Pampelmuse
Pomelo, Kiwi, Kiwis, Mango, Mangos, Ananas, Papaya, Maracuja, Passionsfrucht, Granatapfel, Granatäpfel, Feige
Feigen, Datteln, Dattel, Medjool Datteln, Weintrauben, Weintraube, Trauben, Tafeltrauben, kernlose Trauben
Erdbeere, Erdbeeren, Himbeere, Himbeeren, Heidelbeere, Heidelbeeren, Blaubeere, Blaubeeren, Brombeere, Brombeeren
Johannisbeere, Johannisbeeren, Ribisel, Ribiseln, Träuble, Stachelbeeren, Stachelbeere, Beeren, Beerenmix
Kirsche, Kirschen, Süßkirschen, Sauerkirschen, Weichseln, Pfirsich, Pfirsiche, Plattpfirsich, Plattpfirsiche
Nektarine, Nektarinen, Aprikose, Aprikosen, Marille, Marillen, Pflaume, Pflaumen, Zwetschge, Zwetschgen
Zwetschke, Zwetschken, Zwetsche, Zwetschen, Mirabellen, Mirabelle, Renekloden, Quitte, Quitten, Melone, Melonen
Wassermelone, Wassermelonen, Honigmelone, Zuckermelone, Cantaloupe, Galiamelone, Netzmelone, Avocado, Avocados
Kokosnuss, Kokosnüsse, Litschi, Litschis, Lychees, Physalis, Kaki, Kakis, Sharonfrucht, Drachenfrucht, Pitahaya
Sternfrucht, Karambole, Guave, Kumquats, Rhabarber, Holunderbeeren, Holunderblüten
Kartoffel, Kartoffeln, Erdapfel, Erdäpfel, Grumbeere, Grumbeeren, Grundbirnen, Herdöpfel, Härdöpfel, Heurige
Speisekartoffeln, Frühkartoffeln, Drillinge, Salatkartoffeln, Ofenkartoffeln, Backkartoffeln, festkochende Kartoffeln
mehligkochende Kartoffeln, vorwiegend festkochende Kartoffeln, Süßkartoffel, Süßkartoffeln, Süsskartoffel, Batate
Tomate, Tomaten, Paradeiser, Paradeisern, Cherrytomaten, Cocktailtomaten, Kirschtomaten, Rispentomaten
Strauchtomaten, Fleischtomaten, Romatomaten, Datteltomaten, Eiertomaten, Ochsenherztomaten, Snacktomaten
Gurke, Gurken, Salatgurke, Salatgurken, Schlangengurke, Minigurken, Snackgurken, Landgurken, Zucchini, Zucchinis
Zucchetti, Aubergine, Auberginen, Melanzani, Paprika, Paprikas, Paprikaschoten, Spitzpaprika, Snackpaprika
rote Paprika, gelbe Paprika, grüne Paprika, Peperoni, Pfefferoni, Chili, Chilis, Chilischoten, Peperoncini
Zwiebel, Zwiebeln, rote Zwiebeln, weiße Zwiebeln, Gemüsezwiebeln, Gemüsezwiebel, Frühlingszwiebeln
Frühlingszwiebel, Lauchzwiebeln, Schalotte, Schalotten, Knoblauch, Knoblauchzehen, Knoblauchzehe, Knofi, Bärlauch
Lauch, Porree, Karotte, Karotten, Möhre, Möhren, Mohrrübe, Mohrrüben, gelbe Rüben, Rüebli, Wurzel, Wurzeln
Bundmöhren, Babykarotten, Pastinake, Pastinaken, Petersilienwurzel, Petersilienwurzeln, Sellerie, Knollensellerie
Staudensellerie, Stangensellerie, Bleichsellerie, Fenchel, Kohlrabi, Blumenkohl, Karfiol, Brokkoli, Broccoli
Romanesco, Rosenkohl, Kohlsprossen, Weißkohl, Weisskohl, Weißkraut, Weisskraut, Kraut, Kappes, Rotkohl, Rotkraut
Blaukraut, Wirsing, Wirsingkohl, Kohl, Spitzkohl, Grünkohl, Federkohl, Palmkohl, Schwarzkohl, Chinakohl, Pak Choi
Pak Choy, Mangold, Krautstiel, Spinat, Blattspinat, Babyspinat, Rucola, Rukola, Rauke, Feldsalat, Nüsslisalat
Nüssler, Vogerlsalat, Rapunzelsalat, Kopfsalat, Häuptelsalat, Eisbergsalat, Eissalat, Römersalat, Romanasalat
Romana, Lollo Rosso, Lollo Bianco, Eichblattsalat, Endivie, Endivien, Endiviensalat, Chicorée, Chicoree
Radicchio, Frisée, Batavia, Salat, Salate, Blattsalat, Pflücksalat, Salatmix, Salatmischung, Babyleaf
Salatherzen, Salatkopf, Kresse, Gartenkresse, Brunnenkresse, Radieschen, Rettich, Radi, Rote Bete, Rote Beete
Rote Rüben, Rote Rübe, Randen, Rande, Spargel, weißer Spargel, grüner Spargel, Artischocke, Artischocken
Champignons, Champignon, braune Champignons, Egerlinge, Pilze, Pilz, Schwammerl, Schwammerln, Pfifferlinge
Eierschwammerl, Reherl, Steinpilze, Kräuterseitlinge, Kräuterseitling, Austernpilze, Seitlinge, Shiitake
Shiitakepilze, Enoki, Zuckerschoten, Kaiserschoten, Kefen, Erbsen, Erbsenschoten, Bohnen, grüne Bohnen
Buschbohnen, Stangenbohnen, Prinzessbohnen, Brechbohnen, Fisolen, Keniabohnen, Schnittbohnen, dicke Bohnen
Saubohnen, Puffbohnen, Mais, Maiskolben, Zuckermais, Kukuruz, Kürbis, Kürbisse, Hokkaido, Hokkaidokürbis
Butternut, Butternutkürbis, Butternusskürbis, Muskatkürbis, Spaghettikürbis, Topinambur, Schwarzwurzel
Schwarzwurzeln, Steckrübe, Steckrüben, Kohlrübe, Mairübchen, Teltower Rübchen, Rübe, Rüben, Okra, Sprossen
Keimlinge, Mungobohnensprossen, Sojasprossen, Alfalfasprossen, Ingwer, Ingwerwurzel, Ingwerknolle, Kurkumawurzel
Meerrettichwurzel, Yamswurzel, Maniok, Cassava, Taro, Zitronengras, Galgant, Limettenblätter, Kaffirlimettenblätter
Petersilie, glatte Petersilie, krause Petersilie, Peterli, Schnittlauch, Basilikum, Dill, Koriander, Minze
Pfefferminze, Rosmarin, Thymian, Salbei, Estragon, Kerbel, Liebstöckel, Zitronenmelisse, Melisse, Borretsch
Sauerampfer, Kräuter, Küchenkräuter, Kräutertopf, Basilikumtopf, Suppengrün, Suppengemüse, Wurzelwerk
Tofu, Räuchertofu, Seidentofu, Naturtofu, Tempeh, Hummus, Guacamole, Tzatziki, Zaziki, Jackfruit
Nashi, Nashibirne, Granatapfelkerne, Speisepilze, Sellerieknolle, Knoblauchknolle, Lauchstange, Frühlingslauch, Jungzwiebeln, Petersil, Zuckererbsen, Grünspargel, Bleichspargel, Wurzelgemüse, Blattsalate, Salatherz
`,
    Bakery: `
Brot, Brote, Brötchen, Semmel, Semmeln, Schrippe, Schrippen, Weck, Wecke, Weckle, Wecken, Weckerl, Weggli
Rundstück, Rundstücke, Bürli, Mütschli, Kaisersemmel, Kaisersemmeln, Kaiserbrötchen, Laugenbrötchen, Laugenweckle
Laugensemmel, Laugenstange, Laugenstangen, Laugenbrezel, Laugenbrezeln, Laugengebäck, Laugenecken
Laugencroissant, Laugenbrezn, Brezel, Brezeln, Breze, Brezen, Brezn, Bretzel, Salzstangerl, Kornspitz
Mohnbrötchen, Sesambrötchen, Körnerbrötchen, Vollkornbrötchen, Roggenbrötchen, Dinkelbrötchen, Mehrkornbrötchen
Kürbiskernbrötchen, Käsebrötchen, Milchbrötchen, Rosinenbrötchen, Schokobrötchen, Aufbackbrötchen
Baguettebrötchen, Burgerbrötchen, Hamburgerbrötchen, Burger Buns, Buns, Hot Dog Brötchen, Hotdogbrötchen
Toastbrötchen, Partybrötchen, Baguette, Baguettes, Flûte, Pariserbrot, Pariser Brot, Ciabatta, Focaccia
Fladenbrot, Pide, Pita, Pitabrot, Naan, Naanbrot, Tortilla, Tortillas, Wraps, Wrap, Tortilla Wraps
Weizentortillas, Maistortillas, Toast, Toastbrot, Vollkorntoast, Buttertoast, Sandwichtoast, Sandwichbrot
American Sandwich, Vollkornbrot, Roggenbrot, Roggenmischbrot, Mischbrot, Weißbrot, Weissbrot, Halbweissbrot
Ruchbrot, Schwarzbrot, Graubrot, Bauernbrot, Landbrot, Sauerteigbrot, Dinkelbrot, Körnerbrot, Mehrkornbrot
Sonnenblumenbrot, Kürbiskernbrot, Haferbrot, Eiweißbrot, Pumpernickel, Zwiebelbrot, Kastenbrot, Knoblauchbrot
Brioche, Zopf, Hefezopf, Butterzopf, Nusszopf, Striezel, Croissant, Croissants, Gipfeli, Kipferl, Hörnchen
Buttercroissant, Buttercroissants, Schokocroissant, Pain au chocolat, Plunder, Plundergebäck, Franzbrötchen
Berliner, Krapfen, Kreppel, Pfannkuchen, Donut, Donuts, Doughnut, Muffin, Muffins, Kuchen, Torte, Torten
Tortenstück, Kuchenstück, Obstkuchen, Obsttorte, Erdbeerkuchen, Streuselkuchen, Bienenstich, Käsekuchen
Käsesahnetorte, Apfelkuchen, Marmorkuchen, Rührkuchen, Sandkuchen, Napfkuchen, Gugelhupf, Guglhupf
Schwarzwälder Kirschtorte, Frankfurter Kranz, Sahnetorte, Blechkuchen, Zuckerkuchen, Butterkuchen
Pflaumenkuchen, Zwetschgenkuchen, Zwetschgendatschi, Streuselschnecke, Schnecke, Schnecken, Zimtschnecke
Zimtschnecken, Nussschnecke, Mohnschnecke, Puddingschnecke, Quarktasche, Quarktaschen, Topfengolatsche
Golatsche, Apfeltasche, Teilchen, Stückchen, Kaffeestückchen, Amerikaner, Windbeutel, Eclair, Eclairs
Mohnkuchen, Stollen, Christstollen, Quarkstollen, Rosinenstuten, Stuten, Weckmann, Stutenkerl, Apfelstrudel
Topfenstrudel, Strudel, Wähe, Fladen, Quarkbällchen, Spritzkuchen, Mutzen, Schweineohren, Schweineohr
Nussecken, Nussecke, Bagel, Bagels, Gebäck, Backwaren, Baumkuchen, Cupcakes, Brownies, Tartelettes, Tarte
`,
    'Meat & Seafood': `
Fleisch, Frischfleisch, Hackfleisch, Hack, Gehacktes, Faschiertes, Rinderhack, Rinderhackfleisch, gemischtes Hack
Schweinehack, Mett, Hackepeter, Zwiebelmett, Rindfleisch, Rind, Schweinefleisch, Schwein, Kalbfleisch, Kalb
Lammfleisch, Lamm, Lammkeule, Lammkoteletts, Hähnchen, Hühnchen, Huhn, Hühner, Hendl, Poulet, Pouletbrust
Brathähnchen, Suppenhuhn, Hähnchenbrust, Hähnchenbrustfilet, Hühnerbrust, Hähnchenfilet, Hähnchenschenkel
Hähnchenkeulen, Hähnchenkeule, Hähnchenunterschenkel, Hähnchenflügel, Chicken Wings, Hähnchenschnitzel
Hähnchengeschnetzeltes, Pute, Puten, Truthahn, Putenbrust, Putenschnitzel, Putenfilet, Putengeschnetzeltes
Putenkeule, Geflügel, Ente, Entenbrust, Entenkeule, Gans, Gänsekeule, Gänsebrust, Wachteln, Steak, Steaks
Rumpsteak, Entrecote, Ribeye, Hüftsteak, Filet, Rinderfilet, Schweinefilet, Schweinelende, Lende, Schnitzel
Schweineschnitzel, Kalbsschnitzel, Wiener Schnitzel, Kotelett, Koteletts, Karree, Kassler, Kasseler
Schweinebauch, Bauchfleisch, Schweinenacken, Nackensteak, Nackensteaks, Braten, Schweinebraten, Rinderbraten
Rollbraten, Krustenbraten, Rouladen, Rinderrouladen, Roulade, Gulasch, Gulaschfleisch, Rindergulasch, Geschnetzeltes
Suppenfleisch, Tafelspitz, Beinscheibe, Ochsenschwanz, Siedfleisch, Leber, Rinderleber, Hühnerleber, Kalbsleber
Nieren, Innereien, Spareribs, Rippchen, Schälrippchen, Ripperl, Haxe, Schweinshaxe, Schweinshaxn, Stelze
Eisbein, Brust, Keule, Keulen, Schenkel, Speck, Bacon, Frühstücksspeck, Schinkenspeck, Bauchspeck, Speckwürfel
Schinkenwürfel, Dörrfleisch, Pancetta, Guanciale, Lardo, Schinken, Kochschinken, Rohschinken, Hinterschinken
Parmaschinken, Serranoschinken, Schwarzwälder Schinken, Prosciutto, Lachsschinken, Bierschinken, Putenschinken
Katenschinken, Räucherschinken, Bündnerfleisch, Aufschnitt, Wurstaufschnitt, Salami, Pfeffersalami, Mortadella
Lyoner, Fleischwurst, Extrawurst, Stadtwurst, Leberwurst, Kalbsleberwurst, Blutwurst, Rotwurst, Sülze, Presssack
Schwartenmagen, Teewurst, Mettwurst, Zwiebelmettwurst, Bierwurst, Jagdwurst, Gelbwurst, Cervelat, Cervelatwurst
Cervelas, Landjäger, Kabanos, Cabanossi, Chorizo, Pfefferbeißer, Wurst, Würste, Würstchen, Würstel, Wiener
Wienerle, Wienerli, Wiener Würstchen, Frankfurter, Frankfurter Würstchen, Bockwurst, Bockwürste, Knacker
Knackwurst, Debreziner, Käsekrainer, Krainer, Bratwurst, Bratwürste, Nürnberger, Nürnberger Rostbratwürstchen
Rostbratwurst, Thüringer, Thüringer Rostbratwurst, Weißwurst, Weißwürste, Weisswurst, Currywurst, Grillwurst
Grillwürstchen, Geflügelwürstchen, Geflügelwurst, Leberkäse, Leberkäs, Leberkas, Fleischkäse, Grillfleisch
Fleischspieße, Schaschlik, Gyros, Döner, Dönerfleisch, Cevapcici, Frikadellen, Frikadelle, Buletten, Bulette
Fleischpflanzerl, Fleischlaberl, Fleischküchle, Hamburger, Burger Patties, Burgerpatties, Patties, Hacksteaks
Leberpastete, Pastete, Wild, Wildfleisch, Reh, Rehrücken, Hirsch, Hirschgulasch, Wildschwein, Hase, Kaninchen
Fasan, Ziege, Zickleinfleisch, Suppenknochen, Markknochen, Rinderknochen, Griebenschmalz, Corned Beef, Roastbeef
Pulled Pork, Fisch, Fische, Fischfilet, Fischfilets, Lachs, Lachsfilet, Lachsfilets, Räucherlachs, Graved Lachs
Wildlachs, Stremellachs, Forelle, Forellen, Forellenfilet, Räucherforelle, Kabeljau, Dorsch, Seelachs
Alaska Seelachs, Rotbarsch, Scholle, Seezunge, Zander, Hecht, Karpfen, Saibling, Hering, Heringe, Matjes
Matjesfilet, Bismarckhering, Rollmops, Brathering, Makrele, Makrelen, Räuchermakrele, Sprotten, Kieler Sprotten
Bückling, Aal, Räucheraal, Thunfischsteak, Schwertfisch, Dorade, Doraden, Wolfsbarsch, Loup de mer, Pangasius
Tilapia, Viktoriabarsch, Heilbutt, Steinbutt, Seeteufel, Barsch, Räucherfisch, Meeresfrüchte, Garnelen, Garnele
Shrimps, Crevetten, Krabben, Nordseekrabben, Gambas, Riesengarnelen, Scampi, Hummer, Languste, Krebse
Flusskrebse, Muscheln, Miesmuscheln, Venusmuscheln, Jakobsmuscheln, Austern, Tintenfisch, Tintenfischringe
Calamari, Kalmar, Oktopus, Krake, Surimi, Krebsfleisch, Lachsforelle, Fleischersatz, vegane Wurst, Veggie Burger
Rügenwalder, Beyond Meat, Wiesenhof, Herta, Gutfried, Böklunder, Meica, Stockmeyer, Houdek, Ponnath
`,
    'Dairy & Eggs': `
Milch, Vollmilch, fettarme Milch, Frischmilch, H-Milch, H Milch, Haltbare Milch, ESL Milch
laktosefreie Milch, Weidemilch, Heumilch, Magermilch, Rohmilch, Landmilch, Bergbauernmilch
Alpenmilch, Ziegenmilch, Schafsmilch, Kakaomilch, Schokomilch, Schokoladenmilch, Erdbeermilch, Bananenmilch
Müllermilch, Milchshake, Buttermilch, Molke, Dickmilch, Sauermilch, Kefir, Ayran, Lassi, Trinkjoghurt
Mandelmilch, Hafermilch, Sojamilch, Reismilch, Haferdrink, Sojadrink, Mandeldrink, Reisdrink, Kokosdrink
Cashewdrink, Erbsendrink, Pflanzenmilch, Pflanzendrink, Barista Haferdrink, Sahne, Schlagsahne, Sprühsahne
Kaffeesahne, Kochsahne, Schmand, saure Sahne, Sauerrahm, Rahm, Schlagrahm, Schlagobers, Obers
Halbrahm, Vollrahm, Kaffeerahm, Kaffeeobers, Nidle, Crème fraîche, Creme fraiche, Crème double, Creme double
Cremefine, Kochcreme, Kaffeeweißer, Kaffeeweisser, Kondensmilchportionen, Milchportionen, Creamer
Butter, Süßrahmbutter, Sauerrahmbutter, Salzbutter, gesalzene Butter, Kräuterbutter, Knoblauchbutter
Streichbutter, Butterschmalz, Ghee, Anke, Margarine, Halbfettmargarine, Pflanzenbutter, vegane Butter
Pflanzenmargarine, Käse, Kaese, Käsescheiben, Scheibenkäse, Käseaufschnitt, Reibekäse, geriebener Käse
Streukäse, Pizzakäse, Gratinkäse, Hartkäse, Weichkäse, Schnittkäse, Frischkäse, Doppelrahmfrischkäse
Kräuterfrischkäse, Hüttenkäse, körniger Frischkäse, Schmelzkäse, Scheiblettenkäse, Scheibletten, Schmierkäse
Streichkäse, Kochkäse, Bergkäse, Alpkäse, Butterkäse, Ofenkäse, Grillkäse, Hirtenkäse, Schafskäse, Ziegenkäse
Blauschimmelkäse, Emmentaler, Emmentaler Käse, Gouda, alter Gouda, junger Gouda, Edamer, Tilsiter, Appenzeller
Gruyère, Greyerzer, Raclette, Raclettekäse, Camembert, Brie, Parmesan, Parmigiano, Grana Padano, Pecorino
Mozzarella, Büffelmozzarella, Burrata, Mascarpone, Ricotta, Feta, Halloumi, Harzer, Harzer Käse, Handkäse
Limburger, Romadur, Obazda, Obatzter, Cheddar, Manchego, Gorgonzola, Roquefort, Cambozola, Bavaria Blu
Leerdammer, Maasdamer, Babybel, Mini Babybel, Philadelphia, Bresso, Kiri, Almette, Exquisa, Milram, Géramont
Rougette, Hochland, Grünländer, Sbrinz, Tête de Moine, Vacherin, Tomme, Quargel, Bierkäse, Käsefondue
Quark, Magerquark, Speisequark, Sahnequark, Kräuterquark, Topfen, Skyr, Joghurt, Jogurt, Yoghurt, Joghurts
Naturjoghurt, griechischer Joghurt, Fruchtjoghurt, Sahnejoghurt, Vanillejoghurt
Sojajoghurt, Haferjoghurt, Kokosjoghurt, Proteinjoghurt, Pudding, Vanillepudding, Schokopudding
Schokoladenpudding, Grießpudding, Milchreisdessert, Mousse au Chocolat, Panna Cotta, Creme Brulee
Vanillecreme, Quarkdessert, Dessert, Desserts, Milchschnitte, Kinder Pingui, Pingui, Fruchtzwerge, Danonino
Monte, Actimel, Activia, Yakult, Almighurt, Ehrmann, Zott, Danone, Landliebe, Weihenstephan, Bärenmarke
Arla, Kerrygold, Meggle, Président, Alpro, Oatly, Rama, Lätta, Becel, Sanella, Kerrygold Butter, Müller Milch
Ei, Eier, Hühnereier, Freilandeier, Bodenhaltung, Bioeier, Wachteleier, Eigelb, Eiweiß, Eiklar, Flüssigei
Ostereier, gefärbte Eier, gekochte Eier, Frühstückseier, Teig, Blätterteig, Pizzateig, Flammkuchenteig
Quicheteig, Strudelteig, Mürbeteig, Hefeteig, Filoteig, Yufka, Croissantteig
Knack und Back, Tortellini, Tortelloni, Maultaschen, Frischei Pasta
Kaffeemilch, Rahmjoghurt, Käseplatte
`,
    Pantry: `
Nudeln, Pasta, Teigwaren, Spaghetti, Spagetti, Penne, Fusilli, Farfalle, Rigatoni, Tagliatelle, Linguine
Bandnudeln, Makkaroni, Maccaroni, Hörnchennudeln, Spirelli, Eiernudeln, Vollkornnudeln, Suppennudeln
Buchstabennudeln, Lasagne, Lasagneplatten, Cannelloni, Orecchiette, Tortiglioni, Conchiglie, Gnocchi, Spätzle
Knöpfle, Schupfnudeln, Ravioli, Dosenravioli, Glasnudeln, Reisnudeln, Mie Nudeln, Mienudeln, Udon, Soba
Ramen, Instantnudeln, Yum Yum, Reis, Basmatireis, Basmati, Jasminreis, Langkornreis, Vollkornreis, Naturreis
Risottoreis, Risotto, Arborio, Milchreis, Sushireis, Wildreis, Parboiled Reis, Kochbeutelreis, Reis im Kochbeutel
Couscous, Bulgur, Quinoa, Hirse, Buchweizen, Amaranth, Graupen, Grünkern, Polenta, Maisgrieß, Grieß
Hartweizengrieß, Weichweizengrieß, Haferflocken, zarte Haferflocken, kernige Haferflocken, Haferkleie
Müsli, Muesli, Müesli, Birchermüsli, Bircher Müesli, Granola, Knuspermüsli, Cornflakes
Frühstücksflocken, Frühstückscerealien, Cerealien, Cini Minis, Smacks, Choco Krispies, Frosties, Chocapic
Nesquik Cerealien, Porridge, Haferbrei, Overnight Oats, Müsliriegel, Schokoriegel, Proteinriegel, Riegel
Fruchtschnitte, Mehl, Weizenmehl, Dinkelmehl, Roggenmehl, Vollkornmehl, Buchweizenmehl
Mandelmehl, Kokosmehl, Pizzamehl, Speisestärke, Maisstärke, Kartoffelstärke, Stärke, Mondamin, Backpulver
Natron, Kaiser Natron, Hefe, Trockenhefe, frische Hefe, Germ, Weinstein, Zucker, Kristallzucker, brauner Zucker
Rohrzucker, Vollrohrzucker, Puderzucker, Staubzucker, Hagelzucker, Gelierzucker, Vanillezucker, Vanillinzucker
Kandis, Kandiszucker, Würfelzucker, Traubenzucker, Kokosblütenzucker, Süßstoff, Süssstoff, Stevia, Xylit
Erythrit, Honig, Blütenhonig, Waldhonig, Akazienhonig, Rapshonig, Cremehonig, Ahornsirup, Agavendicksaft
Agavensirup, Dicksaft, Birnendicksaft, Apfeldicksaft, Dattelsirup, Reissirup, Zuckerrübensirup, Rübenkraut
Goldsaft, Apfelkraut, Glukosesirup, Zuckersirup, Melasse, Marmelade, Konfitüre, Konfi, Gelee, Erdbeermarmelade
Aprikosenmarmelade, Kirschmarmelade, Orangenmarmelade, Himbeermarmelade, Fruchtaufstrich, Aufstrich
Brotaufstrich, Nutella, Nuss-Nougat-Creme, Nuss Nougat Creme, Nussnougatcreme, Nusscreme, Haselnusscreme
Schokocreme, Schokoaufstrich, Erdnussbutter, Erdnusscreme, Mandelmus, Mandelbutter, Cashewmus, Cashewbutter
Nussmus, Tahini, Tahin, Sesampaste, Pflaumenmus, Powidl, Apfelmus, Apfelmark, Kompott, Fruchtmus
Schokolade, Zartbitterschokolade, Vollmilchschokolade, Milchschokolade, weiße Schokolade, Bitterschokolade
Blockschokolade, Kuvertüre, Schokotropfen, Schokodrops, Schokoraspeln, Schokostreusel, Streusel
Zuckerstreusel, Schokoladenstreusel, Backkakao, Kakaonibs, Kakaobutter, Vanilleschote, Vanilleschoten
Vanilleextrakt, Vanillepaste, Bourbon Vanille, Backaroma, Bittermandelaroma, Rumaroma, Zitronenaroma
Zitronenschale, Zitronat, Orangeat, Belegkirschen, Mandeln, gemahlene Mandeln, Mandelblättchen, Mandelstifte
Haselnüsse, Haselnuss, gemahlene Haselnüsse, Haselnusskerne, Walnüsse, Walnuss, Walnusskerne, Cashews
Cashewkerne, Pistazien, Macadamia, Macadamianüsse, Paranüsse, Pekannüsse, Pinienkerne, Kürbiskerne
Sonnenblumenkerne, Leinsamen, Chiasamen, Chia Samen, Sesam, Mohn, Hanfsamen, Kokosraspeln, Kokosflocken
Nüsse, Nuss, Nusskerne, Rosinen, Sultaninen, Korinthen, Trockenobst, Dörrobst, Trockenfrüchte, Trockenpflaumen
Backpflaumen, Dörrpflaumen, getrocknete Aprikosen, Softaprikosen, Cranberries, Cranberrys, Goji Beeren
Gojibeeren, Bananenchips, Studentenfutter, Nussmischung, Erdnüsse, Erdnuss, Erdnussflips, Flips, Chips
Kartoffelchips, Pringles, Tortilla Chips, Tortillachips, Nachos, Gemüsechips, Linsenchips, Pommes Chips
Salzstangen, Salzbrezeln, Salzbrezel, Salzgebäck, Cracker, Kräcker, Crackers, Knabberzeug, Knabbereien, Snacks
Popcorn, Mikrowellenpopcorn, Popcornmais, Reiswaffeln, Maiswaffeln, Kekse, Keks, Plätzchen, Guetzli, Biskuit
Löffelbiskuits, Butterkekse, Leibniz, Prinzenrolle, Prinzen Rolle, Oreo, Spekulatius, Lebkuchen, Printen
Dominosteine, Zimtsterne, Pfeffernüsse, Honigkuchen, Elisenlebkuchen, Nürnberger Lebkuchen, Teegebäck
Waffeln, Waffel, Eiswaffeln, Manner Schnitten, Manner, Hanuta, Duplo, Kinderriegel, Kinder Schokolade
Kinder Bueno, Kinder Überraschung, Überraschungsei, Überraschungseier, Schokoeier, Schokoei, Osterhase
Schokoosterhase, Schokoweihnachtsmann, Adventskalender, Milka, Ritter Sport, Lindt, Haribo, Gummibärchen
Gummibären, Goldbären, Fruchtgummi, Weingummi, Lakritz, Lakritze, Süßigkeiten, Süssigkeiten, Süßkram
Naschzeug, Bonbons, Bonbon, Zuckerl, Kaugummi, Lutscher, Lollis, Pralinen, Marzipan, Nougat, Mon Chéri
Toffifee, Merci, Raffaello, Ferrero Rocher, Schokoküsse, Schaumküsse, Marshmallows, Mäusespeck, Karamell
Katzenzungen, Knoppers, Balisto, Bounty, Mars, Snickers, Twix, KitKat, Smarties, M&Ms, Maoam, Mamba, Nimm2
Werthers, Werthers Original, Ricola, Mentos, Tic Tac, Wrigleys, Hitschler, Katjes, Trolli, Storck, Lambertz
Bahlsen, De Beukelaer, Pick Up, Funny Frisch, Chio, Lorenz, Crunchips, Ültje, Seeberger, Brausepulver
Öl, Oel, Olivenöl, Rapsöl, Sonnenblumenöl, Pflanzenöl, Speiseöl, Kokosöl, Sesamöl, Leinöl, Walnussöl
Kürbiskernöl, Erdnussöl, Trüffelöl, Bratöl, Frittieröl, Frittierfett, Palmin, Kokosfett, Schmalz, Bratspray
Essig, Balsamico, Balsamicoessig, Aceto Balsamico, Balsamicocreme, Balsamico Creme, Weißweinessig
Rotweinessig, Apfelessig, Branntweinessig, Kräuteressig, Himbeeressig, Reisessig, Essigessenz, Salz, Meersalz
Jodsalz, Speisesalz, Kräutersalz, Fleur de Sel, Himalayasalz, Pfeffer, schwarzer Pfeffer, weißer Pfeffer
Pfefferkörner, Zitronenpfeffer, Paprikapulver, Paprika edelsüß, Paprika rosenscharf, geräuchertes Paprikapulver
Chilipulver, Chiliflocken, Cayennepfeffer, Curry, Currypulver, Kurkuma, Kurkumapulver, Kreuzkümmel
Kumin, Kümmel, Zimt, Zimtstangen, Muskat, Muskatnuss, Nelken, Gewürznelken, Piment, Sternanis, Kardamom
Vanille, Lorbeer, Lorbeerblätter, Oregano, Majoran, Bohnenkraut, Kräuter der Provence, Kräuter Provence
Italienische Kräuter, getrocknete Kräuter, Gewürze, Gewürz, Gewürzmischung, Grillgewürz, Hähnchengewürz
Gyrosgewürz, Pizzagewürz, Brotgewürz, Lebkuchengewürz, Knoblauchpulver, Knoblauchgranulat, Zwiebelpulver
Ingwerpulver, Korianderpulver, gemahlener Koriander, Koriandersamen, Senfkörner, Fenchelsamen, Garam Masala
Ras el Hanout, Za'atar, Fondor, Aromat, Maggi, Maggi Würze, Würze, Flüssigwürze, Streuwürze, Brühe
Gemüsebrühe, Hühnerbrühe, Rinderbrühe, Fleischbrühe, Knochenbrühe, Brühwürfel, Suppenwürfel, Bouillon
Gemüsebouillon, Fond, Kalbsfond, Fischfond, Wildfond, Geflügelfond, Suppe, Suppen, Tütensuppe, Dosensuppe
Instantsuppe, Eintopf, Erbsensuppe, Linsensuppe, Gulaschsuppe, Tomatensuppe, Nudelsuppe, Hühnersuppe
Kartoffelsuppe, Zwiebelsuppe, Ochsenschwanzsuppe, Chili con Carne, Fertiggericht, Fertiggerichte, Fertigessen
Terrine, 5 Minuten Terrine, Fix, Maggi Fix, Knorr Fix, Soße, Sosse, Sauce, Saucen, Soßen, Bratensoße
Bratensauce, Bratensaft, Rahmsoße, Rahmsauce, Jägersoße, Zigeunersoße, Paprikasoße, Hollandaise
Sauce Hollandaise, Béarnaise, Sauce Béarnaise, Pesto, Pesto Rosso, Pesto Genovese, Basilikumpesto
Tomatensoße, Tomatensauce, Nudelsoße, Nudelsauce, Pastasauce, Pastasoße, Arrabbiata, Bolognese, Sauce Bolognese
Pizzasoße, Pizzasauce, Ketchup, Tomatenketchup, Curryketchup, Gewürzketchup, Senf, mittelscharfer Senf
süßer Senf, Dijon Senf, Dijonsenf, Löwensenf, Bautzner Senf, Estragonsenf, Weißwurstsenf, Mayonnaise, Mayo
Majo, Remoulade, Salatcreme, Miracel Whip, Thomy, Dressing, Salatdressing, Salatsoße, Salatsauce, Joghurtdressing
Vinaigrette, French Dressing, Caesar Dressing, Sojasoße, Sojasauce, Soja Sauce, Shoyu, Teriyaki, Teriyakisauce
Worcestersauce, Worcestershiresauce, Tabasco, Sriracha, Sambal Oelek, Chilisoße, Chilisauce, Sweet Chili Sauce
Süßsauer Sauce, Grillsoße, Grillsauce, Barbecuesoße, BBQ Sauce, Barbecue Sauce, Cocktailsoße, Cocktailsauce
Knoblauchsoße, Knoblauchsauce, Aioli, Fischsoße, Fischsauce, Austernsoße, Austernsauce, Hoisin, Hoisinsauce
Erdnusssoße, Erdnusssauce, Mirin, Dip, Dips, Salsa, Salsa Dip, Käsedip, Bohnendip, Ajvar, Currypaste, rote Currypaste
grüne Currypaste, Paste, Knoblauchpaste, Ingwerpaste, Harissa, Wasabi, Meerrettich, Sahnemeerrettich, Kren
Kokosmilch, Kokoscreme, Kondensmilch, Dosenmilch, Glücksklee, Trockenmilch, Tomatenmark
Tomatenpaste, passierte Tomaten, Passata, Dosentomaten, stückige Tomaten, gehackte Tomaten, geschälte Tomaten
Pizzatomaten, Tomatenstücke, Polpa, Dosenmais, Kidneybohnen, Kidney Bohnen, weiße Bohnen, schwarze Bohnen
Baked Beans, Wachtelbohnen, Pintobohnen, Borlottibohnen, Cannellini, Cannellinibohnen, Sojabohnen
Mungobohnen, Kichererbsen, Linsen, rote Linsen, Berglinsen, Tellerlinsen, Belugalinsen, Puylinsen
Schälerbsen, gelbe Erbsen, Wasabi Erbsen, Wasabierbsen, Oliven, grüne Oliven, schwarze Oliven, Kalamata Oliven
Kapern, Kapernäpfel, Gewürzgurken, saure Gurken, Essiggurken, Senfgurken, Cornichons, Silberzwiebeln
Perlzwiebeln, Röstzwiebeln, Mixed Pickles, Sauerkraut, Weinsauerkraut, Apfelrotkohl
Jalapeños, Jalapenos, Artischockenherzen, Antipasti, getrocknete Tomaten, Babymais, Bambussprossen
Wasserkastanien, Palmherzen, Leipziger Allerlei, Konserven, Konserve, Dosenobst, Fruchtcocktail
Thunfisch, Thunfisch in Öl, Thunfisch im eigenen Saft, Sardinen, Ölsardinen, Sardellen, Sardellenfilets
Anchovis, Fischkonserven, Heringsfilets in Tomatensoße, Kaviar, Lachskaviar, Forellenkaviar
Preiselbeeren, Rote Grütze, Rumtopf, Nori, Noriblätter, Sushi Nori, Reispapier, Taco Schalen, Tacoschalen
Taco Shells, Tacos, Fajita, Enchilada, Burrito Kit, Backmischung, Backmischungen, Kuchenmischung
Brotbackmischung, Pancake Mix, Pfannkuchenmischung, Puddingpulver, Götterspeise, Wackelpudding, Tortenguss
Sahnesteif, Gelatine, Blattgelatine, Agar Agar, Zuckerschrift, Zuckerguss, Kuchenglasur, Schokoglasur, Glasur
Fondant, Lebensmittelfarbe, Backoblaten, Oblaten, Tortenboden, Biskuitboden, Obstboden, Tortendeko
Paniermehl, Semmelbrösel, Brösel, Panko, Knödelbrot, Semmelknödel, Kartoffelknödel, Knödel, Klöße, Kloß
Serviettenknödel, Kartoffelpüree, Püree, Kartoffelbrei, Püreepulver, Kartoffelpuffer Mix, Grießbrei
Knäckebrot, Zwieback, Grissini, Reiscracker, Sojaschnetzel, Proteinpulver, Eiweißpulver, Whey, Pulver
Dr. Oetker, Dr Oetker, Knorr, Barilla, Birkel, 3 Glocken, Drei Glocken, Miracoli, Buitoni, Uncle Bens, Bens Original
Reis Fit, Oryza, Kölln, Seitenbacher, Kelloggs, Erasco, Sonnen Bassermann, Heinz, Kühne, Hengstenberg
Develey, Mautner Markhof, Hela, Ostmann, Fuchs Gewürze, Kotányi, Zentis, Schwartau, Mövenpick Kaffee
Diamant Zucker, Südzucker, Wiener Zucker, Langnese Honig, Bonne Maman, Ferrero
Zitronensaft, Limettensaft, Apfelringe, Hefeflocken, Kerne, Salatkerne, Salatkrönung, Weinblätter, Zuckerwatte, Sushi Ingwer, Gari, Hühnerfrikassee, Kinderschokolade, Schokohase, Schokoladenhase, Goldhase, Dörraprikosen, Dörrbirnen
`,
    'Frozen Foods': `
Tiefkühlkost, Tiefkühlware, TK Ware, Tiefkühlpizza, TK Pizza, Pizza, Pizzen, Salamipizza, Margherita
Steinofenpizza, Ristorante, Ristorante Pizza, Big Americans, Gustavo Gusto, Wagner Pizza, Pizzabaguette
Pizzabaguettes, Pizzabrötchen, Minipizza, Mini Pizza, Flammkuchen, Pommes, Pommes frites, Fritten, Frites
Backofen Pommes, Ofenpommes, Kroketten, Rösti, Röstis, Rösti Ecken, Kartoffelpuffer, Reibekuchen, Reiberdatschi
Wedges, Kartoffelwedges, Country Potatoes, Kartoffeltaschen, Fischstäbchen, Schlemmerfilet, Backfisch
Chicken Nuggets, Nuggets, Hähnchennuggets, Chicken Crossies, Frühlingsrollen, Frühlingsröllchen, Tiefkühlgemüse
TK Gemüse, Rahmspinat, Cremespinat, Kaisergemüse, Buttergemüse, Rahmgemüse, Pfannengemüse, Gemüsepfanne
Asiapfanne, Wokgemüse, Bratkartoffelpfanne, Tiefkühlkräuter, Tiefkühlbeeren
TK Beeren, Beerenmischung, Smoothie Mix, Eis, Eiscreme, Speiseeis, Glace, Rahmglace, Sahneeis, Vanilleeis
Schokoeis, Erdbeereis, Eis am Stiel, Stieleis, Eistüte, Hörnchen Eis, Eisbecher, Eistorte
Sorbet, Gelato, Frozen Joghurt, Frozen Yogurt, Eiswürfel, Crushed Ice, Magnum, Cornetto, Langnese
Ben & Jerry's, Häagen-Dazs, Mövenpick Eis, Nogger, Capri Eis, Calippo, Solero, Twister, Flutschfinger
Iglo, Frosta, Bofrost, Eismann, Coppenrath, Coppenrath & Wiese, Käpt'n Iglo, Tiefkühltorte, Tiefkühlkuchen
Germknödel, Dampfnudeln, Kaiserschmarrn, Edamame, Gyoza, Dumplings, Pierogi, Piroggen, Tiefkühlbrötchen
Tiefkühlgericht, Tiefkühlgerichte, TK Gericht, Fertigpizza, Veggie Nuggets, Gemüsestäbchen, Zwiebelringe
Mozzarella Sticks
`,
    Beverages: `
Getränke, Getränk, Wasser, Mineralwasser, Mineral, Sprudel, Sprudelwasser, Selters, Selterswasser, stilles Wasser
Tafelwasser, Heilwasser, Quellwasser, Sodawasser, Kohlensäure, Wasser mit Kohlensäure, Kokoswasser
Saft, Säfte, Fruchtsaft, Direktsaft, Apfelsaft, Orangensaft, O-Saft, O Saft, Multivitaminsaft, Multisaft, ACE Saft
Traubensaft, Kirschsaft, Johannisbeersaft, Grapefruitsaft, Tomatensaft, Karottensaft, Möhrensaft, Gemüsesaft
Ananassaft, Maracujasaft, Mangosaft, Granatapfelsaft, Cranberrysaft, Rhabarbersaft, Holundersaft, Birnensaft
Sauerkrautsaft, Rote Bete Saft, Nektar, Smoothie, Smoothies, Schorle, Apfelschorle, Saftschorle, Johannisbeerschorle
Rhabarberschorle, Weinschorle, Süssmost, Süßmost, Limonade, Limo, Zitronenlimonade, Brause, Kracherl, Cola
Coca Cola, Coca-Cola, Coke, Cola Zero, Pepsi, Fanta, Sprite, Spezi, Mezzo Mix, Cola Mix, Afri Cola, Fritz Kola
Fritz-Kola, Vita Cola, Sinalco, Schwip Schwap, Club Mate, Mate, Mate Tee, Bionade, Almdudler, Rivella
Ginger Ale, Ginger Beer, Tonic Water, Tonic, Bitter Lemon, Schweppes, Eistee, Ice Tea, Icetea, Lipton
Energy Drink, Energydrink, Energy, Red Bull, Monster, Rockstar, Isostar, Gatorade, Powerade, Sportgetränk
Elektrolytgetränk, Proteinshake, Malzbier, Vita Malz, Kinderpunsch, Punsch, Sirup, Himbeersirup
Holundersirup, Holunderblütensirup, Waldmeistersirup, Kaffeesirup, Kaffee, Bohnenkaffee, Filterkaffee
Espresso, Kaffeebohnen, Espressobohnen, gemahlener Kaffee, Kaffeepulver, Instantkaffee
löslicher Kaffee, Pulverkaffee, Nescafé, Nescafe, Jacobs, Jacobs Krönung, Tchibo, Dallmayr, Eduscho, Lavazza
Melitta Kaffee, Senseo, Nespresso, Dolce Gusto, Tassimo, Kaffeepads, Kaffeekapseln, Kapseln Kaffee, Cappuccino
Cappuccinopulver, Latte Macchiato, Eiskaffee, Cold Brew, Milchkaffee, Getreidekaffee, Caro Kaffee
Muckefuck, Malzkaffee, Tee, schwarzer Tee, Schwarztee, grüner Tee, Grüntee, Kräutertee
Früchtetee, Pfefferminztee, Kamillentee, Fencheltee, Salbeitee, Ingwertee, Rooibos, Rooibostee, Chai, Chai Tee
Earl Grey, Darjeeling, Assam, Matcha, Matchapulver, Teebeutel, Loser Tee, Ostfriesentee, Teekanne, Meßmer
Messmer, Milford, Pompadour, Yogi Tea, Onko, Kakao, Kakaopulver, Trinkschokolade, heiße Schokolade, Kaba
Nesquik, Ovomaltine, Ovo, Kombucha, Ingwershot, Shots, Bier, Biere, Pils, Pilsener, Pilsner, Helles, Weizen
Weißbier, Weissbier, Weizenbier, Hefeweizen, Radler, Alsterwasser, alkoholfreies Bier
Kölsch, Altbier, Bockbier, Starkbier, Dunkles, Märzen, Lager, Craft Beer, IPA, Berliner Weiße
Becks, Krombacher, Warsteiner, Bitburger, Veltins, Jever, Radeberger, Paulaner, Augustiner, Erdinger
Franziskaner, Hasseröder, Oettinger, Heineken, Corona, Stiegl, Gösser, Ottakringer, Zipfer, Feldschlösschen
Wein, Weine, Rotwein, Weißwein, Weisswein, Rosé, Roséwein, Rose Wein, Sekt, Prosecco, Champagner, Crémant
Cava, Glühwein, Federweißer, Sturm, Most, Apfelwein, Ebbelwoi, Cidre, Cider, Portwein, Sherry, Kochwein
Likör, Eierlikör, Amaretto, Baileys, Jägermeister, Schnaps, Korn, Doppelkorn, Obstler, Obstbrand, Kirschwasser
Grappa, Ouzo, Raki, Wodka, Vodka, Gin, Rum, Whisky, Whiskey, Weinbrand, Brandy, Cognac, Tequila
Aperol, Campari, Martini, Wermut, Spirituosen, Alkohol, Ramazzotti, Berentzen, Asbach, Absolut, Smirnoff
Bacardi, Havana Club, Jack Daniels, Bombay, Hendricks, Rotkäppchen, Freixenet, Mumm, Henkell, Kleiner Feigling
Gerolsteiner, Volvic, Evian, Vittel, Apollinaris, Adelholzener, Römerquelle, Vöslauer, Valser, Henniez, Vio
Hohes C, Granini, Punica, Capri-Sun, Capri Sun, Capri Sonne, Innocent, True Fruits, Pfanner, Rauch, Happy Day
Kaffeelikör, Kakaogetränk
Orangenlimonade, Aperol Spritz, Hugo, Lillet, Wasserkasten, Bierkasten, Apfelsaftschorle, Fassbrause, Bowle, Instantkakao, Espressopulver, Teemischung
`,
    'Household & Cleaning': `
Toilettenpapier, Klopapier, Klorolle, Klorollen, WC-Papier, WC Papier, Klopapierrollen, feuchtes Toilettenpapier
Feuchtes Klopapier, Küchenrolle, Küchenrollen, Küchenpapier, Haushaltsrolle, Haushaltsrollen, Haushaltpapier
Papiertücher, Zewa, Hakle, Taschentücher, Papiertaschentücher, Tempo, Tempos, Kleenex, Kosmetiktücher
Servietten, Papierservietten, Spülmittel, Spüli, Geschirrspülmittel, Handspülmittel, Abwaschmittel, Pril, Fairy
Spülmaschinentabs, Spülmaschinentabletten, Geschirrspültabs, Geschirrspültabletten, Tabs, Spülmaschinenpulver
Klarspüler, Regeneriersalz, Spülmaschinensalz, Maschinenpfleger, Spülmaschinenreiniger, Somat, Finish, Calgonit
Waschmittel, Vollwaschmittel, Colorwaschmittel, Feinwaschmittel, Wollwaschmittel, Flüssigwaschmittel
Waschpulver, Waschmittelkapseln, Waschkapseln, Pods, Caps, Persil, Ariel, Weißer Riese, Spee, Perwoll
Weichspüler, Lenor, Kuschelweich, Vernel, Fleckentferner, Vanish, Gallseife, Kernseife, Farbfangtücher
Hygienespüler, Wäschestärke, Sprühstärke, Bügelwasser, Waschmaschinenreiniger, Calgon, Entkalker, Kalklöser
Zitronensäure, Essigreiniger, Allzweckreiniger, Reiniger, Putzmittel, Reinigungsmittel, Badreiniger
Badezimmerreiniger, WC-Reiniger, WC Reiniger, Klostein, Klosteine, WC-Stein, WC Stein, WC-Ente, WC Ente
Toilettenreiniger, WC Gel, Domestos, Harpic, Bref, Sagrotan, Desinfektionsmittel, Desinfektionstücher
Glasreiniger, Fensterreiniger, Bodenreiniger, Fußbodenreiniger, Laminatreiniger, Holzbodenpflege, Scheuermilch
Scheuerpulver, Viss, Cif, Ajax, Meister Proper, Mr Proper, Frosch, Dr. Beckmann, Backofenreiniger
Abflussreiniger, Rohrreiniger, Rohrfrei, Drano, Schimmelentferner, Bleiche, Chlorreiniger, Javel
Edelstahlreiniger, Ceranfeldreiniger, Kalkreiniger, Grillreiniger, Möbelpolitur, Schuhcreme, Schuhputzzeug
Imprägnierspray, Schwamm, Schwämme, Spülschwamm, Spülschwämme, Topfkratzer, Stahlwolle, Spültuch, Spültücher
Putztuch, Putztücher, Putzlappen, Lappen, Mikrofasertuch, Mikrofasertücher, Wischtuch, Wischtücher, Staubtuch
Staubwedel, Geschirrtuch, Geschirrtücher, Reinigungstücher, Feuchte Reinigungstücher, Tuch, Tücher, Wischmopp
Mopp, Wischbezug, Besen, Handfeger, Kehrschaufel, Kehrblech, Eimer, Putzeimer, Gummihandschuhe, Handschuhe
Haushaltshandschuhe, Einweghandschuhe, Spülbürste, Klobürste, Bürste, Swiffer, Vileda, Scotch Brite
Müllbeutel, Müllsäcke, Müllsack, Mülltüten, Mülltüte, Biomüllbeutel, Kompostbeutel
Abfallbeutel, Abfallsäcke, Kehrichtsäcke, Müllsackerl, Mistsackerl, Frischhaltefolie, Klarsichtfolie, Alufolie
Aluminiumfolie, Backpapier, Butterbrotpapier, Gefrierbeutel, Gefriertüten, Gefrierdosen, Frischhaltebeutel
Frischhaltedosen, Zipperbeutel, Frühstücksbeutel, Brotdose, Brotbox, Vorratsdosen, Vorratsgläser, Tupperware
Einmachgläser, Einmachglas, Gummiringe, Toppits, Albal, Kaffeefilter, Filtertüten, Teefilter, Wasserfilter
Filterkartuschen, Brita, Strohhalme, Trinkhalme, Pappteller, Einwegteller, Plastikbesteck, Einwegbesteck
Einwegbecher, Partybecher, Pappbecher, Zahnstocher, Schaschlikspieße, Holzspieße, Muffinförmchen
Papierförmchen, Tortenspitze, Kerzen, Kerze, Teelichter, Teelicht, Duftkerze, Duftkerzen, Streichhölzer
Zündhölzer, Feuerzeug, Batterien, Batterie, Akkus, AA Batterien, AAA Batterien, Knopfzellen, Duracell, Varta
Energizer, Glühbirne, Glühbirnen, LED Lampe, Leuchtmittel, Osram, Raumduft, Lufterfrischer, Raumspray
Duftstäbchen, Febreze, Air Wick, Airwick, Glade, Insektenspray, Fliegenspray, Fliegenfänger, Mottenpapier
Mottenschutz, Ameisenköder, Ameisengift, Mausefalle, Rattengift, Gift, Staubsaugerbeutel, Tesa, Gefrierklammern
Wäscheklammern, Wäschenetz, Wäscheleine, Spiritus, Brennspiritus, Lampenöl, Ofenreiniger, Haushaltswaren
Isopropanol, Staubsauger, Entkalkungstabletten, Reinigungstabletten, Waschsoda, Wertstoffsäcke, Wertstoffbeutel
`,
    'Personal Care': `
Zahnpasta, Zahnpaste, Zahncreme, Zahnbürste, Zahnbürsten, elektrische Zahnbürste, Aufsteckbürsten
Zahnbürstenköpfe, Zahnseide, Interdentalbürsten, Zahnzwischenraumbürsten, Mundspülung, Mundwasser, Listerine
Elmex, Aronal, Odol, Meridol, Sensodyne, Colgate, Signal, Blend-a-med, Blend a med, Oral-B, Oral B, Dentagard
Haftcreme, Kukident, Corega, Gebissreiniger, Shampoo, Haarshampoo, Spülung, Haarspülung, Conditioner
Haarkur, Haarmaske, Haarspray, Haargel, Haarwachs, Schaumfestiger, Trockenshampoo, Haarfarbe, Haartönung
Haaröl, Haarwasser, Haargummis, Haargummi, Haarspangen, Haarklammern, Haarbürste, Kamm, Duschgel, Duschbad
Duschcreme, Duschöl, Schaumbad, Badezusatz, Badeöl, Badesalz, Badekugel, Badekugeln, Seife, Flüssigseife
Handseife, Stückseife, Seifenstück, Handcreme, Bodylotion, Körperlotion, Körpermilch, Körperbutter, Körperöl
Lotion, Hautcreme, Creme, Cremes, Nivea, Nivea Creme, Gesichtscreme, Tagescreme, Nachtcreme
Feuchtigkeitscreme, Augencreme, Serum, Gesichtsserum, Gesichtsreinigung, Gesichtsreiniger, Reinigungsgel
Waschgel, Reinigungsmilch, Gesichtswasser, Mizellenwasser, Peeling, Gesichtsmaske, Abschminktücher
Make-up-Entferner, Make up Entferner, Wattepads, Wattestäbchen, Ohrenstäbchen, Q-Tips, Watte, Deo
Deodorant, Deospray, Deoroller, Deostick, Antitranspirant, Parfüm, Parfum, Eau de Toilette, Eau de Parfum
Rasierer, Rasierklingen, Klingen, Einwegrasierer, Rasierschaum, Rasiergel, Rasiercreme, Rasierwasser
Aftershave, After Shave, Gillette, Wilkinson, Sonnencreme, Sonnenschutz, Sonnenmilch, Sonnenspray, Sonnenöl
After Sun, Lippenpflege, Labello, Lippenbalsam, Lippenstift, Make-up, Makeup, Mascara, Wimperntusche, Puder
Concealer, Foundation, Kajal, Lidschatten, Rouge, Nagellack, Nagellackentferner, Nagelfeile, Nagelschere
Nagelöl, Pinzette, Binden, Damenbinden, Slipeinlagen, Tampons, Menstruationstasse, Always, Carefree
Inkontinenzeinlagen, Tena, Kondome, Durex, Gleitgel, Schwangerschaftstest, Pflaster, Hansaplast, Blasenpflaster
Verband, Verbandszeug, Mullbinde, Desinfektionsspray, Wunddesinfektion, Octenisept, Bepanthen, Wundsalbe
Salbe, Heilsalbe, Zinksalbe, Kopfschmerztabletten, Schmerztabletten, Schmerzmittel, Tabletten, Aspirin
Ibuprofen, Paracetamol, Thomapyrin, Dolormin, Voltaren, Voltaren Gel, Hustensaft, Hustensirup, Hustenbonbons
Hustentropfen, Halstabletten, Lutschtabletten, Halsspray, Nasenspray, Meerwasser Nasenspray, Nasentropfen
Erkältungsbad, Wick, Wick Vaporub, Erkältungsbalsam, Grippemittel, Grippostad, Sinupret, Olynth, Otriven
Nasic, Fieberthermometer, Fiebersaft, Vitamin C, Vitamin D, Vitamin D3, Vitamin B12, Vitamine, Vitamintabletten
Multivitamin, Multivitamintabletten, Brausetabletten, Magnesium, Magnesiumtabletten, Calcium, Kalzium, Zink
Eisentabletten, Omega 3, Fischölkapseln, Kapseln, Nahrungsergänzungsmittel, Kollagen, Melatonin, Baldrian
Schlaftabletten, Doppelherz, Abtei, Orthomol, Centrum, Tetesept, Kneipp, Folsäure, Probiotika, Augentropfen
Ohrentropfen, Tropfen, Kontaktlinsen, Kontaktlinsenflüssigkeit, Kontaktlinsenmittel, Brillenputztücher
Mückenschutz, Mückenspray, Autan, Antibrumm, Zeckenspray, Allergietabletten, Heuschnupfentabletten, Cetirizin
Lorano, Magentabletten, Rennie, Iberogast, Abführmittel, Durchfalltabletten, Imodium, Kohletabletten
Elektrolyte, Handdesinfektion, Desinfektionsgel, Handgel, Fußcreme, Hornhautentferner, Hühneraugenpflaster
Massageöl, Teebaumöl, Arganöl, Sheabutter, Panthenol, Retinol, Menthol, Hyaluron, Balea
Dove, Axe, Rexona, Duschdas, Palmolive, Schauma, Gliss Kur, Pantene, Head & Shoulders, Garnier, Loreal
L'Oréal, Schwarzkopf, Syoss, Wella, Taft, Drei Wetter Taft, Guhl, Alverde, Sebamed, Eucerin, La Roche-Posay
Weleda, Kamill, Neutrogena, Bübchen Sonnencreme, Hygieneartikel, Drogerie, Kosmetik, Gel, Haarentferner
Enthaarungscreme, Wachsstreifen, Epilierer, Rasierapparat, Haarschneider, Badeschwamm, Make-up-Schwamm
Halsbonbons, Nagelbürste, Brillenreiniger, Bepanthol, Intimwaschlotion, Intimpflege, Ohropax, Ohrstöpsel, Kopfschmerzmittel, Zinktabletten, Vitamin, Lippenpflegestift, Deocreme, Fußspray, ob Tampons
`,
    Pets: `
Hundefutter, Katzenfutter, Tierfutter, Tiernahrung, Futter, Nassfutter, Trockenfutter, Welpenfutter, Kittenfutter
Leckerli, Leckerlis, Leckerlies, Hundeleckerli, Katzenleckerli, Kauknochen, Knochen, Kaustangen, Kausnacks
Kauartikel, Hundekekse, Hundekuchen, Dentastix, Katzenstreu, Streu, Klumpstreu, Katzensand, Katzenklo
Katzenmilch, Katzengras, Katzenminze, Kratzbaum, Vogelfutter, Vogelsand, Meisenknödel, Fettfutter
Wildvogelfutter, Streufutter, Körnerfutter, Fischfutter, Zierfischfutter, Flockenfutter, Hamsterfutter
Meerschweinchenfutter, Kaninchenfutter, Nagerfutter, Heu, Stroh, Einstreu, Kleintierstreu, Hundekotbeutel
Kotbeutel, Gassibeutel, Hundekottüten, Hundeleine, Leine, Halsband, Flohhalsband, Flohmittel, Zeckenhalsband
Wurmkur, Hundeshampoo, Katzenspielzeug, Hundespielzeug, Hundebett, Napf, Futternapf, Ochsenziemer, Pansen
Rinderkopfhaut, Kauwurzel, Whiskas, Sheba, Kitekat, Catsan, Pedigree, Chappi, Frolic, Cesar, Rinti
Animonda, Royal Canin, Happy Dog, Happy Cat, Josera, Vitakraft, Trill, Tetra, Purina, Purina Pro Plan, Cats Best
Biokats, Perfect Fit, Dreamies, Frontline, Seresto, Almo Nature, Vom Feinsten, Wolfsblut, Haustier, Haustiere
Hund, Hunde, Katze, Katzen, Welpe, Welpen, Kätzchen
Dentalsticks, Katzentoilette, Leckerchen, Meerschweinchen
`,
    Baby: `
Windeln, Windel, Babywindeln, Pampers, Huggies, Babylove, Moltex, Windelpants, Pants, Schwimmwindeln
Feuchttücher, Feuchte Tücher, Babyfeuchttücher, Pflegetücher, Babytücher, Wickelunterlage, Windelbeutel
Windeleimer, Babynahrung, Babybrei, Brei, Gläschen, Babygläschen, Obstgläschen, Gemüsegläschen, Menügläschen
Hipp, Alete, Bebivita, Milupa, Aptamil, Humana, Beba, Holle, Pre-Nahrung, Pre Nahrung, Pre Milch, Pre-Milch
Folgemilch, Anfangsmilch, Säuglingsnahrung, Säuglingsmilch, Milchpulver, Babymilch, Kindermilch, Milchbrei
Getreidebrei, Hirsebrei, Reisbrei, Abendbrei, Babykekse, Quetschie, Quetschies, Quetschbeutel
Babytee, Babyöl, Babyshampoo, Babybad, Babycreme, Wundschutzcreme, Babypuder, Babylotion, Penaten, Bübchen
Schnuller, Nuckel, Fläschchen, Babyflasche, Babyflaschen, Sauger, Trinklernbecher, Lätzchen, Beißring
Stilleinlagen, Milchpumpe, Nasensauger, Babybett, Spucktücher, Mulltücher, Babydream, NUK, MAM, Avent
Lansinoh, Dentinox, Zahnungsgel, Fieberzäpfchen, Babyzahnbürste, Kinderzahnpasta
Beikost, Milchnahrung, Babyfläschchen, Wickeltasche
`,
  },
  modifiers: {
    'Frozen Foods': `tiefkuhl, tiefgekuhlt, tiefgefroren, gefroren, eingefroren, tk`,
    Pantry: `dosen, konserv, getrocknet, trocken, eingelegt, eingemacht`,
    Pets: `hunde, hund, katzen, katze, welpen, kitten, haustier, hamster, meerschwein, nager, kleintier, wellensittich, zierfisch, aquarium`,
    Baby: `baby, babys, saugling, kleinkind`,
  },
  stopWords: `
der, die, das, den, dem, des, mit, ohne, fur, für, von, vom, zum, zur, zu, aus, in, im, ins, auf, an, am, bei
beim, nach, vor, uber, über, unter, um, pro, je, und, oder, sowie, u, bzw, evtl, eventuell, ggf, vielleicht
noch, auch, bitte, mal, nur, etwas, einige, viel, viele, wenig, mehr, neu, neue, neuer, neues, nochmal, wieder
and, bio, öko, oko, demeter, bioland, naturland, regional, regionale, saisonal, fairtrade, frisch, frische
frischer, frisches, frischen, groß, gross, große, grosse, großer, grosser, großes, grosses, großen, grossen
klein, kleine, kleiner, kleines, kleinen, mittel, mittelgroß, mittelgrosse, normal, normale, normaler, normales
gut, gute, guter, gutes, lecker, leckere, billig, billige, günstig, gunstig, günstige, teuer, lose, offen
vegan, vegane, veganer, veganes, veganen, vegetarisch, vegetarische, glutenfrei, glutenfreie, laktosefrei
zuckerfrei, ungesüßt, ungesusst, light, leicht, extra, fein, feine, feiner, grob, grobe, grober, mild, milde
scharf, scharfe, scharfer, klassisch, original, classic, premium, mini, xxl, xl, marke, sorte, sorten
beliebig, irgendein, irgendwas, angebot, sonderangebot, aktion, ja, geschnitten, geschnittene
geschnittener, geschnittenes, selbst, eigene, ca, circa, ungefähr, ungefahr, mind, mindestens, max
wichtig, dringend, leer, aufgebraucht, kaufen, holen, besorgen, mitbringen, nicht, kein, keine, alle, alles
jeweils, usw, etc, verschiedene, diverse, gemischt, gemischte, sowas, welche, welcher
`,
  unitWords: `
g, gr, gramm, kg, kilo, kilogramm, pfund, pfd, mg, l, ltr, liter, ml, cl, dl, cm, m, meter, el, essloffel
esslöffel, tl, teeloffel, teelöffel, tasse, tassen, prise, prisen, msp, messerspitze, schuss, spritzer
stuck, stück, stücke, stk, st, stck, x, pck, pckg, pkg, pk, pkt, pack, packs, packung, packungen, packchen
päckchen, packerl, paket, pakete, dose, döschen, glas, gläser, glaser, flasche, flaschen, fl, kasten, kästen
kiste, kisten, harass, stiege, träger, trager, sixpack, bund, bünde, bundel, bündel, becher, tüte, tute, tüten
tuten, sackerl, beutel, netz, netze, schale, schalen, schachtel, schachteln, karton, kartons, tetrapack
tetrapak, rolle, rollen, tafel, tafeln, scheibe, scheiben, portion, portionen, handvoll, stange, stangen
knolle, knollen, kopf, köpfe, kopfe, zehe, zehen, laib, laibe, zweig, zweige, blatt, würfel, wurfel, tube
tuben, sack, säcke, sacke, kanister, gebinde, dutzend, halb, halbe, halben, halber, halbes, viertel, paar
grosspackung, großpackung, familienpackung, vorratspackung, nachfüllpack, nachfullpack
nachfüllpackung, multipack, großpack, ein, eine, einen, einem, einer, eins, zwei, drei, vier, fünf, funf
sechs, sieben, acht, neun, zehn, elf, zwölf, zwolf, zwanzig, dreißig, dreissig, vierzig, fünfzig, funfzig
hundert
`,
};
