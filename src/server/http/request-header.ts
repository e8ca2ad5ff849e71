import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * One request header (name in lower case). On the Node server it is read from the headers Node has already
 * parsed: asking Hono for one builds a web Headers copy of them all, which a tick cannot afford.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) {
    return c.req.header(name);
  }
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
