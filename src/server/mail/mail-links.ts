import { requestOrigin } from '../http/link-origin';
import { type MailLinkSettings, mailLinkOrigin } from '../http/mail-link-origin';
import type { Logger } from '../log';

/** Where the links of every mail point, decided in one place. */
export interface MailLinks {
  /**
   * `url`, a link built for `request`, moved onto the origin mails may use (mailLinkOrigin); null when the request
   * came in on an address no mail may point at: then send nothing and answer as if sent.
   */
  linkFor(url: string, request: Request | undefined, mail: string): string | null;
}

/** Mail links for the settings; the first refused one is logged with what to set, later ones are not. */
export function createMailLinks(settings: MailLinkSettings, log: Logger): MailLinks {
  let told = false;
  return {
    linkFor(url, request, mail) {
      const header = (name: string) => request?.headers.get(name);
      const origin = mailLinkOrigin(header, settings);
      if (origin !== null) {
        const link = new URL(url);
        return new URL(`${link.pathname}${link.search}`, origin).href;
      }
      if (!told) {
        told = true;
        // Once per process: a stranger sending such requests must not fill the log.
        log.warn(
          `${mail} not sent: its link would point at the address the request came in on, which is not PUBLIC_URL, ` +
            'a host in ALLOWED_HOSTS, loopback or a private-network address. Set PUBLIC_URL to the address users ' +
            'open the app at, or add the host to ALLOWED_HOSTS (comma-separated). Logged once; later ones are not.',
          { requestOrigin: requestOrigin(header, settings) },
        );
      }
      return null;
    },
  };
}
