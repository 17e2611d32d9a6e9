/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { wrapTabKey } from './focus-trap';

// jsdom lays nothing out, so every element would look hidden; here each is shown.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: (): Element | null => document.body });
});

function Modal({ checked, trailing }: { checked?: string; trailing?: boolean }) {
  return (
    <div onKeyDown={wrapTabKey} data-testid="modal">
      <button type="button">Close</button>
      {['a', 'b', 'c'].map((v) => (
        <input key={v} type="radio" name="shop" value={v} aria-label={v} defaultChecked={checked === v} />
      ))}
      <button type="button" disabled>
        Order
      </button>
      {trailing && <button type="button">Last</button>}
    </div>
  );
}
const tab = (shift = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: shift });

describe('wrapTabKey', () => {
  it('treats a radio group as one stop: Tab from any of its radios, the last stop, wraps to the first', () => {
    render(<Modal />);
    screen.getByRole('radio', { name: 'a' }).focus();
    tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Shift+Tab from the first stop lands on the group as the browser would: its checked radio, else its last', () => {
    const { unmount } = render(<Modal />);
    screen.getByRole('button', { name: 'Close' }).focus();
    tab(true);
    expect(screen.getByRole('radio', { name: 'c' })).toHaveFocus();
    unmount();
    render(<Modal checked="b" />);
    screen.getByRole('button', { name: 'Close' }).focus();
    tab(true);
    expect(screen.getByRole('radio', { name: 'b' })).toHaveFocus();
  });

  it('leaves Tab alone inside, and wraps from a last button to the first', () => {
    render(<Modal trailing />);
    screen.getByRole('radio', { name: 'a' }).focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true); // not prevented: the browser moves on
    screen.getByRole('button', { name: 'Last' }).focus();
    tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
