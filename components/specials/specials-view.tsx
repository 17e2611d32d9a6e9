import { PendingOverlay, pendingScope } from '@/components/feedback/pending-overlay';
import { ReloadButton } from '@/components/feedback/reload-button';
import type { SpecialsForDay } from '@/lib/data/specials';
import { weekdayLabel, type Weekday } from '@/lib/domain/weekdays';
import { SpecialsCarousel } from './specials-carousel';
import { shownSpecials } from './shown-special';
import { specialsHeading } from './specials-heading';
import { SPECIALS_TEXT } from './specials-text';
import { WeekdayNav } from './weekday-nav';
import styles from './specials.module.css';

export type SpecialsRead = { ok: true; data: SpecialsForDay } | { ok: false; day: Weekday; isToday: boolean };

/**
 * The daily specials page body: the day's specials, or the empty or error panel; then the week.
 * `closedFor`: the holiday that closes every shop today, if any. Today's specials then say so and
 * are ordered as another day's are, for the next time their weekday comes (`backOn`, when that is
 * not next week: a holiday closes every shop then too).
 */
export function SpecialsView({ read, today, closedFor = null, backOn = null }: { read: SpecialsRead; today: Weekday; closedFor?: string | null; backOn?: string | null }) {
  const day = read.ok ? read.data.dayOfWeek : read.day;
  const isToday = read.ok ? read.data.isToday : read.isToday;
  const specials = read.ok ? read.data.specials : [];
  const closedToday = isToday && closedFor != null;
  const title = <h1 className={styles.title}>{specialsHeading(day, isToday, specials.length)}</h1>;
  const heading = closedToday ? (
    <>
      {title}
      <p className={styles.closedNote} data-testid="specials-closed">
        {SPECIALS_TEXT.closedToday(closedFor, weekdayLabel(day), specials.length, backOn)}
      </p>
    </>
  ) : (
    title
  );

  return (
    <div className={pendingScope}>
      <div className={styles.heroWrap} data-theme="dark">
        {specials.length > 0 ? (
          <SpecialsCarousel specials={shownSpecials(specials)} heading={heading} servedOn={isToday && !closedToday ? null : weekdayLabel(day)} />
        ) : (
          <section className={`${styles.hero} ${styles.gradient}`} aria-labelledby="specials-state-title">
            <div className={`container ${styles.heroInner}`}>
              {title}
              {read.ok ? (
                <div className={styles.state}>
                  <h2 id="specials-state-title">{SPECIALS_TEXT.emptyTitle}</h2>
                  <p>{SPECIALS_TEXT.emptyMessage}</p>
                </div>
              ) : (
                <div className={styles.state} role="alert">
                  <h2 id="specials-state-title">{SPECIALS_TEXT.errorTitle}</h2>
                  <p>{SPECIALS_TEXT.errorMessage}</p>
                  <p>{SPECIALS_TEXT.errorHint}</p>
                  <ReloadButton className="btn btn-light">{SPECIALS_TEXT.tryAgain}</ReloadButton>
                </div>
              )}
            </div>
          </section>
        )}
        <PendingOverlay />
      </div>
      <section className={`container section ${styles.week}`} aria-labelledby="specials-week-title">
        <h2 id="specials-week-title">A Special Every Day</h2>
        <p className="muted">Pick a day to see what&apos;s coming off the pit.</p>
        <WeekdayNav current={day} today={today} />
      </section>
    </div>
  );
}
