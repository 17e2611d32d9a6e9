import { Link } from '@/components/ui/link';
import { WEEKDAYS, weekdayLabel, type Weekday } from '@/lib/domain/weekdays';
import styles from './specials.module.css';

/** The seven days as links to /daily-specials/{day}; the day on show is marked, today is labelled. */
export function WeekdayNav({ current, today }: { current: Weekday; today: Weekday }) {
  return (
    <nav aria-label="Specials by day" className={styles.weekdays}>
      <ul>
        {WEEKDAYS.map((day) => (
          <li key={day}>
            <Link
              href={`/daily-specials/${day}`}
              pending
              className={`${styles.day} ${day === current ? styles.dayActive : ''}`}
              aria-current={day === current ? 'page' : undefined}
            >
              {/* Phones show "Mon"; the full name stays the link's accessible name at every width. */}
              <span className={styles.dayShort} aria-hidden="true">
                {weekdayLabel(day).slice(0, 3)}
              </span>
              <span className={styles.dayName}>{weekdayLabel(day)}</span>
              {day === today && <span className={styles.today}>Today</span>}
              <span className={styles.pendingHint} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
