import type { Context } from 'hono';
import { openapiDocument } from './openapi-document';

/**
 * `GET /api/openapi.json`: the contract as OpenAPI 3.1. Built on the first request, not at start-up: converting
 * every schema costs time no ordinary start should pay, and the contract cannot change while the server runs.
 */
export function openapiRoute(deps: { version: string }) {
  let text: string | undefined;
  return (c: Context) => {
    text ??= JSON.stringify(openapiDocument(deps.version));
    return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  };
}
