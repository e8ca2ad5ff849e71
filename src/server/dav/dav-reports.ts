import type { Element } from '@xmldom/xmldom';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { calendarFilter } from './dav-filter';
import { type DavTarget, davTarget, itemHref } from './dav-paths';
import { goneResponse, itemProps, type PropRequest, propRequestOf, propResponse } from './dav-props';
import { etagsOf, SYNC_TOKEN_PREFIX, type TodoResource } from './dav-resources';
import type { DavSession } from './dav-session';
import { BadXml, child, childElements, el, isElement, NS, type XmlNode } from './dav-xml';

/** A REPORT's answer: a multistatus, or an error document with its status. */
export interface ReportAnswer {
  status: ContentfulStatusCode;
  body: XmlNode;
}

/**
 * REPORT on a list: calendar-query (RFC 4791 §7.8) and calendar-multiget (§7.9), and sync-collection
 * (RFC 6578), which answers only the items changed or gone since the client's sync token.
 */
export async function report(
  session: DavSession,
  target: DavTarget,
  body: Element | null,
): Promise<ReportAnswer> {
  if (!body) {
    throw new BadXml('A REPORT needs a body naming the report.');
  }
  if (target.kind !== 'list') {
    return refused('supported-report', NS.dav, 'Reports are made on a list, not on this resource.');
  }
  const { userId } = session.ctx;
  const { listId } = target;
  const request = propRequestOf(body);
  const responseFor = (resource: TodoResource, props: PropRequest = request) =>
    propResponse(itemHref(userId, listId, resource.name), itemProps(resource), props);

  if (isElement(body, NS.caldav, 'calendar-query')) {
    const matches = calendarFilter(child(body, NS.caldav, 'filter'));
    const { resources } = await session.state(listId);
    return answered(resources.filter((resource) => matches(resource.body)).map((each) => responseFor(each)));
  }
  if (isElement(body, NS.caldav, 'calendar-multiget')) {
    const { resources } = await session.state(listId);
    const hrefs = childElements(body)
      .filter((each) => isElement(each, NS.dav, 'href'))
      .map((each) => (each.textContent ?? '').trim());
    return answered(
      hrefs.map((href) => {
        const named = davTarget(href);
        const resource =
          named?.kind === 'item' && named.userId === userId && named.listId === listId
            ? resources.find((each) => each.name === named.name)
            : undefined;
        return resource ? responseFor(resource) : goneResponse(href);
      }),
    );
  }
  if (isElement(body, NS.dav, 'sync-collection')) {
    return syncCollection(session, listId, body, responseFor);
  }
  return refused(
    'supported-report',
    NS.dav,
    'This server answers calendar-query, calendar-multiget and sync-collection.',
  );
}

async function syncCollection(
  session: DavSession,
  listId: string,
  body: Element,
  responseFor: (resource: TodoResource) => XmlNode,
): Promise<ReportAnswer> {
  const sent = (child(body, NS.dav, 'sync-token')?.textContent ?? '').trim();
  const state = await session.state(listId, true);
  let since: Record<string, string> = {};
  if (sent !== '') {
    const known = sent.startsWith(SYNC_TOKEN_PREFIX)
      ? await session.syncState(listId, sent.slice(SYNC_TOKEN_PREFIX.length))
      : null;
    if (known === null) {
      return refused('valid-sync-token', NS.dav, 'The sync token is not known here any more: sync in full.');
    }
    since = known;
  }
  const now = etagsOf(state);
  const changed = state.resources.filter((resource) => since[resource.name] !== resource.etag);
  const gone = Object.keys(since).filter((name) => !(name in now));
  return answered([
    ...changed.map(responseFor),
    ...gone.map((name) => goneResponse(itemHref(session.ctx.userId, listId, name))),
    el(NS.dav, 'sync-token', [`${SYNC_TOKEN_PREFIX}${state.token}`]),
  ]);
}

function answered(responses: XmlNode[]): ReportAnswer {
  return { status: 207, body: el(NS.dav, 'multistatus', responses) };
}

/** A refused precondition (RFC 4918 §16): 403 with the condition named. */
function refused(condition: string, ns: string, description: string): ReportAnswer {
  return {
    status: 403,
    body: el(NS.dav, 'error', [el(ns, condition), el(NS.dav, 'responsedescription', [description])]),
  };
}
