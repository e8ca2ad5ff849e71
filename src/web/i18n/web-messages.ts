import type { Language } from '@shared/languages';
import { addMessages, type Messages, speakMessagesIn } from '@shared/messages';
import { currentLanguage } from './catalogue';

// Each language's messages are a chunk of their own, like its catalogue; English is the shared module itself.
const translations = import.meta.glob<Messages>('../../shared/message-translations/{de,fr,es,it,nl}.ts', {
  import: 'TRANSLATED_MESSAGES',
});

speakMessagesIn(currentLanguage);

/** Loads a language's messages (what `MESSAGES.x` says in the web: checks made before sending, confirms). */
export async function loadMessages(language: Language): Promise<void> {
  const load = translations[`../../shared/message-translations/${language}.ts`];
  if (load !== undefined) {
    addMessages(language, await load());
  }
}
