import { LIMITS } from '@shared/limits';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/new-id';
import { list, listLink, shareInvite, user } from '../db/schema';

/** Share invites and the account lookup sharing needs. */
export function sharingRepo(db: Database) {
  return {
    /** The id of the account with this (lower-cased) e-mail, or null. */
    async userIdByEmail(email: string): Promise<string | null> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id ?? null;
    },
    /** Records an invite; its id is the unguessable part of the link. */
    async createInvite(listId: string, inviterId: string, recipientId: string): Promise<string> {
      const id = newId();
      await db.insert(shareInvite).values({ id, listId, inviterId, recipientId });
      return id;
    },
    /** An invite with its list's name and the inviter's display name, or null. */
    async findInvite(inviteId: string) {
      const [row] = await db
        .select({
          listId: shareInvite.listId,
          recipientId: shareInvite.recipientId,
          listName: list.name,
          sharedBy: user.name,
        })
        .from(shareInvite)
        .innerJoin(list, eq(list.id, shareInvite.listId))
        .innerJoin(user, eq(user.id, shareInvite.inviterId))
        .where(eq(shareInvite.id, inviteId));
      return row ?? null;
    },

    /** Makes an open link to a list, valid `inviteLinkDays` days. */
    async createLink(listId: string, inviterId: string) {
      const [row] = await db
        .insert(listLink)
        .values({
          id: newId(),
          listId,
          inviterId,
          expiresAt: new Date(Date.now() + LIMITS.inviteLinkDays * 24 * 60 * 60 * 1000),
        })
        .returning({ id: listLink.id, expiresAt: listLink.expiresAt });
      if (!row) {
        throw new Error('The list link was not written.');
      }
      return row;
    },

    /** The list an open link opens, working or not; null when there is no such link. */
    async listOfLink(linkId: string): Promise<string | null> {
      const [row] = await db
        .select({ listId: listLink.listId })
        .from(listLink)
        .where(eq(listLink.id, linkId));
      return row?.listId ?? null;
    },

    /** Stops an open list link at once. */
    async revokeLink(linkId: string): Promise<void> {
      await db
        .update(listLink)
        .set({ revokedAt: sql`coalesce(${listLink.revokedAt}, now())` })
        .where(eq(listLink.id, linkId));
    },

    /** An open list link that still works, with its list's name and who made it, or null. */
    async findWorkingLink(linkId: string) {
      const [row] = await db
        .select({
          listId: listLink.listId,
          inviterId: listLink.inviterId,
          listName: list.name,
          sharedBy: user.name,
        })
        .from(listLink)
        .innerJoin(list, eq(list.id, listLink.listId))
        .innerJoin(user, eq(user.id, listLink.inviterId))
        .where(and(eq(listLink.id, linkId), isNull(listLink.revokedAt), gt(listLink.expiresAt, sql`now()`)));
      return row ?? null;
    },
  };
}

/** The sharing repository. */
export type SharingRepo = ReturnType<typeof sharingRepo>;
