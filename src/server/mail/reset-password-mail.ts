import type { Language } from '@shared/languages';
import type { Mail } from './mailer';

/** The reset mail's words in one language. */
interface ResetWords {
  readonly subject: string;
  readonly asked: string;
  /** The plain-text line before the link. */
  readonly openWithin: string;
  /** The HTML sentence around the link: `<a>` and `</a>` mark the link's words. */
  readonly chooseWithin: string;
  readonly notYou: string;
}

const WORDS: Record<Language, ResetWords> = {
  en: {
    subject: 'Reset your Aislewise password',
    asked: 'Someone asked to reset the password of your Aislewise account.',
    openWithin: 'Open this link within one hour to choose a new password (it works once):',
    chooseWithin: '<a>Choose a new password</a> within one hour (the link works once).',
    notYou: 'If that was not you, ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Setze dein Aislewise-Passwort zurück',
    asked: 'Jemand möchte das Passwort deines Aislewise-Kontos zurücksetzen.',
    openWithin:
      'Öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen (er funktioniert einmal):',
    chooseWithin: '<a>Wähle ein neues Passwort</a> innerhalb einer Stunde (der Link funktioniert einmal).',
    notYou: 'Warst du das nicht, ignoriere diese Mail einfach: Dein Passwort bleibt, wie es ist.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Aislewise',
    asked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Aislewise.',
    openWithin:
      'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe (il ne fonctionne qu’une fois) :',
    chooseWithin:
      '<a>Choisissez un nouveau mot de passe</a> dans l’heure (le lien ne fonctionne qu’une fois).',
    notYou: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablece tu contraseña de Aislewise',
    asked: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Aislewise.',
    openWithin:
      'Abre este enlace en menos de una hora para elegir una contraseña nueva (solo funciona una vez):',
    chooseWithin: '<a>Elige una contraseña nueva</a> en menos de una hora (el enlace solo funciona una vez).',
    notYou: 'Si no has sido tú, ignora este correo: tu contraseña sigue igual.',
  },
  it: {
    subject: 'Reimposta la password di Aislewise',
    asked: 'Qualcuno ha chiesto di reimpostare la password del tuo account Aislewise.',
    openWithin: 'Apri questo link entro un’ora per scegliere una nuova password (funziona una sola volta):',
    chooseWithin: '<a>Scegli una nuova password</a> entro un’ora (il link funziona una sola volta).',
    notYou: 'Se non sei stato tu, ignora questa email: la tua password resta com’è.',
  },
  nl: {
    subject: 'Stel je Aislewise-wachtwoord opnieuw in',
    asked: 'Iemand heeft gevraagd het wachtwoord van je Aislewise-account opnieuw in te stellen.',
    openWithin: 'Open deze link binnen een uur om een nieuw wachtwoord te kiezen (hij werkt één keer):',
    chooseWithin: '<a>Kies een nieuw wachtwoord</a> binnen een uur (de link werkt één keer).',
    notYou: 'Was jij dit niet? Negeer deze mail dan: je wachtwoord blijft zoals het is.',
  },
};

/**
 * The password-reset mail, in the language of whoever asked for it (the page's, sent with the request): the link,
 * how long it lasts, and what to do if it was not you.
 */
export function resetPasswordMail(to: string, url: string, language: Language = 'en'): Mail {
  const words = WORDS[language];
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to,
    subject: words.subject,
    text: [words.asked, '', words.openWithin, url, '', words.notYou].join('\n'),
    html: [
      `<p>${words.asked}</p>`,
      `<p>${words.chooseWithin.replace('<a>', `<a href="${escaped}">`)}</p>`,
      `<p>${words.notYou}</p>`,
    ].join('\n'),
  };
}
