import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { newId } from '../db/new-id';
import { canCreateList } from '../policies/lists';
import { isPro } from '../policies/pro';
import { canAddStores } from '../policies/stores';
import { presentImportCounts, presentMyData } from '../presenters/my-data-file';
import type { ProfileRepo } from '../profile';
import { AppError, accountGone } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import { planImport } from './import-plan';
import type { MyDataRepo } from './my-data.repo';
import { readDataFileInTurns } from './read-data-file';

/** Export and import of everything a user keeps here (docs/data-export.md). */
export function createMyDataProcedures(deps: {
  myData: MyDataRepo;
  profiles: ProfileRepo;
  freeListLimit: number;
  appVersion: string;
}): Pick<Procedures, 'exportMyData' | 'importMyData'> {
  return {
    exportMyData: async (_input, ctx) => {
      const rows = await deps.myData.exportOf(ctx.userId);
      return rows
        ? presentMyData(rows, ctx.userId, { version: deps.appVersion, now: new Date() })
        : accountGone();
    },
    importMyData: async (input, ctx) => {
      const file = await readDataFileInTurns(input.file);
      const pro = isPro(await deps.profiles.find(ctx.userId));
      const written = await deps.myData.importFor(ctx.userId, async (existing) => {
        const { ownedLists } = existing;
        refuseOverListLimit(file.lists.length, {
          isPro: pro,
          lists: ownedLists,
          freeListLimit: deps.freeListLimit,
        });
        const planned = await planImport(file, existing, ctx.userId, newId);
        refuseOverStoreLimit(planned.stores.length, existing.stores.length);
        return planned;
      });
      if (written === null) {
        return accountGone();
      }
      return presentImportCounts(written.rows, written.corrections);
    },
  };
}

/**
 * createList's rule, for every list of a file at once: a free account ends up owning at most its limit. The
 * whole file is refused rather than some of its lists imported (docs/data-export.md says why).
 */
function refuseOverListLimit(
  lists: number,
  owner: { isPro: boolean; lists: number; freeListLimit: number },
): void {
  if (lists > 0 && !canCreateList({ ...owner, lists: owner.lists + lists - 1 })) {
    throw new AppError(
      'PERMISSION_DENIED',
      MESSAGES.importTooManyLists(lists, owner.lists, owner.freeListLimit),
    );
  }
}

/** createStore's limit, for the stores a file adds. */
function refuseOverStoreLimit(added: number, owned: number): void {
  if (!canAddStores(owned, added)) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.importTooManyStores(added, owned, LIMITS.maxStores));
  }
}
