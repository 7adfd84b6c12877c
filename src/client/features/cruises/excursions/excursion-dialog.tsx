import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { Excursion } from '../../../../shared/schemas/excursions';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useAddExcursion, useUpdateExcursion } from './api';

export const TYPE_LABELS: Record<Excursion['type'], string> = {
  shore_excursion: 'Shore excursion',
  onboard_activity: 'Onboard activity',
  specialty_dining: 'Specialty dining',
};

/** Add or edit an excursion: name (required), type, port, date, start and end times, booking, notes. */
export function ExcursionDialog({
  cruiseId,
  excursion,
  onClose,
}: {
  cruiseId: string;
  excursion?: Excursion;
  onClose: () => void;
}) {
  const add = useAddExcursion();
  const update = useUpdateExcursion();
  const [values, setValues] = useState({
    name: excursion?.name ?? '',
    type: excursion?.type ?? ('shore_excursion' as Excursion['type']),
    portName: excursion?.portName ?? '',
    date: excursion?.date ?? '',
    time: excursion?.time ?? '',
    endTime: excursion?.endTime ?? '',
    bookingReference: excursion?.bookingReference ?? '',
    notes: excursion?.notes ?? '',
  });
  const [nameError, setNameError] = useState<string | undefined>();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError('Excursion name is required');
      return;
    }
    const verb = excursion ? 'updated' : 'added';
    const options = {
      onSuccess: () => {
        toast({ title: `Excursion ${verb} successfully!` });
        onClose();
      },
      onError: (e: unknown) =>
        toast({
          title: 'Error',
          description: `Failed to ${excursion ? 'update' : 'add'} excursion: ${errorMessage(e, 'Please try again.')}`,
          variant: 'destructive',
        }),
    };
    if (excursion) {
      update.mutate({ ...values, id: excursion.id, cruiseId, updatedAt: excursion.updatedAt }, options);
    } else add.mutate({ ...values, id: uuidv7(), cruiseId }, options);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={excursion ? 'Edit Excursion' : 'Add Excursion'}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="excursion-name" label="Name" required error={nameError}>
          <Input
            id="excursion-name"
            value={values.name}
            onChange={set('name')}
            placeholder="e.g. Glacier kayak tour"
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="excursion-type" label="Type">
            <Select
              id="excursion-type"
              value={values.type}
              onValueChange={(type) => setValues((v) => ({ ...v, type: type as Excursion['type'] }))}
              placeholder="Type"
              options={(Object.keys(TYPE_LABELS) as Excursion['type'][]).map((t) => ({
                value: t,
                label: TYPE_LABELS[t],
              }))}
            />
          </Field>
          <Field id="excursion-port" label="Port">
            <Input id="excursion-port" value={values.portName} onChange={set('portName')} />
          </Field>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Field id="excursion-date" label="Date">
            <Input id="excursion-date" type="date" value={values.date} onChange={set('date')} />
          </Field>
          <Field id="excursion-time" label="Starts">
            <Input id="excursion-time" type="time" value={values.time} onChange={set('time')} />
          </Field>
          <Field id="excursion-end" label="Ends">
            <Input id="excursion-end" type="time" value={values.endTime} onChange={set('endTime')} />
          </Field>
        </div>
        <Field id="excursion-booking" label="Booking reference">
          <Input id="excursion-booking" value={values.bookingReference} onChange={set('bookingReference')} />
        </Field>
        <Field id="excursion-notes" label="Notes">
          <Textarea id="excursion-notes" value={values.notes} onChange={set('notes')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={add.isPending || update.isPending}>
            {excursion ? 'Save excursion' : 'Add excursion'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
