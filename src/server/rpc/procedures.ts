import type { AiService } from '../ai/ai-service';
import { createListProcedures } from '../lists/lists.procedures';
import type { Procedures } from './procedure-types';

/** Everything the procedures need from the running server. */
export interface ProcedureDeps {
  ai: AiService;
}

/** Every procedure of the contract; the type fails to check when one is missing. */
export function createProcedures(deps: ProcedureDeps): Procedures {
  return {
    ...createListProcedures(deps),
  };
}
