import type { Config } from '../config';
import type { Procedures } from '../rpc/procedure-types';

/** Procedures about signing in. */
export function createAuthProcedures(deps: { config: Config }): Pick<Procedures, 'signInOptions'> {
  const providers = [
    ...(deps.config.google ? [{ id: 'google' as const, name: 'Google' }] : []),
    ...(deps.config.oidc ? [{ id: 'oidc' as const, name: deps.config.oidc.name }] : []),
  ];
  return { signInOptions: async () => ({ providers }) };
}
