/**
 * The record fields whose own pattern was looser than the record schema now refuse what the
 * schema refuses, with its message: a catering menu's dates and title, a shop's catering e-mail.
 */
import { MENU_TITLE_MOST, MENU_TITLE_TOO_LONG } from '@/lib/content/schemas/records';
import { editorProblem, type EditorField } from '@/lib/testing/editor-fields';
import { cateringMenus, homeHeroes, menu, shops } from './records';

describe("a catering menu's dates are days of the year", () => {
  const from = cateringMenus.schema.availableFrom;
  it.each(['31-12', '13-01', '02-30'])('refuses %s', (value) => {
    expect(editorProblem(from, value)).toBe('Available from must be MM-DD, such as 11-01.');
  });
  it.each(['11-01', '12-31', undefined])('accepts %p', (value) => {
    expect(editorProblem(from, value)).toBeUndefined();
  });
});

describe("a catering menu's title is no longer than the quote form takes", () => {
  const title = (length: number) => ({ name: 'T'.repeat(length), slug: 't' });
  it('refuses one character more, with the schema\'s message', () => {
    expect(editorProblem(cateringMenus.schema.title, title(MENU_TITLE_MOST + 1))).toBe(MENU_TITLE_TOO_LONG);
  });
  it('accepts the longest', () => {
    expect(editorProblem(cateringMenus.schema.title, title(MENU_TITLE_MOST))).toBeUndefined();
  });
});

describe("a shop's catering e-mail", () => {
  it('refuses an address ending in a dot', () => {
    expect(editorProblem(shops.schema.cateringEmail, 'catering@kinders.com.')).toBe('Catering e-mail must be an e-mail address.');
  });
  it.each(['catering@kinders.com', undefined])('accepts %p', (value) => {
    expect(editorProblem(shops.schema.cateringEmail, value)).toBeUndefined();
  });
});

const OTHERS: [EditorField & { label?: string }, string, string][] = [
  [shops.schema.state, 'ca', 'State must be two capital letters, such as CA.'],
  [shops.schema.zip, '9452', 'ZIP code must be five digits.'],
  [shops.schema.city, '  ', 'City is required.'],
  [shops.schema.pickupUrl, 'order.example.com', 'Pickup ordering link must be a full web address (https://...).'],
  [homeHeroes.schema.buttonUrl, '//elsewhere.example', 'Button link must be a page of this site, such as /catering.'],
  [homeHeroes.schema.headingTwo, 'Hello {name}', 'Second heading cannot name a value in braces ({name}): nothing fills it in here.'],
];

describe('other record texts and links say what the schema says', () => {
  it.each(OTHERS.map(([field, value, message]) => ({ label: field.label, field, value, message })))('$label refuses $value', ({ field, value, message }) => {
    expect(editorProblem(field, value)).toBe(message);
  });
});

describe("a menu item's name", () => {
  const name = (menu.schema.items as unknown as { element: { fields: { name: EditorField } } }).element.fields.name;

  it('may hold a slash, as menus write halves and "with": the items list has no slug field, whose rules are a file name\'s', () => {
    expect(editorProblem(name, '1/2 Rack Ribs')).toBeUndefined();
    expect(editorProblem(name, 'Brisket w/ Slaw')).toBeUndefined();
    expect((menu.schema.items as unknown as { slugField?: string }).slugField).toBeUndefined();
  });
});
