import type { Element } from '@xmldom/xmldom';
import { AppError } from '../rpc/app-error';
import { DAV_ROOT, type DavTarget, homeHref, itemHref, listHref, principalHref } from './dav-paths';
import {
  homeProps,
  itemProps,
  listProps,
  principalProps,
  propRequestOf,
  propResponse,
  rootProps,
} from './dav-props';
import type { DavDeps, DavSession } from './dav-session';
import { BadXml, el, isElement, NS, type XmlNode } from './dav-xml';

/** PROPFIND (RFC 4918 §9.1): the resource's properties, and its members' at depth 1. */
export async function propfind(
  session: DavSession,
  deps: DavDeps,
  target: DavTarget,
  body: Element | null,
  depth: 0 | 1,
): Promise<XmlNode> {
  if (body && !isElement(body, NS.dav, 'propfind')) {
    throw new BadXml('A PROPFIND body is a DAV:propfind element.');
  }
  const request = propRequestOf(body);
  const { userId } = session.ctx;
  const responses: XmlNode[] = [];
  switch (target.kind) {
    case 'root':
      responses.push(propResponse(DAV_ROOT, rootProps(userId), request));
      break;
    case 'principal': {
      const who = (await deps.profiles.find(userId)) ?? { email: '', displayName: '' };
      responses.push(propResponse(principalHref(userId), principalProps(userId, who), request));
      break;
    }
    case 'home': {
      responses.push(propResponse(homeHref(userId), homeProps(userId), request));
      if (depth === 1) {
        for (const list of await session.lists()) {
          const state = await session.state(list.id, true);
          responses.push(
            propResponse(listHref(userId, list.id), listProps(userId, list, state.token), request),
          );
        }
      }
      break;
    }
    case 'list': {
      const list = await session.list(target.listId);
      const state = await session.state(target.listId, true);
      if (list) {
        responses.push(
          propResponse(listHref(userId, list.id), listProps(userId, list, state.token), request),
        );
      }
      if (depth === 1) {
        for (const resource of state.resources) {
          responses.push(
            propResponse(itemHref(userId, target.listId, resource.name), itemProps(resource), request),
          );
        }
      }
      break;
    }
    case 'item': {
      const state = await session.state(target.listId);
      const resource = state.resources.find((each) => each.name === target.name);
      if (!resource) {
        throw new AppError('NOT_FOUND', 'There is nothing at this address.');
      }
      responses.push(
        propResponse(itemHref(userId, target.listId, resource.name), itemProps(resource), request),
      );
      break;
    }
  }
  return el(NS.dav, 'multistatus', responses);
}
