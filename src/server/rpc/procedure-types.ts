import type { Api, OutputOf, ProcedureName } from '@shared/api';
import type { z } from 'zod';
import type { Logger } from '../log';

/** What every handler knows about the call besides its input. */
export interface CallContext {
  requestId: string;
  log: Logger;
  clientAddress: string;
  /** Where links in the answer point: PUBLIC_URL, else the address this request came in on (link-origin.ts). */
  linkOrigin: string;
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  /** Aborts when the caller went away before the answer: long work (a model call) stops, no write follows. */
  signal: AbortSignal;
}

/** The context of a procedure that needs an account: the access guard has already checked there is one. */
export interface UserCallContext extends CallContext {
  userId: string;
}

/** The implementation of one procedure: validated input in, the contract's output out. */
export type Handler<N extends ProcedureName> = (
  input: z.output<Api[N]['input']>,
  ctx: Api[N]['access'] extends 'public' ? CallContext : UserCallContext,
) => Promise<OutputOf<N>>;

/** Implementations of every procedure of the contract, no more and no less. */
export type Procedures = { [N in ProcedureName]: Handler<N> };
