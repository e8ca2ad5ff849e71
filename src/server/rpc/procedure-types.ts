import type { z } from 'zod';
import type { Api, OutputOf, ProcedureName } from '../../shared/api';
import type { Logger } from '../log';

/** What a handler knows about the call besides its input. */
export interface CallContext {
  requestId: string;
  log: Logger;
}

/** The implementation of one procedure: validated input in, the contract's output out. */
export type Handler<N extends ProcedureName> = (
  input: z.output<Api[N]['input']>,
  ctx: CallContext,
) => Promise<OutputOf<N>>;

/** Implementations of every procedure of the contract, no more and no less. */
export type Procedures = { [N in ProcedureName]: Handler<N> };
