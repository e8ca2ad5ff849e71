/**
 * The food of an ingredient line without its amount: '1 1/2 cups basmati rice' → 'basmati rice',
 * '2-3 cloves garlic' → 'garlic'. Enough to offer a catalogue ingredient as a shopping item.
 */
const AMOUNT = /^(?:about\s+)?[\d\s½⅓⅔¼¾⅛.,/-]+/i;
const UNIT =
  /^(?:g|kg|mg|ml|l|dl|cl|oz|lbs?|pounds?|grams?|kilos?|kilograms?|litres?|liters?|cups?|tbsps?|tsps?|tablespoons?|teaspoons?|cloves?|cans?|tins?|jars?|packs?|packets?|bunch(?:es)?|handfuls?|pinch(?:es)?|slices?|sprigs?|sticks?|pieces?|heads?|stalks?|fillets?)\b\.?\s*(?:of\s+)?/i;

export function ingredientName(line: string): string {
  const withoutAmount = line.trim().replace(AMOUNT, '');
  if (withoutAmount === line.trim()) {
    return withoutAmount;
  }
  const name = withoutAmount.replace(UNIT, '').trim();
  // 'cloves garlic' keeps its food; a line that was only an amount and a unit keeps the whole text.
  return name === '' ? line.trim() : name;
}
