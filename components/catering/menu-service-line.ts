/** The line under a catering menu's title in its dialog: the service it is offered with ("Delivery catering"). */
export const menuServiceLine = (serviceTitle: string) => `${serviceTitle} catering`;
