import { resolve } from 'node:path';
import { z } from 'zod';
import { HOST_SOURCE } from './http/link-origin';

/** The ways people write on and off. */
const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ON.includes(value) || OFF.includes(value), {
    message: 'must be on (1, true, on, yes) or off (0, false, off, no)',
  })
  .transform((value) => ON.includes(value));

// TRUST_PROXY: a flag (one proxy) or how many proxies stand in front of the app, each appending to X-Forwarded-For.
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (ON.includes(value)) {
      return 1;
    }
    if (OFF.includes(value)) {
      return 0;
    }
    const hops = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
    if (hops >= 0 && hops <= 10) {
      return hops;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be off (0, false, off, no), on (1, true, on, yes: one proxy), or the number of proxies in front of the app, up to 10',
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: proxyHops.default(0),
    ALLOWED_HOSTS: z
      .string()
      .regex(
        new RegExp(`^\\s*${HOST_SOURCE}(?:\\s*,\\s*${HOST_SOURCE})*\\s*$`, 'i'),
        'must be host names or host:port pairs separated by commas, like nas.local,groceries.home:8443',
      )
      .optional(),
    AI_PROVIDER: z
      .enum(['local', 'gemini', 'openai'], {
        error: 'must be "local" (built-in), "gemini" or "openai" (any OpenAI-compatible server)',
      })
      .default('local'),
    AI_API_KEY: z.string().optional(),
    GEMINI_API_KEY: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().min(1).max(200).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    AI_GUEST_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    AI_USER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Aislewise <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_NAME: z.string().min(1).max(40).default('Single Sign-On'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
    STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url().optional(),
    ADS_CLIENT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the ad network publisher id, like ca-pub-1234567890')
      .optional(),
    FREE_LIST_LIMIT: z.coerce.number().int().min(1).max(1000).default(3),
    LIVE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(200),
    LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(400),
    RECIPE_FETCH_ALLOW: z
      .string()
      .regex(
        /^[a-z0-9.-]+:\d{1,5}(,[a-z0-9.-]+:\d{1,5})*$/i,
        'must be host:port pairs separated by commas, like 127.0.0.1:4010 (for tests only)',
      )
      .optional(),
    COMPRESSION: onOff.default(true),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    NODE_ENV: z.string().default('development'),
  })
  .superRefine((env, ctx) => {
    requireTogether(ctx, env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
    requireTogether(ctx, env, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
    requireTogether(ctx, env, [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_YEARLY',
    ]);
    if (env.AI_PROVIDER === 'gemini' && !env.AI_API_KEY && !env.GEMINI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_API_KEY'],
        message: 'must be set when AI_PROVIDER is gemini',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_BASE_URL && !env.AI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_API_KEY'],
        message: 'must be set when AI_PROVIDER is openai (or set AI_BASE_URL to a local server)',
      });
    }
  });

/** A sign-in provider needs all of its settings or none; half a configuration is a mistake worth stopping for. */
function requireTogether(ctx: z.RefinementCtx, env: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    ctx.addIssue({
      code: 'custom',
      path: [missing.join(', ')],
      message: `must be set together with ${names.join(', ')}`,
    });
  }
}

/** The server's settings, read once from the environment at start-up. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PUBLIC_URL without its trailing slash; unset means links follow the address each request came in on. */
  publicUrl: string | undefined;
  /** Whether a proxy of ours stands in front (TRUST_PROXY not off): its X-Forwarded-* headers may be believed. */
  trustProxy: boolean;
  /** How many proxies of ours append to X-Forwarded-For (TRUST_PROXY); 0 when off. */
  proxyHops: number;
  /**
   * Hosts (lower case, `host` or `host:port`) that links in mails may point at while PUBLIC_URL is unset, besides
   * loopback and private-network addresses (ALLOWED_HOSTS).
   */
  allowedHosts: string[];
  ai: AiConfig;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  production: boolean;
  /** Lists a free account may own. */
  freeListLimit: number;
  /** Live sockets one account, and one client address, may hold open at once, on all instances together. */
  liveSocketCaps: { perAccount: number; perAddress: number };
  /** Unset means: generate one once and keep it in DATA_DIR. */
  authSecret: string | undefined;
  /** Unset means: write mails to the outbox folder under DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  /** Unset means the built-in test mode: checkout is our own page and no card is charged. */
  stripe: StripeConfig | undefined;
  /** The ad network's publisher id shown to guests; unset shows a house ad for Pro. */
  adsClientId: string | undefined;
  /**
   * `host:port` pairs a recipe import may fetch whatever their address or port: for tests that serve a fake
   * recipe site on loopback. Empty (the default) keeps every private address out of reach.
   */
  recipeFetchAllow: string[];
  /**
   * Whether the server compresses what it sends (COMPRESSION, on by default): off behind a proxy that already
   * does, and for bench/lighthouse's baseline.
   */
  compression: boolean;
}

/** Stripe's keys and the two prices of SPEC §9. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string };
  /** Another API host (tests point the SDK at a fake); unset means Stripe itself. */
  apiBase: string | undefined;
}

/** Which model answers the AI jobs, and the limits on calling it. */
export interface AiConfig {
  provider: 'local' | 'gemini' | 'openai';
  /** Unset for `local`, and for OpenAI-compatible servers that need no key (Ollama, llama.cpp). */
  apiKey: string | undefined;
  /** Unset means the vendor's own endpoint. */
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
  /** Model calls a guest address may make per minute. */
  guestLimit: number;
  /** Model calls an account may make per minute. */
  userLimit: number;
}

/** Defaults when AI_MODEL is unset: a current fast model of each vendor. */
export const DEFAULT_AI_MODELS = {
  local: 'built-in',
  gemini: 'gemini-2.5-flash',
  openai: 'gpt-4o-mini',
} as const;

/** Raised when the environment holds a wrong value; the message names every offending variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY > 0,
    proxyHops: values.TRUST_PROXY,
    allowedHosts: (values.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    ai: {
      provider: values.AI_PROVIDER,
      apiKey: values.AI_API_KEY ?? values.GEMINI_API_KEY,
      baseUrl: values.AI_BASE_URL?.replace(/\/$/, ''),
      model: values.AI_MODEL ?? DEFAULT_AI_MODELS[values.AI_PROVIDER],
      timeoutMs: values.AI_TIMEOUT_MS,
      guestLimit: values.AI_GUEST_LIMIT,
      userLimit: values.AI_USER_LIMIT,
    },
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
    freeListLimit: values.FREE_LIST_LIMIT,
    liveSocketCaps: {
      perAccount: values.LIVE_SOCKETS_PER_ACCOUNT,
      perAddress: values.LIVE_SOCKETS_PER_ADDRESS,
    },
    authSecret: values.BETTER_AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    stripe:
      values.STRIPE_SECRET_KEY &&
      values.STRIPE_WEBHOOK_SECRET &&
      values.STRIPE_PRICE_MONTHLY &&
      values.STRIPE_PRICE_YEARLY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: values.STRIPE_PRICE_MONTHLY, yearly: values.STRIPE_PRICE_YEARLY },
            apiBase: values.STRIPE_API_BASE,
          }
        : undefined,
    adsClientId: values.ADS_CLIENT_ID,
    compression: values.COMPRESSION,
    recipeFetchAllow: (values.RECIPE_FETCH_ALLOW ?? '')
      .split(',')
      .filter((pair) => pair !== '')
      .map((pair) => pair.toLowerCase()),
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : undefined,
  };
}
