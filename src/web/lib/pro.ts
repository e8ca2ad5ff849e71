import type { Me } from '@shared/contract/profile';

/** Whether the Pro features are open to this user: the server decides (`isPro`), the web only reads it. */
export function hasPro(user: Me | null | undefined): boolean {
  return user?.isPro === true;
}
