import { Link } from '@/components/ui/link';
import type { CareerOpening } from '@/lib/data/careers';
import { positionLabel } from '@/lib/domain/careers';
import styles from './careers.module.css';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** What a position's link says, as a status, while the opening's page loads. */
export const OPENING_LOADING = 'Loading the job details...';

function ApplyLink({ opening, className }: { opening: CareerOpening; className: string }) {
  return (
    <a href={opening.applyUrl} target="_blank" rel="noopener" className={className} data-testid="apply-link">
      Apply Now<NewTabHint what={` for ${positionLabel(opening)}`} />
    </a>
  );
}

/**
 * The open positions as a table (tablet and desktop) and as cards (phones). Both are in the
 * HTML; CSS shows one and hides the other with display:none, so assistive technology and
 * search engines meet each opening once.
 */
export function Openings({ openings }: { openings: CareerOpening[] }) {
  return (
    <>
      <div className={styles.tableWrap} data-testid="openings-table">
        <table className={styles.table}>
          <caption className="visually-hidden">Current open positions</caption>
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col">Location</th>
              <th scope="col">Salary</th>
              <th scope="col">Apply Now</th>
            </tr>
          </thead>
          <tbody>
            {openings.map((o) => (
              <tr key={o._id}>
                <th scope="row">
                  <Link href={`/careers/${o._id}`} className={styles.positionLink} pending={OPENING_LOADING}>
                    {positionLabel(o)}
                  </Link>
                </th>
                <td>{o.location}</td>
                <td className={styles.salary}>{o.salary}</td>
                <td className={styles.apply}>
                  <ApplyLink opening={o} className="btn btn-small" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} data-testid="openings-cards" aria-label="Current open positions">
        {openings.map((o) => (
          <li key={o._id} className={`card ${styles.jobCard}`}>
            <h3 className={styles.jobTitle}>
              <Link href={`/careers/${o._id}`} className={styles.positionLink} pending={OPENING_LOADING}>
                {positionLabel(o)}
              </Link>
            </h3>
            <dl className={styles.jobFacts}>
              <div>
                <dt>Location</dt>
                <dd>{o.location}</dd>
              </div>
              <div>
                <dt>Salary</dt>
                <dd>{o.salary}</dd>
              </div>
            </dl>
            <ApplyLink opening={o} className={`btn btn-small ${styles.cardApply}`} />
          </li>
        ))}
      </ul>
    </>
  );
}
