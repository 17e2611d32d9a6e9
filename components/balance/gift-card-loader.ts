/**
 * Loads the third-party gift card balance widget: after a 100 ms
 * delay the provider's script is added to the page with the CSP nonce and the chain and key
 * query parameters; whatever the widget then adds to <body> is moved into our container; the
 * watching stops after 10 s. The returned function undoes everything (script, moved content,
 * observer, timers), so leaving the page leaves nothing of the widget behind.
 */
import { SITE_NODE_ATTR } from '@/components/ui/site-node';

export const GIFT_CARD_START_DELAY_MS = 100;
export const GIFT_CARD_WATCH_MS = 10_000;

export type GiftCardWidgetConfig = { scriptUrl: string; chain: string; key: string };
export type GiftCardStatus = 'loading' | 'ready' | 'failed';

/** The provider's script URL with chain and key set (existing query parameters kept). */
export function giftCardScriptSrc(config: GiftCardWidgetConfig, origin?: string): string {
  const url = new URL(config.scriptUrl, origin);
  url.searchParams.set('chain', config.chain);
  url.searchParams.set('key', config.key);
  return url.toString();
}

export const GIFT_CARD_SCRIPT_ATTR = 'data-gift-card-widget';
export const CONTAINER_MISSING = 'Gift card balance widget: the widget container was not found';

/**
 * Nodes on <body> that belong to the site, never the widget's: Next's route announcer, the
 * widget's script tag, and what the site marks as its own (a dialog opened during the watch,
 * moved into the container, would stop being a modal, and React would fail on it later).
 */
const isOwnNode = (el: Element) => el.tagName === 'NEXT-ROUTE-ANNOUNCER' || el.hasAttribute(GIFT_CARD_SCRIPT_ATTR) || el.hasAttribute(SITE_NODE_ATTR);
/** Scripts, styles and links the widget adds stay where the browser needs them. */
const isResource = (el: Element) => ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(el.tagName);

type Options = {
  config: GiftCardWidgetConfig;
  containerId: string;
  nonce?: string;
  onStatus: (status: GiftCardStatus) => void;
  doc?: Document;
  delayMs?: number;
  watchMs?: number;
};

export function startGiftCardWidget({
  config,
  containerId,
  nonce,
  onStatus,
  doc = document,
  delayMs = GIFT_CARD_START_DELAY_MS,
  watchMs = GIFT_CARD_WATCH_MS,
}: Options): () => void {
  let script: HTMLScriptElement | null = null;
  let observer: MutationObserver | null = null;
  let watchTimer: ReturnType<typeof setTimeout> | undefined;
  const moved: Node[] = [];
  let done = false;

  const stopWatching = () => {
    observer?.disconnect();
    observer = null;
    clearTimeout(watchTimer);
  };

  const adopt = (nodes: Node[]) => {
    const widgetNodes = nodes.filter((n): n is Element => n.nodeType === 1 && !isOwnNode(n as Element) && !isResource(n as Element));
    if (widgetNodes.length === 0) return;
    const container = doc.getElementById(containerId);
    if (!container) {
      console.error(`${CONTAINER_MISSING} (#${containerId})`);
      return;
    }
    for (const node of widgetNodes) {
      container.appendChild(node);
      moved.push(node);
    }
    onStatus('ready');
  };

  const startTimer = setTimeout(() => {
    if (done) return;
    observer = new MutationObserver((records) => adopt(records.flatMap((r) => Array.from(r.addedNodes))));
    observer.observe(doc.body, { childList: true });

    script = doc.createElement('script');
    script.src = giftCardScriptSrc(config, doc.location?.href);
    script.async = true;
    script.setAttribute(GIFT_CARD_SCRIPT_ATTR, '');
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      stopWatching();
      if (!done) onStatus('failed');
    });
    doc.body.appendChild(script);

    watchTimer = setTimeout(() => {
      stopWatching();
      if (!done && moved.length === 0) onStatus('failed');
    }, watchMs);
  }, delayMs);

  return () => {
    done = true;
    clearTimeout(startTimer);
    stopWatching();
    script?.remove();
    for (const node of moved) node.parentNode?.removeChild(node);
    moved.length = 0;
  };
}
