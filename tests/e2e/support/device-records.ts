import type { Page } from '@playwright/test';

/** A record the app keeps in IndexedDB for a signed-in user: their pages as last seen, or a change waiting. */
export interface DeviceRecord {
  key: string;
  value: unknown;
}

/** Everything the app keeps in IndexedDB for signed-in users (none before the first sign-in), in key order. */
export function deviceRecords(page: Page): Promise<DeviceRecord[]> {
  return page.evaluate(
    () =>
      new Promise<DeviceRecord[]>((resolve, reject) => {
        const opening = indexedDB.open('aislewise');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('device')) {
            resolve([]);
            return;
          }
          const records: DeviceRecord[] = [];
          const reading = db.transaction('device').objectStore('device').openCursor();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            const cursor = reading.result;
            if (!cursor) {
              resolve(records);
              return;
            }
            records.push({ key: String(cursor.key), value: cursor.value });
            cursor.continue();
          };
        };
      }),
  );
}

/** When the device's copy of the user's pages was last saved (ms since 1970), or 0 while none is kept. */
export async function keptCopySavedAt(page: Page): Promise<number> {
  const copy = (await deviceRecords(page)).find((record) => record.key.startsWith('queries:'));
  return (copy?.value as { savedAt?: number } | undefined)?.savedAt ?? 0;
}
