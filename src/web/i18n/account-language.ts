import type { Language } from '@shared/languages';
import { keepDeviceLanguage } from './device-language';
import { switchLanguage } from './switch-language';

/**
 * A member's account names a language: the device keeps it (so the app starts in it offline, and before the session
 * has answered) and speaks it now. A failed chunk leaves the page in the language it was in.
 */
export function followAccountLanguage(language: Language): void {
  keepDeviceLanguage(language);
  switchLanguage(language).catch(() => undefined);
}
