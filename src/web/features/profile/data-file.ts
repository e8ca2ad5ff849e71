/** The name "Download my data" saves under: aislewise-data-YYYY-MM-DD.json, the day as the shopper's clock says. */
export function dataFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `aislewise-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Saves a value as a JSON file through the browser's own download (a link to a Blob, clicked). */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
