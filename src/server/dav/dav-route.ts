import type { Element } from '@xmldom/xmldom';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type AppCredentials, appCredentialsOf } from '../app-passwords';
import type { AppEnv } from '../http/app-env';
import type { OriginSettings } from '../http/link-origin';
import { requestHeader } from '../http/request-header';
import { AppError } from '../rpc/app-error';
import { callContext } from '../rpc/call-context';
import { DAV_ROOT, type DavTarget, davTarget } from './dav-paths';
import { propfind } from './dav-propfind';
import { report } from './dav-reports';
import { type DavDeps, type DavSession, davSession } from './dav-session';
import { deleteTodo, putTodo, type WriteConditions } from './dav-writes';
import { BadXml, el, NS, parseXml, serializeXml, type XmlNode } from './dav-xml';
import { BadTodo } from './vtodo';

const ALLOW = 'OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, REPORT';
const CHALLENGE = 'Basic realm="Aislewise", charset="UTF-8"';

/** The CalDAV server's dependencies: the session's, and the app-password sign-in. */
export interface DavRouteDeps extends DavDeps {
  signIn(credentials: AppCredentials, address: string): Promise<string>;
  config: OriginSettings;
}

/** `/.well-known/caldav` (RFC 6764): permanently to the server's root, as a 308 clients never turn into a GET. */
export function wellKnownCaldav(c: Context<AppEnv>) {
  return c.redirect(DAV_ROOT, 308);
}

/**
 * The CalDAV server under /dav/: each list the caller sees is a calendar of to-dos, each item a VTODO. Programs
 * sign in with the account's e-mail and an app password (Basic) or the password alone (Bearer).
 */
export function davRoute(deps: DavRouteDeps) {
  return async (c: Context<AppEnv>) => {
    const method = c.req.method.toUpperCase();
    if (method === 'OPTIONS') {
      return c.body(null, 200, { Allow: ALLOW, DAV: '1, 3, calendar-access' });
    }
    const credentials = appCredentialsOf(requestHeader(c, 'authorization'));
    if (credentials === null) {
      return c.text('Sign in with your e-mail address and an app password.', 401, {
        'WWW-Authenticate': CHALLENGE,
      });
    }
    let userId: string;
    try {
      userId = await deps.signIn(credentials, c.get('clientAddress'));
    } catch (error) {
      if (error instanceof AppError) {
        const headers: Record<string, string> =
          error.httpCode === 401 ? { 'WWW-Authenticate': CHALLENGE } : {};
        return c.text(error.message, error.httpCode as ContentfulStatusCode, headers);
      }
      throw error;
    }
    const target = davTarget(c.req.path);
    // Another account's principal or calendars are not there for this caller: 404, as for a wrong address.
    if (target === null || ('userId' in target && target.userId !== userId)) {
      return notFound(c);
    }
    const ctx = callContext(c, deps, userId);
    const session = davSession(deps, ctx);
    try {
      if ((target.kind === 'list' || target.kind === 'item') && !(await session.list(target.listId))) {
        return notFound(c);
      }
      return await answer(c, method, target, session, deps);
    } catch (error) {
      return refusal(c, error);
    }
  };
}

async function answer(
  c: Context<AppEnv>,
  method: string,
  target: DavTarget,
  session: DavSession,
  deps: DavRouteDeps,
): Promise<Response> {
  switch (method) {
    case 'PROPFIND':
      return multistatus(c, await propfind(session, deps, target, await bodyOf(c), depthOf(c)));
    case 'REPORT': {
      const reported = await report(session, target, await bodyOf(c));
      return multistatus(c, reported.body, reported.status);
    }
    case 'GET':
    case 'HEAD':
      return get(c, method, target, session);
    case 'PUT':
      return put(c, target, session, deps);
    case 'DELETE':
      return remove(c, target, session);
    case 'PROPPATCH':
      return proppatch(c, target, await bodyOf(c));
    case 'MKCALENDAR':
    case 'MKCOL':
      return c.text('Make a new list in the app; it shows here as a calendar at once.', 403);
    case 'MOVE':
    case 'COPY':
      return c.text('Items cannot be moved or copied between lists over CalDAV.', 403);
    default:
      return c.text(`${method} is not supported here.`, 405, { Allow: ALLOW });
  }
}

async function get(c: Context<AppEnv>, method: string, target: DavTarget, session: DavSession) {
  if (target.kind !== 'item') {
    return c.text(
      'Aislewise CalDAV: add this address to a CalDAV client with your e-mail and an app password.',
    );
  }
  const resource = (await session.state(target.listId)).resources.find((each) => each.name === target.name);
  if (!resource) {
    return notFound(c);
  }
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    ETag: resource.etag,
    'Last-Modified': resource.row.updatedAt.toUTCString(),
  };
  return method === 'HEAD' ? c.body(null, 200, headers) : c.body(resource.body, 200, headers);
}

async function put(c: Context<AppEnv>, target: DavTarget, session: DavSession, deps: DavRouteDeps) {
  if (target.kind !== 'item') {
    return c.text('PUT a VTODO into a list: <list address>/<name>.ics.', 405, { Allow: ALLOW });
  }
  const outcome = await putTodo(session, deps.dav, target, await c.req.text(), conditionsOf(c));
  if (outcome === 'precondition-failed') {
    return c.text('The item changed since you last read it: read it again, then write.', 412);
  }
  // No ETag: the stored item is not byte for byte what was sent (filed under its aisle, merged), so the
  // client reads it back (RFC 4791 §5.3.4).
  return c.body(null, outcome === 'created' ? 201 : 204);
}

async function remove(c: Context<AppEnv>, target: DavTarget, session: DavSession) {
  if (target.kind !== 'item') {
    return c.text('Delete lists in the app: CalDAV clients only remove items.', 403);
  }
  const outcome = await deleteTodo(session, target, conditionsOf(c));
  if (outcome === 'not-found') {
    return notFound(c);
  }
  if (outcome === 'precondition-failed') {
    return c.text('The item changed since you last read it: read it again, then delete.', 412);
  }
  return c.body(null, 204);
}

/** A list's name and colour are set in the app: every property a client tries to set is refused (RFC 4918 §9.2). */
function proppatch(c: Context<AppEnv>, target: DavTarget, body: Element | null) {
  const names = body
    ? [...body.getElementsByTagNameNS(NS.dav, 'prop')].flatMap((prop) =>
        [...prop.childNodes].filter((node): node is Element => node.nodeType === node.ELEMENT_NODE),
      )
    : [];
  const props = names.map((each) => el(each.namespaceURI ?? '', each.localName ?? ''));
  return multistatus(
    c,
    el(NS.dav, 'multistatus', [
      el(NS.dav, 'response', [
        el(NS.dav, 'href', [c.req.path]),
        el(NS.dav, 'propstat', [el(NS.dav, 'prop', props), el(NS.dav, 'status', ['HTTP/1.1 403 Forbidden'])]),
        el(NS.dav, 'responsedescription', [
          target.kind === 'list' ? 'Rename the list in the app.' : 'These properties are read-only.',
        ]),
      ]),
    ]),
  );
}

/** A WebDAV answer: a multistatus (207), or an error document with its status (a sync token gone: 403). */
function multistatus(c: Context<AppEnv>, body: XmlNode, status: ContentfulStatusCode = 207) {
  return c.body(serializeXml(body), status, { 'Content-Type': 'application/xml; charset=utf-8' });
}

async function bodyOf(c: Context<AppEnv>): Promise<Element | null> {
  const text = await c.req.text();
  return text.trim() === '' ? null : parseXml(text);
}

function depthOf(c: Context<AppEnv>): 0 | 1 {
  // "infinity" (the default) is answered as 1: a shopping list has no deeper collections (RFC 4918 §9.1).
  return requestHeader(c, 'depth')?.trim() === '0' ? 0 : 1;
}

function conditionsOf(c: Context<AppEnv>): WriteConditions {
  return { ifMatch: requestHeader(c, 'if-match'), ifNoneMatch: requestHeader(c, 'if-none-match') };
}

function notFound(c: Context<AppEnv>) {
  return c.text('There is nothing at this address.', 404);
}

function refusal(c: Context<AppEnv>, error: unknown): Response {
  if (error instanceof BadXml) {
    return c.text(error.message, 400);
  }
  if (error instanceof BadTodo) {
    if (!error.precondition) {
      return c.text(error.message, 400);
    }
    const body = el(NS.dav, 'error', [
      el(NS.caldav, error.precondition),
      el(NS.dav, 'responsedescription', [error.message]),
    ]);
    return c.body(serializeXml(body), 403, { 'Content-Type': 'application/xml; charset=utf-8' });
  }
  if (error instanceof AppError) {
    return c.text(error.message, error.httpCode as ContentfulStatusCode);
  }
  throw error;
}
