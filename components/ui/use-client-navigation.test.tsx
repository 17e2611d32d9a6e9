/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useClientNavigation } from './use-client-navigation';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function Links() {
  const navigate = useClientNavigation();
  return (
    <>
      <a href="/catering/request-quote?type=onsite&menu=a#form" onClick={navigate}>
        Here
      </a>
      <a href="/menu" target="_blank" onClick={navigate}>
        New tab
      </a>
      <a href="https://example.com/elsewhere" onClick={navigate}>
        Elsewhere
      </a>
    </>
  );
}

beforeEach(() => push.mockClear());

it('follows a plain click through the router, with the query and the fragment', () => {
  render(<Links />);
  const click = fireEvent.click(screen.getByRole('link', { name: 'Here' }));
  expect(click).toBe(false); // the browser's own navigation was prevented
  expect(push).toHaveBeenCalledWith('/catering/request-quote?type=onsite&menu=a#form');
});

it.each([
  ['with Ctrl', { ctrlKey: true }],
  ['with Cmd', { metaKey: true }],
  ['with Shift', { shiftKey: true }],
  ['with Alt', { altKey: true }],
  ['with the middle button', { button: 1 }],
])('leaves a click %s to the browser', (_, init) => {
  render(<Links />);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Here' }), init)).toBe(true);
  expect(push).not.toHaveBeenCalled();
});

it('leaves a link that opens elsewhere or leaves the site to the browser', () => {
  render(<Links />);
  expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
  expect(push).not.toHaveBeenCalled();
});
