'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { fetchDistances, orderByDistance } from '@/components/locations/distances';
import { lastPoint } from '@/components/locations/last-point';
import { useFocusRescue } from '@/components/ui/focus-rescue';
import statusStyles from '@/components/locations/open-status.module.css';
import { deadline } from '@/lib/deadline';
import { formatDistance } from '@/lib/domain/distance';
import { lastShop } from './last-shop';
import { entryText, hoursText, initialShop, itemText, sortedFromText, type OrderLocation } from './order-shops';
import type { OrderModalState } from './order-modal-provider';
import styles from './order-modal.module.css';
import { NewTabHint } from '@/components/ui/new-tab-hint';

export const TITLES = { pickup: 'Order for Pickup', delivery: 'Order for Delivery', any: 'Order For Pickup or Delivery' } as const;
export const PLACEHOLDER = 'Select a location...';

class LoadError extends Error {}

/**
 * How long the dialog waits for the shops before it offers Retry: a request that hangs on a poor
 * connection would otherwise leave "Loading locations..." on screen for good.
 */
export const ORDER_LOCATIONS_TIMEOUT_MS = 15_000;

export async function fetchOrderLocations(url: string): Promise<OrderLocation[]> {
  let body: { success?: boolean; data?: OrderLocation[] };
  const limit = deadline(ORDER_LOCATIONS_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: limit.signal });
    body = await res.json();
  } catch {
    throw new LoadError('Failed to load locations. Please try again.');
  } finally {
    limit.done();
  }
  if (!body.success || !Array.isArray(body.data)) throw new LoadError('Failed to load locations');
  return body.data;
}

const SWR_ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
/** How long the loaded shops wait for their distances before they show in their own order. */
export const DISTANCES_WAIT_MS = 1_500;

type Props = OrderModalState & { onClose: () => void };

const OWN_CACHE = { provider: () => new Map() };

/**
 * Each opening (the provider mounts the dialog afresh for each) reads the shops with a cache of its
 * own, so it shows only what it read itself: a list kept from an earlier opening showed the
 * statuses of then ("Open now until 9:00 PM" after nine) until the new answer came, and stayed
 * beside "Failed to load locations" when the new read failed.
 */
export function OrderModal(props: Props) {
  return (
    <SWRConfig value={OWN_CACHE}>
      <OrderDialog {...props} />
    </SWRConfig>
  );
}

function OrderDialog({ isOpen, preselectedLocation, orderType, item, onClose }: Props) {
  const { data, error, isLoading, mutate } = useSWR(isOpen ? '/api/locations' : null, fetchOrderLocations, SWR_ONCE);
  // A position or ZIP code this device measured from lately (see /locations): nearest first.
  const [point] = useState(() => lastPoint.get());
  const [remembered] = useState(() => lastShop.get());
  const nearby = useSWR(isOpen && point ? ['order-distances', point.latitude, point.longitude] : null, () => fetchDistances(point!), SWR_ONCE);
  // A slow distances call holds the shops back a moment, never longer; once shown without
  // distances the list keeps that order (shops moving under a finger would be worse).
  const [waited, setWaited] = useState(false);
  const distancesPending = Boolean(data && point && !nearby.data && !nearby.error);
  useEffect(() => {
    if (!distancesPending) return;
    const timer = setTimeout(() => setWaited(true), DISTANCES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [distancesPending]);
  // Without distances (none known, the call failed or came too late) the list keeps the shops' own order.
  const distances = nearby.data && !waited ? new Map(nearby.data.map((d) => [d._id, d.distance])) : null;
  const ready = Boolean(data && (!point || nearby.data || nearby.error || waited));

  // The provider remounts the modal on every opening, so a choice never leaks into the next one;
  // until the visitor picks, the shop it was opened for (or the one chosen last time) is the choice.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const id = useId();
  // Retry goes away when it is pressed: the status line it stood in keeps the keyboard's place.
  const status = useRef<HTMLDivElement>(null);
  useFocusRescue(status, status);
  const list = useRef<HTMLUListElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  const selectedId = chosenId ?? (data ? (initialShop(data, preselectedLocation, remembered)?._id ?? '') : '');
  const selected = data?.find((l) => l._id === selectedId);
  const shops = data ? orderByDistance(data, distances) : [];

  const chosenOption = () => list.current?.querySelector<HTMLInputElement>('input:checked')?.closest('label');
  // The chosen shop in view when the list opens scrolled (a long list on a phone), scrolled no
  // further than that: the dialog scrolls as one, and centring a shop that was already in view
  // pushed the heading and the close button off a phone's screen. A keyboard that waited on the
  // status line (after Retry) goes on to the shops: the chosen one, else the first.
  useEffect(() => {
    if (!ready) return;
    chosenOption()?.scrollIntoView?.({ block: 'nearest' });
    if (status.current && document.activeElement === status.current) {
      (list.current?.querySelector<HTMLInputElement>('input:checked') ?? list.current?.querySelector<HTMLInputElement>('input'))?.focus();
    }
  }, [ready]);

  // The room a shop brought into view keeps under itself (the options' scroll-margin-bottom) is the
  // footer's height, which grows with the chosen shop's address and with a phone's stacked buttons.
  const keepFooterRoom = () => {
    if (footer.current) list.current?.style.setProperty('--footer-room', `${footer.current.offsetHeight}px`);
  };
  const shown = Boolean(ready);
  useLayoutEffect(() => {
    const foot = footer.current;
    if (!shown || !foot) return;
    keepFooterRoom();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepFooterRoom);
    observer.observe(foot);
    return () => observer.disconnect();
  }, [shown]);
  // A shop tapped at the foot of the list: the footer grows with its address and would cover it,
  // so the list brings it back above the footer.
  useLayoutEffect(() => {
    if (!chosenId) return;
    keepFooterRoom();
    chosenOption()?.scrollIntoView?.({ block: 'nearest' });
  }, [chosenId]);

  const choose = (shopId: string) => {
    setChosenId(shopId);
    lastShop.set(shopId);
  };
  const go = (shop: OrderLocation, url: string) => {
    lastShop.set(shop._id);
    window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  const title = orderType === 'pickup' ? TITLES.pickup : orderType === 'delivery' ? TITLES.delivery : TITLES.any;

  return (
    <Dialog open={isOpen} onClose={onClose} title={title} description={item ? itemText(item.name, item.servedOn) : undefined} testId="order-modal">
      <div className={styles.status} aria-live="polite" ref={status} tabIndex={-1}>
        {(isLoading || (data && !ready)) && <p>Loading locations…</p>}
        {/* SWR keeps the last error while a retry loads: it is shown again only if that fails too. */}
        {error && !isLoading && (
          <div className="notice notice-error" role="alert">
            <p>{error instanceof LoadError ? error.message : 'Failed to load locations. Please try again.'}</p>
            <button type="button" className="btn btn-small" onClick={() => mutate()}>
              Retry
            </button>
          </div>
        )}
      </div>
      {data && ready && (
        <>
          <fieldset className={styles.shops} role="radiogroup" data-testid="order-shops">
            <legend className={styles.legend}>Location</legend>
            {distances && point && (
              <p className={styles.sorted} data-testid="order-sorted">
                {sortedFromText(point)}
              </p>
            )}
            <ul className={styles.options} ref={list}>
              {shops.map((l) => {
                const entryId = `${id}-${l._id}`;
                const miles = distances?.get(l._id);
                return (
                  <li key={l._id}>
                    <label className={styles.option} data-testid="order-shop" data-id={l._id}>
                      <input
                        type="radio"
                        name={`${id}-shop`}
                        value={l._id}
                        checked={selectedId === l._id}
                        onChange={() => choose(l._id)}
                        aria-labelledby={entryId}
                        aria-describedby={`${entryId}-about`}
                      />
                      <span className={styles.optionText}>
                        <span id={entryId} className={styles.entry} data-testid="order-shop-entry">
                          {entryText(l)}
                        </span>
                        <span id={`${entryId}-about`} className={styles.about}>
                          <span className={`${styles.fact} ${l.currentStatus.isOpen ? statusStyles.open : statusStyles.closed}`} data-testid="order-shop-status">
                            <span className={statusStyles.dot} aria-hidden="true" />
                            {l.currentStatus.message}
                          </span>
                          <span className={styles.fact} data-testid="order-shop-hours">
                            {hoursText(l.todaysHours)}
                          </span>
                          {miles !== undefined && (
                            <span className={`${styles.fact} ${styles.distance}`} data-testid="order-shop-distance">
                              {formatDistance(miles)} away
                            </span>
                          )}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className={styles.footer} ref={footer} data-testid="order-modal-footer">
            {selected ? (
              <address className={styles.address} data-testid="order-modal-address">
                <strong>{selected.name}</strong>
                {selected.address.address1}
                <br />
                {`${selected.address.city}, ${selected.address.state} ${selected.address.zip}`}
              </address>
            ) : (
              <p className={styles.placeholder} data-testid="order-modal-placeholder">
                {PLACEHOLDER}
              </p>
            )}
            <div className={styles.actions}>
              {orderType !== 'delivery' && (
                <button type="button" className="btn" disabled={!selected} onClick={() => selected && go(selected, selected.pickupUrl)}>
                  Order Pickup
                  <NewTabHint />
                </button>
              )}
              {orderType !== 'pickup' && (
                <button type="button" className="btn btn-outline" disabled={!selected} onClick={() => selected && go(selected, selected.deliveryUrl)}>
                  Order Delivery
                  <NewTabHint />
                </button>
              )}
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
