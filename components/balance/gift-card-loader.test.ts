/** @jest-environment jsdom */
import { SITE_NODE_ATTR } from '@/components/ui/site-node';
import { CONTAINER_MISSING, GIFT_CARD_SCRIPT_ATTR, giftCardScriptSrc, startGiftCardWidget, type GiftCardStatus } from './gift-card-loader';

const config = { scriptUrl: 'https://gift.example.com/widget.js?v=2', chain: 'kinders', key: 'abc123' };
const widgetScript = () => document.querySelector<HTMLScriptElement>(`script[${GIFT_CARD_SCRIPT_ATTR}]`);
/** What a provider's script does when it runs: add its generated markup to <body>. */
const fakeWidgetRenders = () => {
  const form = document.createElement('form');
  form.className = 'provider-balance-form';
  form.innerHTML = '<label>Card number <input name="card"></label>';
  document.body.appendChild(form);
  return form;
};
/** Let MutationObserver callbacks (microtasks) run. */
const flush = () => Promise.resolve();

let statuses: GiftCardStatus[];
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main><div id="gift-card"></div></main>';
  statuses = [];
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const start = (overrides: Partial<Parameters<typeof startGiftCardWidget>[0]> = {}) => {
  stop = startGiftCardWidget({ config, containerId: 'gift-card', nonce: 'n0nce', onStatus: (s) => statuses.push(s), ...overrides });
};

describe('giftCardScriptSrc', () => {
  it('adds chain and key to the configured URL and keeps its own parameters', () => {
    const url = new URL(giftCardScriptSrc(config));
    expect(url.origin + url.pathname).toBe('https://gift.example.com/widget.js');
    expect(url.searchParams.get('v')).toBe('2');
    expect(url.searchParams.get('chain')).toBe('kinders');
    expect(url.searchParams.get('key')).toBe('abc123');
  });
});

describe('startGiftCardWidget', () => {
  it('adds nothing before 100 ms, then the script with chain, key and the CSP nonce', () => {
    start();
    jest.advanceTimersByTime(99);
    expect(widgetScript()).toBeNull();
    jest.advanceTimersByTime(1);
    const script = widgetScript();
    expect(script).not.toBeNull();
    const src = new URL(script!.src);
    expect(src.searchParams.get('chain')).toBe('kinders');
    expect(src.searchParams.get('key')).toBe('abc123');
    expect(script!.nonce).toBe('n0nce');
    expect(script!.async).toBe(true);
  });

  it("moves the widget's generated content into the container and reports ready", async () => {
    start();
    jest.advanceTimersByTime(100);
    const form = fakeWidgetRenders();
    await flush();
    expect(document.getElementById('gift-card')!.contains(form)).toBe(true);
    expect(statuses).toEqual(['ready']);
  });

  it('leaves the scripts and styles the widget adds where they are', async () => {
    start();
    jest.advanceTimersByTime(100);
    const style = document.createElement('style');
    document.body.appendChild(style);
    await flush();
    expect(style.parentElement).toBe(document.body);
    expect(statuses).toEqual([]);
  });

  it("leaves the site's own elements added to <body> during the watch where they are (a dialog opened meanwhile)", async () => {
    start();
    jest.advanceTimersByTime(100);
    const dialog = document.createElement('dialog');
    dialog.setAttribute(SITE_NODE_ATTR, '');
    document.body.appendChild(dialog);
    const form = fakeWidgetRenders();
    await flush();
    expect(dialog.parentElement).toBe(document.body);
    expect(document.getElementById('gift-card')!.contains(form)).toBe(true);
  });

  it('stops watching after 10 s: later content stays where the widget put it', async () => {
    const disconnect = jest.spyOn(MutationObserver.prototype, 'disconnect');
    start();
    jest.advanceTimersByTime(100);
    jest.advanceTimersByTime(9_999);
    expect(disconnect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(disconnect).toHaveBeenCalled();
    const late = fakeWidgetRenders();
    await flush();
    expect(late.parentElement).toBe(document.body);
  });

  it('reports failure when nothing appears within 10 s', () => {
    start();
    jest.advanceTimersByTime(100 + 10_000);
    expect(statuses).toEqual(['failed']);
  });

  it('does not report failure at 10 s once the widget has shown up', async () => {
    start();
    jest.advanceTimersByTime(100);
    fakeWidgetRenders();
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(statuses).toEqual(['ready']);
  });

  it('reports failure when the script cannot load', () => {
    start();
    jest.advanceTimersByTime(100);
    widgetScript()!.dispatchEvent(new Event('error'));
    expect(statuses).toEqual(['failed']);
  });

  it('logs a console error when the container is missing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    start({ containerId: 'no-such-container' });
    jest.advanceTimersByTime(100);
    const form = fakeWidgetRenders();
    await flush();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(CONTAINER_MISSING));
    expect(form.parentElement).toBe(document.body);
  });

  it('cleans up on leaving: removes the script and the moved content, and stops watching', async () => {
    start();
    jest.advanceTimersByTime(100);
    const form = fakeWidgetRenders();
    await flush();
    stop();
    expect(widgetScript()).toBeNull();
    expect(form.isConnected).toBe(false);
    const after = fakeWidgetRenders();
    await flush();
    expect(after.parentElement).toBe(document.body);
    jest.advanceTimersByTime(20_000);
    expect(statuses).toEqual(['ready']);
  });

  it('never adds the script when the page is left within the first 100 ms', () => {
    start();
    jest.advanceTimersByTime(50);
    stop();
    jest.advanceTimersByTime(1_000);
    expect(widgetScript()).toBeNull();
  });
});
