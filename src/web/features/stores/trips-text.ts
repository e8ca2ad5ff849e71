/** How many shopping trips a store's learned order comes from, as the store's card says it. */
export function tripsText(trips: number): string {
  if (trips <= 0) {
    return 'No trips learned yet';
  }
  return `Order learned from ${tripCount(trips)}`;
}

/** '1 trip', '3 trips'. */
export function tripCount(trips: number): string {
  return `${trips} ${trips === 1 ? 'trip' : 'trips'}`;
}
