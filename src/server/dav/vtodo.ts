import { CATEGORIES, type Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import ICAL from 'ical.js';
import type { DavItemRow } from './dav.repo';

/** An item as a VTODO shows it: its row as CalDAV reads it, under the UID its client knows it by. */
export type TodoItem = Omit<DavItemRow, 'id' | 'href' | 'uid'> & { uid: string };

/** What a client's VTODO says of an item. */
export interface TodoFields {
  uid: string;
  /** The SUMMARY as written: a list line, name and amount ("whole milk (2 gal)"). */
  summary: string;
  /** The DESCRIPTION, or null without one. */
  description: string | null;
  completed: boolean;
  /** The first of its CATEGORIES that is one of the app's aisles, or null. */
  category: Category | null;
}

/** A calendar body that is not one VTODO we can keep: answered with the reason. */
export class BadTodo extends Error {
  constructor(
    message: string,
    /** A CalDAV precondition the body broke (RFC 4791 §5.3.2.1), named in the 403 answer. */
    readonly precondition?: 'supported-calendar-component' | 'valid-calendar-data',
  ) {
    super(message);
  }
}

const PRODID = '-//Aislewise//Shopping lists//EN';

/** The item as an iCalendar object holding one VTODO. */
export function writeTodo(item: TodoItem): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODID);
  const todo = new ICAL.Component('vtodo');
  const stamp = ICAL.Time.fromJSDate(item.updatedAt, true);
  todo.addPropertyWithValue('uid', item.uid);
  todo.addPropertyWithValue('dtstamp', stamp);
  todo.addPropertyWithValue('last-modified', stamp);
  todo.addPropertyWithValue('summary', itemLine({ name: item.name, quantity: item.quantity }));
  if (item.note !== null) {
    todo.addPropertyWithValue('description', item.note);
  }
  todo.addPropertyWithValue('status', item.checked ? 'COMPLETED' : 'NEEDS-ACTION');
  if (item.checked) {
    todo.addPropertyWithValue('completed', ICAL.Time.fromJSDate(item.checkedAt ?? item.updatedAt, true));
    todo.addPropertyWithValue('percent-complete', 100);
  }
  todo.addPropertyWithValue('categories', item.category);
  calendar.addSubcomponent(todo);
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** Reads a client's iCalendar object: it must hold exactly one VTODO (a shopping list has no events). */
export function readTodo(text: string): TodoFields {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new BadTodo(
      `The calendar data could not be read: ${(error as Error).message}`,
      'valid-calendar-data',
    );
  }
  if (calendar.name !== 'vcalendar') {
    throw new BadTodo('Send one VCALENDAR holding one VTODO.', 'valid-calendar-data');
  }
  const others = calendar.getAllSubcomponents().filter((each) => !['vtodo', 'vtimezone'].includes(each.name));
  const todos = calendar.getAllSubcomponents('vtodo');
  if (others.length > 0 || todos.length === 0) {
    throw new BadTodo('A shopping list holds to-dos (VTODO) only.', 'supported-calendar-component');
  }
  const [todo] = todos;
  if (!todo || todos.length > 1) {
    throw new BadTodo('Send one VTODO per resource.', 'valid-calendar-data');
  }
  const uid = textOf(todo.getFirstPropertyValue('uid'));
  if (uid === null || uid.trim() === '') {
    throw new BadTodo('The VTODO needs a UID.', 'valid-calendar-data');
  }
  const status = textOf(todo.getFirstPropertyValue('status'))?.toUpperCase() ?? null;
  const categories = todo
    .getAllProperties('categories')
    .flatMap((property) => property.getValues())
    .map((value) => String(value).trim());
  return {
    uid,
    summary: textOf(todo.getFirstPropertyValue('summary'))?.trim() ?? '',
    description: nonBlank(textOf(todo.getFirstPropertyValue('description'))),
    // A client that only sets COMPLETED (or 100 percent) without a status means done as well.
    completed:
      status === 'COMPLETED' || (status === null && todo.getFirstPropertyValue('completed') !== null),
    category:
      ((CATEGORIES as readonly string[]).find((name) => categories.includes(name)) as Category | null) ??
      null,
  };
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  return String(value);
}

function nonBlank(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
