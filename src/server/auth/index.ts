// What the auth area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export type { AuthRateLimitRepo } from './auth-rate-limit.repo';
export type { ResolvedSession, SessionResolver } from './session-resolver';
