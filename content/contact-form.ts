/**
 * SAMPLE CONTENT: the words of the contact form (on /contact). The texts SPEC fixes word for word
 * (the "Message Sent" heading, the button states, the error messages) live with the code.
 */
export const contactForm = {
  heading: 'Send Us a Message',
  intro: (hours: number) => `Questions, compliments, an order that went wrong: we read every message and reply within ${hours} hours.`,
  newsletter: "Send me Kinder's news, specials and offers by email.",
  hints: {
    orderNumber: 'On your receipt or order confirmation.',
    phone: 'Optional. Only if you would like a call back.',
  },
  sent: {
    text: (hours: number) => `Thank you for reaching out. We read every message and will reply within ${hours} hours.`,
    again: 'Send Another Message',
  },
};
