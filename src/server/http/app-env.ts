import type { RequestIdVariables } from 'hono/request-id';

/** The Hono environment of the app: what middleware puts on the context. */
export type AppEnv = { Variables: RequestIdVariables & { clientAddress: string } };
