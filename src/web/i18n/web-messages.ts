import type { Language } from '@shared/languages';
import { addMessages, type Messages, speakMessagesIn } from '@shared/messages';
import { currentLanguage } from './catalogue';
import { keepQuantityWords } from './quantity-words';

/** What a language's chunk of messages holds: the messages, and how it writes quantities. */
interface LanguageMessages {
  TRANSLATED_MESSAGES: Messages;
  showQuantity: (quantity: string) => string;
}

// Each language's messages are a chunk of their own, like its catalogue; English is the shared module itself.
const translations = import.meta.glob<LanguageMessages>(
  '../../shared/message-translations/{de,fr,es,it,nl}.ts',
);

speakMessagesIn(currentLanguage);

/**
 * Loads a language's messages (what `MESSAGES.x` says in the web: checks made before sending, confirms) and how it
 * writes quantities (quantity-words.ts).
 */
export async function loadMessages(language: Language): Promise<void> {
  const load = translations[`../../shared/message-translations/${language}.ts`];
  if (load !== undefined) {
    const loaded = await load();
    addMessages(language, loaded.TRANSLATED_MESSAGES);
    keepQuantityWords(language, loaded.showQuantity);
  }
}
