import { leadTimeWords, menusAtAGlance, type LeadTimes } from '@/lib/domain/catering';
import { formatInteger } from '@/lib/domain/number';
import { formatUsd } from '@/lib/domain/price';
import styles from './catering.module.css';

type PricedMenu = { pricePerPerson: number | null; minimumGuests: number | null };

/** "48 hours’ notice", "1 day’s notice" (with the typographic apostrophe the site's copy uses). */
function notice(onsite: boolean, lead: LeadTimes): string {
  const words = leadTimeWords(onsite, lead);
  return `${words}${words.endsWith('s') ? '’' : '’s'} notice`;
}

/**
 * A catering card's figures, so a planner can budget before opening any menu: what its menus
 * start at per person, the smallest party they serve and how far ahead to ask. The figures come
 * from the menus it offers (in season) and the quote form's lead times; one that none of them
 * gives is left out.
 */
export function CateringFacts({ title, menus, onsite, lead }: { title: string; menus: PricedMenu[]; onsite: boolean; lead: LeadTimes }) {
  const { fromPrice, fromGuests } = menusAtAGlance(menus);
  const leadTime = onsite ? lead.onsiteDays : lead.pickupDeliveryHours;
  const facts = [
    fromPrice != null && `From ${formatUsd(fromPrice)} per person`,
    fromGuests != null && `From ${formatInteger(fromGuests)} guests`,
    leadTime > 0 && notice(onsite, lead),
  ].filter((f): f is string => Boolean(f));
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={`${title} at a glance`} data-testid="catering-facts">
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}
