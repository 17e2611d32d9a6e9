/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DOWNLOAD_PROBLEM_SHOWN_MS, DOWNLOAD_WAIT_MS, onDemand } from './on-demand';

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
  const [Component, load, failed] = greeting.useComponent();
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
      {failed && <p role="alert">Download failed</p>}
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

it('says a download failed until the next use or for a while, and tries again on the next use', async () => {
  jest.useFakeTimers();
  const attempts = [download(), download(), download()];
  let calls = 0;
  const load = jest.fn(() => attempts[calls++].done);
  render(<Opener greeting={onDemand(load)} />);
  const button = screen.getByRole('button', { name: 'Open' });

  fireEvent.click(button);
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => attempts[0].finish(false));
  expect(screen.queryByText('Hello, Sam')).toBeNull();
  expect(screen.getByRole('alert')).toBeTruthy();
  act(() => jest.advanceTimersByTime(DOWNLOAD_PROBLEM_SHOWN_MS - 1));
  expect(screen.getByRole('alert')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('alert')).toBeNull();

  // A second failure, then the next use clears the word at once and is downloaded again.
  fireEvent.click(button);
  await act(async () => attempts[1].finish(false));
  expect(screen.getByRole('alert')).toBeTruthy();
  fireEvent.click(button);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(3);
  await act(async () => attempts[2].finish(true));
  expect(screen.getByText('Hello, Sam')).toBeTruthy();
  // The timer of the earlier failure was stopped with it: the word does not come back or go.
  act(() => jest.advanceTimersByTime(DOWNLOAD_PROBLEM_SHOWN_MS));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says a download that has not come in DOWNLOAD_WAIT_MS failed, and still shows the component if it comes', async () => {
  jest.useFakeTimers();
  const { done, finish } = download();
  const load = jest.fn(() => done);
  render(<Opener greeting={onDemand(load)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await act(async () => jest.advanceTimersByTimeAsync(DOWNLOAD_WAIT_MS - 1));
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('alert')).toHaveTextContent('Download failed');
  // A slow connection, not a dead one: the code comes after all.
  await act(async () => finish(true));
  expect(screen.getByText('Hello, Sam')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});
