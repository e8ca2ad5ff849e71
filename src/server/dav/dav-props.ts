import type { Element } from '@xmldom/xmldom';
import { homeHref, itemHref, listHref, principalHref } from './dav-paths';
import type { TodoResource } from './dav-resources';
import { SYNC_TOKEN_PREFIX } from './dav-resources';
import { childElements, el, isElement, NS, nameOf, type XmlName, type XmlNode } from './dav-xml';

/** A property's value: its children in the answer. */
type PropValue = XmlNode[];
/** The properties a resource has, each by `{ns}name`. */
export type PropSet = Map<string, { name: XmlName; value: PropValue }>;

const key = (name: XmlName) => `{${name.ns}}${name.name}`;

function props(entries: [string, string, PropValue][]): PropSet {
  return new Map(entries.map(([ns, name, value]) => [key({ ns, name }), { name: { ns, name }, value }]));
}

const href = (path: string) => el(NS.dav, 'href', [path]);
const privileges = (names: string[]) => names.map((name) => el(NS.dav, 'privilege', [el(NS.dav, name)]));
/** What a list's member may do to it over CalDAV: read it, and add, change and remove its items. */
const MEMBER_PRIVILEGES = privileges([
  'read',
  'write',
  'write-content',
  'bind',
  'unbind',
  'read-current-user-privilege-set',
]);

function common(userId: string): [string, string, PropValue][] {
  return [
    [NS.dav, 'current-user-principal', [href(principalHref(userId))]],
    [NS.dav, 'principal-collection-set', [href('/dav/principals/')]],
  ];
}

export function rootProps(userId: string): PropSet {
  return props([...common(userId), [NS.dav, 'resourcetype', [el(NS.dav, 'collection')]]]);
}

export function principalProps(userId: string, who: { email: string; displayName: string }): PropSet {
  return props([
    ...common(userId),
    [NS.dav, 'resourcetype', [el(NS.dav, 'collection'), el(NS.dav, 'principal')]],
    [NS.dav, 'displayname', [who.displayName]],
    [NS.dav, 'principal-URL', [href(principalHref(userId))]],
    [NS.caldav, 'calendar-home-set', [href(homeHref(userId))]],
    [NS.caldav, 'calendar-user-address-set', [href(`mailto:${who.email}`)]],
  ]);
}

export function homeProps(userId: string): PropSet {
  return props([
    ...common(userId),
    [NS.dav, 'resourcetype', [el(NS.dav, 'collection')]],
    [NS.dav, 'displayname', ['Aislewise']],
    [NS.dav, 'owner', [href(principalHref(userId))]],
    [NS.dav, 'current-user-privilege-set', privileges(['read', 'read-current-user-privilege-set'])],
  ]);
}

export function listProps(userId: string, list: { id: string; name: string }, token: string): PropSet {
  const reports = ['calendar-query', 'calendar-multiget'].map((name) =>
    el(NS.dav, 'supported-report', [el(NS.dav, 'report', [el(NS.caldav, name)])]),
  );
  return props([
    ...common(userId),
    [NS.dav, 'resourcetype', [el(NS.dav, 'collection'), el(NS.caldav, 'calendar')]],
    [NS.dav, 'displayname', [list.name]],
    [NS.dav, 'owner', [href(principalHref(userId))]],
    [NS.dav, 'current-user-privilege-set', MEMBER_PRIVILEGES],
    [NS.dav, 'getetag', [`"${token}"`]],
    [NS.dav, 'sync-token', [`${SYNC_TOKEN_PREFIX}${token}`]],
    [NS.cs, 'getctag', [token]],
    [NS.caldav, 'supported-calendar-component-set', [el(NS.caldav, 'comp', [], { name: 'VTODO' })]],
    [
      NS.caldav,
      'supported-calendar-data',
      [el(NS.caldav, 'calendar-data', [], { 'content-type': 'text/calendar', version: '2.0' })],
    ],
    [
      NS.dav,
      'supported-report-set',
      [...reports, el(NS.dav, 'supported-report', [el(NS.dav, 'report', [el(NS.dav, 'sync-collection')])])],
    ],
  ]);
}

export function itemProps(resource: TodoResource): PropSet {
  return props([
    [NS.dav, 'resourcetype', []],
    [NS.dav, 'getetag', [resource.etag]],
    [NS.dav, 'getcontenttype', ['text/calendar; charset=utf-8; component=VTODO']],
    [NS.dav, 'getcontentlength', [String(Buffer.byteLength(resource.body))]],
    [NS.dav, 'getlastmodified', [resource.row.updatedAt.toUTCString()]],
    [NS.caldav, 'calendar-data', [resource.body]],
  ]);
}

/** What a PROPFIND or REPORT asks for: some properties by name, all of them, or only their names. */
export type PropRequest = { kind: 'prop'; names: XmlName[] } | { kind: 'allprop' } | { kind: 'propname' };

/** Reads the request from a `propfind` (or a REPORT's top element); no body at all means allprop (RFC 4918). */
export function propRequestOf(top: Element | null): PropRequest {
  if (!top) {
    return { kind: 'allprop' };
  }
  for (const each of childElements(top)) {
    if (isElement(each, NS.dav, 'prop')) {
      return { kind: 'prop', names: childElements(each).map(nameOf) };
    }
    if (isElement(each, NS.dav, 'propname')) {
      return { kind: 'propname' };
    }
  }
  return { kind: 'allprop' };
}

/** Properties too large or too costly for allprop (RFC 4791 §9.6 leaves calendar-data out of it). */
const NOT_IN_ALLPROP = new Set([key({ ns: NS.caldav, name: 'calendar-data' })]);

/** One `response` of a multistatus: the properties found (200) and those the resource does not have (404). */
export function propResponse(path: string, set: PropSet, request: PropRequest): XmlNode {
  const found: XmlNode[] = [];
  const missing: XmlNode[] = [];
  if (request.kind === 'prop') {
    for (const name of request.names) {
      const prop = set.get(key(name));
      if (prop) {
        found.push(el(name.ns, name.name, prop.value));
      } else {
        missing.push(el(name.ns, name.name));
      }
    }
  } else {
    for (const [id, prop] of set) {
      if (request.kind === 'propname') {
        found.push(el(prop.name.ns, prop.name.name));
      } else if (!NOT_IN_ALLPROP.has(id)) {
        found.push(el(prop.name.ns, prop.name.name, prop.value));
      }
    }
  }
  const propstats = [
    ...(found.length > 0 ? [propstat(found, '200 OK')] : []),
    ...(missing.length > 0 ? [propstat(missing, '404 Not Found')] : []),
  ];
  return el(NS.dav, 'response', [href(path), ...propstats]);
}

/** A `response` saying the resource at `path` is not there (a multiget's unknown href, a sync's deletion). */
export function goneResponse(path: string): XmlNode {
  return el(NS.dav, 'response', [href(path), el(NS.dav, 'status', ['HTTP/1.1 404 Not Found'])]);
}

function propstat(propsOf: XmlNode[], status: string): XmlNode {
  return el(NS.dav, 'propstat', [el(NS.dav, 'prop', propsOf), el(NS.dav, 'status', [`HTTP/1.1 ${status}`])]);
}

export { homeHref, itemHref, listHref, principalHref };
