/** The home video: a phone or tablet user agent gets the mobile video at any width. */
export function isPhoneOrTabletUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle/i.test(userAgent);
}
