import { randomBytes } from 'node:crypto';
import type { PlanId, TestCheckout } from '@shared/contract/billing';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { publishToHousehold } from '../db/household-scope';
import { billingCustomer, billingEvent, billingSubscription, testCheckout, user } from '../db/schema';

/** Stripe statuses that give Pro; every other one (past_due, canceled, unpaid, …) does not. */
const PAYING = ['active', 'trialing'];
/** Stripe statuses after which a subscription can never charge again. */
const ENDED = ['canceled', 'incomplete_expired'];

/** A subscription's state as one event (or a test-mode action) tells it. */
export interface SubscriptionChange {
  id: string;
  userId: string;
  customerId: string | null;
  status: string;
  /** The event's `created`, in seconds: older than what was applied means it arrived late and is ignored. */
  eventAt: number;
}

/** Customers, subscriptions, processed events and test-mode checkouts. */
export function billingRepo(db: Database) {
  /** Applies a change unless a newer one was applied, then makes the user's status follow their subscriptions. */
  const applySubscription = async (tx: Transaction, change: SubscriptionChange): Promise<boolean> => {
    const applied = await tx
      .insert(billingSubscription)
      .values({
        id: change.id,
        userId: change.userId,
        customerId: change.customerId,
        status: change.status,
        lastEventAt: change.eventAt,
      })
      .onConflictDoUpdate({
        target: billingSubscription.id,
        set: {
          status: change.status,
          customerId: sql`coalesce(${change.customerId}, ${billingSubscription.customerId})`,
          lastEventAt: change.eventAt,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${billingSubscription.lastEventAt} <= ${change.eventAt}`,
      })
      .returning({ id: billingSubscription.id });
    if (applied.length === 0) {
      return false;
    }
    const paying = await tx
      .select({ id: billingSubscription.id })
      .from(billingSubscription)
      .where(and(eq(billingSubscription.userId, change.userId), inArray(billingSubscription.status, PAYING)))
      .limit(1);
    const status = paying.length > 0 ? 'active' : 'inactive';
    const changed = await tx
      .update(user)
      .set({ subscriptionStatus: status, updatedAt: sql`now()` })
      .where(and(eq(user.id, change.userId), sql`${user.subscriptionStatus} <> ${status}`))
      .returning({ id: user.id });
    if (changed.length > 0) {
      // One subscription is the whole household's Pro: every member's profile and household changed.
      await publishToHousehold(tx, change.userId, ['user', 'household']);
    }
    return true;
  };

  /** Reads and writes allowed while one webhook event is processed. */
  const eventScope = (tx: Transaction) => ({
    applySubscription: (change: SubscriptionChange) => applySubscription(tx, change),
    saveCustomer: (userId: string, customerId: string) =>
      tx.insert(billingCustomer).values({ userId, customerId }).onConflictDoNothing(),
    async userExists(userId: string): Promise<boolean> {
      const rows = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      return rows.length > 0;
    },
    /** The user a subscription or customer already belongs to, for events without our metadata. */
    async ownerOf(subscriptionId: string, customerId: string | null): Promise<string | null> {
      const [bySubscription] = await tx
        .select({ userId: billingSubscription.userId })
        .from(billingSubscription)
        .where(eq(billingSubscription.id, subscriptionId));
      if (bySubscription || !customerId) {
        return bySubscription?.userId ?? null;
      }
      const [byCustomer] = await tx
        .select({ userId: billingCustomer.userId })
        .from(billingCustomer)
        .where(eq(billingCustomer.customerId, customerId));
      return byCustomer?.userId ?? null;
    },
  });

  return {
    /** The user's Stripe customer id, or null before their first checkout. */
    async customerOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: billingCustomer.customerId })
        .from(billingCustomer)
        .where(eq(billingCustomer.userId, userId));
      return row?.customerId ?? null;
    },

    /** Keeps the user's customer; when two checkouts raced, the first one stored wins and is answered. */
    async saveCustomer(userId: string, customerId: string): Promise<string> {
      await db.insert(billingCustomer).values({ userId, customerId }).onConflictDoNothing();
      return (await this.customerOf(userId)) ?? customerId;
    },

    /**
     * Runs `work` for an event the first time its id is seen, in one transaction with recording the id:
     * a repeated delivery does nothing, and a failure leaves it unrecorded so Stripe's retry runs it again.
     */
    async processOnce(
      eventId: string,
      type: string,
      work: (scope: ReturnType<typeof eventScope>) => Promise<void>,
    ): Promise<'processed' | 'duplicate'> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvent)
          .values({ id: eventId, type })
          .onConflictDoNothing()
          .returning({ id: billingEvent.id });
        if (inserted.length === 0) {
          return 'duplicate';
        }
        await work(eventScope(tx));
        return 'processed';
      });
    },

    /** Applies a test-mode action as an event of this moment would. */
    async applyNow(change: Omit<SubscriptionChange, 'eventAt'>): Promise<void> {
      await db.transaction(async (tx) => {
        await applySubscription(tx, { ...change, eventAt: Math.floor(Date.now() / 1000) });
      });
    },

    /** Whether the user has any subscription on record (something to manage or cancel). */
    async hasSubscription(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: billingSubscription.id })
        .from(billingSubscription)
        .where(eq(billingSubscription.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** The user's subscriptions that have not ended for good: the ones a deleted account must cancel. */
    async unendedSubscriptionsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: billingSubscription.id })
        .from(billingSubscription)
        .where(and(eq(billingSubscription.userId, userId), notInArray(billingSubscription.status, ENDED)));
      return rows.map((row) => row.id);
    },

    async createTestCheckout(userId: string, plan: PlanId): Promise<string> {
      const id = `test_cs_${randomBytes(12).toString('base64url')}`;
      await db.insert(testCheckout).values({ id, userId, plan });
      return id;
    },

    /** The user's own test checkout, or null for an unknown id or another user's. */
    async findTestCheckout(id: string, userId: string): Promise<TestCheckout | null> {
      const [row] = await db
        .select({ id: testCheckout.id, plan: testCheckout.plan, status: testCheckout.status })
        .from(testCheckout)
        .where(and(eq(testCheckout.id, id), eq(testCheckout.userId, userId)));
      return row ?? null;
    },

    async markTestCheckoutPaid(id: string): Promise<void> {
      await db.update(testCheckout).set({ status: 'paid' }).where(eq(testCheckout.id, id));
    },
  };
}

/** The billing repository. */
export type BillingRepo = ReturnType<typeof billingRepo>;
/** What an event's handler may do inside its transaction. */
export type BillingEventScope = Parameters<Parameters<BillingRepo['processOnce']>[2]>[0];
