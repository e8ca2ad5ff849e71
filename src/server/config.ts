import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  AI_PROVIDER: z.enum(['local'], { error: 'must be "local" (the built-in categorizer)' }).default('local'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

/** The server's settings, read once from the environment at start-up. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  aiProvider: 'local';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  production: boolean;
}

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
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    aiProvider: values.AI_PROVIDER,
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
  };
}
