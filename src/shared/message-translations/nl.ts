import type { Messages } from '../messages';

/** Dutch: the messages of `messages.ts`, as a Dutch shopping app says them. */
export const TRANSLATED_MESSAGES: Messages = {
  emptySort: 'Voer minstens één artikel in om je lijst te beginnen.',
  emptyExport: 'Je lijst is leeg!',
  addedToList: (added, merged) =>
    `${added} ${added === 1 ? 'artikel' : 'artikelen'} toegevoegd${merged > 0 ? `, ${merged} ${merged === 1 ? 'stond' : 'stonden'} al op je lijst` : ''}`,
  tooManyItems: (max) =>
    `Een lijst kan maximaal ${max} artikelen bevatten. Splits hem op in kleinere lijsten.`,
  itemTooLong: (max) => `Elk artikel mag maximaal ${max} tekens lang zijn.`,
  bodyTooLarge: (kib) => `Dit verzoek is te groot (de limiet is ${kib} KB). Probeer een kortere lijst.`,
  invalidJson: 'De inhoud van het verzoek is geen geldige JSON.',
  offSiteRedirect: (field) =>
    `${field} moet een pagina van deze site zijn, zoals /reset-password, of een adres van deze site.`,
  nulCharacter: 'Tekst mag geen NUL-teken (\\u0000) bevatten.',
  brokenCharacter: 'Tekst mag geen kapot teken bevatten (de helft van een UTF-16-surrogaatpaar).',
  unknownProcedure: (name) => `Er bestaat geen procedure met de naam ‘${name}’.`,
  internal: 'Er ging bij ons iets mis. Probeer het opnieuw.',
  itemIdsMismatch: 'Stuur voor elke artikelregel één artikel-id mee, of helemaal geen.',
  itemIdTaken: 'Een artikel-id in deze toevoeging hoort bij een andere lijst; er is niets toegevoegd.',
  offlineCall: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  callTimeout: 'De server deed er te lang over om te antwoorden. Probeer het opnieuw.',
  requestCancelled: 'Het verzoek is geannuleerd voordat het klaar was; er is niets gewijzigd.',
  changeInProgress: 'Dezelfde wijziging wordt nog uitgevoerd. Wacht even en probeer het opnieuw.',
  changeIdSpent: 'Dit wijzigings-id is al gebruikt voor een andere actie. Probeer het opnieuw.',
  chunkTimeout: 'Het laden van deze pagina duurde te lang.',
  copied: 'Gekopieerd!',
  signInRequired: 'Log in om dat te doen.',
  proRequired: 'Dit is een Pro-functie. Neem Pro om hem te gebruiken.',
  displayNameRequired: 'Voer een weergavenaam in.',
  householdNameRequired: 'Voer een naam in voor je huishouden.',
  householdUnitsInvalid: 'Kies metrische of Amerikaanse eenheden.',
  householdNameTooLong: (max) => `De naam van een huishouden mag maximaal ${max} tekens lang zijn.`,
  householdNamedFor: (name) => `Huishouden van ${name}`,
  householdRenameRefused: 'Alleen de eigenaar of een beheerder van het huishouden kan de naam wijzigen.',
  householdUnitsRefused: 'Alleen de eigenaar of een beheerder van het huishouden kan de eenheden wijzigen.',
  householdInviteRefused: 'Alleen de eigenaar of een beheerder van het huishouden kan mensen uitnodigen.',
  householdInviteInvalid: 'Deze uitnodigingslink voor het huishouden is niet geldig. Vraag om een nieuwe.',
  householdInviteExpired: 'Deze uitnodiging voor het huishouden is verlopen. Vraag om een nieuwe link.',
  householdInviteRevoked: 'Deze uitnodiging voor het huishouden is ingetrokken. Vraag om een nieuwe link.',
  householdInviteUsedUp:
    'Deze uitnodiging voor het huishouden is al zo vaak gebruikt als toegestaan. Vraag om een nieuwe link.',
  householdTooManyLinks: (max) =>
    `Een huishouden heeft maximaal ${max} uitnodigingslinks tegelijk. Trek eerst een link in die je niet meer nodig hebt.`,
  householdFull: (max) => `Dit huishouden is vol: een huishouden heeft maximaal ${max} leden.`,
  householdAlreadyIn: 'Je zit al in dit huishouden.',
  householdMemberNotFound: 'Die persoon zit niet in je huishouden.',
  householdRemoveRefused: 'Alleen de eigenaar of een beheerder van het huishouden kan mensen verwijderen.',
  householdRemoveAdminRefused: 'Alleen de eigenaar kan een beheerder verwijderen.',
  householdRemoveOwnerRefused:
    'De eigenaar kan niet worden verwijderd. Die kan het huishouden eerst aan iemand anders overdragen.',
  householdRemoveSelf: 'Gebruik ‘Huishouden verlaten’ om het huishouden te verlaten.',
  householdRoleRefused: 'Alleen de eigenaar van het huishouden kan rollen wijzigen.',
  householdOwnRole: 'Draag het huishouden over aan iemand anders om je eigen rol te wijzigen.',
  householdLeaveAlone: 'Je bent het enige lid van dit huishouden, dus er valt niets te verlaten.',
  listVisibilityRefused: 'Alleen wie deze lijst heeft gemaakt, kan wijzigen wie hem ziet.',
  listLinkInvalid: 'Deze lijstlink is niet meer geldig. Vraag om een nieuwe.',
  displayNameTooLong: (max) => `Een weergavenaam mag maximaal ${max} tekens lang zijn.`,
  profileImageInvalid: (max) =>
    `Een profielfoto moet een weblink zijn die begint met http:// of https:// en maximaal ${max} tekens lang is.`,
  signInFailed: 'Inloggen mislukt. Probeer het opnieuw.',
  resetLinkSent: 'Link om je wachtwoord te resetten verstuurd! Kijk in je e-mail.',
  profileSaved: 'Profiel opgeslagen!',
  profileSaveFailed: 'Profiel bijwerken mislukt. Probeer het opnieuw.',
  tooManyAttempts: (minutes) =>
    `Te veel pogingen. Wacht ${minutes === 1 ? 'een minuut' : `${minutes} minuten`} en probeer het opnieuw.`,
  listNameRequired: 'Voer een naam voor de lijst in.',
  listNameTooLong: (max) => `Een lijstnaam mag maximaal ${max} tekens lang zijn.`,
  itemNameRequired: 'Voer een artikelnaam in.',
  listNotFound: 'Die lijst bestaat niet, of hij is niet met je gedeeld.',
  itemNotFound: 'Dat artikel staat niet meer op de lijst.',
  ownerOnlyDelete: 'Alleen de eigenaar kan deze lijst verwijderen. Je kunt hem wel verlaten.',
  ownerCannotLeave: 'De eigenaar kan zijn eigen lijst niet verlaten. Verwijder hem in plaats daarvan.',
  ownerOnlyRemove: 'Alleen de eigenaar kan mensen van deze lijst verwijderen.',
  freeListLimit: (max) =>
    `Gratis accounts hebben maximaal ${max} lijsten. Verwijder er een, of neem Pro voor onbeperkt veel lijsten.`,
  emailRequired: 'Voer een e-mailadres in.',
  emailTooLong: (max) => `Een e-mailadres mag maximaal ${max} tekens lang zijn.`,
  shareUserMissing:
    'Er is geen gebruiker met dat e-mailadres gevonden. Controleer of die persoon een account heeft aangemaakt.',
  shareSuccess: 'Lijst gedeeld!',
  shareWithSelf: 'Dat is je eigen e-mailadres: je hebt deze lijst al.',
  inviteInvalid: 'Deze uitnodigingslink is niet geldig.',
  inviteForOtherAccount:
    'Deze uitnodiging is voor een ander account. Log in met het account waarnaar ze is verstuurd.',
  inviteRevoked: 'Je hebt geen toegang meer tot deze lijst.',
  loadFailed: 'Je gegevens konden niet worden geladen.',
  loadListFailed: 'De geselecteerde lijst kon niet worden geladen.',
  createFailed: 'De nieuwe lijst kon niet worden gemaakt.',
  deleteFailed: 'De lijst kon niet worden verwijderd.',
  shareDialogFailed: 'Er is een fout opgetreden. Probeer het opnieuw.',
  shareUserMissingTitle: 'Gebruiker niet gevonden',
  shareSuccessTitle: 'Gelukt!',
  noLists: 'Nog geen lijsten!',
  keepGuestList: 'Je gastlijst bewaren?',
  resortWarning:
    'Je hebt een artikel bewerkt. Sorteer opnieuw om het naar het juiste gangpad te verplaatsen.',
  mealNameRequired: 'Voer een naam voor de maaltijd in.',
  mealNameTooLong: (max) => `De naam van een maaltijd mag maximaal ${max} tekens lang zijn.`,
  mealIngredientsRequired: 'Voeg minstens één ingrediënt toe.',
  tooManyIngredients: (max) => `Een maaltijd kan maximaal ${max} ingrediënten hebben.`,
  instructionsTooLong: (max) => `De bereiding mag maximaal ${max} tekens lang zijn.`,
  mealNotFound: 'Die maaltijd bestaat niet, of hij is niet van jou.',
  storeNotFound: 'Die winkel bestaat niet, of hij is niet van jou.',
  storeNameRequired: 'Geef de winkel een naam.',
  appPasswordNameRequired: 'Noem de app waarvoor dit wachtwoord is, zoals ‘Keukentablet’.',
  appPasswordNameTooLong: (max) => `Houd de naam van de app onder de ${max} tekens.`,
  tooManyAppPasswords: (max) =>
    `Je kunt maximaal ${max} app-wachtwoorden hebben. Trek er een in dat geen app meer gebruikt.`,
  appPasswordNotFound: 'Dat app-wachtwoord is al ingetrokken.',
  appPasswordScope:
    'App-wachtwoorden geven toegang tot lijsten, artikelen, maaltijden en de planning. Log in op het web voor je account en facturering.',
  appPasswordRejected: 'Gebruik je e-mailadres en een app-wachtwoord uit Profiel → Gekoppelde apps.',
  bearerOnly: 'Stuur een app-wachtwoord mee als ‘Authorization: Bearer <app-wachtwoord>’.',
  appPasswordThrottled:
    'Te veel verkeerde app-wachtwoorden. Wacht een paar minuten en probeer het dan opnieuw.',
  storeNameTooLong: (max) => `Een winkelnaam mag maximaal ${max} tekens lang zijn.`,
  tooManyStores: (max) =>
    `Je kunt maximaal ${max} winkels hebben. Verwijder er een waar je niet meer winkelt.`,
  categoryOrderInvalid: 'Zet elk van de 12 categorieën precies één keer in de volgorde.',
  servingsInvalid: (max) => `Het aantal porties moet een heel getal van 1 tot en met ${max} zijn.`,
  sourceUrlInvalid: 'De bron moet een weblink zijn die begint met http:// of https://.',
  planScaleInvalid: 'Kies ½×, 1×, 2× of 3×.',
  recipeLinkRequired: 'Plak de link van een receptpagina.',
  recipeLinkTooLong: (max) => `Een link mag maximaal ${max} tekens lang zijn.`,
  recipeLinkInvalid: 'Dat is geen weblink. Plak er een die begint met https://.',
  recipeLinkScheme: 'Alleen weblinks (http:// of https://) kunnen worden geïmporteerd.',
  recipeLinkPort: 'Alleen links op de gebruikelijke webpoorten kunnen worden geïmporteerd.',
  recipeLinkPrivate: 'Deze link wijst naar een adres in een privénetwerk en kan niet worden geïmporteerd.',
  recipeSiteUnreachable: 'We konden die site niet bereiken. Controleer de link en probeer het opnieuw.',
  recipeSiteError: (status) => `Die site antwoordde met een fout (${status}). Probeer het later opnieuw.`,
  recipeTooManyRedirects: 'Die link stuurt te vaak door om te volgen.',
  recipePageTooLarge: 'Die pagina is te groot om te importeren.',
  recipePageTooSlow: 'Die site deed er te lang over om te antwoorden. Probeer het later opnieuw.',
  recipeNotHtml: 'Die link leidt niet naar een webpagina die we kunnen lezen.',
  recipeNotFound: 'Op die pagina staat geen recept dat we kunnen lezen.',
  recipeImportsTooFast: 'Je importeert recepten te snel. Wacht een minuut en probeer het opnieuw.',
  sharesTooFast: (max, seconds) =>
    `Je kunt per minuut met maximaal ${max} e-mailadressen delen. Wacht ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} en probeer het opnieuw.`,
  recipeTextRequired: 'Plak de tekst van het recept.',
  recipeTextTooLong: (max) => `Geplakte tekst mag maximaal ${max} tekens lang zijn.`,
  recipeTextNoIngredients:
    'We konden de ingrediënten niet vinden. Zet ze onder een regel met ‘Ingrediënten’.',
  planEntryNotFound: 'Die maaltijd staat niet meer in de planning.',
  slotFull: (max) => `Een maaltijdmoment bevat maximaal ${max} maaltijden.`,
  noMeals: 'Nog geen maaltijden opgeslagen',
  emptyPlan: 'Je maaltijdplanning is leeg. Voeg een paar maaltijden toe om een lijst te maken.',
  generateFailed: (reason) => `Boodschappenlijst maken mislukt: ${reason}`,
  planUpdateFailed: 'De maaltijdplanning kon niet worden bijgewerkt.',
  clearPlanFailed: 'De maaltijdplanning kon niet worden leeggemaakt.',
  subscribeSignIn: 'Je moet ingelogd zijn om een abonnement te nemen.',
  checkoutFailed: 'Kan geen verbinding maken met de betaalpagina. Probeer het opnieuw.',
  noSubscriptionToManage: 'Er is voor dit account nog geen abonnement om te beheren.',
  testModeOff: 'Testbetalingen zijn op deze server uitgeschakeld.',
  testCheckoutNotFound: 'Deze betaling bestaat niet of hoort bij een ander account.',
  paymentSuccessful: 'Betaling gelukt!',
  finalizingAccount: 'Je account wordt afgerond…',
  activationSlow:
    'Je betaling is gelukt, maar Pro is nog niet actief. Dat kan een paar minuten duren: laad deze pagina zo opnieuw, of neem contact met ons op als het zo blijft.',
  mealIdeaNeedsItems: 'Voeg eerst een paar artikelen aan je lijst toe voordat je om een maaltijdidee vraagt.',
  suggestionsNeedItems: 'Voeg eerst een paar artikelen aan je lijst toe voordat je om suggesties vraagt.',
  aiHttpFailure: (code) => `API-verzoek mislukt met status ${code}.`,
  aiBlocked: (reason) => `Verzoek geblokkeerd: ${reason}`,
  aiEmpty: 'Geen geldig antwoord van de AI gekregen.',
  aiInvalidMealIdea: 'De AI gaf een maaltijdidee in een ongeldig formaat terug.',
  aiTimeout: (seconds) =>
    `De AI deed er langer dan ${seconds} seconden over om te antwoorden, dus we zijn gestopt met wachten. Probeer het opnieuw.`,
  aiUnreachable: 'De AI-dienst is niet bereikbaar. Probeer het zo opnieuw.',
  aiTooManyRequests: (seconds) =>
    `Je hebt de AI in korte tijd heel vaak iets gevraagd. Wacht ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} en probeer het opnieuw.`,
  noMealIdea:
    'Geen van deze artikelen past nog in een maaltijd die we kennen. Voeg een paar etenswaren toe, zoals kip, pasta of eieren, en probeer het opnieuw.',
  noSuggestions: 'We hebben op dit moment geen suggesties meer voor deze lijst.',
  deleteAccountEmailRequired: 'Typ het e-mailadres van je account om te bevestigen.',
  deleteAccountEmailMismatch:
    'Dat is niet het e-mailadres van dit account. Typ het precies zoals het in je profiel staat; er is niets verwijderd.',
  deleteAccountBillingFailed:
    'We konden je Pro-abonnement niet opzeggen bij de betaalprovider, dus je account is niet verwijderd. Probeer het zo opnieuw.',
  deleteAccountFailed: 'Je account kon niet worden verwijderd. Probeer het opnieuw.',
  accountDeleted: 'Je account is verwijderd.',
  exportFailed: 'Je gegevens konden niet worden gedownload. Probeer het opnieuw.',
  importChooseFile: 'Kies een gegevensbestand om te importeren.',
  importNotJson:
    'Dat bestand is geen gegevensbestand (het is geen JSON). Kies het bestand aislewise-data-….json dat ‘Mijn gegevens downloaden’ heeft opgeslagen.',
  importNotAislewise:
    'Dit is geen gegevensbestand van Aislewise. Kies het bestand aislewise-data-….json dat ‘Mijn gegevens downloaden’ heeft opgeslagen.',
  importUnknownVersion: 'Dit gegevensbestand heeft geen formaatversie die deze server kan lezen.',
  importNewerVersion: (version) =>
    `Dit bestand is gemaakt door een nieuwere versie van Aislewise (versie ${version} van het gegevensformaat). Werk deze server bij en importeer het daarna opnieuw.`,
  importFileInvalid: (where, problem) => `Dit bestand kan niet worden geïmporteerd: ${where}: ${problem}`,
  importTimeInvalid: 'Schrijf de tijd als 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal) => `De maaltijd ‘${meal}’ staat niet tussen de maaltijden in het bestand.`,
  importFileTooLarge: (mb) => `Dat bestand is te groot om te importeren (de limiet is ${mb} MB).`,
  importTooManyItems: (inFile, max) =>
    `Dit bestand heeft ${inFile.toLocaleString('nl')} artikelen op zijn lijsten; een import neemt er in totaal maximaal ${max.toLocaleString('nl')}, meer dan de lijsten van een huishouden bevatten. Er is niets geïmporteerd.`,
  importTooManyLists: (inFile, owned, max) =>
    `Dit bestand heeft ${inFile} ${inFile === 1 ? 'lijst' : 'lijsten'}, en gratis accounts hebben maximaal ${max} (jij hebt er ${owned}). Neem Pro voor onbeperkt veel lijsten, of verwijder lijsten en importeer opnieuw. Er is niets geïmporteerd.`,
  importTooManyStores: (added, owned, max) =>
    `Je kunt maximaal ${max} winkels hebben: dit bestand voegt er ${added} toe en je hebt er ${owned}. Verwijder winkels waar je niet meer winkelt en importeer daarna opnieuw. Er is niets geïmporteerd.`,
  importFailed: 'Het bestand kon niet worden geïmporteerd. Probeer het opnieuw.',
  importedMyData: (c) => {
    const n = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
    return `Geïmporteerd: ${n(c.lists, 'lijst', 'lijsten')} met ${n(c.items, 'artikel', 'artikelen')}, ${n(c.meals, 'maaltijd', 'maaltijden')}, ${n(c.planEntries, 'planningsitem', 'planningsitems')} en ${n(c.stores, 'winkel', 'winkels')}.`;
  },
  importKeptExisting: (meals, stores) =>
    `Maaltijden en winkels die je al had met dezelfde naam zijn ongewijzigd gebleven (${meals} ${meals === 1 ? 'maaltijd' : 'maaltijden'}, ${stores} ${stores === 1 ? 'winkel' : 'winkels'}).`,
  importMealsNeedPro: 'Je maaltijden en maaltijdplanning zijn opgeslagen en verschijnen zodra je Pro neemt.',
  stapleNameRequired: 'Typ het artikel dat je huishouden altijd in huis heeft.',
  tooManyStaples: (max) =>
    `De lijst ‘Altijd in huis’ van een huishouden bevat maximaal ${max} artikelen. Verwijder er een dat je niet meer altijd in huis hebt en voeg dan dit toe.`,
  stapleAdded: (name) => `‘${name}’ staat nu op de lijst ‘Altijd in huis’ van je huishouden.`,
  reviewAlreadyOnList: (before, after) =>
    before === after ? `staat al op de lijst: ${before}` : `staat al op de lijst: ${before} → ${after}`,
  reviewNothingTicked: 'Vink minstens één regel aan om toe te voegen.',
  resortWarningBy: (name) =>
    `${name} heeft een artikel bewerkt. Sorteer opnieuw om het naar het juiste gangpad te verplaatsen.`,
  resortWarningUnknown:
    'Er is een artikel bewerkt. Sorteer opnieuw om het naar het juiste gangpad te verplaatsen.',
  itemLineTooLong: (line, start, max) =>
    `Regel ${line} (‘${start}…’) is langer dan ${max} tekens. Maak hem korter of splits hem in twee regels.`,
  historyItemNotFound: 'Dat artikel hoort niet bij wat je huishouden heeft gekocht.',
  onTheList: (quantity) => (quantity ? `op de lijst · ${quantity}` : 'op de lijst'),
  storeNameTaken: (name) => `Je hebt al een winkel met de naam ‘${name}’. Geef deze een andere naam.`,
  mealNameTaken: (name) => `Je hebt al een maaltijd met de naam ‘${name}’. Geef deze een andere naam.`,
  checkoutCancelled: 'Betaling geannuleerd. Er is niets afgeschreven.',
  shareListFailed: 'De lijst kon niet worden gedeeld. Probeer het opnieuw.',
};

/** How Dutch shows a stored quantity ('1,5 kg'), loaded with the messages in the web. */
export { showQuantity } from '../items/quantity-words/nl';
