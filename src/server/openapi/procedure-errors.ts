import { APP_PASSWORD_PROCEDURES, type ProcedureName, type ProcedureSpec } from '@shared/api';
import { LIMITS } from '@shared/limits';
import { RPC_STATUS_CODES, type RpcStatus } from '@shared/rpc-errors';

/** An error status a procedure may answer, and when, in words. */
export interface ProcedureError {
  status: RpcStatus;
  when: string;
}

// The protocol's own refusals follow from the contract (access, app-password scope, `creates`, ids in the input);
// what only a handler knows, an outside service it waits on, is named here.
const OUTSIDE_SERVICES: Partial<Record<ProcedureName, ProcedureError[]>> = {
  getMealIdea: aiModel(),
  suggestItems: aiModel(),
  createCheckoutSession: [payments()],
  createPortalSession: [
    payments(),
    { status: 'NOT_FOUND', when: 'The account has no subscription to manage.' },
  ],
  deleteAccount: [payments()],
};

/** Every error status `name` may answer, in the order of their HTTP codes, with when each happens. */
export function procedureErrors(name: ProcedureName, spec: ProcedureSpec, inputKeys: readonly string[]) {
  const byApp = APP_PASSWORD_PROCEDURES.has(name);
  const errors: ProcedureError[] = [
    {
      status: 'INVALID_ARGUMENT',
      when: 'The body is not a JSON object like {"data": …}, or the input does not match the schema (the message says which field).',
    },
    {
      status: 'UNAUTHENTICATED',
      when:
        spec.access === 'public'
          ? 'Only with an Authorization header: it is not `Bearer <app password>`, or the password is wrong or revoked.'
          : `No session${byApp ? ' or app password' : ''}: sign in first. Also when an Authorization header is not a working app password.`,
    },
    { status: 'PERMISSION_DENIED', when: refusals(spec, byApp).join(' ') },
  ];
  if (inputKeys.some((key) => /^id$|Ids?$/.test(key) && key !== 'changeId')) {
    errors.push({
      status: 'NOT_FOUND',
      when: 'A thing the input names does not exist, or the caller may not see it.',
    });
  }
  if (spec.creates) {
    errors.push({
      status: 'ABORTED',
      when: 'The `changeId` is held by a call still running, or was spent on another action.',
    });
  }
  const maxBytes = name === 'importMyData' ? LIMITS.maxImportBytes : LIMITS.maxBodyBytes;
  errors.push(
    { status: 'PAYLOAD_TOO_LARGE', when: `The body is over ${maxBytes / 1024} KB.` },
    {
      status: 'RESOURCE_EXHAUSTED',
      when: 'Too many calls: wrong app passwords from this address, or a limit of this procedure. Wait, then retry.',
    },
    { status: 'INTERNAL', when: 'The server failed; the message never holds details.' },
    ...(OUTSIDE_SERVICES[name] ?? []),
  );
  return mergedByStatus(errors);
}

function refusals(spec: ProcedureSpec, byApp: boolean): string[] {
  return [
    spec.access === 'pro' ? 'The account has no Pro subscription.' : '',
    spec.access === 'public'
      ? ''
      : 'The account may not do this (a rule of the list or household, a plan limit).',
    byApp ? '' : 'Called with an app password: this procedure takes the web session only.',
    'A page of another site made the call (its Origin header is not trusted).',
  ].filter((reason) => reason !== '');
}

function aiModel(): ProcedureError[] {
  return [
    { status: 'UNAVAILABLE', when: 'The AI model did not answer, or answered nothing usable.' },
    { status: 'DEADLINE_EXCEEDED', when: 'The AI model took too long.' },
  ];
}

function payments(): ProcedureError {
  return { status: 'UNAVAILABLE', when: 'The payment provider did not answer.' };
}

/** One entry per status (an OpenAPI response per code), their reasons joined, in the order of the codes. */
function mergedByStatus(errors: readonly ProcedureError[]): ProcedureError[] {
  const merged = new Map<RpcStatus, string>();
  for (const { status, when } of errors) {
    const before = merged.get(status);
    merged.set(status, before ? `${before} ${when}` : when);
  }
  return [...merged]
    .map(([status, when]) => ({ status, when }))
    .sort((a, b) => RPC_STATUS_CODES[a.status] - RPC_STATUS_CODES[b.status]);
}
