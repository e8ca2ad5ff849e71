/** A link the server answered (relative where it could be) as a full address to copy or share. */
export function absoluteUrl(url: string, origin: string = globalThis.location?.origin ?? ''): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
