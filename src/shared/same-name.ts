/** A name as a household's stores and meals are compared: trimmed, inner spaces folded, any case. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether `name` is already taken among `others` (a household's stores, or its meals), leaving out the one
 * being renamed: two stores called "Costco" and "costco " could not be told apart in a picker.
 */
export function nameTaken(
  name: string,
  others: readonly { id: string; name: string }[],
  renamingId: string | null = null,
): boolean {
  const key = nameKey(name);
  return others.some((other) => other.id !== renamingId && nameKey(other.name) === key);
}
