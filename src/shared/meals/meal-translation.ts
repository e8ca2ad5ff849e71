/** A suggested meal in another language: its name, its grocery lines (same count and order as English) and steps. */
export interface MealTranslation {
  readonly name: string;
  readonly ingredients: readonly string[];
  readonly instructions: string;
}
/** Every suggested meal of the catalogue in one language, by the meal's id. */
export type MealTranslations = Readonly<Record<string, MealTranslation>>;
