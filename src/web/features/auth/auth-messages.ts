import { LIMITS } from '@shared/limits';

/** The shortest and longest password accepted: the shared limits the server enforces. */
export const PASSWORD_LENGTH = { min: LIMITS.minPasswordLength, max: LIMITS.maxPasswordLength } as const;
