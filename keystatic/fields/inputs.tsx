'use client';

/**
 * What the editor shows for this project's own fields (the definitions beside this file say
 * what is stored and what is refused). Browser-only: Keystatic's API on the server loads the
 * definitions but never renders these.
 */
import { ActionButton } from '@keystar/ui/button';
import { Checkbox } from '@keystar/ui/checkbox';
import { FieldDescription, FieldLabel, FieldMessage } from '@keystar/ui/field';
import { Flex, VStack } from '@keystar/ui/layout';
import { TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import type { AssetFormField, BasicFormField, FormFieldInputProps, PreviewProps } from '@keystatic/core';
import { useId, useState, type ReactNode } from 'react';
import { isImagePath } from '@/lib/content/rules';
import { dateProblem, dayHoursProblems, HOLIDAY_NAME_HELP, holidayRowProblems, photoProblem, REPEATED_DATE, type DayHours, type Photo, type Upload } from './checks';
import type { HolidayListField } from './holidays';

/** A labelled group of controls, the way Keystatic lays out its own fields. */
function Group({ label, description, required, children }: { label: string; description?: string; required?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <VStack gap="medium" role="group" aria-labelledby={id}>
      <FieldLabel elementType="span" id={id} isRequired={required}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      {children}
    </VStack>
  );
}

export function DayHoursInput({ label, description, value, onChange, forceValidation, autoFocus }: FormFieldInputProps<DayHours> & { label: string; description?: string }) {
  const [touched, setTouched] = useState(false);
  const problems = forceValidation || touched ? dayHoursProblems(value) : {};
  const time = (key: 'open' | 'close', text: string) => (
    <TextField
      type="time"
      label={text}
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      onBlur={() => setTouched(true)}
      isDisabled={value.closed}
      isRequired={!value.closed}
      errorMessage={problems[key]}
      autoFocus={autoFocus && key === 'open'}
      width="scale.2400"
    />
  );
  return (
    <Group label={label} description={description}>
      <Flex gap="large" alignItems="start" wrap>
        {time('open', 'Opens')}
        {time('close', 'Closes')}
        <Flex alignSelf="center">
          <Checkbox isSelected={value.closed} onChange={(closed) => onChange({ ...value, closed })}>
            Closed all day
          </Checkbox>
        </Flex>
      </Flex>
    </Group>
  );
}

export function HolidayDateInput({ value, onChange, forceValidation, autoFocus }: FormFieldInputProps<string>) {
  return <TextField type="date" label="Date" value={value} onChange={onChange} isRequired autoFocus={autoFocus} errorMessage={forceValidation ? dateProblem(value) : undefined} />;
}

/**
 * A holiday list edited in place: a row per date (date, name, that day's hours), each showing
 * what the content schema finds wrong with it. A repeated date is flagged at once, next to the
 * date: it is the mistake nobody sees in a long list.
 */
export function HolidayListInput({ label, description, ...raw }: { label: string; description: string }) {
  const props = raw as unknown as PreviewProps<HolidayListField> & { forceValidation?: boolean };
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const problems = holidayRowProblems(props.elements.map((el) => ({ date: el.fields.date.value, label: el.fields.label.value, hours: el.fields.hours.value })));
  const keep = (keys: string[]) => props.onChange(keys.map((key) => ({ key })));
  const touch = (key: string) => setTouched((t) => new Set(t).add(key));

  return (
    <Group label={label} description={description}>
      {props.elements.length === 0 ? <Text color="neutralSecondary">No dates in this list.</Text> : null}
      {props.elements.map((el, i) => {
        const show = props.forceValidation || touched.has(el.key);
        const dateError = show || problems[i].date === REPEATED_DATE ? problems[i].date : undefined;
        return (
          <VStack key={el.key} gap="large" padding="large" border="neutral" borderRadius="medium" role="group" aria-label={`Date ${i + 1}`}>
            <Flex gap="large" wrap alignItems="start">
              <TextField type="date" label="Date" value={el.fields.date.value} onChange={el.fields.date.onChange} onBlur={() => touch(el.key)} isRequired errorMessage={dateError} />
              <TextField
                label="Name"
                description={HOLIDAY_NAME_HELP}
                value={el.fields.label.value}
                onChange={el.fields.label.onChange}
                onBlur={() => touch(el.key)}
                isRequired
                errorMessage={show ? problems[i].label : undefined}
              />
            </Flex>
            <DayHoursInput label="Hours that day" value={el.fields.hours.value} onChange={el.fields.hours.onChange} forceValidation={!!props.forceValidation} autoFocus={false} />
            <Flex>
              <ActionButton onPress={() => keep(props.elements.filter((e) => e.key !== el.key).map((e) => e.key))}>Remove this date</ActionButton>
            </Flex>
          </VStack>
        );
      })}
      <Flex gap="regular" wrap>
        <ActionButton onPress={() => props.onChange([...props.elements.map((e) => ({ key: e.key })), { key: undefined }])}>Add a date</ActionButton>
        {props.elements.length > 1 ? (
          <ActionButton onPress={() => keep([...props.elements].sort((a, b) => a.fields.date.value.localeCompare(b.fields.date.value)).map((e) => e.key))}>
            Sort by date
          </ActionButton>
        ) : null}
      </Flex>
    </Group>
  );
}

type PhotoOptions = { label: string; description?: string; required?: boolean };
type UploadField = AssetFormField<Upload | null, Upload | null, unknown>;

/**
 * The current picture and its path (editable), and Keystatic's upload button for a new one. While
 * a new file waits to be saved, what is wrong with it shows at once under the upload (a .heic
 * photo from a phone cannot be saved): otherwise Save does nothing and nothing says why.
 */
export function PhotoInput({ options, upload, value, onChange, forceValidation, autoFocus }: FormFieldInputProps<Photo> & { options: PhotoOptions; upload: UploadField }) {
  const [touched, setTouched] = useState(false);
  if (value?.kind === 'upload') {
    const file: Upload = { data: value.data, extension: value.extension, filename: value.filename };
    const problem = photoProblem(value, options.label, !!options.required);
    return (
      <VStack gap="medium">
        {upload.Input({ value: file, onChange: (v) => onChange(v ? { kind: 'upload', ...v } : null), forceValidation, autoFocus })}
        {problem ? <FieldMessage>{problem}</FieldMessage> : null}
      </VStack>
    );
  }
  const path = value?.path ?? '';
  return (
    <Group label={options.label} description={options.description} required={options.required}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of a picture by its path, in the editor only */}
      {isImagePath(path) ? <img src={path} alt="" style={{ maxHeight: 120, maxWidth: 240, objectFit: 'contain', alignSelf: 'start' }} /> : null}
      <TextField
        label="Picture on the site"
        description="Its path. Keep it, type the path of another picture already on the site, or upload a new one below."
        value={path}
        onChange={(v) => onChange(v.trim() ? { kind: 'path', path: v.trim() } : null)}
        onBlur={() => setTouched(true)}
        autoFocus={autoFocus}
        errorMessage={forceValidation || touched ? photoProblem(value, options.label, !!options.required) : undefined}
      />
      {upload.Input({ value: null, onChange: (v) => v && onChange({ kind: 'upload', ...v }), forceValidation: false, autoFocus: false })}
    </Group>
  );
}

/**
 * A Keystatic field's own input, with what the content schema refuses in the value shown under
 * it the way the input shows its own messages: once the field was left, or a save was tried.
 */
export function CheckedInput<V>({
  field,
  problem,
  ...props
}: FormFieldInputProps<V> & { field: { Input(props: FormFieldInputProps<V>): ReactNode }; problem: (value: V) => string | undefined }) {
  const [touched, setTouched] = useState(false);
  const message = props.forceValidation || touched ? problem(props.value) : undefined;
  const Input = field.Input;
  return (
    <div onBlur={() => setTouched(true)}>
      <VStack gap="medium">
        <Input {...props} />
        {/* Keystatic's input takes no description from outside: screen readers hear the message as it comes. */}
        <div aria-live="polite">{message ? <FieldMessage>{message}</FieldMessage> : null}</div>
      </VStack>
    </div>
  );
}

export type Rating = { average: number | null; count: number | null };

export function RatingInput({
  average,
  count,
  value,
  onChange,
  forceValidation,
  autoFocus,
}: FormFieldInputProps<Rating> & { average: BasicFormField<number | null>; count: BasicFormField<number | null> }) {
  return (
    <Group label="Rating" description="The shop's review rating, shown on its page. Leave both empty to show none.">
      <Flex gap="large" wrap>
        {average.Input({ value: value.average, onChange: (a) => onChange({ ...value, average: a }), forceValidation, autoFocus })}
        {count.Input({ value: value.count, onChange: (c) => onChange({ ...value, count: c }), forceValidation, autoFocus: false })}
      </Flex>
    </Group>
  );
}

/** A number typed as text, so every digit the person typed is kept (a coordinate needs 4-6 decimals). */
export function DecimalInput({
  label,
  description,
  value,
  onChange,
  forceValidation,
  autoFocus,
  problem,
  isRequired = true,
}: FormFieldInputProps<string> & { label: string; description?: string; problem: (value: string) => string | undefined; isRequired?: boolean }) {
  const [touched, setTouched] = useState(false);
  return (
    <TextField
      label={label}
      description={description}
      inputMode="decimal"
      value={value}
      onChange={onChange}
      onBlur={() => setTouched(true)}
      isRequired={isRequired}
      autoFocus={autoFocus}
      errorMessage={forceValidation || touched ? problem(value) : undefined}
      width="scale.3400"
    />
  );
}
