import { type ReactNode, useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CABIN_CATEGORIES, RATING_FIELDS, type RatingField } from '../../../shared/cruise-fields';
import { DESTINATION_GROUPS } from '../../../shared/destinations';
import { GUESTS } from '../../../shared/limits';
import type { CreateCruiseInput, Cruise } from '../../../shared/schemas/cruises';
import { shipListDate, useOperators, useShipNames } from '../../api/ships';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/input';
import { lazyResolver } from '../../components/ui/lazy-resolver';
import { Select } from '../../components/ui/select';
import { CoverPhotoField } from './cover-photo-field';
import { StarRating } from './star-rating';

export type CruiseFormValues = CreateCruiseInput;

const RATING_LABELS: Record<RatingField, string> = {
  overallRating: 'Overall',
  shipRating: 'Ship',
  cabinRating: 'Cabin',
  diningRating: 'Dining',
  serviceRating: 'Service',
  portsRating: 'Ports',
  entertainmentRating: 'Entertainment',
};

/** The form's checks: the API's own schema, loaded (with zod) after the form's first screen. */
const checks = lazyResolver(() => import('./cruise-form-checks').then((module) => module.cruiseFormResolver));

/** Non-numeric guests become 1 (SPEC.md section 5). */
const toGuests = (value: unknown) => {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : 1;
};

export function emptyCruiseForm(prefill: { cruiseLine?: string; shipName?: string } = {}): CruiseFormValues {
  return {
    cruiseLine: prefill.cruiseLine ?? '',
    shipName: prefill.shipName ?? '',
    tripName: '',
    sailDate: '',
    returnDate: '',
    primaryDestination: '',
    numberOfGuests: GUESTS.default,
    reservationNumber: '',
    cabinNumber: '',
    cabinCategory: null,
    departurePort: '',
    bookingDate: '',
    totalCost: '' as unknown as number,
    travelAgent: '',
    isCompleted: false,
    coverPhotoUrl: null,
  };
}

/** The form values of a saved cruise (the Edit dialog prefills from it). */
export function cruiseFormValues(cruise: Cruise): CruiseFormValues {
  return {
    cruiseLine: cruise.cruiseLine,
    shipName: cruise.shipName,
    tripName: cruise.tripName ?? '',
    sailDate: cruise.sailDate,
    returnDate: cruise.returnDate,
    primaryDestination: cruise.primaryDestination,
    numberOfGuests: cruise.numberOfGuests ?? GUESTS.default,
    reservationNumber: cruise.reservationNumber ?? '',
    cabinNumber: cruise.cabinNumber ?? '',
    cabinCategory: (cruise.cabinCategory as CruiseFormValues['cabinCategory']) ?? null,
    departurePort: cruise.departurePort ?? '',
    bookingDate: cruise.bookingDate ?? '',
    totalCost: (cruise.totalCost ?? '') as number,
    travelAgent: cruise.travelAgent ?? '',
    isCompleted: cruise.isCompleted,
    coverPhotoUrl: cruise.coverPhotoUrl,
    ...Object.fromEntries(RATING_FIELDS.map((field) => [field, cruise[field]])),
    reviewSummary: cruise.reviewSummary ?? '',
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 font-display text-lg font-semibold text-ocean-950">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The placeholder of the line and ship selects: every state of SPEC.md section 8. */
function listPlaceholder(
  state: { isLoading: boolean; isError: boolean; count: number },
  texts: { loading: string; error: string; empty: string; choose: string },
) {
  if (state.isLoading) return texts.loading;
  if (state.isError) return texts.error;
  if (state.count === 0) return texts.empty;
  return texts.choose;
}

/**
 * Every field of a cruise (SPEC.md sections 3 and 5), validated by the same schema as the API.
 * Add Cruise uses it as a page; the Edit Cruise dialog with `mode="edit"` (which adds the review
 * for a completed cruise).
 */
export function CruiseForm({
  defaultValues,
  mode,
  isSaving,
  onSubmit,
  onCancel,
  extraActions,
}: {
  defaultValues: CruiseFormValues;
  mode: 'add' | 'edit';
  isSaving: boolean;
  onSubmit: (values: CruiseFormValues) => void;
  onCancel?: () => void;
  extraActions?: ReactNode;
}) {
  const formId = useId();
  const form = useForm<CruiseFormValues>({ resolver: checks.resolver, defaultValues });
  useEffect(checks.preload, []);
  const { errors } = form.formState;
  const cruiseLine = form.watch('cruiseLine');
  const cover = form.watch('coverPhotoUrl');
  const isCompleted = form.watch('isCompleted');
  // A cruise from 2012 offers the lines and ships of 2012, under the names they had then.
  const listDate = shipListDate(form.watch('sailDate'));
  const operators = useOperators(listDate);
  const ships = useShipNames(cruiseLine || undefined, listDate);
  const id = (name: string) => `${formId}-${name}`;
  const err = (name: keyof CruiseFormValues) => errors[name]?.message as string | undefined;

  const withCurrent = (names: string[] | undefined, current: string) =>
    [...new Set([...(names ?? []), ...(current ? [current] : [])])].map((n) => ({ value: n, label: n }));
  const lineOptions = withCurrent(operators.data, defaultValues.cruiseLine ?? '');
  const shipOptions = cruiseLine
    ? withCurrent(ships.data, cruiseLine === defaultValues.cruiseLine ? (defaultValues.shipName ?? '') : '')
    : [];

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-8">
      <Section title="Basic Information">
        <Field id={id('tripName')} label="Trip name" error={err('tripName')}>
          <Input
            id={id('tripName')}
            placeholder="e.g. Anniversary in the Caribbean"
            {...form.register('tripName')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('cruiseLine')} label="Cruise line" required error={err('cruiseLine')}>
            <Controller
              control={form.control}
              name="cruiseLine"
              render={({ field }) => (
                <Select
                  id={id('cruiseLine')}
                  value={field.value || undefined}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // A new line clears the ship (SPEC.md section 4, Forms).
                    form.setValue('shipName', '', { shouldDirty: true });
                  }}
                  placeholder={listPlaceholder(
                    { isLoading: operators.isPending, isError: operators.isError, count: lineOptions.length },
                    {
                      loading: 'Loading cruise lines...',
                      error: 'Error loading cruise lines',
                      empty: 'No cruise lines available',
                      choose: 'Select a cruise line',
                    },
                  )}
                  options={lineOptions}
                  invalid={Boolean(err('cruiseLine'))}
                />
              )}
            />
          </Field>
          <Field id={id('shipName')} label="Ship" required error={err('shipName')}>
            <Controller
              control={form.control}
              name="shipName"
              render={({ field }) => (
                <Select
                  id={id('shipName')}
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  disabled={!cruiseLine}
                  placeholder={
                    cruiseLine
                      ? listPlaceholder(
                          {
                            isLoading: ships.isPending && ships.fetchStatus !== 'idle',
                            isError: ships.isError,
                            count: shipOptions.length,
                          },
                          {
                            loading: 'Loading ships...',
                            error:
                              mode === 'edit'
                                ? 'Error loading ships - Please try again'
                                : 'Error loading ships',
                            empty: 'No ships available',
                            choose: 'Select a ship',
                          },
                        )
                      : 'Select cruise line first'
                  }
                  options={shipOptions}
                  invalid={Boolean(err('shipName'))}
                />
              )}
            />
          </Field>
        </div>
        <Field
          id={id('primaryDestination')}
          label="Primary destination"
          required
          error={err('primaryDestination')}
        >
          <Controller
            control={form.control}
            name="primaryDestination"
            render={({ field }) => (
              <Select
                id={id('primaryDestination')}
                value={field.value || undefined}
                onValueChange={field.onChange}
                placeholder="Select a destination"
                groups={DESTINATION_GROUPS.map((group) => ({
                  label: group.label,
                  options: group.options.map((o) => ({ value: o, label: o })),
                }))}
                invalid={Boolean(err('primaryDestination'))}
              />
            )}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('sailDate')} label="Sail date" required error={err('sailDate')}>
            <Input
              id={id('sailDate')}
              type="date"
              aria-invalid={Boolean(err('sailDate'))}
              {...form.register('sailDate')}
            />
          </Field>
          <Field id={id('returnDate')} label="Return date" required error={err('returnDate')}>
            <Input
              id={id('returnDate')}
              type="date"
              aria-invalid={Boolean(err('returnDate'))}
              {...form.register('returnDate')}
            />
          </Field>
        </div>
      </Section>

      <Section title="Travel Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('departurePort')} label="Departure port" error={err('departurePort')}>
            <Input id={id('departurePort')} placeholder="e.g. Miami" {...form.register('departurePort')} />
          </Field>
          <Field id={id('numberOfGuests')} label="Number of guests" error={err('numberOfGuests')}>
            <Input
              id={id('numberOfGuests')}
              type="number"
              inputMode="numeric"
              min={GUESTS.min}
              max={GUESTS.max}
              {...form.register('numberOfGuests', { setValueAs: toGuests })}
            />
          </Field>
        </div>
        <CoverPhotoField
          value={cover ?? null}
          onChange={(value) => form.setValue('coverPhotoUrl', value, { shouldDirty: true })}
        />
      </Section>

      <Section title="Booking & Cabin Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('reservationNumber')} label="Reservation number" error={err('reservationNumber')}>
            <Input id={id('reservationNumber')} {...form.register('reservationNumber')} />
          </Field>
          <Field id={id('bookingDate')} label="Booking date" error={err('bookingDate')}>
            <Input id={id('bookingDate')} type="date" {...form.register('bookingDate')} />
          </Field>
          <Field id={id('cabinCategory')} label="Cabin category" error={err('cabinCategory')}>
            <Controller
              control={form.control}
              name="cabinCategory"
              render={({ field }) => (
                <Select
                  id={id('cabinCategory')}
                  value={(field.value as string | null | undefined) ?? undefined}
                  onValueChange={field.onChange}
                  placeholder="Select a category"
                  options={CABIN_CATEGORIES.map((c) => ({ value: c, label: c }))}
                />
              )}
            />
          </Field>
          <Field id={id('cabinNumber')} label="Cabin number" error={err('cabinNumber')}>
            <Input id={id('cabinNumber')} {...form.register('cabinNumber')} />
          </Field>
          <Field id={id('totalCost')} label="Total cost" error={err('totalCost')}>
            <Input
              id={id('totalCost')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              {...form.register('totalCost')}
            />
          </Field>
          <Field id={id('travelAgent')} label="Travel agent" error={err('travelAgent')}>
            <Input id={id('travelAgent')} {...form.register('travelAgent')} />
          </Field>
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-ocean-900">
          <input
            type="checkbox"
            className="h-5 w-5 rounded accent-ocean-600"
            {...form.register('isCompleted')}
          />
          This cruise is completed
        </label>
      </Section>

      {mode === 'edit' && isCompleted ? (
        <Section title="Review">
          <div className="grid gap-3 sm:grid-cols-2">
            {RATING_FIELDS.map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: control }) => (
                  <StarRating
                    label={RATING_LABELS[field]}
                    value={(control.value as number | null | undefined) ?? null}
                    onChange={control.onChange}
                  />
                )}
              />
            ))}
          </div>
          <Field id={id('reviewSummary')} label="Review summary" error={err('reviewSummary')}>
            <Textarea
              id={id('reviewSummary')}
              placeholder="What made this cruise memorable?"
              {...form.register('reviewSummary')}
            />
          </Field>
        </Section>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t border-ocean-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {extraActions ? <div className="sm:mr-auto">{extraActions}</div> : null}
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant={mode === 'add' ? 'accent' : 'primary'} isLoading={isSaving}>
          {mode === 'add'
            ? isSaving
              ? 'Adding...'
              : 'Add Cruise'
            : isSaving
              ? 'Updating...'
              : 'Update Cruise'}
        </Button>
      </div>
    </form>
  );
}
