/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ClientNavigation } from '@/components/ui/client-navigation';
import { menuBudget } from '@/lib/domain/catering';
import { CateringMenuButtons, MENU_NOT_AVAILABLE } from './catering-menus';
import { shownCateringMenus } from './shown-menu';

const push = jest.fn();
const router = { push, replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/catering' }));

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});

const menu = { _id: 'a', service: 'onsite' as const, title: 'Most Requested', summary: 'Popular.', body: ['Ball tip and BBQ chicken.'], availableFrom: null, availableTo: null, pricePerPerson: 28.5, minimumGuests: 1500 };
const menus = shownCateringMenus([menu]);

it('opens the chosen menu with its text and closes it', () => {
  render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />);
  const dialog = screen.getByText('Ball tip and BBQ chicken.').closest('dialog')!;
  expect(dialog.open).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(dialog.open).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Most Requested' })).toHaveTextContent('Ball tip and BBQ chicken.');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog.open).toBe(false);
});

it('renders every menu, what it holds and costs, before any click: a search engine reads it in the HTML', () => {
  const two = shownCateringMenus([menu, { ...menu, _id: 'b', title: 'Wedding Special', summary: 'For the big day.', body: ['Tri-tip and salmon.'], pricePerPerson: 31, minimumGuests: 50 }]);
  const { container } = render(<CateringMenuButtons menus={two} serviceTitle="On-Site" requestType="onsite" />);
  const dialogs = [...container.querySelectorAll('dialog')];
  expect(dialogs.map((d) => d.open)).toEqual([false, false]);
  expect(dialogs[0]).toHaveTextContent('Popular.Ball tip and BBQ chicken.');
  expect(dialogs[1]).toHaveTextContent('$31.00 per person · 50 guests minimum');
  expect(dialogs[1]).toHaveTextContent('For the big day.Tri-tip and salmon.');
  // One open at a time.
  fireEvent.click(screen.getByRole('button', { name: 'Wedding Special' }));
  expect(dialogs.map((d) => d.open)).toEqual([false, true]);
});

it('shows "Menu content not available." for a menu that is not there', () => {
  const { rerender } = render(<CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  // The data changes under an open modal (for example a reseed removed the menu).
  rerender(<CateringMenuButtons menus={[]} serviceTitle="On-Site" requestType="onsite" />);
  expect(screen.getByText(MENU_NOT_AVAILABLE)).toBeInTheDocument();
});

it('gives the price per person and the minimum, and requests this menu with its option', () => {
  render(
    <>
      <ClientNavigation />
      <CateringMenuButtons menus={menus} serviceTitle="On-Site" requestType="onsite" />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.getByTestId('catering-menu-budget')).toHaveTextContent('$28.50 per person · 1,500 guests minimum');
  const link = screen.getByRole('link', { name: 'Request this menu' });
  const url = new URL(link.getAttribute('href')!, 'https://example.com');
  expect(url.pathname).toBe('/catering/request-quote');
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'onsite', menu: 'a' });
  // Followed in the page, as every internal link is.
  push.mockClear();
  fireEvent.click(link);
  expect(push).toHaveBeenCalledWith(`${url.pathname}${url.search}`);
});

it('shows only the budget facts a menu has', () => {
  expect(menuBudget({ pricePerPerson: 12, minimumGuests: null })).toBe('$12.00 per person');
  expect(menuBudget({ pricePerPerson: null, minimumGuests: 20 })).toBe('20 guests minimum');
  expect(menuBudget({ pricePerPerson: null, minimumGuests: null })).toBe('');
  render(<CateringMenuButtons menus={shownCateringMenus([{ ...menu, pricePerPerson: null, minimumGuests: null }])} serviceTitle="On-Site" requestType="onsite" />);
  fireEvent.click(screen.getByRole('button', { name: 'Most Requested' }));
  expect(screen.queryByTestId('catering-menu-budget')).not.toBeInTheDocument();
});

it('formats nothing in the browser: every closed modal shows the budget written on the server', () => {
  // The server writes the line; the modal shows the words it is given and formats nothing.
  render(<CateringMenuButtons menus={[{ ...menus[0], budget: 'Written on the server' }]} serviceTitle="On-Site" requestType="onsite" />);
  expect(screen.getByText('Ball tip and BBQ chicken.').closest('dialog')).toHaveTextContent('Written on the server');
  expect(screen.getByText('Ball tip and BBQ chicken.').closest('dialog')).not.toHaveTextContent('$28.50');
});

it('shows every line of a menu, also two that read the same, and keeps them in step when the menu changes', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const [line] = menu.body;
  const other = 'Fresh rolls.';
  const show = (body: string[]) => <CateringMenuButtons menus={shownCateringMenus([{ ...menu, body }])} serviceTitle="On-Site" requestType="onsite" />;
  const { container, rerender } = render(show([line, line]));
  const lines = () => [...container.querySelectorAll('dialog li')].map((li) => li.textContent);
  expect(lines()).toEqual([line, line]);
  rerender(show([line, other, line]));
  expect(lines()).toEqual([line, other, line]);
  rerender(show([other, line]));
  expect(lines()).toEqual([other, line]);
  // React names two lines keyed alike, and may then drop or repeat one when the menu changes.
  expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  error.mockRestore();
});
