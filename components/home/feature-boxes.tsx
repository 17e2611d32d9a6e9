import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { OrderButton } from '@/components/order/order-button';
import { homeCopy } from '@/lib/content/copy/home';
import { SPECIALS_TEXT } from '@/components/specials/specials-text';
import styles from './home.module.css';

/** The box reads "Today's Special" until the server has a non-empty description. */
export const DEFAULT_SPECIAL_TEXT = "Today's Special";

function Box({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <>
      <span className={styles.boxIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.boxTitle}>{title}</span>
      {text && <span className={styles.boxText}>{text}</span>}
    </>
  );
}

/**
 * Order Pickup, Order Delivery, Request Catering (to /catering) and Today's Special (to
 * /daily-specials). `closedFor`: the holiday that closes every shop today, if any; the special box
 * says so instead of offering a special no shop serves today.
 */
export function FeatureBoxes({ specialDescription, closedFor = null }: { specialDescription: string | null; closedFor?: string | null }) {
  const boxes = homeCopy.featureBoxes;
  const special = closedFor ? SPECIALS_TEXT.allClosed(closedFor) : specialDescription?.trim();
  return (
    <section className={styles.features} aria-label="Order, cater or see today's special">
      <ul className={`container ${styles.featureGrid}`}>
        <li className={styles.featureCell}>
          <OrderButton type="pickup" className={styles.box} testId="feature-pickup">
            <Box icon={<BagIcon />} title={boxes.pickup.title} text={boxes.pickup.text} />
          </OrderButton>
        </li>
        <li className={styles.featureCell}>
          <OrderButton type="delivery" className={styles.box} testId="feature-delivery">
            <Box icon={<TruckIcon />} title={boxes.delivery.title} text={boxes.delivery.text} />
          </OrderButton>
        </li>
        <li className={styles.featureCell}>
          <Link href="/catering" className={styles.box} data-testid="feature-catering">
            <Box icon={<PlatterIcon />} title={boxes.catering.title} text={boxes.catering.text} />
          </Link>
        </li>
        <li className={styles.featureCell}>
          <Link href="/daily-specials" className={`${styles.box} ${styles.specialBox}`} data-testid="feature-special">
            {special ? (
              <Box icon={<FlameIcon />} title={boxes.special.title} text={special} />
            ) : (
              <Box icon={<FlameIcon />} title={DEFAULT_SPECIAL_TEXT} />
            )}
          </Link>
        </li>
      </ul>
    </section>
  );
}

const svg = { width: 36, height: 36, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function BagIcon() {
  return (
    <svg {...svg}>
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}
function TruckIcon() {
  return (
    <svg {...svg}>
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}
function PlatterIcon() {
  return (
    <svg {...svg}>
      <path d="M3 16h18M5 16a7 7 0 0 1 14 0M12 7V5M10 5h4M2 19h20" />
    </svg>
  );
}
function FlameIcon() {
  return (
    <svg {...svg}>
      <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.8 1 2.8 2 3.2C11 8.8 11 6 12 3Z" />
    </svg>
  );
}
