/**
 * A social media page's name as a visitor reads it, from its address: the content lists the
 * business's pages as plain links, and each link's words (its accessible name) come from the host.
 */

/** Networks whose name is not their host's first word capitalized ("youtube" is "YouTube"). */
const KNOWN: Record<string, string> = {
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  youtu: 'YouTube',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  yelp: 'Yelp',
  pinterest: 'Pinterest',
  threads: 'Threads',
  nextdoor: 'Nextdoor',
  bsky: 'Bluesky',
};

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net']);

/** "https://www.facebook.com/kinders" -> "Facebook"; an unknown host gives its name, capitalized. */
export function socialName(url: string): string {
  const parts = new URL(url).hostname.toLowerCase().replace(/^(www|m)\./, '').split('.');
  // The name before the public suffix: "facebook" in facebook.com, "yelp" in yelp.co.uk.
  const suffix = parts.length > 2 && SECOND_LEVEL.has(parts[parts.length - 2]) ? 2 : 1;
  const word = parts[Math.max(0, parts.length - 1 - suffix)];
  return KNOWN[word] ?? word.charAt(0).toUpperCase() + word.slice(1);
}

export type SocialLink = { href: string; name: string };

export function socialLinks(urls: readonly string[]): SocialLink[] {
  return urls.map((href) => ({ href, name: socialName(href) }));
}
