import type { Messages } from '../messages';

/** Italian: the messages of `messages.ts`, as an Italian shopping app says them. */
export const TRANSLATED_MESSAGES: Messages = {
  emptySort: 'Inserisci almeno un articolo per iniziare la tua lista.',
  emptyExport: 'La tua lista è vuota!',
  addedToList: (added, merged) =>
    `${added} ${added === 1 ? 'articolo aggiunto' : 'articoli aggiunti'}${merged > 0 ? `, ${merged} ${merged === 1 ? 'era già' : 'erano già'} nella tua lista` : ''}`,
  tooManyItems: (max) => `Una lista può contenere al massimo ${max} articoli. Dividila in liste più piccole.`,
  itemTooLong: (max) => `Ogni articolo può avere al massimo ${max} caratteri.`,
  bodyTooLarge: (kib) =>
    `Questa richiesta è troppo grande (il limite è ${kib} KB). Prova con una lista più corta.`,
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  offSiteRedirect: (field) =>
    `${field} deve essere una pagina di questo sito, come /reset-password, o un indirizzo di questo sito.`,
  nulCharacter: 'Il testo non può contenere il carattere NUL (\\u0000).',
  brokenCharacter:
    'Il testo non può contenere un carattere danneggiato (metà di una coppia surrogata UTF-16).',
  unknownProcedure: (name) => `Non esiste nessuna procedura chiamata «${name}».`,
  internal: 'Qualcosa è andato storto da parte nostra. Riprova.',
  itemIdsMismatch: 'Invia un ID articolo per ogni riga di articoli, oppure nessuno.',
  itemIdTaken: 'Un ID articolo in questa aggiunta appartiene a un’altra lista; non è stato aggiunto nulla.',
  offlineCall: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  callTimeout: 'Il server ha impiegato troppo tempo a rispondere. Riprova.',
  requestCancelled: 'La richiesta è stata annullata prima di finire; non è stato modificato nulla.',
  changeInProgress: 'La stessa modifica è ancora in corso. Attendi un momento e riprova.',
  changeIdSpent: 'Questo ID di modifica è già stato usato per un’altra azione. Riprova.',
  chunkTimeout: 'Il caricamento di questa pagina ha richiesto troppo tempo.',
  copied: 'Copiato!',
  signInRequired: 'Accedi per farlo.',
  proRequired: 'Questa è una funzione Pro. Passa a Pro per usarla.',
  displayNameRequired: 'Inserisci un nome visualizzato.',
  householdNameRequired: 'Inserisci un nome per la tua famiglia.',
  householdUnitsInvalid: 'Scegli unità metriche o statunitensi.',
  householdNameTooLong: (max) => `Il nome di una famiglia può avere al massimo ${max} caratteri.`,
  householdNamedFor: (name) => `Famiglia di ${name}`,
  householdRenameRefused: 'Solo il proprietario o un amministratore della famiglia può rinominarla.',
  householdUnitsRefused: 'Solo il proprietario o un amministratore della famiglia può cambiarne le unità.',
  householdInviteRefused:
    'Solo il proprietario o un amministratore della famiglia può invitare altre persone.',
  householdInviteInvalid: 'Questo link di invito alla famiglia non è valido. Chiedine uno nuovo.',
  householdInviteExpired: 'Questo invito alla famiglia è scaduto. Chiedi un nuovo link.',
  householdInviteRevoked: 'Questo invito alla famiglia è stato ritirato. Chiedi un nuovo link.',
  householdInviteUsedUp:
    'Questo invito alla famiglia è stato usato tutte le volte consentite. Chiedi un nuovo link.',
  householdTooManyLinks: (max) =>
    `Una famiglia può avere al massimo ${max} link di invito alla volta. Prima revocane uno che non ti serve più.`,
  householdFull: (max) => `Questa famiglia è al completo: una famiglia ha al massimo ${max} membri.`,
  householdAlreadyIn: 'Fai già parte di questa famiglia.',
  householdMemberNotFound: 'Questa persona non fa parte della tua famiglia.',
  householdRemoveRefused: 'Solo il proprietario o un amministratore della famiglia può rimuovere persone.',
  householdRemoveAdminRefused: 'Solo il proprietario può rimuovere un amministratore.',
  householdRemoveOwnerRefused:
    'Il proprietario non può essere rimosso. Può prima cedere la famiglia a qualcun altro.',
  householdRemoveSelf: 'Per uscire dalla famiglia, usa «Lascia la famiglia».',
  householdRoleRefused: 'Solo il proprietario della famiglia può cambiare i ruoli.',
  householdOwnRole: 'Cedi la famiglia a qualcun altro per cambiare il tuo ruolo.',
  householdLeaveAlone: 'Sei l’unico membro di questa famiglia, quindi non c’è niente da lasciare.',
  listVisibilityRefused: 'Solo chi ha creato questa lista può cambiare chi la vede.',
  listLinkInvalid: 'Questo link alla lista non è più valido. Chiedine uno nuovo.',
  displayNameTooLong: (max) => `Un nome visualizzato può avere al massimo ${max} caratteri.`,
  profileImageInvalid: (max) =>
    `L’immagine del profilo deve essere un link web che inizia con http:// o https://, lungo al massimo ${max} caratteri.`,
  signInFailed: 'Accesso non riuscito. Riprova.',
  resetLinkSent: 'Link per reimpostare la password inviato! Controlla la tua email.',
  profileSaved: 'Profilo salvato!',
  profileSaveFailed: 'Impossibile aggiornare il profilo. Riprova.',
  tooManyAttempts: (minutes) =>
    `Troppi tentativi. Attendi ${minutes === 1 ? 'un minuto' : `${minutes} minuti`} e riprova.`,
  listNameRequired: 'Inserisci un nome per la lista.',
  listNameTooLong: (max) => `Il nome di una lista può avere al massimo ${max} caratteri.`,
  itemNameRequired: 'Inserisci il nome di un articolo.',
  listNotFound: 'Questa lista non esiste o non è condivisa con te.',
  itemNotFound: 'Questo articolo non è più nella lista.',
  ownerOnlyDelete: 'Solo il proprietario può eliminare questa lista. Puoi invece uscirne.',
  ownerCannotLeave: 'Il proprietario non può uscire dalla propria lista. Eliminala invece.',
  ownerOnlyRemove: 'Solo il proprietario può rimuovere persone da questa lista.',
  freeListLimit: (max) =>
    `Gli account gratuiti possono avere fino a ${max} liste. Eliminane una o passa a Pro per avere liste illimitate.`,
  emailRequired: 'Inserisci un indirizzo email.',
  emailTooLong: (max) => `Un indirizzo email può avere al massimo ${max} caratteri.`,
  shareUserMissing:
    'Non è stato trovato nessun utente con questo indirizzo email. Assicurati che si sia registrato.',
  shareSuccess: 'Lista condivisa!',
  shareWithSelf: 'Questo è il tuo indirizzo email: hai già questa lista.',
  inviteInvalid: 'Questo link di invito non è valido.',
  inviteForOtherAccount: 'Questo invito è per un altro account. Accedi con l’account a cui è stato inviato.',
  inviteRevoked: 'Non hai più accesso a questa lista.',
  loadFailed: 'Impossibile caricare i tuoi dati.',
  loadListFailed: 'Impossibile caricare la lista selezionata.',
  createFailed: 'Impossibile creare la nuova lista.',
  deleteFailed: 'Impossibile eliminare la lista.',
  shareDialogFailed: 'Si è verificato un errore. Riprova.',
  shareUserMissingTitle: 'Utente non trovato',
  shareSuccessTitle: 'Fatto!',
  noLists: 'Ancora nessuna lista!',
  keepGuestList: 'Vuoi tenere la tua lista ospite?',
  resortWarning: 'Hai modificato un articolo. Riordina la lista per spostarlo nella corsia giusta.',
  mealNameRequired: 'Inserisci il nome del pasto.',
  mealNameTooLong: (max) => `Il nome di un pasto può avere al massimo ${max} caratteri.`,
  mealIngredientsRequired: 'Aggiungi almeno un ingrediente.',
  tooManyIngredients: (max) => `Un pasto può avere al massimo ${max} ingredienti.`,
  instructionsTooLong: (max) => `Le istruzioni possono avere al massimo ${max} caratteri.`,
  mealNotFound: 'Questo pasto non esiste o non è tuo.',
  storeNotFound: 'Questo negozio non esiste o non è tuo.',
  storeNameRequired: 'Dai un nome al negozio.',
  appPasswordNameRequired: 'Indica l’app a cui serve questa password, per esempio «Tablet della cucina».',
  appPasswordNameTooLong: (max) => `Il nome dell’app deve avere meno di ${max} caratteri.`,
  tooManyAppPasswords: (max) =>
    `Puoi avere fino a ${max} password per le app. Revocane una che nessuna app usa più.`,
  appPasswordNotFound: 'Questa password per le app è già stata revocata.',
  appPasswordScope:
    'Le password per le app danno accesso a liste, articoli, pasti e piano. Per il tuo account e la fatturazione, accedi dal sito web.',
  appPasswordRejected: 'Usa il tuo indirizzo email e una password per le app da Profilo → App collegate.',
  bearerOnly: 'Invia una password per le app come «Authorization: Bearer <password per l’app>».',
  appPasswordThrottled: 'Troppe password per le app errate. Attendi qualche minuto, poi riprova.',
  storeNameTooLong: (max) => `Il nome di un negozio può avere al massimo ${max} caratteri.`,
  tooManyStores: (max) => `Puoi avere fino a ${max} negozi. Eliminane uno in cui non fai più la spesa.`,
  categoryOrderInvalid: 'Inserisci ciascuna delle 12 categorie una sola volta nell’ordine.',
  servingsInvalid: (max) => `Le porzioni devono essere un numero intero da 1 a ${max}.`,
  sourceUrlInvalid: 'La fonte deve essere un link web che inizia con http:// o https://.',
  planScaleInvalid: 'Scegli ½×, 1×, 2× o 3×.',
  recipeLinkRequired: 'Incolla il link di una pagina di ricetta.',
  recipeLinkTooLong: (max) => `Un link può avere al massimo ${max} caratteri.`,
  recipeLinkInvalid: 'Questo non è un link web. Incollane uno che inizia con https://.',
  recipeLinkScheme: 'Si possono importare solo link web (http:// o https://).',
  recipeLinkPort: 'Si possono importare solo link sulle normali porte web.',
  recipeLinkPrivate: 'Questo link punta a un indirizzo di una rete privata e non può essere importato.',
  recipeSiteUnreachable: 'Non siamo riusciti a raggiungere quel sito. Controlla il link e riprova.',
  recipeSiteError: (status) => `Quel sito ha risposto con un errore (${status}). Riprova più tardi.`,
  recipeTooManyRedirects: 'Quel link reindirizza troppe volte per poterlo seguire.',
  recipePageTooLarge: 'Quella pagina è troppo grande per essere importata.',
  recipePageTooSlow: 'Quel sito ha impiegato troppo tempo a rispondere. Riprova più tardi.',
  recipeNotHtml: 'Quel link non porta a una pagina web che riusciamo a leggere.',
  recipeNotFound: 'In quella pagina non c’è una ricetta che riusciamo a leggere.',
  recipeImportsTooFast: 'Stai importando ricette troppo in fretta. Attendi un minuto e riprova.',
  sharesTooFast: (max, seconds) =>
    `Puoi condividere con al massimo ${max} indirizzi email al minuto. Attendi ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'} e riprova.`,
  recipeTextRequired: 'Incolla il testo della ricetta.',
  recipeTextTooLong: (max) => `Il testo incollato può avere al massimo ${max} caratteri.`,
  recipeTextNoIngredients:
    'Non abbiamo trovato gli ingredienti. Mettili sotto una riga con scritto «Ingredienti».',
  planEntryNotFound: 'Questo pasto non è più nel piano.',
  slotFull: (max) => `Uno spazio del piano contiene al massimo ${max} pasti.`,
  noMeals: 'Ancora nessun pasto salvato',
  emptyPlan: 'Il tuo piano pasti è vuoto. Aggiungi qualche pasto per generare una lista.',
  generateFailed: (reason) => `Impossibile generare la lista della spesa: ${reason}`,
  planUpdateFailed: 'Impossibile aggiornare il piano pasti.',
  clearPlanFailed: 'Impossibile svuotare il piano pasti.',
  subscribeSignIn: 'Devi accedere per abbonarti.',
  checkoutFailed: 'Impossibile raggiungere la pagina di pagamento. Riprova.',
  noSubscriptionToManage: 'Su questo account non c’è ancora nessun abbonamento da gestire.',
  testModeOff: 'I pagamenti in modalità di test sono disattivati su questo server.',
  testCheckoutNotFound: 'Questo pagamento non esiste o appartiene a un altro account.',
  paymentSuccessful: 'Pagamento riuscito!',
  finalizingAccount: 'Stiamo completando il tuo account…',
  activationSlow:
    'Il pagamento è andato a buon fine, ma Pro non è ancora attivo. Può richiedere qualche minuto: ricarica questa pagina tra poco o contattaci se la situazione non cambia.',
  mealIdeaNeedsItems: 'Aggiungi qualche articolo alla tua lista prima di chiedere un’idea per un pasto.',
  suggestionsNeedItems: 'Aggiungi qualche articolo alla tua lista prima di chiedere suggerimenti.',
  aiHttpFailure: (code) => `La richiesta all’API non è riuscita con lo stato ${code}.`,
  aiBlocked: (reason) => `Richiesta bloccata: ${reason}`,
  aiEmpty: 'Impossibile ottenere una risposta valida dall’IA.',
  aiInvalidMealIdea: 'L’IA ha restituito un’idea per un pasto in un formato non valido.',
  aiTimeout: (seconds) =>
    `L’IA ha impiegato più di ${seconds} secondi a rispondere, quindi abbiamo smesso di aspettare. Riprova.`,
  aiUnreachable: 'Impossibile raggiungere il servizio di IA. Riprova tra un momento.',
  aiTooManyRequests: (seconds) =>
    `Hai interpellato l’IA molte volte in poco tempo. Attendi ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'} e riprova.`,
  noMealIdea:
    'Nessuno di questi articoli rientra ancora in un pasto che conosciamo. Aggiungi qualche alimento, come pollo, pasta o uova, e riprova.',
  noSuggestions: 'Al momento non abbiamo altri suggerimenti per questa lista.',
  deleteAccountEmailRequired: 'Scrivi l’email del tuo account per confermare.',
  deleteAccountEmailMismatch:
    'Questa non è l’email di questo account. Scrivila esattamente come appare nel tuo profilo; non è stato eliminato nulla.',
  deleteAccountBillingFailed:
    'Non siamo riusciti ad annullare il tuo abbonamento Pro presso il fornitore dei pagamenti, quindi il tuo account non è stato eliminato. Riprova tra un momento.',
  deleteAccountFailed: 'Impossibile eliminare il tuo account. Riprova.',
  accountDeleted: 'Il tuo account è stato eliminato.',
  exportFailed: 'Impossibile scaricare i tuoi dati. Riprova.',
  importChooseFile: 'Scegli un file di dati da importare.',
  importNotJson:
    'Quel file non è un file di dati (non è JSON). Scegli il file aislewise-data-….json salvato da «Scarica i miei dati».',
  importNotAislewise:
    'Questo non è un file di dati di Aislewise. Scegli il file aislewise-data-….json salvato da «Scarica i miei dati».',
  importUnknownVersion:
    'Questo file di dati non ha una versione del formato che questo server sappia leggere.',
  importNewerVersion: (version) =>
    `Questo file è stato creato da una versione più recente di Aislewise (versione ${version} del formato dati). Aggiorna questo server, poi importalo di nuovo.`,
  importFileInvalid: (where, problem) => `Impossibile importare questo file: ${where}: ${problem}`,
  importTimeInvalid: 'Scrivi l’ora nel formato 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal) => `Il pasto «${meal}» non è tra i pasti del file.`,
  importFileTooLarge: (mb) => `Quel file è troppo grande per essere importato (il limite è ${mb} MB).`,
  importTooManyItems: (inFile, max) =>
    `Questo file ha ${inFile.toLocaleString('it')} articoli nelle sue liste; un’importazione ne accetta al massimo ${max.toLocaleString('it')} in tutto, più di quanti ne contengano le liste di una famiglia. Non è stato importato nulla.`,
  importTooManyLists: (inFile, owned, max) =>
    `Questo file ha ${inFile} ${inFile === 1 ? 'lista' : 'liste'} e gli account gratuiti possono averne fino a ${max} (tu ne hai ${owned}). Passa a Pro per avere liste illimitate, oppure elimina alcune liste e importa di nuovo. Non è stato importato nulla.`,
  importTooManyStores: (added, owned, max) =>
    `Puoi avere fino a ${max} negozi: questo file ne aggiunge ${added} e tu ne hai ${owned}. Elimina i negozi in cui non fai più la spesa, poi importa di nuovo. Non è stato importato nulla.`,
  importFailed: 'Impossibile importare il file. Riprova.',
  importedMyData: (c) => {
    const n = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
    return `Importazione completata: ${n(c.lists, 'lista', 'liste')} con ${n(c.items, 'articolo', 'articoli')}, ${n(c.meals, 'pasto', 'pasti')}, ${n(c.planEntries, 'voce del piano', 'voci del piano')} e ${n(c.stores, 'negozio', 'negozi')}.`;
  },
  importKeptExisting: (meals, stores) =>
    `I pasti e i negozi che avevi già con lo stesso nome sono rimasti com’erano (${meals} ${meals === 1 ? 'pasto' : 'pasti'}, ${stores} ${stores === 1 ? 'negozio' : 'negozi'}).`,
  importMealsNeedPro: 'I tuoi pasti e il tuo piano pasti sono salvati e compariranno quando passerai a Pro.',
  stapleNameRequired: 'Scrivi l’articolo che la tua famiglia ha sempre in casa.',
  tooManyStaples: (max) =>
    `La lista «Sempre in casa» di una famiglia contiene fino a ${max} articoli. Rimuovine uno che non tieni più in casa, poi aggiungi questo.`,
  stapleAdded: (name) => `«${name}» ora è nella lista «Sempre in casa» della tua famiglia.`,
  reviewAlreadyOnList: (before, after) =>
    before === after ? `già nella lista: ${before}` : `già nella lista: ${before} → ${after}`,
  reviewNothingTicked: 'Spunta almeno una riga da aggiungere.',
  resortWarningBy: (name) =>
    `${name} ha modificato un articolo. Riordina la lista per spostarlo nella corsia giusta.`,
  resortWarningUnknown:
    'Un articolo è stato modificato. Riordina la lista per spostarlo nella corsia giusta.',
  itemLineTooLong: (line, start, max) =>
    `La riga ${line} («${start}…») è più lunga di ${max} caratteri. Accorciala o dividila in due righe.`,
  historyItemNotFound: 'Questo articolo non è tra quelli che la tua famiglia ha acquistato.',
  onTheList: (quantity) => (quantity ? `nella lista · ${quantity}` : 'nella lista'),
  storeNameTaken: (name) => `Hai già un negozio chiamato «${name}». Dai a questo un altro nome.`,
  mealNameTaken: (name) => `Hai già un pasto chiamato «${name}». Dai a questo un altro nome.`,
  checkoutCancelled: 'Pagamento annullato. Non ti è stato addebitato nulla.',
  shareListFailed: 'Impossibile condividere la lista. Riprova.',
};

/** How Italian shows a stored quantity ('1,5 kg'), loaded with the messages in the web. */
export { showQuantity } from '../items/quantity-words/it';
