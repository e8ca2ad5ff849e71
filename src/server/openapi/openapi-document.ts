import { APP_PASSWORD_PROCEDURES, api, type ProcedureName, type ProcedureSpec } from '@shared/api';
import { RPC_STATUS_CODES } from '@shared/rpc-errors';
import { z } from 'zod';
import { procedureErrors } from './procedure-errors';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type JsonObject = Record<string, unknown>;

/** better-auth's session cookie; over https it carries the `__Secure-` prefix. */
const SESSION_COOKIE = 'better-auth.session_token';
const ERROR_BODY = { $ref: '#/components/schemas/RpcError' };

/** The OpenAPI 3.1 description of every procedure of the contract, as served at `GET /api/openapi.json`. */
export function openapiDocument(version: string): JsonObject {
  const names = Object.keys(api) as ProcedureName[];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aislewise API',
      version,
      description:
        'The callable protocol: `POST /api/<name>` with `{"data": …}` answers `{"result": …}` or ' +
        '`{"error": {"status", "message"}}`. A script signs in with an app password (Profile → Connected apps). ' +
        'How to use it: docs/api.md.',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(names.map((name) => [`/api/${name}`, { post: operation(name, api[name]) }])),
    components: {
      schemas: { RpcError: errorBodySchema() },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The web's session cookie (\`__Secure-${SESSION_COOKIE}\` over https), set by signing in.`,
        },
        appPassword: {
          type: 'http',
          scheme: 'bearer',
          description: 'An app password from Profile → Connected apps, for the procedures a script may call.',
        },
      },
    },
  };
}

function operation(name: ProcedureName, spec: ProcedureSpec): JsonObject {
  const byApp = APP_PASSWORD_PROCEDURES.has(name);
  const input = jsonSchemaOf(spec.input, 'input');
  // The server reads a missing body or `data` as `{}`, so an input that takes `{}` needs no body at all.
  const dataOptional = spec.input.safeParse({}).success;
  const errors = procedureErrors(name, spec, Object.keys(input.properties ?? {}));
  return {
    operationId: name,
    summary: name,
    description: accessInWords(spec, byApp),
    'x-aislewise-access': spec.access,
    'x-aislewise-app-password': byApp,
    ...(spec.creates ? { 'x-aislewise-creates': true } : {}),
    security: [
      ...(spec.access === 'public' ? [{}] : []),
      { session: [] },
      ...(byApp ? [{ appPassword: [] }] : []),
    ],
    requestBody: {
      required: !dataOptional,
      content: { 'application/json': { schema: envelope('data', input, !dataOptional) } },
    },
    responses: {
      200: {
        description: 'The procedure ran.',
        content: {
          'application/json': { schema: envelope('result', jsonSchemaOf(spec.output, 'output'), true) },
        },
      },
      ...Object.fromEntries(
        errors.map(({ status, when }) => [
          RPC_STATUS_CODES[status],
          { description: `${status}: ${when}`, content: { 'application/json': { schema: ERROR_BODY } } },
        ]),
      ),
    },
  };
}

function accessInWords(spec: ProcedureSpec, byApp: boolean): string {
  const who = {
    public: 'Anyone may call it, signed in or not.',
    user: 'Signed-in accounts only.',
    pro: 'Pro accounts only (401 without a session, 403 without Pro).',
  }[spec.access];
  const script = byApp
    ? 'A script may call it with an app password (`Authorization: Bearer …`).'
    : 'Not with an app password: the web session only.';
  const once = spec.creates
    ? ' It takes an optional `changeId` (a UUID): a repeat of the id answers like the first call and makes nothing again.'
    : '';
  return `${who} ${script}${once}`;
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Inputs are described as sent (before defaults and transforms), outputs as answered; what JSON Schema cannot
  // say (a transform's result, say) becomes `{}` rather than failing the whole document.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

function envelope(key: 'data' | 'result', schema: JsonSchema, required: boolean): JsonSchema {
  return { type: 'object', properties: { [key]: schema }, ...(required ? { required: [key] } : {}) };
}

function errorBodySchema(): JsonSchema {
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['status', 'message'],
        properties: {
          status: { type: 'string', enum: [...Object.keys(RPC_STATUS_CODES), 'UNKNOWN'] },
          message: { type: 'string', description: 'Plain words, fit to show a person.' },
        },
      },
    },
  };
}
