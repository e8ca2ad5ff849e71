import { foldItemText, splitItemWords } from '@shared/categorizer/fold-item-text';
import { singularizeWord } from '@shared/categorizer/singularize-word';

/**
 * The one key for "the same item": the words of an item's name once case, accents, punctuation and plurals are
 * set aside ('Limes' is 'lime', 'Ground Beef' is 'ground beef'). It decides which added line joins a row already
 * on a list (merge, on the server, the device and the guest list alike) and which ticks of a store's trips are
 * one item when its walking order is learned (learning). Every word and number counts, unlike the
 * categorizer's looser key (normalizeItemText, which decides an aisle): 'organic milk' is not 'milk', and
 * 'batteries 9V' is not 'batteries AA'.
 */
export function itemKey(name: string): string {
  return splitItemWords(foldItemText(name)).map(singularizeWord).join(' ');
}
