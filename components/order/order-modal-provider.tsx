'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DownloadProblem } from '@/components/feedback/download-problem';
import { onDemand } from '@/components/ui/on-demand';
import { usePageChanged } from '@/components/ui/page-change';

export type OrderType = 'pickup' | 'delivery' | null;
/**
 * preselectedLocation: a shop's slug (its page's address, "walnut-creek-parkside"), its name as a
 * slug, or its _id. item: the menu item or special the visitor pressed Order on, named in the
 * dialog (the shops' ordering services take the order itself).
 */
export type OrderModalState = { isOpen: boolean; preselectedLocation: string | null; orderType: OrderType; item: OrderItem | null };
/** What the visitor pressed Order on: its name, and for a special shown on another day than today, that day ("Thursday"). */
export type OrderItem = { name: string; servedOn?: string | null };
type OrderModalApi = OrderModalState & { open: (location?: string | null, type?: OrderType, item?: OrderItem | null) => void; close: () => void };

const OrderModalContext = createContext<OrderModalApi | null>(null);

// The modal's code loads on first open only; pages that never open it never pay for it.
const OrderModalCode = onDemand(() => import('./order-modal').then((m) => m.OrderModal));

export function OrderModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OrderModalState>({ isOpen: false, preselectedLocation: null, orderType: null, item: null });
  // Counts openings: the modal is mounted on first use and remounted (fresh state) on each opening.
  const [openings, setOpenings] = useState(0);

  const [OrderModal, loadOrderModal, orderModalFailed] = OrderModalCode.useComponent();

  const open = useCallback(
    (location?: string | null, type?: OrderType, item?: OrderItem | null) => {
      loadOrderModal();
      setOpenings((n) => n + 1);
      setState({ isOpen: true, preselectedLocation: location ?? null, orderType: type ?? null, item: item ?? null });
    },
    [loadOrderModal],
  );
  const close = useCallback(() => setState({ isOpen: false, preselectedLocation: null, orderType: null, item: null }), []);
  // It closes when the page changes (Back while it is open): the dish or shop it was opened for
  // belongs to the page left.
  if (usePageChanged() && state.isOpen) close();
  const api = useMemo(() => ({ ...state, open, close }), [state, open, close]);

  return (
    <OrderModalContext.Provider value={api}>
      {children}
      {openings > 0 && OrderModal && <OrderModal key={openings} {...state} onClose={close} />}
      <DownloadProblem failed={orderModalFailed} what="the order options" />
    </OrderModalContext.Provider>
  );
}

export function useOrderModal(): OrderModalApi {
  const ctx = useContext(OrderModalContext);
  if (!ctx) throw new Error('useOrderModal must be used inside <OrderModalProvider>');
  return ctx;
}
