import { useDeferredValue, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { usePortSuggestions } from './api';
import { flagOf, KIND_LABELS } from './day-card';
import { useAddDay, useUpdateDay } from './writes';

type Kind = ItineraryDay['kind'];

/** Add Single Day, or edit a day: its kind, port, times, docked or tendered, all aboard, notes. */
export function DayDialog({
  cruiseId,
  day,
  nextDayNumber,
  onClose,
}: {
  cruiseId: string;
  day?: ItineraryDay;
  nextDayNumber: number;
  onClose: () => void;
}) {
  const add = useAddDay();
  const update = useUpdateDay();
  const [values, setValues] = useState({
    dayNumber: String(day?.dayNumber ?? nextDayNumber),
    kind: (day?.kind ?? 'port') as Kind,
    portName: day && day.kind === 'port' ? day.portName : (day?.portName ?? ''),
    portCall: day?.portCall ?? '',
    arrivalTime: day?.arrivalTime ?? '',
    departureTime: day?.departureTime ?? '',
    allAboardTime: day?.allAboardTime ?? '',
    notes: day?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const isPort = values.kind === 'port';
  const typedPort = useDeferredValue(values.portName);
  const suggestions = usePortSuggestions(isPort ? typedPort : '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const dayNumber = Number.parseInt(values.dayNumber, 10);
    const found: Record<string, string> = {};
    if (!Number.isFinite(dayNumber) || dayNumber < 1) found.dayNumber = 'Day number must be at least 1';
    if (isPort && !values.portName.trim()) found.portName = 'Port name is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      dayNumber,
      kind: values.kind,
      portName: values.portName,
      portCall: isPort && values.portCall ? (values.portCall as 'docked' | 'tendered') : null,
      arrivalTime: isPort ? values.arrivalTime : null,
      departureTime: isPort ? values.departureTime : null,
      allAboardTime: isPort ? values.allAboardTime : null,
      notes: values.notes,
    };
    const failed = (action: string) => (e: unknown) =>
      toast({
        title: 'Error',
        description: `Failed to ${action}: ${errorMessage(e, 'Please try again.')}`,
        variant: 'destructive',
      });
    if (day) {
      update.mutate(
        { ...body, id: day.id, cruiseId, updatedAt: day.updatedAt },
        {
          onSuccess: () => {
            toast({ title: 'Itinerary item updated successfully!' });
            onClose();
          },
          onError: failed('update itinerary item'),
        },
      );
    } else {
      add.mutate(
        { ...body, id: uuidv7(), cruiseId },
        {
          onSuccess: () => {
            toast({ title: 'Itinerary item added successfully!' });
            onClose();
          },
          onError: failed('add itinerary item'),
        },
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={day ? `Edit day ${day.dayNumber}` : 'Add Single Day'}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <Field id="day-number" label="Day number" required error={errors.dayNumber}>
            <Input
              id="day-number"
              type="number"
              min={1}
              inputMode="numeric"
              value={values.dayNumber}
              onChange={set('dayNumber')}
            />
          </Field>
          <Field id="day-kind" label="Kind of day">
            <Select
              id="day-kind"
              value={values.kind}
              onValueChange={(kind) => setValues((v) => ({ ...v, kind: kind as Kind }))}
              placeholder="Kind of day"
              options={(Object.keys(KIND_LABELS) as Kind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            />
          </Field>
        </div>
        <Field
          id="day-port"
          label={isPort ? 'Port' : 'Label (optional)'}
          required={isPort}
          error={errors.portName}
          hint={isPort ? undefined : 'e.g. Cruising the Inside Passage'}
        >
          <Input
            id="day-port"
            value={values.portName}
            onChange={set('portName')}
            placeholder={isPort ? 'e.g. Cozumel' : 'At Sea'}
            list={isPort ? 'day-port-suggestions' : undefined}
            autoComplete="off"
          />
          {isPort ? (
            <datalist id="day-port-suggestions">
              {(suggestions.data ?? []).map((port) => (
                <option key={port.id} value={port.name} label={`${flagOf(port.country)} ${port.country}`} />
              ))}
            </datalist>
          ) : null}
        </Field>
        {isPort ? (
          <>
            <div className="grid grid-cols-3 gap-3">
              <Field id="day-arrival" label="Arrive">
                <Input
                  id="day-arrival"
                  type="time"
                  value={values.arrivalTime}
                  onChange={set('arrivalTime')}
                />
              </Field>
              <Field id="day-departure" label="Depart">
                <Input
                  id="day-departure"
                  type="time"
                  value={values.departureTime}
                  onChange={set('departureTime')}
                />
              </Field>
              <Field id="day-all-aboard" label="All aboard">
                <Input
                  id="day-all-aboard"
                  type="time"
                  value={values.allAboardTime}
                  onChange={set('allAboardTime')}
                />
              </Field>
            </div>
            <Field id="day-port-call" label="Docked or tendered">
              <Select
                id="day-port-call"
                value={values.portCall || undefined}
                onValueChange={(portCall) => setValues((v) => ({ ...v, portCall }))}
                placeholder="Not known yet"
                options={[
                  { value: 'docked', label: 'Docked at the pier' },
                  { value: 'tendered', label: 'Tender port (boats ashore)' },
                ]}
              />
            </Field>
          </>
        ) : null}
        <Field id="day-notes" label="Notes">
          <Textarea
            id="day-notes"
            value={values.notes}
            onChange={set('notes')}
            placeholder="Plans, reservations, reminders"
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={add.isPending || update.isPending}>
            {day ? 'Save day' : 'Add day'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
