/** User-facing texts from SPEC §5 and §8, one source for the server, the web and the tests. */
export const MESSAGES = {
  emptySort: 'Please enter at least one item to start your list.',
  emptyExport: 'Your list is empty!',
  tooManyItems: (max: number) => `A list can hold at most ${max} items. Split it into smaller lists.`,
  itemTooLong: (max: number) => `Each item can be at most ${max} characters long.`,
  bodyTooLarge: (kib: number) => `That request is too large (the limit is ${kib} KB). Try a shorter list.`,
  invalidJson: 'The request body is not valid JSON.',
  unknownProcedure: (name: string) => `There is no procedure called "${name}".`,
  internal: 'Something went wrong on our side. Please try again.',
  offlineCall: 'Could not reach the server. Check your connection and try again.',
  callTimeout: 'The server took too long to answer. Please try again.',
  chunkTimeout: 'This page took too long to load.',
  copied: 'Copied!',
  resortWarning: 'You edited an item. Re-sort to move it to the right aisle.',
} as const;
