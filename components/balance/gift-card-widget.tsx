'use client';

import { useEffect, useState } from 'react';
import { startGiftCardWidget, type GiftCardStatus, type GiftCardWidgetConfig } from './gift-card-loader';
import { telHref } from '@/lib/domain/phone';
import styles from './balance.module.css';

export const GIFT_CARD_CONTAINER_ID = 'gift-card-balance-widget';

type Props = {
  /** Null when the widget is not configured: the help message shows straight away. */
  config: GiftCardWidgetConfig | null;
  /** The request's CSP nonce (proxy.ts), put on the provider's script. */
  nonce?: string;
  phone: string;
  /** The help text when the widget cannot be shown (before the phone number). */
  unavailableText: string;
};

/** The balance widget's container, with a loading line and a helpful message when it cannot load. */
export function GiftCardWidget({ config, nonce, phone, unavailableText }: Props) {
  const [status, setStatus] = useState<GiftCardStatus>(config ? 'loading' : 'failed');

  // Primitive dependencies: a refreshed server render passes an equal but new config object.
  // The nonce is the first render's: a refresh (the site's at the turn of the business day)
  // brings a new one, and starting over would throw away the widget and the card number typed
  // into it. The script, once in, is trusted through the nonce it was added with.
  const { scriptUrl, chain, key } = config ?? {};
  const [firstNonce] = useState(nonce);
  useEffect(() => {
    if (!scriptUrl || !chain || !key) return;
    return startGiftCardWidget({ config: { scriptUrl, chain, key }, nonce: firstNonce, containerId: GIFT_CARD_CONTAINER_ID, onStatus: setStatus });
  }, [scriptUrl, chain, key, firstNonce]);

  const unavailable = (
    <div className={`notice ${styles.unavailable}`} data-testid="gift-card-unavailable">
      <p>
        <strong>The online balance checker isn&apos;t available right now.</strong>
      </p>
      <p>
        {unavailableText} <a href={telHref(phone)}>{phone}</a>.
      </p>
    </div>
  );

  return (
    <div className={styles.widgetArea}>
      {/* One status region from the first render on, its words swapped as the checker loads or
          fails: screen readers announce a change inside a live region that was already there,
          not a region that arrives with its words. */}
      <div role="status" className={styles.status}>
        {status === 'loading' && (
          <>
            <p className={`${styles.loading} js-only`}>Loading the balance checker…</p>
            {/* The checker is a script: without scripting it never loads, and the way to ask stands at once. */}
            <noscript>{unavailable}</noscript>
          </>
        )}
        {status === 'failed' && unavailable}
      </div>
      {/* The widget's own content is moved in here; React renders nothing inside it. */}
      <div id={GIFT_CARD_CONTAINER_ID} className={styles.widget} data-status={status} data-testid="gift-card-widget" />
    </div>
  );
}
