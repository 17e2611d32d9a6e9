'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import type { CateringQuoteCopy } from '@/lib/content/schemas/copy';
import { fillTemplate } from '@/lib/content/template';
import { isReadableDate, isServedOn, isShortNotice, leadTimeWords, menuEstimate, monthDayWords, type MenuFigures, type SeasonWindow } from '@/lib/domain/catering';
import { closedOnDay } from '@/lib/domain/closed-days';
import { formatDateLabel } from '@/lib/domain/hours';
import { formatInteger } from '@/lib/domain/number';
import { telHref } from '@/lib/domain/phone';
import { formatUsd, formatWholeUsd } from '@/lib/domain/price';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
import type { ShopChoice } from '@/lib/forms/shops';
import type { CateringRequestInput } from '@/lib/validation/catering';
import {
  CATERING_OPTIONS,
  CATERING_TYPE_PARAM,
  EVENT_TYPES,
  LIMITS,
  NUMBER_OF_GUESTS,
  isGuestCount,
  latestEventDate,
  needsEventLocation,
  needsLocation,
  readGuestCount,
  type CateringOption,
} from '@/lib/validation/choices';
import { FormEnd, FormFrame, ProgressiveForm, RequiredNote, SentView } from './form-parts';
import { RadioCards, SelectField, ShopSelect, TextArea, TextField } from './fields';
import type { CheckContext } from './resolvers';
import { FORM_OPTIONS, lazyResolver, useFormSubmit, useServerForm } from './use-form-submit';
import { useSettled } from './use-settled';
import styles from './forms.module.css';

/** The form's headings and button states read exactly so; they are not editable copy. */
export const CATERING_TEXT = {
  heading: 'Catering Quote Form',
  sentHeading: 'Catering Message Sent',
  submit: 'Request Quote',
  sending: 'Sending Request...',
} as const;

/** Each option's line in the form, from the ?type= value that names it (content keys its lines so). */
const OPTION_TYPE = Object.fromEntries(Object.entries(CATERING_TYPE_PARAM).map(([type, option]) => [option, type])) as Record<CateringOption, keyof typeof CATERING_TYPE_PARAM>;
const EVENT_TYPE_CHOICES = EVENT_TYPES.map((value) => ({ value, label: value }));

function emptyRequest(option: CateringOption | undefined, menu: string | undefined): CateringRequestInput {
  return {
    // No preselection leaves every option unchecked: undefined, not "", so no radio matches.
    cateringOption: option as CateringOption,
    kindersLocation: '',
    eventDate: '',
    eventType: '',
    eventLocation: '',
    guestSize: '',
    eventDetails: '',
    cateringMenu: menu ?? '',
    companyName: '',
    firstName: '',
    lastName: '',
    emailAddress: '',
    phoneNumber: '',
    website: '',
  };
}

/** The form's words from the page's copy (content/pages/catering-quote.json), handed over by the page so they are not in the page's JavaScript. */
export type CateringFormCopy = Pick<CateringQuoteCopy, 'optionDescriptions' | 'hints' | 'leadTime' | 'seasonNotice' | 'closedNotice' | 'estimate' | 'sent' | 'formNote'>;

/** A catering menu the planner may name in the request: its title, the service that offers it, its figures for the estimate and its season, if any. */
export type MenuChoice = MenuFigures & SeasonWindow & { title: string; service: 'pickup-delivery' | 'onsite' };

type Props = {
  copy: CateringFormCopy;
  /** The promised reply time, filled into the copy's {hours}. */
  responseHours: number;
  /** From ?type=pickup|delivery|onsite; kept when the form resets after sending. */
  initialOption?: CateringOption;
  /** The menus on offer today; the form lists those of the chosen option. */
  menus: MenuChoice[];
  /** The title of the menu the planner came from ("Request this menu"); kept like the option. */
  initialMenu?: string;
  locations: ShopChoice[];
  /** The on-site catering office, shown after a request without a chosen shop. */
  officePhone: string;
  /** Today in the business's time zone (YYYY-MM-DD): the earliest event date. */
  today: string;
  /** The server action the form posts to without JavaScript (submitCateringForm). */
  action?: FormAction;
  /** Its first state, with the page's Idempotency-Key for that post. */
  initialState?: FormState;
  /** This page's address, for "Send Another Request" without JavaScript. */
  pagePath?: string;
};

type Sent = { shop: ShopChoice | null };

/** How long the guest size must rest before the estimate follows it. */
export const ESTIMATE_PAUSE_MS = 500;

const FORM_ID = 'catering-form';

export function CateringForm({
  copy,
  responseHours,
  initialOption,
  menus,
  initialMenu,
  locations,
  officePhone,
  today,
  action,
  initialState = initialFormState(''),
  pagePath = '/catering/request-quote',
}: Props) {
  const optionChoices = CATERING_OPTIONS.map((value) => ({ value, label: value, description: copy.optionDescriptions[OPTION_TYPE[value]] }));
  const server = useServerForm(action, initialState, pagePath, FORM_ID);
  const form = useForm<CateringRequestInput, unknown, CateringRequestInput>({
    // The API route's own zod schema, loaded on demand (resolvers.ts).
    resolver: lazyResolver('catering'),
    // The event date is checked against the day this page was drawn for, as its min and max are.
    context: { today } satisfies CheckContext,
    defaultValues: server.defaults(emptyRequest(initialOption, initialMenu)),
    errors: server.fieldErrors(),
    // A field hidden by the option (a shop for on-site, a venue for pickup) keeps what was typed,
    // and is neither checked nor sent.
    ...FORM_OPTIONS,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const option = useWatch({ control, name: 'cateringOption' });
  const eventDate = useWatch({ control, name: 'eventDate' });
  const chosenMenu = useWatch({ control, name: 'cateringMenu' });
  const onsite = needsEventLocation(option);
  const menuChoices = option ? menus.filter((m) => m.service === (onsite ? 'onsite' : 'pickup-delivery')) : [];
  const menuOffered = !chosenMenu || menuChoices.some((m) => m.title === chosenMenu);
  const shortNotice = Boolean(option) && isShortNotice(eventDate ?? undefined, today, onsite, copy.leadTime);
  const menu = menuChoices.find((m) => m.title === chosenMenu);
  // A seasonal menu is offered while its season runs, and the party may be after it ends.
  const offSeason = menu && !isServedOn(menu, eventDate ?? undefined) ? menu : null;
  // A pickup or delivery on a day its shop is closed (a holiday, a day off): nobody is there to
  // cook or hand it over. On-site events are the caterers' to plan, whatever the counter's hours.
  const shopSlug = useWatch({ control, name: 'kindersLocation' });
  const shop = onsite ? undefined : locations.find((l) => l.slug === shopSlug);
  const closedDay = shop?.closed && eventDate && isReadableDate(eventDate) ? closedOnDay(shop.closed, eventDate) : null;
  // A menu of another service does not go with the request once the option changes; the one last
  // chosen for a service comes back with it, so going to On-Site and back loses nothing.
  const service = onsite ? 'onsite' : 'pickup-delivery';
  const menuOf = useRef<Partial<Record<MenuChoice['service'], string>>>({});
  const menuService = useRef<MenuChoice['service'] | null>(null);
  useEffect(() => {
    if (!option) return;
    const switched = menuService.current !== null && menuService.current !== service;
    menuService.current = service;
    if (switched) form.setValue('cateringMenu', menuOf.current[service] ?? '');
    else if (menuOffered) menuOf.current[service] = chosenMenu ?? '';
    else form.setValue('cateringMenu', '');
  }, [option, service, chosenMenu, menuOffered, form]);
  const [sent, setSent] = useState<Sent | null>(null);

  const submit = useFormSubmit(
    'catering',
    form,
    (values) => {
      setSent({ shop: locations.find((l) => l.slug === values.kindersLocation) ?? null });
      // A fresh form for the next request: no menu of this one comes back with a service.
      menuOf.current = {};
      menuService.current = null;
      form.reset(emptyRequest(initialOption, initialMenu));
    },
    server,
  );
  const message = (name: keyof CateringRequestInput) => errors[name]?.message;
  // Sent with JavaScript (the shop it chose is kept here), or posted without it (the server's state says).
  const shown: Sent | null = sent ?? (submit.serverSent ? { shop: locations.find((l) => l.slug === submit.serverSent?.shop) ?? null } : null);

  return (
    <FormFrame id={FORM_ID} heading={submit.sent ? CATERING_TEXT.sentHeading : CATERING_TEXT.heading} headingRef={submit.headingRef}>
      {submit.sent && shown ? (
        <SentView reference={submit.reference} againLabel={copy.sent.again} againHref={pagePath} onAgain={submit.startOver}>
          <p className="lead">{fillTemplate(copy.sent.text, { hours: responseHours })}</p>
          <p>{shown.shop ? fillTemplate(copy.sent.callShop, { shop: shown.shop.name }) : copy.sent.callOffice}</p>
          <a className={styles.phone} href={telHref(shown.shop?.phoneNumber ?? officePhone)} data-testid="sent-phone">
            {shown.shop?.phoneNumber ?? officePhone}
          </a>
        </SentView>
      ) : (
        <ProgressiveForm className={styles.form} submit={submit} defaults={form.formState.defaultValues}>
          <RequiredNote />

          <fieldset className={styles.group}>
            <legend>Your event</legend>
            <RadioCards label="Catering option" required registration={register('cateringOption')} error={message('cateringOption')} options={optionChoices} />
            {needsLocation(option) && (
              <ShopSelect shops={locations} required registration={register('kindersLocation')} error={message('kindersLocation')} />
            )}
            {needsEventLocation(option) && (
              <TextField
                label="Event location"
                required
                registration={register('eventLocation')}
                error={message('eventLocation')}
                hint={copy.hints.eventLocation}
                maxLength={LIMITS.eventLocation}
              />
            )}
            {menuChoices.length > 0 && (
              <SelectField
                label="Menu"
                registration={register('cateringMenu')}
                error={message('cateringMenu')}
                placeholder="Not sure yet"
                options={menuChoices.map((m) => ({ value: m.title, label: m.title }))}
              />
            )}
            <div className={styles.row}>
              <TextField label="Event date" type="date" min={today} max={latestEventDate(today)} registration={register('eventDate')} error={message('eventDate')} />
              <TextField
                label="Guest size"
                type="number"
                required
                inputMode="numeric"
                min={NUMBER_OF_GUESTS.min}
                max={NUMBER_OF_GUESTS.max}
                step={1}
                registration={register('guestSize')}
                error={message('guestSize')}
                hint={copy.hints.guestSize}
              />
            </div>
            {/* Warn, never block: the request may still be sent. A live region, so a warning is heard when the date or the menu changes. */}
            <div aria-live="polite" className={styles.leadNoticeRegion}>
              {shop && closedDay && (
                <p className={`notice ${styles.leadNotice}`} data-testid="closed-day-notice">
                  {fillTemplate(copy.closedNotice, { shop: shop.name, day: `${formatDateLabel(eventDate!)}${closedDay.label ? ` (${closedDay.label})` : ''}` })}
                </p>
              )}
              {shortNotice && (
                <p className={`notice ${styles.leadNotice}`} data-testid="lead-time-notice">
                  {fillTemplate(copy.leadTime.notice, { lead: leadTimeWords(onsite, copy.leadTime) })}
                </p>
              )}
              {offSeason && (
                <p className={`notice ${styles.leadNotice}`} data-testid="season-notice">
                  {fillTemplate(copy.seasonNotice, { menu: offSeason.title, from: monthDayWords(offSeason.availableFrom!), to: monthDayWords(offSeason.availableTo!) })}
                </p>
              )}
            </div>
            <EstimateLine control={control} menu={menu} words={copy.estimate} />
            <SelectField label="Event type" registration={register('eventType')} error={message('eventType')} placeholder="Select an event type" options={EVENT_TYPE_CHOICES} />
            <TextArea label="Event details" registration={register('eventDetails')} error={message('eventDetails')} hint={copy.hints.eventDetails} maxLength={LIMITS.longText} rows={5} />
          </fieldset>

          <fieldset className={styles.group}>
            <legend>Your contact details</legend>
            <TextField label="Company name" autoComplete="organization" registration={register('companyName')} error={message('companyName')} maxLength={LIMITS.companyName} />
            <div className={styles.row}>
              <TextField label="First name" required autoComplete="given-name" registration={register('firstName')} error={message('firstName')} maxLength={LIMITS.name} />
              <TextField label="Last name" required autoComplete="family-name" registration={register('lastName')} error={message('lastName')} maxLength={LIMITS.name} />
            </div>
            <div className={styles.row}>
              <TextField label="Email address" type="email" required autoComplete="email" registration={register('emailAddress')} error={message('emailAddress')} maxLength={LIMITS.email} />
              <TextField label="Phone number" type="tel" required autoComplete="tel" registration={register('phoneNumber')} error={message('phoneNumber')} maxLength={LIMITS.phone} />
            </div>
          </fieldset>

          <FormEnd
            honeypot={register('website')}
            submit={submit}
            label={CATERING_TEXT.submit}
            sendingLabel={CATERING_TEXT.sending}
            note={fillTemplate(copy.formNote, { hours: responseHours })}
          />
        </ProgressiveForm>
      )}
    </FormFrame>
  );
}

/**
 * The rough figure under the menu and guest size, for budgeting, never a limit: the request goes
 * whatever it says. A component of its own, so typing a guest size redraws this line and not the
 * whole form; it follows the guest size once typing pauses, so its live region speaks once, not
 * at each digit.
 */
function EstimateLine({ control, menu, words }: { control: Control<CateringRequestInput>; menu: MenuChoice | undefined; words: CateringFormCopy['estimate'] }) {
  const guests = readGuestCount(useSettled(useWatch({ control, name: 'guestSize' }), ESTIMATE_PAUSE_MS));
  const estimate = isGuestCount(guests) ? menuEstimate(menu, guests) : null;
  return (
    <div aria-live="polite">
      {menu && estimate && (
        <p className={`notice ${styles.estimate}`} data-testid="menu-estimate">
          {estimate.kind === 'total'
            ? fillTemplate(words.total, { total: formatWholeUsd(estimate.total), guests: formatInteger(guests), price: formatUsd(estimate.pricePerPerson) })
            : fillTemplate(words.belowMinimum, { menu: menu.title, minimum: formatInteger(estimate.minimum) })}
        </p>
      )}
    </div>
  );
}
