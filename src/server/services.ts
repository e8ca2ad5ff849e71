import { type AccountDeletionRepo, accountDeletionRepo } from './account/account-deletion.repo';
import type { AiService } from './ai/ai-service';
import { categoryCacheRepo } from './ai/category-cache.repo';
import { type CategoryMemory, categoryMemoryRepo } from './ai/category-memory.repo';
import { createAiService } from './ai/create-ai-service';
import { type AppPasswordSignIn, createAppPasswordSignIn } from './app-passwords/app-password-sign-in';
import { type AppPasswordsRepo, appPasswordsRepo } from './app-passwords/app-passwords.repo';
import { type Auth, createAuth } from './auth/auth';
import { type AuthRateLimitRepo, authRateLimitRepo } from './auth/auth-rate-limit.repo';
import { loadAuthSecret } from './auth/auth-secret';
import { createSessionResolver, type SessionResolver } from './auth/session-resolver';
import { type BillingRepo, billingRepo } from './billing/billing.repo';
import { type BillingSetup, createBilling } from './billing/create-billing';
import { type AppliedChangesRepo, appliedChangesRepo } from './change-ids/applied-changes.repo';
import type { Config } from './config';
import { type DavRepo, davRepo } from './dav/dav.repo';
import type { DatabaseHandle } from './db/client';
import {
  createUnitsOf,
  type HouseholdInvitesRepo,
  type HouseholdMovesRepo,
  type HouseholdsRepo,
  householdInvitesRepo,
  householdMovesRepo,
  householdsRepo,
  type StaplesRepo,
  staplesRepo,
  type UnitsOf,
} from './households';
import { type ItemHistoryRepo, itemHistoryRepo } from './item-history/item-history.repo';
import { type AddToList, createAddToList } from './lists/add-to-list';
import { type ListAccess, listAccess } from './lists/list-access';
import { type ListsRepo, listsRepo } from './lists/lists.repo';
import { createResortList, type ResortList } from './lists/resort-list';
import type { Logger } from './log';
import { createMailer, type Mailer } from './mail/mailer';
import { type MealsRepo, mealsRepo } from './meals/meals.repo';
import { type MyDataRepo, myDataRepo } from './my-data/my-data.repo';
import { type ProfileRepo, profileRepo } from './profile/profile.repo';
import { type SharingRepo, sharingRepo } from './sharing/sharing.repo';
import { type StoreTripsRepo, storeTripsRepo } from './stores/store-trips.repo';
import { createStoreWalks, type StoreWalks } from './stores/store-walk';
import { type StoresRepo, storesRepo } from './stores/stores.repo';

/** Everything the HTTP app and the procedures work with, built once from the config and the database. */
export interface Services extends BillingSetup {
  config: Config;
  ai: AiService;
  auth: Auth;
  sessions: SessionResolver;
  profiles: ProfileRepo;
  households: HouseholdsRepo;
  unitsOf: UnitsOf;
  householdInvites: HouseholdInvitesRepo;
  householdMoves: HouseholdMovesRepo;
  /** What each household always has at home ("we always have"). */
  staples: StaplesRepo;
  lists: ListsRepo;
  /** Changes devices queued and the server applied, so a replay writes nothing twice. */
  appliedChanges: AppliedChangesRepo;
  /** Who a caller is to a list and whether its policy allows an action: the first step on a saved list. */
  listAccess: ListAccess;
  /** The one path items take onto a saved list. */
  addToList: AddToList;
  /** Filing a list's items under their aisles again. */
  resortList: ResortList;
  sharing: SharingRepo;
  categoryMemory: CategoryMemory;
  freeListLimit: number;
  authRateLimits: AuthRateLimitRepo;
  mailer: Mailer;
  billingRepo: BillingRepo;
  meals: MealsRepo;
  stores: StoresRepo;
  /** What each household bought, and its favourites. */
  itemHistory: ItemHistoryRepo;
  /** The ticks of lists set to stores, grouped into trips. */
  storeTrips: StoreTripsRepo;
  /** Stores' walking orders as their lists show them, learned from the trips. */
  storeWalks: StoreWalks;
  /** Deleting an account with everything that is its alone. */
  accountDeletion: AccountDeletionRepo;
  /** Everything of one user, read for an export and written by an import. */
  myData: MyDataRepo;
  /** The passwords other programs (CalDAV clients, scripts) sign in with. */
  appPasswords: AppPasswordsRepo;
  /** A program's sign-in with an app password: its account's id, or a refusal. */
  appPasswordSignIn: AppPasswordSignIn;
  /** What CalDAV keeps besides the items: the names clients gave them, and what its sync tokens stand for. */
  dav: DavRepo;
}

/** Builds the services; main.ts and the tests share this, so both run the same wiring. */
export function createServices(database: DatabaseHandle, config: Config, log: Logger): Services {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const households = householdsRepo(database.db);
  const unitsOf = createUnitsOf(households);
  const auth = createAuth({
    db: database.db,
    config,
    secret: loadAuthSecret(config.authSecret, config.dataDir),
    mailer,
    log,
    onUserCreated: async (userId) => {
      await households.ensureHousehold(userId);
    },
  });
  const categoryMemory = categoryMemoryRepo(database.db);
  const authRateLimits = authRateLimitRepo(database.db);
  const billing = billingRepo(database.db);
  const lists = listsRepo(database.db);
  const stores = storesRepo(database.db);
  const storeTrips = storeTripsRepo(database.db);
  const appPasswords = appPasswordsRepo(database.db);
  const ai = createAiService(config.ai, {
    memory: categoryMemory,
    cache: categoryCacheRepo(database.db),
    counters: authRateLimits,
  });
  return {
    ...createBilling(config, billing, log),
    billingRepo: billing,
    accountDeletion: accountDeletionRepo(database.db),
    myData: myDataRepo(database.db),
    meals: mealsRepo(database.db),
    stores,
    itemHistory: itemHistoryRepo(database.db),
    storeTrips,
    storeWalks: createStoreWalks({ stores, trips: storeTrips, log }),
    config,
    ai,
    categoryMemory,
    lists,
    appliedChanges: appliedChangesRepo(database.db),
    listAccess: listAccess(lists),
    addToList: createAddToList({ ai, lists, unitsOf }),
    unitsOf,
    resortList: createResortList({ ai, lists }),
    sharing: sharingRepo(database.db),
    freeListLimit: config.freeListLimit,
    auth,
    sessions: createSessionResolver(auth),
    profiles: profileRepo(database.db),
    households,
    householdInvites: householdInvitesRepo(database.db),
    householdMoves: householdMovesRepo(database.db),
    staples: staplesRepo(database.db),
    authRateLimits,
    mailer,
    appPasswords,
    appPasswordSignIn: createAppPasswordSignIn({ appPasswords, counters: authRateLimits, log }),
    dav: davRepo(database.db),
  };
}
