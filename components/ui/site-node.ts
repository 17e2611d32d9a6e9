/**
 * The mark on an element the site itself puts straight on <body> once the page is running (a
 * dialog, the cookie banner and its room, the navigation status). A third-party script that adds
 * its own elements to <body> is watched for them (the gift card widget, whose elements are moved
 * into the page): this is how the site's are told apart and left where they are.
 */
export const SITE_NODE_ATTR = 'data-site';
export const SITE_NODE = { [SITE_NODE_ATTR]: '' } as const;
