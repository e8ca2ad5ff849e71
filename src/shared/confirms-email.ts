/** True when the typed e-mail names the account: trimmed, case ignored (accounts keep e-mails lower-cased). */
export function confirmsEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}
