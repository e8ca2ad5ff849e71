import { Validator } from '@seriousme/openapi-schema-validator';
import { APP_PASSWORD_PROCEDURES, api, type ProcedureName } from '@shared/api';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { signUpUser } from '@tests/support/test-users';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from './openapi-document';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  'x-aislewise-access': string;
  requestBody: { required: boolean; content: { 'application/json': { schema: object } } };
  responses: Record<string, { content: { 'application/json': { schema: object } } }>;
}

const document = openapiDocument('test');
const paths = document.paths as Record<string, { post: Operation }>;
const operationOf = (name: ProcedureName) => paths[`/api/${name}`]?.post as Operation;
const names = Object.keys(api) as ProcedureName[];
const bodySchema = (name: ProcedureName, status: number) =>
  operationOf(name).responses[status]?.content['application/json'].schema ?? { not: {} };

const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema({ $id: 'openapi.json', components: document.components });

/** A validator for one of the document's schemas; its `#/components/…` references reach the document's. */
function schemaCheck(schema: object) {
  const rebased = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/');
  return ajv.compile(JSON.parse(rebased));
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds only JSON Schemas that compile (the OpenAPI validator does not look inside them)', () => {
    for (const name of names) {
      const { requestBody, responses } = operationOf(name);
      const schemas = [requestBody, ...Object.values(responses)].map(
        (part) => part.content['application/json'].schema,
      );
      for (const schema of schemas) {
        expect(() => schemaCheck(schema), name).not.toThrow();
      }
    }
  });

  it('describes every procedure of the contract, and nothing else', () => {
    expect(Object.keys(paths).sort()).toEqual(names.map((name) => `/api/${name}`).sort());
    for (const name of names) {
      expect(operationOf(name).operationId).toBe(name);
      expect(operationOf(name)['x-aislewise-access']).toBe(api[name].access);
    }
  });

  it('offers the app password exactly on the procedures a script may call', () => {
    const withBearer = names.filter((name) =>
      operationOf(name).security.some((scheme) => 'appPassword' in scheme),
    );
    expect(withBearer.sort()).toEqual([...APP_PASSWORD_PROCEDURES].sort());
  });

  it('lets only public procedures be called without a session, and names the refusals of each access', () => {
    for (const name of names) {
      const { security, responses } = operationOf(name);
      const access = api[name].access;
      expect(security.some((scheme) => Object.keys(scheme).length === 0)).toBe(access === 'public');
      expect(Object.keys(responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '413', '429', '500']),
      );
    }
    expect(Object.keys(operationOf('getList').responses)).toContain('404');
    expect(Object.keys(operationOf('createList').responses)).toContain('409');
  });

  it('needs no body where the input takes nothing, and checks one where it does', () => {
    expect(operationOf('listLists').requestBody.required).toBe(false);
    const addItems = schemaCheck(operationOf('addItems').requestBody.content['application/json'].schema);
    expect(addItems({ data: { listId: 'a-list', text: '2 gal whole milk' } })).toBe(true);
    expect(addItems({ data: { listId: 'a-list' } })).toBe(false);
    expect(addItems({})).toBe(false);
  });
});

describe('GET /api/openapi.json', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('answers the document as JSON', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("describes the server's real answers: a result and an error", async () => {
    const { cookie } = await signUpUser(app, 'Sam');
    const { id: listId } = resultOf(await app.call('createList', { name: 'Groceries' }, cookie));
    const added = await app.call('addItems', { listId, text: '2 gal whole milk' }, cookie);
    const answered = schemaCheck(bodySchema('addItems', 200));
    expect(answered(added.body), JSON.stringify(answered.errors)).toBe(true);

    const refused = await app.call('getList', { listId: 'no-such-list' }, cookie);
    const refusal = schemaCheck(bodySchema('getList', refused.status));
    expect(refused.status).toBe(404);
    expect(refusal(refused.body), JSON.stringify(refusal.errors)).toBe(true);
  });
});
