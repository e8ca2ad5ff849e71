import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../log';

/** One outgoing mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; `outbox` means it was written to a file for the operator instead of delivered. */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** SMTP when `SMTP_URL` is set; otherwise .eml files in the outbox folder, so a fresh install still works. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = transportOnFirstMail(async (nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      mode: 'smtp',
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...mail });
        options.log.info('mail sent', { to: mail.to, subject: mail.subject });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const composer = transportOnFirstMail(async (nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    mode: 'outbox',
    async send(mail) {
      const message = await (await composer()).sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, message.message as Buffer, { mode: 0o600 });
      options.log.info('mail written to outbox', { to: mail.to, subject: mail.subject, file });
    },
  };
}

/** Mail is rare (a password reset now and then): nodemailer is loaded with the first one, not at start-up. */
function transportOnFirstMail<T extends Transporter>(
  make: (nodemailer: typeof import('nodemailer')) => Promise<T>,
): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => {
    transport ??= import('nodemailer').then((loaded) => make(loaded.default));
    return transport;
  };
}
