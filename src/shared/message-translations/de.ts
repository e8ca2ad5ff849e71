import type { Messages } from '../messages';

/** German: the messages of `messages.ts`, as a German shopping app says them. */
export const TRANSLATED_MESSAGES: Messages = {
  emptySort: 'Gib mindestens einen Artikel ein, um deine Liste zu beginnen.',
  emptyExport: 'Deine Liste ist leer!',
  addedToList: (added, merged) =>
    `${added} Artikel hinzugefügt${merged > 0 ? `, ${merged} ${merged === 1 ? 'war' : 'waren'} schon auf deiner Liste` : ''}`,
  tooManyItems: (max) =>
    `Eine Liste kann höchstens ${max} Artikel enthalten. Teile sie in kleinere Listen auf.`,
  itemTooLong: (max) => `Jeder Artikel darf höchstens ${max} Zeichen lang sein.`,
  bodyTooLarge: (kib) =>
    `Diese Anfrage ist zu groß (maximal ${kib} KB). Versuch es mit einer kürzeren Liste.`,
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  offSiteRedirect: (field) =>
    `${field} muss eine Seite dieser Website sein, etwa /reset-password, oder eine Adresse dieser Website.`,
  nulCharacter: 'Der Text darf kein NUL-Zeichen (\\u0000) enthalten.',
  brokenCharacter: 'Der Text darf kein defektes Zeichen enthalten (die Hälfte eines UTF-16-Surrogatpaars).',
  unknownProcedure: (name) => `Es gibt keine Prozedur namens „${name}“.`,
  internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
  itemIdsMismatch: 'Sende für jede Artikelzeile eine Artikel-ID – oder gar keine.',
  itemIdTaken:
    'Eine Artikel-ID in diesem Vorgang gehört zu einer anderen Liste; es wurde nichts hinzugefügt.',
  offlineCall: 'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  callTimeout: 'Der Server hat zu lange für die Antwort gebraucht. Bitte versuch es noch einmal.',
  requestCancelled: 'Die Anfrage wurde abgebrochen, bevor sie fertig war; es wurde nichts geändert.',
  changeInProgress: 'Dieselbe Änderung läuft noch. Warte bitte einen Moment und versuch es dann noch einmal.',
  changeIdSpent: 'Diese Änderungs-ID wurde schon für eine andere Aktion verwendet. Versuch es noch einmal.',
  chunkTimeout: 'Diese Seite hat zu lange zum Laden gebraucht.',
  copied: 'Kopiert!',
  signInRequired: 'Bitte melde dich dafür an.',
  proRequired: 'Das ist eine Pro-Funktion. Hol dir Pro, um sie zu nutzen.',
  displayNameRequired: 'Bitte gib einen Anzeigenamen ein.',
  householdNameRequired: 'Bitte gib einen Namen für deinen Haushalt ein.',
  householdUnitsInvalid: 'Wähle metrische oder US-Einheiten.',
  householdNameTooLong: (max) => `Ein Haushaltsname darf höchstens ${max} Zeichen lang sein.`,
  householdNamedFor: (name) => `Haushalt von ${name}`,
  householdRenameRefused: 'Nur der Eigentümer oder ein Administrator des Haushalts kann ihn umbenennen.',
  householdUnitsRefused:
    'Nur der Eigentümer oder ein Administrator des Haushalts kann seine Einheiten ändern.',
  householdInviteRefused: 'Nur der Eigentümer oder ein Administrator des Haushalts kann Leute einladen.',
  householdInviteInvalid: 'Dieser Einladungslink zum Haushalt ist ungültig. Bitte um einen neuen.',
  householdInviteExpired: 'Diese Einladung zum Haushalt ist abgelaufen. Bitte um einen neuen Link.',
  householdInviteRevoked: 'Diese Einladung zum Haushalt wurde zurückgezogen. Bitte um einen neuen Link.',
  householdInviteUsedUp:
    'Diese Einladung zum Haushalt wurde so oft genutzt, wie sie erlaubt. Bitte um einen neuen Link.',
  householdTooManyLinks: (max) =>
    `Ein Haushalt hat höchstens ${max} Einladungslinks gleichzeitig. Widerrufe zuerst einen, den du nicht mehr brauchst.`,
  householdFull: (max) => `Dieser Haushalt ist voll: Ein Haushalt hat höchstens ${max} Mitglieder.`,
  householdAlreadyIn: 'Du bist schon in diesem Haushalt.',
  householdMemberNotFound: 'Diese Person ist nicht in deinem Haushalt.',
  householdRemoveRefused: 'Nur der Eigentümer oder ein Administrator des Haushalts kann Leute entfernen.',
  householdRemoveAdminRefused: 'Nur der Eigentümer kann einen Administrator entfernen.',
  householdRemoveOwnerRefused:
    'Der Eigentümer kann nicht entfernt werden. Er kann den Haushalt aber zuerst an jemand anderen übergeben.',
  householdRemoveSelf: 'Um den Haushalt zu verlassen, nutze „Haushalt verlassen“.',
  householdRoleRefused: 'Nur der Eigentümer des Haushalts kann Rollen ändern.',
  householdOwnRole: 'Übergib den Haushalt an jemand anderen, um deine eigene Rolle zu ändern.',
  householdLeaveAlone: 'Du bist das einzige Mitglied dieses Haushalts, es gibt also nichts zu verlassen.',
  listVisibilityRefused: 'Nur die Person, die diese Liste erstellt hat, kann ändern, wer sie sieht.',
  listLinkInvalid: 'Dieser Listenlink ist nicht mehr gültig. Bitte um einen neuen.',
  displayNameTooLong: (max) => `Ein Anzeigename darf höchstens ${max} Zeichen lang sein.`,
  profileImageInvalid: (max) =>
    `Ein Profilbild muss ein Weblink sein, der mit http:// oder https:// beginnt, und darf höchstens ${max} Zeichen lang sein.`,
  signInFailed: 'Anmeldung fehlgeschlagen. Bitte versuch es noch einmal.',
  resetLinkSent: 'Link zum Zurücksetzen des Passworts gesendet! Bitte sieh in deinen E-Mails nach.',
  profileSaved: 'Profil gespeichert!',
  profileSaveFailed: 'Das Profil konnte nicht aktualisiert werden. Bitte versuch es noch einmal.',
  tooManyAttempts: (minutes) =>
    `Zu viele Versuche. Bitte warte ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuch es dann noch einmal.`,
  listNameRequired: 'Bitte gib einen Listennamen ein.',
  listNameTooLong: (max) => `Ein Listenname darf höchstens ${max} Zeichen lang sein.`,
  itemNameRequired: 'Bitte gib einen Artikelnamen ein.',
  listNotFound: 'Diese Liste gibt es nicht, oder sie wurde nicht mit dir geteilt.',
  itemNotFound: 'Dieser Artikel ist nicht mehr auf der Liste.',
  ownerOnlyDelete: 'Nur der Eigentümer kann diese Liste löschen. Du kannst sie stattdessen verlassen.',
  ownerCannotLeave: 'Als Eigentümer kannst du deine eigene Liste nicht verlassen. Lösch sie stattdessen.',
  ownerOnlyRemove: 'Nur der Eigentümer kann Leute von dieser Liste entfernen.',
  freeListLimit: (max) =>
    `Kostenlose Konten haben bis zu ${max} Listen. Lösch eine oder hol dir Pro für unbegrenzt viele Listen.`,
  emailRequired: 'Bitte gib eine E-Mail-Adresse ein.',
  emailTooLong: (max) => `Eine E-Mail-Adresse darf höchstens ${max} Zeichen lang sein.`,
  shareUserMissing:
    'Es gibt keinen Nutzer mit dieser E-Mail-Adresse. Bitte stell sicher, dass die Person sich registriert hat.',
  shareSuccess: 'Liste erfolgreich geteilt!',
  shareWithSelf: 'Das ist deine eigene E-Mail-Adresse: Du hast diese Liste schon.',
  inviteInvalid: 'Dieser Einladungslink ist ungültig.',
  inviteForOtherAccount:
    'Diese Einladung gilt für ein anderes Konto. Melde dich mit dem Konto an, an das sie geschickt wurde.',
  inviteRevoked: 'Du hast keinen Zugriff mehr auf diese Liste.',
  loadFailed: 'Deine Daten konnten nicht geladen werden.',
  loadListFailed: 'Die ausgewählte Liste konnte nicht geladen werden.',
  createFailed: 'Die neue Liste konnte nicht erstellt werden.',
  deleteFailed: 'Die Liste konnte nicht gelöscht werden.',
  shareDialogFailed: 'Ein Fehler ist aufgetreten. Bitte versuch es noch einmal.',
  shareUserMissingTitle: 'Nutzer nicht gefunden',
  shareSuccessTitle: 'Geschafft!',
  noLists: 'Noch keine Listen!',
  keepGuestList: 'Deine Gastliste behalten?',
  resortWarning:
    'Du hast einen Artikel bearbeitet. Sortiere neu, um ihn in den richtigen Gang zu verschieben.',
  mealNameRequired: 'Bitte gib einen Namen für das Gericht ein.',
  mealNameTooLong: (max) => `Der Name eines Gerichts darf höchstens ${max} Zeichen lang sein.`,
  mealIngredientsRequired: 'Bitte füge mindestens eine Zutat hinzu.',
  tooManyIngredients: (max) => `Ein Gericht kann höchstens ${max} Zutaten haben.`,
  instructionsTooLong: (max) => `Die Zubereitung darf höchstens ${max} Zeichen lang sein.`,
  mealNotFound: 'Dieses Gericht gibt es nicht, oder es gehört nicht dir.',
  storeNotFound: 'Dieses Geschäft gibt es nicht, oder es gehört nicht dir.',
  storeNameRequired: 'Gib dem Geschäft einen Namen.',
  appPasswordNameRequired: 'Gib die App an, für die dieses Passwort ist, etwa „Küchentablet“.',
  appPasswordNameTooLong: (max) => `Halte den Namen der App unter ${max} Zeichen.`,
  tooManyAppPasswords: (max) =>
    `Du kannst bis zu ${max} App-Passwörter haben. Widerrufe eines, das keine App mehr nutzt.`,
  appPasswordNotFound: 'Dieses App-Passwort ist bereits widerrufen.',
  appPasswordScope:
    'App-Passwörter reichen für Listen, Artikel, Gerichte und den Plan. Für dein Konto und die Abrechnung melde dich im Web an.',
  appPasswordRejected: 'Nutze deine E-Mail-Adresse und ein App-Passwort aus Profil → Verbundene Apps.',
  bearerOnly: 'Sende ein App-Passwort als „Authorization: Bearer <App-Passwort>“.',
  appPasswordThrottled:
    'Zu viele falsche App-Passwörter. Warte ein paar Minuten und versuch es dann noch einmal.',
  storeNameTooLong: (max) => `Ein Geschäftsname darf höchstens ${max} Zeichen lang sein.`,
  tooManyStores: (max) =>
    `Du kannst bis zu ${max} Geschäfte haben. Lösch eines, in dem du nicht mehr einkaufst.`,
  categoryOrderInvalid: 'Jede der 12 Kategorien muss genau einmal in der Reihenfolge vorkommen.',
  servingsInvalid: (max) => `Die Portionen müssen eine ganze Zahl von 1 bis ${max} sein.`,
  sourceUrlInvalid: 'Die Quelle muss ein Weblink sein, der mit http:// oder https:// beginnt.',
  planScaleInvalid: 'Wähle ½×, 1×, 2× oder 3×.',
  recipeLinkRequired: 'Füge den Link einer Rezeptseite ein.',
  recipeLinkTooLong: (max) => `Ein Link darf höchstens ${max} Zeichen lang sein.`,
  recipeLinkInvalid: 'Das ist kein Weblink. Füge einen ein, der mit https:// beginnt.',
  recipeLinkScheme: 'Nur Weblinks (http:// oder https://) können importiert werden.',
  recipeLinkPort: 'Nur Links auf den üblichen Web-Ports können importiert werden.',
  recipeLinkPrivate:
    'Dieser Link zeigt auf eine Adresse in einem privaten Netzwerk und kann nicht importiert werden.',
  recipeSiteUnreachable:
    'Wir konnten diese Website nicht erreichen. Prüf den Link und versuch es noch einmal.',
  recipeSiteError: (status) =>
    `Diese Website hat mit einem Fehler geantwortet (${status}). Versuch es später noch einmal.`,
  recipeTooManyRedirects: 'Dieser Link leitet zu oft weiter, um ihm zu folgen.',
  recipePageTooLarge: 'Diese Seite ist zu groß zum Importieren.',
  recipePageTooSlow: 'Diese Website hat zu lange für die Antwort gebraucht. Versuch es später noch einmal.',
  recipeNotHtml: 'Dieser Link führt nicht zu einer Webseite, die wir lesen können.',
  recipeNotFound: 'Auf dieser Seite ist kein Rezept, das wir lesen können.',
  recipeImportsTooFast:
    'Du importierst Rezepte zu schnell. Warte eine Minute und versuch es dann noch einmal.',
  sharesTooFast: (max, seconds) =>
    `Du kannst pro Minute mit bis zu ${max} E-Mail-Adressen teilen. Bitte warte ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} und versuch es dann noch einmal.`,
  recipeTextRequired: 'Füge den Text des Rezepts ein.',
  recipeTextTooLong: (max) => `Eingefügter Text darf höchstens ${max} Zeichen lang sein.`,
  recipeTextNoIngredients:
    'Wir konnten die Zutaten nicht finden. Setz sie unter eine Zeile, in der „Zutaten“ steht.',
  planEntryNotFound: 'Dieses Gericht ist nicht mehr im Plan.',
  slotFull: (max) => `Eine Mahlzeit im Plan fasst höchstens ${max} Gerichte.`,
  noMeals: 'Noch keine Gerichte gespeichert',
  emptyPlan: 'Dein Essensplan ist leer. Füge ein paar Gerichte hinzu, um eine Liste zu erstellen.',
  generateFailed: (reason) => `Die Einkaufsliste konnte nicht erstellt werden: ${reason}`,
  planUpdateFailed: 'Der Essensplan konnte nicht aktualisiert werden.',
  clearPlanFailed: 'Der Essensplan konnte nicht geleert werden.',
  subscribeSignIn: 'Du musst angemeldet sein, um ein Abo abzuschließen.',
  checkoutFailed: 'Keine Verbindung zur Zahlungsseite möglich. Bitte versuch es noch einmal.',
  noSubscriptionToManage: 'Für dieses Konto gibt es noch kein Abo, das du verwalten kannst.',
  testModeOff: 'Zahlungen im Testmodus sind auf diesem Server ausgeschaltet.',
  testCheckoutNotFound: 'Diesen Bezahlvorgang gibt es nicht, oder er gehört zu einem anderen Konto.',
  paymentSuccessful: 'Zahlung erfolgreich!',
  finalizingAccount: 'Dein Konto wird eingerichtet …',
  activationSlow:
    'Deine Zahlung ist eingegangen, aber Pro ist noch nicht aktiv. Das kann ein paar Minuten dauern: Lade diese Seite gleich neu oder melde dich bei uns, falls es so bleibt.',
  mealIdeaNeedsItems:
    'Bitte füge erst ein paar Artikel zu deiner Liste hinzu, bevor du nach einer Essensidee fragst.',
  suggestionsNeedItems:
    'Bitte füge erst ein paar Artikel zu deiner Liste hinzu, bevor du nach Vorschlägen fragst.',
  aiHttpFailure: (code) => `Die API-Anfrage ist mit Status ${code} fehlgeschlagen.`,
  aiBlocked: (reason) => `Anfrage blockiert: ${reason}`,
  aiEmpty: 'Von der KI kam keine gültige Antwort.',
  aiInvalidMealIdea: 'Die KI hat eine Essensidee in einem ungültigen Format geliefert.',
  aiTimeout: (seconds) =>
    `Die KI hat länger als ${seconds} Sekunden für die Antwort gebraucht, deshalb haben wir aufgehört zu warten. Bitte versuch es noch einmal.`,
  aiUnreachable: 'Der KI-Dienst ist nicht erreichbar. Bitte versuch es gleich noch einmal.',
  aiTooManyRequests: (seconds) =>
    `Du hast die KI in kurzer Zeit sehr oft gefragt. Bitte warte ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} und versuch es dann noch einmal.`,
  noMealIdea:
    'Keiner dieser Artikel passt bisher zu einem Gericht, das wir kennen. Füge ein paar Lebensmittel hinzu, etwa Hähnchen, Nudeln oder Eier, und versuch es noch einmal.',
  noSuggestions: 'Für diese Liste haben wir gerade keine weiteren Vorschläge.',
  deleteAccountEmailRequired: 'Gib zur Bestätigung die E-Mail-Adresse deines Kontos ein.',
  deleteAccountEmailMismatch:
    'Das ist nicht die E-Mail-Adresse dieses Kontos. Gib sie genau so ein, wie sie in deinem Profil steht; es wurde nichts gelöscht.',
  deleteAccountBillingFailed:
    'Wir konnten dein Pro-Abo beim Zahlungsanbieter nicht kündigen, deshalb wurde dein Konto nicht gelöscht. Bitte versuch es gleich noch einmal.',
  deleteAccountFailed: 'Dein Konto konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  exportFailed: 'Deine Daten konnten nicht heruntergeladen werden. Bitte versuch es noch einmal.',
  importChooseFile: 'Wähle eine Datendatei zum Importieren aus.',
  importNotJson:
    'Diese Datei ist keine Datendatei (sie ist kein JSON). Wähle die Datei aislewise-data-….json, die „Meine Daten herunterladen“ gespeichert hat.',
  importNotAislewise:
    'Das ist keine Aislewise-Datendatei. Wähle die Datei aislewise-data-….json, die „Meine Daten herunterladen“ gespeichert hat.',
  importUnknownVersion: 'Diese Datendatei hat keine Formatversion, die dieser Server lesen kann.',
  importNewerVersion: (version) =>
    `Diese Datei stammt von einer neueren Aislewise-Version (Datenformat-Version ${version}). Aktualisiere diesen Server und importiere sie dann noch einmal.`,
  importFileInvalid: (where, problem) => `Diese Datei kann nicht importiert werden: ${where}: ${problem}`,
  importTimeInvalid: 'Schreib die Zeit im Format 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal) => `Das Gericht „${meal}“ ist nicht unter den Gerichten der Datei.`,
  importFileTooLarge: (mb) => `Diese Datei ist zu groß zum Importieren (maximal ${mb} MB).`,
  importTooManyItems: (inFile, max) =>
    `Diese Datei enthält ${inFile.toLocaleString('de')} Artikel auf ihren Listen; ein Import umfasst insgesamt höchstens ${max.toLocaleString('de')}, mehr als die Listen eines Haushalts fassen. Es wurde nichts importiert.`,
  importTooManyLists: (inFile, owned, max) =>
    `Diese Datei enthält ${inFile} ${inFile === 1 ? 'Liste' : 'Listen'}, und kostenlose Konten haben bis zu ${max} (du hast ${owned}). Hol dir Pro für unbegrenzt viele Listen, oder lösch Listen und importiere noch einmal. Es wurde nichts importiert.`,
  importTooManyStores: (added, owned, max) =>
    `Du kannst bis zu ${max} Geschäfte haben: Diese Datei fügt ${added} hinzu, und du hast ${owned}. Lösch Geschäfte, in denen du nicht mehr einkaufst, und importiere dann noch einmal. Es wurde nichts importiert.`,
  importFailed: 'Die Datei konnte nicht importiert werden. Bitte versuch es noch einmal.',
  importedMyData: (c) => {
    const n = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
    return `Importiert: ${n(c.lists, 'Liste', 'Listen')} mit ${n(c.items, 'Artikel', 'Artikeln')}, ${n(c.meals, 'Gericht', 'Gerichte')}, ${n(c.planEntries, 'Planeintrag', 'Planeinträge')} und ${n(c.stores, 'Geschäft', 'Geschäfte')}.`;
  },
  importKeptExisting: (meals, stores) =>
    `Gerichte und Geschäfte, die du schon unter demselben Namen hattest, sind unverändert geblieben (${meals} ${meals === 1 ? 'Gericht' : 'Gerichte'}, ${stores} ${stores === 1 ? 'Geschäft' : 'Geschäfte'}).`,
  importMealsNeedPro:
    'Deine Gerichte und dein Essensplan sind gespeichert und erscheinen, sobald du dir Pro holst.',
  stapleNameRequired: 'Gib den Artikel ein, den dein Haushalt immer da hat.',
  tooManyStaples: (max) =>
    `Die Liste „Immer im Haus“ eines Haushalts fasst bis zu ${max} Artikel. Entferne einen, den ihr nicht mehr immer da habt, und füge dann diesen hinzu.`,
  stapleAdded: (name) => `„${name}“ steht jetzt auf der Liste „Immer im Haus“ deines Haushalts.`,
  reviewAlreadyOnList: (before, after) =>
    before === after ? `schon auf der Liste: ${before}` : `schon auf der Liste: ${before} → ${after}`,
  reviewNothingTicked: 'Hak mindestens eine Zeile zum Hinzufügen an.',
  resortWarningBy: (name) =>
    `${name} hat einen Artikel bearbeitet. Sortiere neu, um ihn in den richtigen Gang zu verschieben.`,
  resortWarningUnknown:
    'Ein Artikel wurde bearbeitet. Sortiere neu, um ihn in den richtigen Gang zu verschieben.',
  itemLineTooLong: (line, start, max) =>
    `Zeile ${line} („${start}…“) ist länger als ${max} Zeichen. Kürze sie oder teile sie auf zwei Zeilen auf.`,
  historyItemNotFound: 'Diesen Artikel hat dein Haushalt bisher nicht gekauft.',
  onTheList: (quantity) => (quantity ? `auf der Liste · ${quantity}` : 'auf der Liste'),
  storeNameTaken: (name) => `Du hast schon ein Geschäft namens „${name}“. Gib diesem einen anderen Namen.`,
  mealNameTaken: (name) => `Du hast schon ein Gericht namens „${name}“. Gib diesem einen anderen Namen.`,
  checkoutCancelled: 'Bezahlvorgang abgebrochen. Dir wurde nichts berechnet.',
  shareListFailed: 'Die Liste konnte nicht geteilt werden. Bitte versuch es noch einmal.',
};

/** How German shows a stored quantity ('1,5 kg'), loaded with the messages in the web. */
export { showQuantity } from '../items/quantity-words/de';
