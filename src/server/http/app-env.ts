/** The Hono environment of the app: what the request edge puts on the context. */
export type AppEnv = { Variables: { requestId: string; clientAddress: string } };
