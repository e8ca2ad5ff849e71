import type { OutputOf } from '@shared/api';
import { call } from './rpc-client';

/** What this server offers before anyone signs in: the billing mode and the ad network's publisher id. */
export type SiteOptions = OutputOf<'siteOptions'>;

let pending: Promise<SiteOptions> | null = null;

/** The site options, asked once per page load; a failed answer is asked again next time. */
export function loadSiteOptions(): Promise<SiteOptions> {
  pending ??= call('siteOptions', {}).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
