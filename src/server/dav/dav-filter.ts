import type { Element } from '@xmldom/xmldom';
import ICAL from 'ical.js';
import { childElements, isElement, NS } from './dav-xml';

/**
 * A calendar-query filter (RFC 4791 §9.7) as a test of one calendar object. Time ranges match every item: a
 * shopping item has no date, and RFC 4791 §9.9 lets a VTODO without dates match any range.
 */
export function calendarFilter(filter: Element | null): (body: string) => boolean {
  const top = filter
    ? childElements(filter).find((each) => isElement(each, NS.caldav, 'comp-filter'))
    : undefined;
  if (!top) {
    return () => true;
  }
  return (body) => {
    const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
    return (
      (top.getAttribute('name') ?? '').toLowerCase() === calendar.name && componentMatches(top, calendar)
    );
  };
}

function componentMatches(filter: Element, component: ICAL.Component): boolean {
  return childElements(filter).every((test) => {
    if (isElement(test, NS.caldav, 'comp-filter')) {
      const named = component.getAllSubcomponents((test.getAttribute('name') ?? '').toLowerCase());
      if (childElements(test).some((each) => isElement(each, NS.caldav, 'is-not-defined'))) {
        return named.length === 0;
      }
      return named.some((sub) => componentMatches(test, sub));
    }
    if (isElement(test, NS.caldav, 'prop-filter')) {
      return propertyMatches(test, component);
    }
    return true;
  });
}

function propertyMatches(filter: Element, component: ICAL.Component): boolean {
  const properties = component.getAllProperties((filter.getAttribute('name') ?? '').toLowerCase());
  const tests = childElements(filter);
  if (tests.some((each) => isElement(each, NS.caldav, 'is-not-defined'))) {
    return properties.length === 0;
  }
  if (properties.length === 0) {
    return false;
  }
  const textMatch = tests.find((each) => isElement(each, NS.caldav, 'text-match'));
  if (!textMatch) {
    return true;
  }
  const wanted = textMatch.textContent ?? '';
  const negate = textMatch.getAttribute('negate-condition') === 'yes';
  const exact = textMatch.getAttribute('collation') === 'i;octet';
  const found = properties.some((property) =>
    property.getValues().some((value) => contains(String(value), wanted, exact)),
  );
  return found !== negate;
}

function contains(value: string, wanted: string, exact: boolean): boolean {
  return exact ? value.includes(wanted) : value.toLowerCase().includes(wanted.toLowerCase());
}
