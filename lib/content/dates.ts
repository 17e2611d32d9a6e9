import { madeOnFirstUse } from '@/lib/domain/made-on-first-use';

const longDate = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

/** A content date (YYYY-MM-DD) as the pages write it: "2025-06-04" -> "June 4, 2025". */
export function writtenDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}
