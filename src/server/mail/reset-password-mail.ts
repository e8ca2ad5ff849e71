import type { Mail } from './mailer';

/** The password-reset mail: the link, how long it lasts, and what to do if it was not you. */
export function resetPasswordMail(to: string, url: string): Mail {
  const lines = [
    'Someone asked to reset the password of your Aislewise account.',
    '',
    'Open this link within one hour to choose a new password (it works once):',
    url,
    '',
    'If that was not you, ignore this mail: your password stays as it is.',
  ];
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to,
    subject: 'Reset your Aislewise password',
    text: lines.join('\n'),
    html: [
      '<p>Someone asked to reset the password of your Aislewise account.</p>',
      `<p><a href="${escaped}">Choose a new password</a> within one hour (the link works once).</p>`,
      '<p>If that was not you, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
