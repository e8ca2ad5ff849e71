import { DOMImplementation, DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';

/** The namespaces of the WebDAV bodies CalDAV clients send and read. */
export const NS = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  /** Calendar Server's extensions: getctag, which clients poll before a sync. */
  cs: 'http://calendarserver.org/ns/',
  apple: 'http://apple.com/ns/ical/',
} as const;

const PREFIXES: Record<string, string> = {
  [NS.dav]: 'd',
  [NS.caldav]: 'cal',
  [NS.cs]: 'cs',
  [NS.apple]: 'ical',
};

/** A property or element named by its namespace and local name. */
export interface XmlName {
  ns: string;
  name: string;
}

/** A request body that is not a WebDAV document we read: answered 400 with the reason. */
export class BadXml extends Error {}

/**
 * Reads a WebDAV request body. A document type declaration is refused outright: no WebDAV body needs one, and
 * refusing it closes external entities and entity expansion (billion laughs) whatever the parser would do.
 */
export function parseXml(text: string): Element {
  let problem: string | null = null;
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') {
          problem ??= message;
        }
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    // A fatal error is reported, then thrown.
    throw new BadXml(`The request body is not well-formed XML: ${problem ?? (error as Error).message}.`);
  }
  if (problem !== null || !doc.documentElement) {
    throw new BadXml(`The request body is not well-formed XML: ${problem ?? 'no root element'}.`);
  }
  if (doc.doctype !== null) {
    throw new BadXml('Document type declarations are not accepted.');
  }
  return doc.documentElement;
}

/** The element's child elements, in order. */
export function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) {
      children.push(node as Element);
    }
  }
  return children;
}

/** True when the element is `name` in namespace `ns`. */
export function isElement(element: Element, ns: string, name: string): boolean {
  return element.namespaceURI === ns && element.localName === name;
}

/** The first child element named `name` in `ns`, or null. */
export function child(element: Element, ns: string, name: string): Element | null {
  return childElements(element).find((each) => isElement(each, ns, name)) ?? null;
}

/** The element's own name. */
export function nameOf(element: Element): XmlName {
  return { ns: element.namespaceURI ?? '', name: element.localName ?? '' };
}

/** A node of a document to answer with: an element with children, or text. */
export type XmlNode = { name: XmlName; attributes?: Record<string, string>; children?: XmlNode[] } | string;

/** Builds an element in the answer. */
export function el(
  ns: string,
  name: string,
  children: XmlNode[] = [],
  attributes?: Record<string, string>,
): XmlNode {
  return { name: { ns, name }, children, ...(attributes ? { attributes } : {}) };
}

/** Writes a document with `root` at its top, every namespace declared once on it. */
export function serializeXml(root: XmlNode): string {
  if (typeof root === 'string') {
    throw new TypeError('A document needs an element at its root.');
  }
  // Prefixes are given per document: a namespace a client made up gets one only in the answer it asked for.
  const prefixes = new Map<string, string>();
  const collect = (node: XmlNode) => {
    if (typeof node === 'string') {
      return;
    }
    if (node.name.ns !== '' && !prefixes.has(node.name.ns)) {
      prefixes.set(node.name.ns, PREFIXES[node.name.ns] ?? `x${prefixes.size}`);
    }
    node.children?.forEach(collect);
  };
  collect(root);
  const qualified = (name: XmlName) => (name.ns === '' ? name.name : `${prefixes.get(name.ns)}:${name.name}`);
  const doc = new DOMImplementation().createDocument(root.name.ns, qualified(root.name), null);
  const top = doc.documentElement;
  if (!top) {
    throw new TypeError('The document has no root.');
  }
  const fill = (target: Element, node: Exclude<XmlNode, string>) => {
    for (const [key, value] of Object.entries(node.attributes ?? {})) {
      target.setAttribute(key, value);
    }
    for (const each of node.children ?? []) {
      if (typeof each === 'string') {
        target.appendChild(doc.createTextNode(each));
      } else {
        const made = doc.createElementNS(each.name.ns, qualified(each.name));
        fill(made, each);
        target.appendChild(made);
      }
    }
  };
  // Declared on the root before anything is added, so the serializer finds each in scope and never repeats it.
  for (const [ns, prefix] of prefixes) {
    if (ns !== root.name.ns) {
      top.setAttributeNS('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, ns);
    }
  }
  fill(top, root);
  return `<?xml version="1.0" encoding="utf-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}
