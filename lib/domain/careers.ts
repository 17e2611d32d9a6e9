/** Pure helpers for the careers pages and their structured data. */

/** The employment type is shown in parentheses unless it is "Full-time". */
export function positionLabel(opening: { position: string; employmentType: string }): string {
  return isFullTime(opening.employmentType) ? opening.position : `${opening.position} (${opening.employmentType})`;
}

const normalize = (type: string) => type.trim().toLowerCase().replace(/[\s_]+/g, '-');

export function isFullTime(type: string): boolean {
  return normalize(type) === 'full-time';
}

/** schema.org / Google employmentType for the site's labels ("Full-time", "Part-time", ...). */
export function schemaEmploymentType(type: string): string {
  const t = normalize(type);
  if (t === 'full-time') return 'FULL_TIME';
  if (t === 'part-time') return 'PART_TIME';
  if (t === 'seasonal' || t === 'temporary') return 'TEMPORARY';
  if (t === 'intern' || t === 'internship') return 'INTERN';
  if (t === 'contractor' || t === 'contract') return 'CONTRACTOR';
  return 'OTHER';
}

