import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_DIR } from './e2e-paths';

interface StoredMail {
  receivedAt: number;
  to: string[];
  raw: string;
}

/** Waits (polling, up to the deadline) for a mail to the address received after `since`, newest first. */
export async function waitForMail(address: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(address.toLowerCase(), since);
    if (mail) {
      return mail.raw;
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link of the newest mail to the address received after `since`. */
export async function waitForLinkInMail(address: string, since: number): Promise<string> {
  const body = mailText(await waitForMail(address, since));
  const link = body.match(/https?:\/\/[^\s"'<>]+/)?.[0];
  if (!link) {
    throw new Error(`The mail to ${address} holds no link:\n${body}`);
  }
  return link.replace(/&amp;/g, '&');
}

async function newestMailTo(address: string, since: number): Promise<StoredMail | undefined> {
  const names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.json')).sort();
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as StoredMail;
    if (mail.receivedAt >= since && mail.to.includes(address)) {
      return mail;
    }
  }
  return undefined;
}

/** The decoded text of a MIME message: its text/plain parts first, then any others. */
export function mailText(raw: string): string {
  const parts = mimeParts(raw);
  const plain = parts.filter((part) => part.type.startsWith('text/plain'));
  return [...plain, ...parts.filter((part) => !plain.includes(part))].map((part) => part.text).join('\n');
}

function mimeParts(entity: string): { type: string; text: string }[] {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type, text: decode(body, encoding) }];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return headers;
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
