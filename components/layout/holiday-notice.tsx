import { Link } from '@/components/ui/link';
import { closureSentence, type HolidayClosure } from '@/lib/domain/holiday-notice';
import styles from './holiday-notice.module.css';

/** The notice's link: where every shop's hours, holidays included, are listed. */
export const HOLIDAY_NOTICE_LINK = 'See hours';

/**
 * A compact bar above the header on every page while a holiday closure is coming up: one line per
 * holiday naming the day, its date and the shops that close. Rendered on the server; nothing when
 * no closure is near.
 */
export function HolidayNotice({ closures }: { closures: HolidayClosure[] }) {
  if (closures.length === 0) return null;
  return (
    <aside className={styles.notice} aria-label="Holiday closures" data-testid="holiday-notice">
      <div className={`container ${styles.inner}`}>
        {closures.map((c, i) => (
          <p key={`${c.date}-${c.label}`} className={styles.line}>
            {closureSentence(c)}
            {i === closures.length - 1 && (
              <>
                {' '}
                <Link href="/locations" className={styles.link}>
                  {HOLIDAY_NOTICE_LINK}
                </Link>
              </>
            )}
          </p>
        ))}
      </div>
    </aside>
  );
}
