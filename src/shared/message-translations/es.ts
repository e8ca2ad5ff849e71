import type { Messages } from '../messages';

/** Spanish: the messages of `messages.ts`, as a Spanish shopping app says them. */
export const TRANSLATED_MESSAGES: Messages = {
  emptySort: 'Escribe al menos un artículo para empezar tu lista.',
  emptyExport: '¡Tu lista está vacía!',
  addedToList: (added, merged) =>
    `${added} ${added === 1 ? 'artículo añadido' : 'artículos añadidos'}${merged > 0 ? `, ${merged} ya ${merged === 1 ? 'estaba' : 'estaban'} en tu lista` : ''}`,
  tooManyItems: (max) =>
    `Una lista puede tener como máximo ${max} artículos. Divídela en listas más pequeñas.`,
  itemTooLong: (max) => `Cada artículo puede tener como máximo ${max} caracteres.`,
  bodyTooLarge: (kib) =>
    `La solicitud es demasiado grande (el límite es de ${kib} KB). Prueba con una lista más corta.`,
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  offSiteRedirect: (field) =>
    `${field} debe ser una página de este sitio, como /reset-password, o una dirección de este sitio.`,
  nulCharacter: 'El texto no puede contener el carácter NUL (\\u0000).',
  brokenCharacter: 'El texto no puede contener un carácter roto (la mitad de un par sustituto UTF-16).',
  unknownProcedure: (name) => `No existe ningún procedimiento llamado «${name}».`,
  internal: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  itemIdsMismatch: 'Envía un identificador de artículo por cada línea de artículos, o ninguno.',
  itemIdTaken:
    'Un identificador de artículo de esta operación pertenece a otra lista; no se ha añadido nada.',
  offlineCall: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  callTimeout: 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo.',
  requestCancelled: 'La solicitud se canceló antes de terminar; no se ha cambiado nada.',
  changeInProgress: 'El mismo cambio todavía se está aplicando. Espera un momento e inténtalo de nuevo.',
  changeIdSpent: 'Este identificador de cambio ya se usó para otra acción. Inténtalo de nuevo.',
  chunkTimeout: 'Esta página ha tardado demasiado en cargar.',
  copied: '¡Copiado!',
  signInRequired: 'Inicia sesión para hacer eso.',
  proRequired: 'Esta es una función Pro. Hazte Pro para usarla.',
  displayNameRequired: 'Escribe un nombre para mostrar.',
  householdNameRequired: 'Escribe un nombre para tu hogar.',
  householdUnitsInvalid: 'Elige unidades métricas o estadounidenses.',
  householdNameTooLong: (max) => `El nombre de un hogar puede tener como máximo ${max} caracteres.`,
  householdNamedFor: (name) => `Hogar de ${name}`,
  householdRenameRefused: 'Solo el propietario o un administrador del hogar puede cambiarle el nombre.',
  householdUnitsRefused: 'Solo el propietario o un administrador del hogar puede cambiar sus unidades.',
  householdInviteRefused: 'Solo el propietario o un administrador del hogar puede invitar a otras personas.',
  householdInviteInvalid: 'Este enlace de invitación al hogar no es válido. Pide uno nuevo.',
  householdInviteExpired: 'Esta invitación al hogar ha caducado. Pide un enlace nuevo.',
  householdInviteRevoked: 'Esta invitación al hogar se ha retirado. Pide un enlace nuevo.',
  householdInviteUsedUp:
    'Esta invitación al hogar ya se ha usado todas las veces permitidas. Pide un enlace nuevo.',
  householdTooManyLinks: (max) =>
    `Un hogar puede tener como máximo ${max} enlaces de invitación a la vez. Revoca primero uno que ya no necesites.`,
  householdFull: (max) => `Este hogar está completo: un hogar tiene como máximo ${max} miembros.`,
  householdAlreadyIn: 'Ya estás en este hogar.',
  householdMemberNotFound: 'Esa persona no está en tu hogar.',
  householdRemoveRefused: 'Solo el propietario o un administrador del hogar puede quitar a otras personas.',
  householdRemoveAdminRefused: 'Solo el propietario puede quitar a un administrador.',
  householdRemoveOwnerRefused:
    'No se puede quitar al propietario. Primero puede ceder el hogar a otra persona.',
  householdRemoveSelf: 'Para salir del hogar, usa «Salir del hogar».',
  householdRoleRefused: 'Solo el propietario del hogar puede cambiar los roles.',
  householdOwnRole: 'Cede el hogar a otra persona para cambiar tu propio rol.',
  householdLeaveAlone: 'Eres el único miembro de este hogar, así que no hay nada de lo que salir.',
  listVisibilityRefused: 'Solo quien creó esta lista puede cambiar quién la ve.',
  listLinkInvalid: 'Este enlace de la lista ya no es válido. Pide uno nuevo.',
  displayNameTooLong: (max) => `Un nombre para mostrar puede tener como máximo ${max} caracteres.`,
  profileImageInvalid: (max) =>
    `La foto de perfil debe ser un enlace web que empiece por http:// o https://, de ${max} caracteres como máximo.`,
  signInFailed: 'No se ha podido iniciar sesión. Inténtalo de nuevo.',
  resetLinkSent: '¡Enlace para restablecer la contraseña enviado! Revisa tu correo.',
  profileSaved: '¡Perfil guardado!',
  profileSaveFailed: 'No se ha podido actualizar el perfil. Inténtalo de nuevo.',
  tooManyAttempts: (minutes) =>
    `Demasiados intentos. Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} e inténtalo de nuevo.`,
  listNameRequired: 'Escribe un nombre para la lista.',
  listNameTooLong: (max) => `El nombre de una lista puede tener como máximo ${max} caracteres.`,
  itemNameRequired: 'Escribe el nombre del artículo.',
  listNotFound: 'Esa lista no existe o no se ha compartido contigo.',
  itemNotFound: 'Ese artículo ya no está en la lista.',
  ownerOnlyDelete: 'Solo el propietario puede eliminar esta lista. En su lugar, puedes salir de ella.',
  ownerCannotLeave: 'El propietario no puede salir de su propia lista. Elimínala en su lugar.',
  ownerOnlyRemove: 'Solo el propietario puede quitar a personas de esta lista.',
  freeListLimit: (max) =>
    `Las cuentas gratuitas pueden tener hasta ${max} listas. Elimina una o hazte Pro para tener listas ilimitadas.`,
  emailRequired: 'Escribe una dirección de correo electrónico.',
  emailTooLong: (max) => `Una dirección de correo electrónico puede tener como máximo ${max} caracteres.`,
  shareUserMissing:
    'No se ha encontrado ningún usuario con esa dirección de correo. Asegúrate de que se haya registrado.',
  shareSuccess: '¡Lista compartida!',
  shareWithSelf: 'Esa es tu propia dirección de correo: ya tienes esta lista.',
  inviteInvalid: 'Este enlace de invitación no es válido.',
  inviteForOtherAccount:
    'Esta invitación es para otra cuenta. Inicia sesión con la cuenta a la que se envió.',
  inviteRevoked: 'Ya no tienes acceso a esta lista.',
  loadFailed: 'No se han podido cargar tus datos.',
  loadListFailed: 'No se ha podido cargar la lista seleccionada.',
  createFailed: 'No se ha podido crear la nueva lista.',
  deleteFailed: 'No se ha podido eliminar la lista.',
  shareDialogFailed: 'Se ha producido un error. Inténtalo de nuevo.',
  shareUserMissingTitle: 'Usuario no encontrado',
  shareSuccessTitle: '¡Listo!',
  noLists: '¡Aún no hay listas!',
  keepGuestList: '¿Quieres conservar tu lista de invitado?',
  resortWarning: 'Has editado un artículo. Reordena la lista para moverlo al pasillo correcto.',
  mealNameRequired: 'Escribe el nombre de la comida.',
  mealNameTooLong: (max) => `El nombre de una comida puede tener como máximo ${max} caracteres.`,
  mealIngredientsRequired: 'Añade al menos un ingrediente.',
  tooManyIngredients: (max) => `Una comida puede tener como máximo ${max} ingredientes.`,
  instructionsTooLong: (max) => `Las instrucciones pueden tener como máximo ${max} caracteres.`,
  mealNotFound: 'Esa comida no existe o no es tuya.',
  storeNotFound: 'Esa tienda no existe o no es tuya.',
  storeNameRequired: 'Ponle un nombre a la tienda.',
  appPasswordNameRequired: 'Indica para qué app es esta contraseña, por ejemplo «Tablet de la cocina».',
  appPasswordNameTooLong: (max) => `El nombre de la app debe tener menos de ${max} caracteres.`,
  tooManyAppPasswords: (max) =>
    `Puedes tener hasta ${max} contraseñas de aplicación. Revoca una que ya no use ninguna app.`,
  appPasswordNotFound: 'Esa contraseña de aplicación ya está revocada.',
  appPasswordScope:
    'Las contraseñas de aplicación dan acceso a listas, artículos, comidas y el plan. Para tu cuenta y la facturación, inicia sesión en la web.',
  appPasswordRejected:
    'Usa tu dirección de correo y una contraseña de aplicación de Perfil → Apps conectadas.',
  bearerOnly: 'Envía una contraseña de aplicación como «Authorization: Bearer <contraseña de aplicación>».',
  appPasswordThrottled:
    'Demasiadas contraseñas de aplicación incorrectas. Espera unos minutos y vuelve a intentarlo.',
  storeNameTooLong: (max) => `El nombre de una tienda puede tener como máximo ${max} caracteres.`,
  tooManyStores: (max) => `Puedes tener hasta ${max} tiendas. Elimina una en la que ya no compres.`,
  categoryOrderInvalid: 'Incluye cada una de las 12 categorías una sola vez en el orden.',
  servingsInvalid: (max) => `Las raciones deben ser un número entero del 1 al ${max}.`,
  sourceUrlInvalid: 'La fuente debe ser un enlace web que empiece por http:// o https://.',
  planScaleInvalid: 'Elige ½×, 1×, 2× o 3×.',
  recipeLinkRequired: 'Pega el enlace de una página de receta.',
  recipeLinkTooLong: (max) => `Un enlace puede tener como máximo ${max} caracteres.`,
  recipeLinkInvalid: 'Eso no es un enlace web. Pega uno que empiece por https://.',
  recipeLinkScheme: 'Solo se pueden importar enlaces web (http:// o https://).',
  recipeLinkPort: 'Solo se pueden importar enlaces en los puertos web habituales.',
  recipeLinkPrivate: 'Este enlace apunta a una dirección de una red privada y no se puede importar.',
  recipeSiteUnreachable: 'No hemos podido conectar con ese sitio. Comprueba el enlace e inténtalo de nuevo.',
  recipeSiteError: (status) => `Ese sitio ha respondido con un error (${status}). Inténtalo más tarde.`,
  recipeTooManyRedirects: 'Ese enlace redirige demasiadas veces para seguirlo.',
  recipePageTooLarge: 'Esa página es demasiado grande para importarla.',
  recipePageTooSlow: 'Ese sitio ha tardado demasiado en responder. Inténtalo más tarde.',
  recipeNotHtml: 'Ese enlace no lleva a una página web que podamos leer.',
  recipeNotFound: 'Esa página no tiene ninguna receta que podamos leer.',
  recipeImportsTooFast: 'Estás importando recetas demasiado rápido. Espera un minuto e inténtalo de nuevo.',
  sharesTooFast: (max, seconds) =>
    `Puedes compartir con hasta ${max} direcciones de correo por minuto. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtalo de nuevo.`,
  recipeTextRequired: 'Pega el texto de la receta.',
  recipeTextTooLong: (max) => `El texto pegado puede tener como máximo ${max} caracteres.`,
  recipeTextNoIngredients:
    'No hemos encontrado los ingredientes. Ponlos debajo de una línea que diga «Ingredientes».',
  planEntryNotFound: 'Esa comida ya no está en el plan.',
  slotFull: (max) => `Cada hueco del plan admite como máximo ${max} comidas.`,
  noMeals: 'Aún no hay comidas guardadas',
  emptyPlan: 'Tu plan de comidas está vacío. Añade algunas comidas para generar una lista.',
  generateFailed: (reason) => `No se ha podido generar la lista de la compra: ${reason}`,
  planUpdateFailed: 'No se ha podido actualizar el plan de comidas.',
  clearPlanFailed: 'No se ha podido vaciar el plan de comidas.',
  subscribeSignIn: 'Tienes que iniciar sesión para suscribirte.',
  checkoutFailed: 'No se ha podido conectar con la página de pago. Inténtalo de nuevo.',
  noSubscriptionToManage: 'Esta cuenta aún no tiene ninguna suscripción que gestionar.',
  testModeOff: 'Los pagos en modo de prueba están desactivados en este servidor.',
  testCheckoutNotFound: 'Este pago no existe o pertenece a otra cuenta.',
  paymentSuccessful: '¡Pago completado!',
  finalizingAccount: 'Terminando de preparar tu cuenta…',
  activationSlow:
    'Tu pago se ha realizado, pero Pro aún no está activo. Puede tardar unos minutos: recarga esta página dentro de un momento o contáctanos si sigue igual.',
  mealIdeaNeedsItems: 'Añade algunos artículos a tu lista antes de pedir una idea de comida.',
  suggestionsNeedItems: 'Añade algunos artículos a tu lista antes de pedir sugerencias.',
  aiHttpFailure: (code) => `La solicitud a la API falló con el estado ${code}.`,
  aiBlocked: (reason) => `Solicitud bloqueada: ${reason}`,
  aiEmpty: 'No se ha podido obtener una respuesta válida de la IA.',
  aiInvalidMealIdea: 'La IA ha devuelto una idea de comida con un formato no válido.',
  aiTimeout: (seconds) =>
    `La IA ha tardado más de ${seconds} segundos en responder, así que hemos dejado de esperar. Inténtalo de nuevo.`,
  aiUnreachable: 'No se ha podido conectar con el servicio de IA. Inténtalo de nuevo en un momento.',
  aiTooManyRequests: (seconds) =>
    `Has consultado a la IA muchas veces en poco tiempo. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtalo de nuevo.`,
  noMealIdea:
    'Ninguno de estos artículos encaja todavía en una comida que conozcamos. Añade algunos alimentos, como pollo, pasta o huevos, e inténtalo de nuevo.',
  noSuggestions: 'Ahora mismo no tenemos más sugerencias para esta lista.',
  deleteAccountEmailRequired: 'Escribe el correo de tu cuenta para confirmar.',
  deleteAccountEmailMismatch:
    'Ese no es el correo de esta cuenta. Escríbelo exactamente como aparece en tu perfil; no se ha eliminado nada.',
  deleteAccountBillingFailed:
    'No hemos podido cancelar tu suscripción Pro con el proveedor de pagos, así que tu cuenta no se ha eliminado. Inténtalo de nuevo en un momento.',
  deleteAccountFailed: 'No se ha podido eliminar tu cuenta. Inténtalo de nuevo.',
  accountDeleted: 'Tu cuenta se ha eliminado.',
  exportFailed: 'No se han podido descargar tus datos. Inténtalo de nuevo.',
  importChooseFile: 'Elige un archivo de datos para importar.',
  importNotJson:
    'Ese archivo no es un archivo de datos (no es JSON). Elige el archivo aislewise-data-….json que guardó «Descargar mis datos».',
  importNotAislewise:
    'Este no es un archivo de datos de Aislewise. Elige el archivo aislewise-data-….json que guardó «Descargar mis datos».',
  importUnknownVersion:
    'Este archivo de datos no tiene ninguna versión de formato que este servidor pueda leer.',
  importNewerVersion: (version) =>
    `Este archivo lo creó una versión más reciente de Aislewise (versión ${version} del formato de datos). Actualiza este servidor y vuelve a importarlo.`,
  importFileInvalid: (where, problem) => `Este archivo no se puede importar: ${where}: ${problem}`,
  importTimeInvalid: 'Escribe la hora así: 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal) => `La comida «${meal}» no está entre las comidas del archivo.`,
  importFileTooLarge: (mb) => `Ese archivo es demasiado grande para importarlo (el límite es de ${mb} MB).`,
  importTooManyItems: (inFile, max) =>
    `Este archivo tiene ${inFile.toLocaleString('es')} artículos en sus listas; una importación admite como máximo ${max.toLocaleString('es')} en total, más de los que caben en las listas de un hogar. No se ha importado nada.`,
  importTooManyLists: (inFile, owned, max) =>
    `Este archivo tiene ${inFile} ${inFile === 1 ? 'lista' : 'listas'}, y las cuentas gratuitas pueden tener hasta ${max} (tú tienes ${owned}). Hazte Pro para tener listas ilimitadas, o elimina listas y vuelve a importar. No se ha importado nada.`,
  importTooManyStores: (added, owned, max) =>
    `Puedes tener hasta ${max} tiendas: este archivo añade ${added} y tú tienes ${owned}. Elimina las tiendas en las que ya no compres y vuelve a importar. No se ha importado nada.`,
  importFailed: 'No se ha podido importar el archivo. Inténtalo de nuevo.',
  importedMyData: (c) => {
    const n = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
    return `Importado: ${n(c.lists, 'lista', 'listas')} con ${n(c.items, 'artículo', 'artículos')}, ${n(c.meals, 'comida', 'comidas')}, ${n(c.planEntries, 'entrada del plan', 'entradas del plan')} y ${n(c.stores, 'tienda', 'tiendas')}.`;
  },
  importKeptExisting: (meals, stores) =>
    `Las comidas y tiendas que ya tenías con el mismo nombre se han mantenido tal cual (${meals} ${meals === 1 ? 'comida' : 'comidas'}, ${stores} ${stores === 1 ? 'tienda' : 'tiendas'}).`,
  importMealsNeedPro: 'Tus comidas y tu plan de comidas están guardados y aparecerán cuando te hagas Pro.',
  stapleNameRequired: 'Escribe el artículo que siempre hay en tu hogar.',
  tooManyStaples: (max) =>
    `La lista «Siempre en casa» de un hogar admite hasta ${max} artículos. Quita uno que ya no tengas siempre y luego añade este.`,
  stapleAdded: (name) => `«${name}» está ahora en la lista «Siempre en casa» de tu hogar.`,
  reviewAlreadyOnList: (before, after) =>
    before === after ? `ya en la lista: ${before}` : `ya en la lista: ${before} → ${after}`,
  reviewNothingTicked: 'Marca al menos una línea para añadir.',
  resortWarningBy: (name) =>
    `${name} ha editado un artículo. Reordena la lista para moverlo al pasillo correcto.`,
  resortWarningUnknown: 'Se ha editado un artículo. Reordena la lista para moverlo al pasillo correcto.',
  itemLineTooLong: (line, start, max) =>
    `La línea ${line} («${start}…») tiene más de ${max} caracteres. Acórtala o divídela en dos líneas.`,
  historyItemNotFound: 'Ese artículo no está entre lo que ha comprado tu hogar.',
  onTheList: (quantity) => (quantity ? `en la lista · ${quantity}` : 'en la lista'),
  storeNameTaken: (name) => `Ya tienes una tienda llamada «${name}». Ponle otro nombre a esta.`,
  mealNameTaken: (name) => `Ya tienes una comida llamada «${name}». Ponle otro nombre a esta.`,
  checkoutCancelled: 'Pago cancelado. No se te ha cobrado nada.',
  shareListFailed: 'No se ha podido compartir la lista. Inténtalo de nuevo.',
};

/** How Spanish shows a stored quantity ('1,5 kg'), loaded with the messages in the web. */
export { showQuantity } from '../items/quantity-words/es';
