/**
 * SAMPLE CONTENT: the legal pages (/terms-of-use, /privacy-policy, /web-accessibility), in plain
 * language and written for this business. Have counsel review them before launch. Contact details
 * come from content/business.ts so they stay in one place.
 */
import { business } from './business';

/** A list entry that links somewhere: "Phone: " + a tel: link. */
export type LegalLink = { label: string; text: string; href: string };
/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: (string | LegalLink)[] };
export type LegalSection = { id: string; heading: string; body: LegalBlock[] };
export type LegalDocument = {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** "Effective date" or "Last updated", followed by the date. */
  dateLabel: string;
  date: { iso: string; text: string };
  /** Sections are shown as "1. Heading" when true. */
  numbered: boolean;
  intro: string[];
  sections: LegalSection[];
};

const office = business.corporateOffice;
const mailingAddress = `${business.legalName}, ${office.address1}, ${office.city}, ${office.state} ${office.zip}`;
const operator = `This website is operated by ${business.legalName}, a corporation based in ${office.city}, CA ("${business.shortName}," "we," "us" or "our").`;
const JUNE_4_2025 = { iso: '2025-06-04', text: 'June 4, 2025' };

const contactList: LegalBlock = {
  list: [
    { label: `Phone (${office.hours})`, text: office.phone, href: `tel:${office.phone.replace(/[^\d+]/g, '')}` },
    { label: 'Email', text: business.email, href: `mailto:${business.email}` },
    `Mail: ${mailingAddress}`,
  ],
};
const contactBlock = (lead: string): LegalBlock[] => [lead, contactList];

export const termsOfUse: LegalDocument = {
  path: '/terms-of-use',
  title: 'Terms of Use',
  description: `The terms for using the ${business.name} website: our content, ordering through third-party services, what you send us, and California law.`,
  keywords: ['terms of use', 'website terms', business.name],
  dateLabel: 'Effective date',
  date: JUNE_4_2025,
  numbered: true,
  intro: [
    operator,
    'These terms explain the rules for using our website. We have kept them as plain as we can. Please read them, because by using the site you agree to them.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      body: [
        'By visiting or using this website you agree to these Terms of Use and to our Privacy Policy. If you do not agree, please do not use the site.',
        'If you use the site on behalf of a company or group (for example, to request catering for your office), you confirm that you may accept these terms for it.',
      ],
    },
    {
      id: 'content',
      heading: 'Our Content and Who Owns It',
      body: [
        `Everything on this site, including our name, logos, photos, menus, recipes, text and design, belongs to ${business.shortName} or to people who allowed us to use it, and is protected by copyright and trademark law.`,
        'You may view, download and print pages for your own personal, non-commercial use, such as sharing a menu with your family or office. You may not copy, sell, republish or change our content, or use our name or logos, without our written permission.',
        'Menu items, prices, hours and specials can change and may differ between shops. What the shop charges at the time of your order is the price that applies.',
      ],
    },
    {
      id: 'third-party-ordering',
      heading: 'Ordering Through Third-Party Services',
      body: [
        'Online pickup and delivery orders, our rewards program, gift card balances and our sauces shop are handled by other companies. When you follow those links you leave our site, and that company\'s own terms and privacy policy apply.',
        'We choose these partners with care, but we do not control their sites or services and are not responsible for their availability, content or how they handle your information or payment. Questions about a charge made through a partner should go to that partner first; we are always glad to help with anything about your food.',
      ],
    },
    {
      id: 'submissions',
      heading: 'What You Send Us',
      body: [
        'When you send us a message, a catering request or feedback, you agree that the information is accurate and that you have the right to share it.',
        'Please do not send us anything unlawful, threatening, abusive or that belongs to someone else, and do not include payment card numbers or other sensitive information in a message.',
        'If you send us ideas or suggestions (for example, a new sandwich we should make), we may use them without owing you anything. We handle the personal information in your messages as our Privacy Policy describes.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: [
        'We work hard to keep this site accurate and running, but we provide it "as is" and "as available," without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, to the fullest extent the law allows.',
        'Nutrition and allergen questions: our kitchens handle wheat, dairy, eggs, soy, nuts, fish and other allergens, and we cannot guarantee any item is free of them. Please ask the shop before you order if you have a food allergy.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      body: [
        `To the fullest extent the law allows, ${business.shortName} and its owners, employees and partners are not liable for any indirect, incidental, special or consequential damages arising from your use of this website, or from being unable to use it.`,
        'Our total liability for any claim about the website is limited to one hundred U.S. dollars ($100). Some places do not allow these limits, so they may not apply to you. Nothing here limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      body: [
        `You agree to defend and hold harmless ${business.shortName} and its owners, employees and partners from claims, losses and costs (including reasonable attorneys' fees) that arise from your misuse of this website or your breaking these terms.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Where Disputes Are Heard',
      body: [
        'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
        'Any dispute about this website or these terms will be heard only in the state or federal courts located in Contra Costa County, California, and you and we agree to the jurisdiction of those courts. Before going to court, please call or write to us: most problems are solved with a conversation.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      body: [
        'We may update these terms from time to time. When we do, we will change the effective date at the top of this page. If you keep using the site after a change, you accept the updated terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: contactBlock('Questions about these terms? Reach our office:'),
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${business.name} collects, uses and protects your information, and your privacy rights under California law.`,
  keywords: ['privacy policy', 'CCPA', 'California privacy rights', business.name],
  dateLabel: 'Effective date',
  date: JUNE_4_2025,
  numbered: true,
  intro: [
    operator,
    'This policy explains what information we collect through this website, why, who we share it with and the choices and rights you have. We do not sell your personal information.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: [
        'Information you give us:',
        {
          list: [
            'Contact messages: your name, email address, phone number, the shop you are writing about, your message, and an order number or event date when they apply.',
            'Catering requests: your name, company, email address, phone number, event date, type, place and size, and the shop you chose.',
            'Job applications are made on our hiring partner\'s site, not here.',
          ],
        },
        'Information collected automatically:',
        {
          list: [
            'Basic technical data that every website receives, such as your IP address, browser type and the pages you visit, kept in our server logs for security.',
            'Analytics cookies, only if you accept them in our cookie banner (see Your Choices).',
            'Your approximate position, only if you allow your browser to share it on our locations page. It is used once to work out the distance to each shop and is not stored.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How We Use Your Information',
      body: [
        {
          list: [
            'To answer your messages and catering requests, and to plan and deliver your event.',
            'To send our newsletter, only when you ask for it.',
            'To understand which pages help our guests and improve the site (with your consent to analytics).',
            'To keep the site safe, prevent spam and abuse, and meet our legal obligations.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      body: [
        'We share personal information only with service providers that help us run the site and our business, such as our website host, email provider and analytics provider (if you accept analytics). They may use it only to provide their services to us.',
        'We may also share information when the law requires it, to protect the safety of our guests and team, or as part of a sale or reorganization of our business.',
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising.',
      ],
    },
    {
      id: 'choices',
      heading: 'Your Choices',
      body: [
        {
          list: [
            'Cookies: analytics cookies are off until you accept them. Change your mind any time with "Cookie Preferences" at the bottom of every page. We honor the Global Privacy Control signal from your browser.',
            'Email: every newsletter has an unsubscribe link, or you can ask us to stop.',
            'Location: your browser asks before sharing your position, and you can say no; the site works without it.',
          ],
        },
      ],
    },
    {
      id: 'california-rights',
      heading: 'Your California Privacy Rights (CCPA)',
      body: [
        'If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to:',
        {
          list: [
            'Know what personal information we have collected about you, where it came from, why we use it and who we share it with.',
            'Get a copy of your personal information.',
            'Ask us to delete or correct your personal information.',
            'Opt out of the sale or sharing of your personal information (we do neither).',
            'Not be treated differently for using any of these rights.',
          ],
        },
        'To make a request, call or email us (see Contact Us). We will confirm your identity before acting on it, and answer within 45 days. You may also use an authorized agent.',
      ],
    },
    {
      id: 'children',
      heading: "Children's Privacy",
      body: [
        'This website is not meant for children under 16, and we do not knowingly collect personal information from them. If you believe a child under 16 has sent us personal information, please contact us and we will delete it.',
      ],
    },
    {
      id: 'security-retention',
      heading: 'Security and Data Retention',
      body: [
        'We protect your information with reasonable safeguards, including encrypted connections and limited access by our team. No system is perfectly secure, so please do not send sensitive information such as payment card numbers through our forms.',
        'We keep messages and catering requests only as long as we need them to help you and for our records (usually no more than three years), and server logs for a shorter time, then delete them.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to Other Sites',
      body: [
        'Our site links to other companies: online ordering and delivery services, our rewards program, the gift card balance checker, maps and our sauces shop. Their own privacy policies apply to what you do on their sites, so please read them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      body: [
        'We may update this policy from time to time. When we do, we will change the effective date at the top of this page, and for important changes we will add a notice on the site.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: contactBlock('Questions about your privacy, or a request about your information? Reach our office:'),
    },
  ],
};

export const webAccessibility: LegalDocument = {
  path: '/web-accessibility',
  title: 'Web Accessibility',
  description: `${business.name} is committed to a website everyone can use. Our accessibility statement and how to report a barrier.`,
  keywords: ['web accessibility', 'accessibility statement', 'WCAG 2.1 AA', business.name],
  dateLabel: 'Last updated',
  date: JUNE_4_2025,
  numbered: false,
  intro: [
    operator,
    'Everybody should be able to find a shop, read our menu and place an order, whatever device or assistive technology they use. This statement explains what we do and how to tell us when something gets in your way.',
  ],
  sections: [
    {
      id: 'standard',
      heading: 'Our Standard',
      body: [
        'We aim for our website to conform to the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA, published by the World Wide Web Consortium (W3C).',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What We Do',
      body: [
        {
          list: [
            'Every page works with a keyboard alone, and a "Skip to main content" link comes first.',
            'Text and buttons meet contrast guidelines, and pages still work when you zoom in to 200%.',
            'Images have text alternatives, and headings, lists and tables are marked up so screen readers can follow them.',
            'We check our pages with automated accessibility tests on every change and review new pages with a keyboard.',
          ],
        },
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-Party Services',
      body: [
        'Some parts of the site come from other companies: online ordering and delivery, the rewards program, the gift card balance checker and the map. We ask our partners for accessible services, but we do not control them. If one of them is hard to use, call your shop and our team will take your order or answer your question by phone.',
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'Report a Barrier',
      body: [
        'If anything on this site is hard for you to use, please tell us. Let us know the page, what you were trying to do and the device or assistive technology you use, and we will work to fix it and help you in the meantime.',
        contactList,
        'We aim to respond within two business days.',
      ],
    },
  ],
};

export const legalDocuments = { termsOfUse, privacyPolicy, webAccessibility };
