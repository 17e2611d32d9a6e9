/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useSettled } from './use-settled';

function Shown({ value }: { value: string }) {
  return <p>{useSettled(value, 500)}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('follows the value once it has rested, skipping the values it passed through', () => {
  const { rerender } = render(<Shown value="" />);
  rerender(<Shown value="1" />);
  act(() => jest.advanceTimersByTime(300));
  rerender(<Shown value="12" />);
  act(() => jest.advanceTimersByTime(300));
  // 600 ms since "1", but only 300 since "12": still the first value.
  expect(screen.getByRole('paragraph')).toHaveTextContent(/^$/);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('paragraph')).toHaveTextContent('12');
});

it('sets no timer while the value is the settled one, as on the first render', () => {
  render(<Shown value="80" />);
  expect(jest.getTimerCount()).toBe(0);
  expect(screen.getByRole('paragraph')).toHaveTextContent('80');
});
