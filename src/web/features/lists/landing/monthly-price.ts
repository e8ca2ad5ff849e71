/** Pro's monthly price (SPEC §9: $0.99, billed in US dollars) as the reader's language writes it. */
export function monthlyPrice(language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0.99);
}
