/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A download the test finishes by hand. */
function download() {
  let finish!: (ok: boolean) => void;
  const done = new Promise<typeof Greeting>((resolve, reject) => {
    finish = (ok) => (ok ? resolve(Greeting) : reject(new Error('offline')));
  });
  return { done, finish };
}

function Opener({ greeting }: { greeting: ReturnType<typeof onDemand<{ name: string }>> }) {
  const [Component, load] = greeting.useComponent();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        Open
      </button>
      {open && Component && <Component name="Sam" />}
    </>
  );
}

afterEach(() => jest.useRealTimers());

it('downloads nothing until asked, and shows the component as soon as its code arrives, with no timer between', async () => {
  jest.useFakeTimers();
  const { done, finish } = download();
  const load = jest.fn(() => done);
  render(<Opener greeting={onDemand(load)} />);
  expect(load).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Hello, Sam')).toBeNull();
  // The fake clock never moves: nothing may wait on a timer once the code is here.
  await act(async () => finish(true));
  expect(screen.getByText('Hello, Sam')).toBeTruthy();
});

it('downloads once, and a component mounted later has it at once', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const greeting = onDemand(load);
  const first = render(<Opener greeting={greeting} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
  first.unmount();

  render(<Opener greeting={greeting} />);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
  expect(screen.getByText('Hello, Sam')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed download again on the next use', async () => {
  const attempts = [download(), download()];
  let calls = 0;
  const load = jest.fn(() => attempts[calls++].done);
  render(<Opener greeting={onDemand(load)} />);
  const button = screen.getByRole('button', { name: 'Open' });

  fireEvent.click(button);
  await act(async () => attempts[0].finish(false));
  expect(screen.queryByText('Hello, Sam')).toBeNull();

  fireEvent.click(button);
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => attempts[1].finish(true));
  expect(screen.getByText('Hello, Sam')).toBeTruthy();
});
