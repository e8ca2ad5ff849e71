import type { OutputOf } from '@shared/api';
import { call } from './rpc-client';

/** What this server offers before anyone signs in: the billing mode and the ad network's publisher id. */
export type SiteOptions = OutputOf<'siteOptions'>;

let pending: Promise<SiteOptions> | null = null;
let known: SiteOptions | undefined;

/** The site options, asked once per page load; a failed answer is asked again next time. */
export function loadSiteOptions(): Promise<SiteOptions> {
  pending ??= call('siteOptions', {}).then(
    (options) => {
      known = options;
      return options;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The site options when they have already come (asked early by main.tsx), for a first render that shows them at
 * once rather than one frame later, when what follows them would move.
 */
export function knownSiteOptions(): SiteOptions | undefined {
  return known;
}
