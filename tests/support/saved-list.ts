import type { SavedList } from '@/features/lists/api/list-cache';

/** A saved list as the device holds it, one member and no items unless `changes` say otherwise. */
export function savedList(changes: Partial<SavedList> = {}): SavedList {
  return {
    id: 'l1',
    name: 'Weekend',
    ownerId: 'u1',
    members: [{ uid: 'u1', displayName: 'Ann', isOwner: true }],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    plannedMeals: [],
    needsResort: false,
    resortBy: null,
    storeId: null,
    walk: null,
    visibility: 'household',
    items: null,
    version: 1,
    abilities: { rename: true, delete: true, leave: false, share: true, removeMembers: true },
    ...changes,
  };
}
