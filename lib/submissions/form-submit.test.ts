import { UNREADABLE_FORM_MESSAGE } from '@/lib/security/page-post';
import { formValues, submitForm } from './form-submit';

function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe('formValues: a form posted without JavaScript, as the JSON API would get it', () => {
  it("keeps the fields as typed and leaves out React's action fields and the Idempotency-Key", () => {
    const data = formData([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'],
      ['$ACTION_KEY', 'k123'],
      ['idempotencyKey', 'b740c66a'],
      ['cateringOption', 'Pickup Catering'],
      ['guestSize', '120'],
      ['firstName', 'Maria'],
      ['website', ''],
    ]);
    expect(formValues('catering', data)).toEqual({ cateringOption: 'Pickup Catering', guestSize: '120', firstName: 'Maria', website: '' });
  });

  it('reads the newsletter checkbox: ticked sends "on", unticked sends nothing', () => {
    expect(formValues('contact', formData([['fullName', 'Sam'], ['newsletterConsent', 'on']]))).toEqual({ fullName: 'Sam', newsletterConsent: true });
    expect(formValues('contact', formData([['fullName', 'Sam']]))).toEqual({ fullName: 'Sam', newsletterConsent: false });
  });

  it('reads a posted line break (CRLF) as the one character the field counted, so a text at its maxlength is not too long', async () => {
    const { LIMITS } = await import('@/lib/validation/choices');
    const lines = Array.from({ length: LIMITS.longText / 10 }, () => 'Tri-tip x').join('\r\n');
    const values = formValues('catering', formData([['eventDetails', lines]]));
    expect(values.eventDetails).toBe(lines.replace(/\r\n/g, '\n'));
    expect((values.eventDetails as string).length).toBeLessThanOrEqual(LIMITS.longText);
  });

  it('ignores files', () => {
    const data = formData([['fullName', 'Sam']]);
    data.append('message', new Blob(['x']), 'x.txt');
    expect(formValues('contact', data)).toEqual({ fullName: 'Sam', newsletterConsent: false });
  });
});

describe('submitForm', () => {
  it("answers anything but form data (a script calling the action itself) with the form's error, not a crash", async () => {
    for (const data of ['x', [1, 2], null, { fullName: 'Sam' }]) {
      const state = await submitForm('contact', data as unknown as FormData);
      expect(state).toMatchObject({ status: 'error', message: UNREADABLE_FORM_MESSAGE, fields: {}, values: {} });
    }
  });
});
