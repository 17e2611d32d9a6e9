'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { toSlug } from '@/lib/domain/slug';
import type { OrderModalState } from './order-modal-provider';
import styles from './order-modal.module.css';

/** The part of a location the modal needs: id, name, address and the two ordering links. */
export type OrderLocation = {
  _id: string;
  name: string;
  address: { address1: string; city: string; state: string; zip: string };
  pickupUrl: string;
  deliveryUrl: string;
};

export const TITLES = { pickup: 'Order for Pickup', delivery: 'Order for Delivery', any: 'Order For Pickup or Delivery' } as const;

class LoadError extends Error {}

export async function fetchOrderLocations(url: string): Promise<OrderLocation[]> {
  let body: { success?: boolean; data?: OrderLocation[] };
  try {
    const res = await fetch(url);
    body = await res.json();
  } catch {
    throw new LoadError('Failed to load locations. Please try again.');
  }
  if (!body.success || !Array.isArray(body.data)) throw new LoadError('Failed to load locations');
  return body.data;
}

export function findPreselected(locations: OrderLocation[], key: string | null): OrderLocation | undefined {
  if (!key) return undefined;
  return locations.find((l) => l._id === key || toSlug(l.name) === toSlug(key));
}

export function OrderModal({ isOpen, preselectedLocation, orderType, onClose }: OrderModalState & { onClose: () => void }) {
  const { data, error, isLoading, mutate } = useSWR(isOpen ? '/api/locations' : null, fetchOrderLocations, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // The provider remounts the modal on every opening, so a choice never leaks into the next one;
  // until the visitor picks, the preselected shop (if any) is the selection.
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const selectId = useId();
  const selectedId = chosenId ?? (data ? (findPreselected(data, preselectedLocation)?._id ?? '') : '');

  const selected = data?.find((l) => l._id === selectedId);
  const go = (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  const title = orderType === 'pickup' ? TITLES.pickup : orderType === 'delivery' ? TITLES.delivery : TITLES.any;

  return (
    <Dialog open={isOpen} onClose={onClose} title={title} testId="order-modal">
      <div className={styles.status} aria-live="polite">
        {isLoading && <p>Loading locations…</p>}
        {error && (
          <div className="notice notice-error" role="alert">
            <p>{error instanceof LoadError ? error.message : 'Failed to load locations. Please try again.'}</p>
            <button type="button" className="btn btn-small" onClick={() => mutate()}>
              Retry
            </button>
          </div>
        )}
      </div>
      {data && (
        <>
          <div className="field">
            <label htmlFor={selectId}>Location</label>
            <select id={selectId} className={styles.select} value={selectedId} onChange={(e) => setSelectedId(e.target.value)}>
              <option value="">Select a location...</option>
              {data.map((l) => (
                <option key={l._id} value={l._id}>
                  {`${l.name} - ${l.address.address1}, ${l.address.city}`}
                </option>
              ))}
            </select>
          </div>
          {selected && (
            <address className={styles.address} data-testid="order-modal-address">
              <strong>{selected.name}</strong>
              {selected.address.address1}
              <br />
              {`${selected.address.city}, ${selected.address.state} ${selected.address.zip}`}
            </address>
          )}
          <div className={styles.actions}>
            {orderType !== 'delivery' && (
              <button type="button" className="btn" disabled={!selected} onClick={() => selected && go(selected.pickupUrl)}>
                Order Pickup
              </button>
            )}
            {orderType !== 'pickup' && (
              <button type="button" className="btn btn-outline" disabled={!selected} onClick={() => selected && go(selected.deliveryUrl)}>
                Order Delivery
              </button>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
