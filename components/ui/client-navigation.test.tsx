/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { ClientNavigation, focusMainOnArrival } from './client-navigation';
import { Link } from './link';

const router = { push: jest.fn(), replace: jest.fn() };
let pathname = '/';
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }));

function Page({ onTaken }: { onTaken?: (e: { preventDefault(): void }) => void }) {
  return (
    <>
      <ClientNavigation />
      <Link href="/catering/request-quote?type=onsite&menu=a#form">
        <span>Here</span>
      </Link>
      <Link href="/menu/sides" replace>
        Sides
      </Link>
      <Link href="/menu" target="_blank">
        New tab
      </Link>
      <Link href="/menu.pdf" download>
        Download
      </Link>
      <Link href="https://example.com/elsewhere">Elsewhere</Link>
      <Link href="#faq">Down the page</Link>
      <Link href="/careers#openings">Openings</Link>
      <Link href="/contact" onClick={onTaken}>
        Taken
      </Link>
      <a href="/rewards">Unmarked</a>
    </>
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const routed = () => [...router.push.mock.calls, ...router.replace.mock.calls];

beforeEach(() => {
  router.push.mockClear();
  router.replace.mockClear();
});

it('follows a plain click through the router, with the query and the fragment, also on what the link holds', () => {
  render(<Page />);
  expect(fireEvent.click(screen.getByText('Here'))).toBe(false); // the browser's own navigation was prevented
  expect(router.push).toHaveBeenCalledWith('/catering/request-quote?type=onsite&menu=a#form');
  expect(fireEvent.click(link('Openings'))).toBe(false);
  expect(router.push).toHaveBeenLastCalledWith('/careers#openings');
  expect(router.replace).not.toHaveBeenCalled();
});

it('replaces the history entry for a link that says so', () => {
  render(<Page />);
  expect(fireEvent.click(link('Sides'))).toBe(false);
  expect(router.replace).toHaveBeenCalledWith('/menu/sides');
  expect(router.push).not.toHaveBeenCalled();
});

it.each([
  ['with Ctrl', { ctrlKey: true }],
  ['with Cmd', { metaKey: true }],
  ['with Shift', { shiftKey: true }],
  ['with Alt', { altKey: true }],
  ['with the middle button', { button: 1 }],
])('leaves a click %s to the browser', (_, init) => {
  render(<Page />);
  expect(fireEvent.click(link('Here'), init)).toBe(true);
  expect(routed()).toEqual([]);
});

it('leaves to the browser a link that opens elsewhere, downloads, leaves the site or moves down this page', () => {
  render(<Page />);
  for (const name of ['New tab', 'Download', 'Elsewhere', 'Down the page']) expect(fireEvent.click(link(name))).toBe(true);
  expect(routed()).toEqual([]);
});

it('leaves alone a link without the mark, and a click a handler in the page already took', () => {
  render(<Page onTaken={(e) => e.preventDefault()} />);
  expect(fireEvent.click(link('Unmarked'))).toBe(true);
  expect(fireEvent.click(link('Taken'))).toBe(false);
  expect(routed()).toEqual([]);
});

it('stops listening when it leaves the page', () => {
  const { unmount } = render(<Page />);
  const here = link('Sides');
  unmount();
  document.body.append(here);
  expect(fireEvent.click(here)).toBe(true);
  expect(routed()).toEqual([]);
  here.remove();
});

/**
 * The router as Next's is: a navigation sets its state to a promise of the next page, which the
 * tree reads, so the update waits (in a transition) until the page's data came.
 */
function RouterState() {
  const [next, setNext] = useState<Promise<void> | null>(null);
  useEffect(() => {
    const navigate = () => setNext(new Promise<void>((resolve) => (arrive = resolve)));
    router.push.mockImplementation(navigate);
    router.replace.mockImplementation(navigate);
    return () => {
      router.push.mockReset();
      router.replace.mockReset();
    };
  }, []);
  if (next) use(next);
  return null;
}
let arrive: () => void = () => {};

function Pending() {
  return (
    <>
      <Suspense>
        <RouterState />
      </Suspense>
      <ClientNavigation />
      <Link href="/menu/sides" replace pending>
        Sides
      </Link>
      <Link href="/locations/one" pending="Loading the shop...">
        Shop
      </Link>
      <Link href="/rewards">Rewards</Link>
    </>
  );
}

it('marks a link that shows its loading state while its page loads, and nothing else', async () => {
  render(<Pending />);
  await act(async () => void fireEvent.click(link('Sides')));
  expect(router.replace).toHaveBeenCalledWith('/menu/sides');
  expect(link('Sides')).toHaveAttribute('data-pending');
  expect(screen.getByRole('status')).toBeEmptyDOMElement(); // a mark only, no text to announce
  await act(async () => arrive());
  expect(link('Sides')).not.toHaveAttribute('data-pending');

  await act(async () => void fireEvent.click(link('Rewards')));
  expect(router.push).toHaveBeenCalledWith('/rewards');
  expect(link('Rewards')).not.toHaveAttribute('data-pending');
  expect(link('Sides')).not.toHaveAttribute('data-pending');
  await act(async () => arrive());
});

it('announces a pending link’s status text, outside the link, in a live region that was there before, until its page came', async () => {
  render(<Pending />);
  // The region is in the page, empty, before anything is pending: a screen reader knows it.
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  await act(async () => void fireEvent.click(link('Shop')));
  expect(router.push).toHaveBeenCalledWith('/locations/one');
  expect(link('Shop')).toHaveAttribute('data-pending');
  expect(screen.getByRole('status')).toBe(status);
  expect(status).toHaveTextContent('Loading the shop...');
  expect(link('Shop').contains(status)).toBe(false);
  await act(async () => arrive());
  expect(status).toBeEmptyDOMElement();
  expect(link('Shop')).not.toHaveAttribute('data-pending');
});

describe('focusMainOnArrival: a navigation made in code', () => {
  function Site() {
    return (
      <>
        <ClientNavigation />
        <main id="main" tabIndex={-1}>
          <button type="button">Go</button>
        </main>
      </>
    );
  }

  it('gives the focus to the main content once the new page is in, when nothing has it', () => {
    pathname = '/contact';
    const { rerender } = render(<Site />);
    focusMainOnArrival();
    // The control that navigated is gone with its page: the focus is nowhere.
    (document.activeElement as HTMLElement | null)?.blur();
    pathname = '/locations/one';
    rerender(<Site />);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('does nothing on a navigation it was not asked for, nor where the new page put the focus itself', () => {
    pathname = '/contact';
    const { rerender } = render(<Site />);
    pathname = '/menu';
    rerender(<Site />);
    expect(document.body).toHaveFocus();
    focusMainOnArrival();
    screen.getByRole('button', { name: 'Go' }).focus();
    pathname = '/locations/one';
    rerender(<Site />);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
  });
});

it('gives the focus to the place a followed link names in the new page, and to the main content when its fragment names none or does not decode', async () => {
  function Site({ place }: { place: boolean }) {
    return (
      <>
        <Suspense>
          <RouterState />
        </Suspense>
        <ClientNavigation />
        <main id="main" tabIndex={-1}>
          {place && <section id="openings">Openings</section>}
          <Link href="/careers#openings">Openings</Link>
          <Link href="/menu#50%off">Deals</Link>
        </main>
      </>
    );
  }
  const { rerender } = render(<Site place={false} />);
  const follow = async (name: string) => {
    link(name).focus();
    await act(async () => void fireEvent.click(link(name), { detail: 0 }));
    // The new page: the link pressed is gone with the old one, and the focus with it.
    link(name).blur();
    await act(async () => arrive());
  };
  rerender(<Site place />);
  await follow('Openings');
  expect(document.getElementById('openings')).toHaveFocus();
  await follow('Deals');
  expect(document.getElementById('main')).toHaveFocus();
});
