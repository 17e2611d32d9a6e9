import type { HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { formatDateLabel, formatWeeklyHours, overrideHoursText, upcomingOverrides } from '@/lib/domain/hours';
import { locationCopy as copy } from '@/lib/content/copy/location';
import styles from './location-detail.module.css';

/**
 * A shop's week in 12-hour time ("Monday - Sunday" when every day matches and is open) and the
 * holiday hours of the coming weeks, as of `now` in the business time zone.
 */
export function HoursTable({ hours, overrides, now }: { hours: WeeklyHours; overrides: HoursOverride[]; now: Date }) {
  const week = formatWeeklyHours(hours);
  const holidays = upcomingOverrides(overrides, now);
  return (
    <div className={styles.hours}>
      <h2 className={styles.cardHeading}>{copy.hoursHeading}</h2>
      <dl className={styles.hoursList} data-testid="weekly-hours">
        {week.map((line) => (
          <div key={line.days} className={styles.hoursRow}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {holidays.length > 0 && (
        <>
          <h3 className={styles.subHeading}>{copy.holidayHeading}</h3>
          <dl className={styles.hoursList} data-testid="holiday-hours">
            {holidays.map((o) => (
              <div key={o.date} className={styles.hoursRow}>
                <dt>
                  {o.label}
                  <span className={styles.date}>{formatDateLabel(o.date)}</span>
                </dt>
                <dd>{overrideHoursText(o)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
