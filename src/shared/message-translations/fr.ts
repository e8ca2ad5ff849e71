import type { Messages } from '../messages';

/** French: the messages of `messages.ts`, as a French shopping app says them. */
export const TRANSLATED_MESSAGES: Messages = {
  emptySort: 'Saisissez au moins un article pour commencer votre liste.',
  emptyExport: 'Votre liste est vide !',
  addedToList: (added, merged) =>
    `${added} ${added < 2 ? 'article ajouté' : 'articles ajoutés'}${merged > 0 ? `, ${merged} déjà sur votre liste` : ''}`,
  tooManyItems: (max) =>
    `Une liste peut contenir au plus ${max} articles. Divisez-la en listes plus petites.`,
  itemTooLong: (max) => `Chaque article peut compter au plus ${max} caractères.`,
  bodyTooLarge: (kib) =>
    `Cette requête est trop volumineuse (la limite est de ${kib} Ko). Essayez avec une liste plus courte.`,
  invalidJson: 'Le corps de la requête n’est pas du JSON valide.',
  offSiteRedirect: (field) =>
    `${field} doit être une page de ce site, comme /reset-password, ou une adresse de ce site.`,
  nulCharacter: 'Le texte ne peut pas contenir le caractère NUL (\\u0000).',
  brokenCharacter:
    'Le texte ne peut pas contenir de caractère cassé (une moitié de paire de substitution UTF-16).',
  unknownProcedure: (name) => `Il n’existe aucune procédure nommée « ${name} ».`,
  internal: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  itemIdsMismatch: 'Envoyez un identifiant d’article pour chaque ligne d’articles, ou aucun.',
  itemIdTaken: 'Un identifiant d’article de cet ajout appartient à une autre liste ; rien n’a été ajouté.',
  offlineCall: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  callTimeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  requestCancelled: 'La requête a été annulée avant la fin ; rien n’a été modifié.',
  changeInProgress: 'La même modification est encore en cours. Patientez un instant et réessayez.',
  changeIdSpent: 'Cet identifiant de modification a déjà servi pour une autre action. Réessayez.',
  chunkTimeout: 'Cette page a mis trop de temps à se charger.',
  copied: 'Copié !',
  signInRequired: 'Veuillez vous connecter pour faire cela.',
  proRequired: 'C’est une fonctionnalité Pro. Passez à Pro pour l’utiliser.',
  displayNameRequired: 'Veuillez saisir un nom d’affichage.',
  householdNameRequired: 'Veuillez saisir un nom pour votre foyer.',
  householdUnitsInvalid: 'Choisissez les unités métriques ou américaines.',
  householdNameTooLong: (max) => `Le nom d’un foyer peut compter au plus ${max} caractères.`,
  householdNamedFor: (name) => `Foyer de ${name}`,
  householdRenameRefused: 'Seul le propriétaire ou un administrateur du foyer peut le renommer.',
  householdUnitsRefused: 'Seul le propriétaire ou un administrateur du foyer peut changer ses unités.',
  householdInviteRefused: 'Seul le propriétaire ou un administrateur du foyer peut inviter des personnes.',
  householdInviteInvalid: 'Ce lien d’invitation au foyer n’est pas valide. Demandez-en un nouveau.',
  householdInviteExpired: 'Cette invitation au foyer a expiré. Demandez un nouveau lien.',
  householdInviteRevoked: 'Cette invitation au foyer a été retirée. Demandez un nouveau lien.',
  householdInviteUsedUp:
    'Cette invitation au foyer a été utilisée autant de fois qu’elle le permet. Demandez un nouveau lien.',
  householdTooManyLinks: (max) =>
    `Un foyer garde au plus ${max} liens d’invitation à la fois. Révoquez d’abord un lien dont vous n’avez plus besoin.`,
  householdFull: (max) => `Ce foyer est complet : un foyer compte au plus ${max} membres.`,
  householdAlreadyIn: 'Vous faites déjà partie de ce foyer.',
  householdMemberNotFound: 'Cette personne ne fait pas partie de votre foyer.',
  householdRemoveRefused: 'Seul le propriétaire ou un administrateur du foyer peut retirer des personnes.',
  householdRemoveAdminRefused: 'Seul le propriétaire peut retirer un administrateur.',
  householdRemoveOwnerRefused:
    'Le propriétaire ne peut pas être retiré. Il peut d’abord confier le foyer à quelqu’un d’autre.',
  householdRemoveSelf: 'Pour quitter le foyer, utilisez « Quitter le foyer ».',
  householdRoleRefused: 'Seul le propriétaire du foyer peut modifier les rôles.',
  householdOwnRole: 'Confiez le foyer à quelqu’un d’autre pour modifier votre propre rôle.',
  householdLeaveAlone: 'Vous êtes le seul membre de ce foyer : il n’y a rien à quitter.',
  listVisibilityRefused: 'Seule la personne qui a créé cette liste peut choisir qui la voit.',
  listLinkInvalid: 'Ce lien de liste n’est plus valide. Demandez-en un nouveau.',
  displayNameTooLong: (max) => `Un nom d’affichage peut compter au plus ${max} caractères.`,
  profileImageInvalid: (max) =>
    `Une photo de profil doit être un lien web commençant par http:// ou https://, de ${max} caractères au plus.`,
  signInFailed: 'La connexion a échoué. Veuillez réessayer.',
  resetLinkSent: 'Lien de réinitialisation du mot de passe envoyé ! Consultez vos e-mails.',
  profileSaved: 'Profil enregistré !',
  profileSaveFailed: 'Impossible de mettre à jour le profil. Veuillez réessayer.',
  tooManyAttempts: (minutes) =>
    `Trop de tentatives. Patientez ${minutes === 1 ? 'une minute' : `${minutes} minutes`} et réessayez.`,
  listNameRequired: 'Veuillez saisir un nom de liste.',
  listNameTooLong: (max) => `Un nom de liste peut compter au plus ${max} caractères.`,
  itemNameRequired: 'Veuillez saisir un nom d’article.',
  listNotFound: 'Cette liste n’existe pas, ou elle n’est pas partagée avec vous.',
  itemNotFound: 'Cet article n’est plus sur la liste.',
  ownerOnlyDelete: 'Seul le propriétaire peut supprimer cette liste. Vous pouvez la quitter à la place.',
  ownerCannotLeave: 'Le propriétaire ne peut pas quitter sa propre liste. Supprimez-la plutôt.',
  ownerOnlyRemove: 'Seul le propriétaire peut retirer des personnes de cette liste.',
  freeListLimit: (max) =>
    `Les comptes gratuits gardent jusqu’à ${max} listes. Supprimez-en une, ou passez à Pro pour des listes illimitées.`,
  emailRequired: 'Veuillez saisir une adresse e-mail.',
  emailTooLong: (max) => `Une adresse e-mail peut compter au plus ${max} caractères.`,
  shareUserMissing:
    'Aucun utilisateur ne correspond à cette adresse e-mail. Vérifiez que cette personne s’est bien inscrite.',
  shareSuccess: 'Liste partagée !',
  shareWithSelf: 'C’est votre propre adresse e-mail : vous avez déjà cette liste.',
  inviteInvalid: 'Ce lien d’invitation n’est pas valide.',
  inviteForOtherAccount:
    'Cette invitation est destinée à un autre compte. Connectez-vous avec le compte auquel elle a été envoyée.',
  inviteRevoked: 'Vous n’avez plus accès à cette liste.',
  loadFailed: 'Impossible de charger vos données.',
  loadListFailed: 'Impossible de charger la liste sélectionnée.',
  createFailed: 'Impossible de créer la nouvelle liste.',
  deleteFailed: 'Impossible de supprimer la liste.',
  shareDialogFailed: 'Une erreur est survenue. Veuillez réessayer.',
  shareUserMissingTitle: 'Utilisateur introuvable',
  shareSuccessTitle: 'C’est fait !',
  noLists: 'Aucune liste pour l’instant !',
  keepGuestList: 'Garder votre liste invité ?',
  resortWarning: 'Vous avez modifié un article. Retriez la liste pour le placer dans le bon rayon.',
  mealNameRequired: 'Veuillez saisir un nom de repas.',
  mealNameTooLong: (max) => `Un nom de repas peut compter au plus ${max} caractères.`,
  mealIngredientsRequired: 'Ajoutez au moins un ingrédient.',
  tooManyIngredients: (max) => `Un repas peut avoir au plus ${max} ingrédients.`,
  instructionsTooLong: (max) => `Les instructions peuvent compter au plus ${max} caractères.`,
  mealNotFound: 'Ce repas n’existe pas, ou il ne vous appartient pas.',
  storeNotFound: 'Ce magasin n’existe pas, ou il ne vous appartient pas.',
  storeNameRequired: 'Donnez un nom au magasin.',
  appPasswordNameRequired:
    'Nommez l’application à laquelle ce mot de passe est destiné, par exemple « Tablette de la cuisine ».',
  appPasswordNameTooLong: (max) => `Le nom de l’application doit faire moins de ${max} caractères.`,
  tooManyAppPasswords: (max) =>
    `Vous pouvez garder jusqu’à ${max} mots de passe d’application. Révoquez-en un qu’une application n’utilise plus.`,
  appPasswordNotFound: 'Ce mot de passe d’application est déjà révoqué.',
  appPasswordScope:
    'Les mots de passe d’application donnent accès aux listes, aux articles, aux repas et au planning. Connectez-vous sur le site pour gérer votre compte et la facturation.',
  appPasswordRejected:
    'Utilisez votre adresse e-mail et un mot de passe d’application créé dans Profil → Applications connectées.',
  bearerOnly:
    'Envoyez un mot de passe d’application sous la forme « Authorization: Bearer <mot de passe d’application> ».',
  appPasswordThrottled:
    'Trop de mots de passe d’application erronés. Patientez quelques minutes, puis réessayez.',
  storeNameTooLong: (max) => `Un nom de magasin peut compter au plus ${max} caractères.`,
  tooManyStores: (max) =>
    `Vous pouvez garder jusqu’à ${max} magasins. Supprimez-en un où vous ne faites plus vos courses.`,
  categoryOrderInvalid: 'Placez chacune des 12 catégories une seule fois dans l’ordre.',
  servingsInvalid: (max) => `Le nombre de portions doit être un nombre entier de 1 à ${max}.`,
  sourceUrlInvalid: 'La source doit être un lien web commençant par http:// ou https://.',
  planScaleInvalid: 'Choisissez ½×, 1×, 2× ou 3×.',
  recipeLinkRequired: 'Collez le lien d’une page de recette.',
  recipeLinkTooLong: (max) => `Un lien peut compter au plus ${max} caractères.`,
  recipeLinkInvalid: 'Ce n’est pas un lien web. Collez-en un qui commence par https://.',
  recipeLinkScheme: 'Seuls les liens web (http:// ou https://) peuvent être importés.',
  recipeLinkPort: 'Seuls les liens sur les ports web habituels peuvent être importés.',
  recipeLinkPrivate: 'Ce lien pointe vers une adresse de réseau privé et ne peut pas être importé.',
  recipeSiteUnreachable: 'Impossible de joindre ce site. Vérifiez le lien et réessayez.',
  recipeSiteError: (status) => `Ce site a répondu par une erreur (${status}). Réessayez plus tard.`,
  recipeTooManyRedirects: 'Ce lien redirige trop de fois pour être suivi.',
  recipePageTooLarge: 'Cette page est trop volumineuse pour être importée.',
  recipePageTooSlow: 'Ce site a mis trop de temps à répondre. Réessayez plus tard.',
  recipeNotHtml: 'Ce lien ne mène pas à une page web que nous savons lire.',
  recipeNotFound: 'Cette page ne contient aucune recette que nous sachions lire.',
  recipeImportsTooFast: 'Vous importez des recettes trop vite. Patientez une minute et réessayez.',
  sharesTooFast: (max, seconds) =>
    `Vous pouvez partager avec ${max} adresses e-mail au plus par minute. Patientez ${seconds} ${seconds < 2 ? 'seconde' : 'secondes'} et réessayez.`,
  recipeTextRequired: 'Collez le texte de la recette.',
  recipeTextTooLong: (max) => `Le texte collé peut compter au plus ${max} caractères.`,
  recipeTextNoIngredients:
    'Nous n’avons pas trouvé les ingrédients. Placez-les sous une ligne « Ingrédients ».',
  planEntryNotFound: 'Ce repas n’est plus dans le planning.',
  slotFull: (max) => `Un créneau de repas contient au plus ${max} repas.`,
  noMeals: 'Aucun repas enregistré pour l’instant',
  emptyPlan: 'Votre planning des repas est vide. Ajoutez quelques repas pour générer une liste.',
  generateFailed: (reason) => `Impossible de générer la liste de courses : ${reason}`,
  planUpdateFailed: 'Impossible de mettre à jour le planning des repas.',
  clearPlanFailed: 'Impossible de vider le planning des repas.',
  subscribeSignIn: 'Vous devez être connecté pour vous abonner.',
  checkoutFailed: 'Impossible d’accéder à la page de paiement. Veuillez réessayer.',
  noSubscriptionToManage: 'Il n’y a pas encore d’abonnement à gérer sur ce compte.',
  testModeOff: 'Les paiements en mode test sont désactivés sur ce serveur.',
  testCheckoutNotFound: 'Ce paiement n’existe pas ou appartient à un autre compte.',
  paymentSuccessful: 'Paiement réussi !',
  finalizingAccount: 'Finalisation de votre compte…',
  activationSlow:
    'Votre paiement est passé, mais Pro n’est pas encore actif. Cela peut prendre quelques minutes : rechargez cette page dans un instant, ou contactez-nous si rien ne change.',
  mealIdeaNeedsItems: 'Ajoutez quelques articles à votre liste avant de demander une idée de repas.',
  suggestionsNeedItems: 'Ajoutez quelques articles à votre liste avant de demander des suggestions.',
  aiHttpFailure: (code) => `La requête API a échoué avec le statut ${code}.`,
  aiBlocked: (reason) => `Requête bloquée : ${reason}`,
  aiEmpty: 'Impossible d’obtenir une réponse valide de l’IA.',
  aiInvalidMealIdea: 'L’IA a renvoyé une idée de repas dans un format non valide.',
  aiTimeout: (seconds) =>
    `L’IA a mis plus de ${seconds} secondes à répondre, nous avons donc arrêté d’attendre. Veuillez réessayer.`,
  aiUnreachable: 'Impossible de joindre le service d’IA. Réessayez dans un instant.',
  aiTooManyRequests: (seconds) =>
    `Vous avez sollicité l’IA très souvent en peu de temps. Patientez ${seconds} ${seconds < 2 ? 'seconde' : 'secondes'} et réessayez.`,
  noMealIdea:
    'Aucun de ces articles n’entre encore dans un repas que nous connaissons. Ajoutez quelques aliments, comme du poulet, des pâtes ou des œufs, et réessayez.',
  noSuggestions: 'Nous n’avons plus de suggestions pour cette liste pour le moment.',
  deleteAccountEmailRequired: 'Saisissez l’adresse e-mail de votre compte pour confirmer.',
  deleteAccountEmailMismatch:
    'Ce n’est pas l’adresse e-mail de ce compte. Saisissez-la exactement comme elle apparaît sur votre profil ; rien n’a été supprimé.',
  deleteAccountBillingFailed:
    'Nous n’avons pas pu résilier votre abonnement Pro auprès du prestataire de paiement, votre compte n’a donc pas été supprimé. Réessayez dans un instant.',
  deleteAccountFailed: 'Impossible de supprimer votre compte. Veuillez réessayer.',
  accountDeleted: 'Votre compte a été supprimé.',
  exportFailed: 'Impossible de télécharger vos données. Veuillez réessayer.',
  importChooseFile: 'Choisissez un fichier de données à importer.',
  importNotJson:
    'Ce fichier n’est pas un fichier de données (ce n’est pas du JSON). Choisissez le fichier aislewise-data-….json enregistré par « Télécharger mes données ».',
  importNotAislewise:
    'Ce n’est pas un fichier de données Aislewise. Choisissez le fichier aislewise-data-….json enregistré par « Télécharger mes données ».',
  importUnknownVersion: 'Ce fichier de données n’a aucune version de format que ce serveur sache lire.',
  importNewerVersion: (version) =>
    `Ce fichier a été créé par une version plus récente d’Aislewise (version ${version} du format de données). Mettez ce serveur à jour, puis importez-le à nouveau.`,
  importFileInvalid: (where, problem) => `Impossible d’importer ce fichier : ${where} : ${problem}`,
  importTimeInvalid: 'Écrivez l’heure sous la forme 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal) => `Le repas « ${meal} » ne figure pas parmi les repas du fichier.`,
  importFileTooLarge: (mb) => `Ce fichier est trop volumineux pour être importé (la limite est de ${mb} Mo).`,
  importTooManyItems: (inFile, max) =>
    `Ce fichier compte ${inFile.toLocaleString('fr')} articles dans ses listes ; un import en accepte au plus ${max.toLocaleString('fr')} au total, plus que ce que contiennent les listes d’un foyer. Rien n’a été importé.`,
  importTooManyLists: (inFile, owned, max) =>
    `Ce fichier contient ${inFile} ${inFile < 2 ? 'liste' : 'listes'}, et les comptes gratuits en gardent jusqu’à ${max} (vous en avez ${owned}). Passez à Pro pour des listes illimitées, ou supprimez des listes et importez à nouveau. Rien n’a été importé.`,
  importTooManyStores: (added, owned, max) =>
    `Vous pouvez garder jusqu’à ${max} magasins : ce fichier en ajoute ${added} et vous en avez ${owned}. Supprimez les magasins où vous ne faites plus vos courses, puis importez à nouveau. Rien n’a été importé.`,
  importFailed: 'Impossible d’importer le fichier. Veuillez réessayer.',
  importedMyData: (c) => {
    const n = (count: number, one: string, more: string) => `${count} ${count < 2 ? one : more}`;
    return `Importé : ${n(c.lists, 'liste', 'listes')} avec ${n(c.items, 'article', 'articles')}, ${n(c.meals, 'repas', 'repas')}, ${n(c.planEntries, 'entrée du planning', 'entrées du planning')} et ${n(c.stores, 'magasin', 'magasins')}.`;
  },
  importKeptExisting: (meals, stores) =>
    `Les repas et magasins que vous aviez déjà sous le même nom ont été conservés tels quels (${meals} repas, ${stores} ${stores < 2 ? 'magasin' : 'magasins'}).`,
  importMealsNeedPro:
    'Vos repas et votre planning des repas sont enregistrés et s’afficheront quand vous passerez à Pro.',
  stapleNameRequired: 'Saisissez l’article que votre foyer a toujours.',
  tooManyStaples: (max) =>
    `La liste « Toujours à la maison » d’un foyer compte jusqu’à ${max} articles. Retirez-en un que vous n’avez plus toujours, puis ajoutez celui-ci.`,
  stapleAdded: (name) =>
    `« ${name} » figure désormais dans la liste « Toujours à la maison » de votre foyer.`,
  reviewAlreadyOnList: (before, after) =>
    before === after ? `déjà sur la liste : ${before}` : `déjà sur la liste : ${before} → ${after}`,
  reviewNothingTicked: 'Cochez au moins une ligne à ajouter.',
  resortWarningBy: (name) =>
    `${name} a modifié un article. Retriez la liste pour le placer dans le bon rayon.`,
  resortWarningUnknown: 'Un article a été modifié. Retriez la liste pour le placer dans le bon rayon.',
  itemLineTooLong: (line, start, max) =>
    `La ligne ${line} (« ${start}… ») dépasse ${max} caractères. Raccourcissez-la ou coupez-la en deux lignes.`,
  historyItemNotFound: 'Cet article ne fait pas partie des achats de votre foyer.',
  onTheList: (quantity) => (quantity ? `sur la liste · ${quantity}` : 'sur la liste'),
  storeNameTaken: (name) => `Vous avez déjà un magasin nommé « ${name} ». Donnez un autre nom à celui-ci.`,
  mealNameTaken: (name) => `Vous avez déjà un repas nommé « ${name} ». Donnez un autre nom à celui-ci.`,
  checkoutCancelled: 'Paiement annulé. Vous n’avez pas été débité.',
  shareListFailed: 'Impossible de partager la liste. Veuillez réessayer.',
};

/** How French shows a stored quantity ('1,5 kg'), loaded with the messages in the web. */
export { showQuantity } from '../items/quantity-words/fr';
