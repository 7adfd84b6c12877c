import { MAX_ITINERARY_DAYS } from '../../../../shared/itinerary-days';
import { LIMITS } from '../../../../shared/limits';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import type { Photo } from '../../../../shared/schemas/photos';
import { Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

/** The form values of a photo's caption, port and day (as typed, before checking). */
export interface PhotoDetailsValues {
  caption: string;
  /** '' (nothing chosen), 'none', 'other' (typed below) or the id of an itinerary port day. */
  portChoice: string;
  otherPort: string;
  day: string;
}

export const NO_PORT = 'none';
export const OTHER_PORT = 'other';

/** Port days of the itinerary: the ports a photo can be given from a list. */
export const portDaysOf = (days: readonly ItineraryDay[] | undefined) =>
  (days ?? []).filter((day) => day.kind === 'port' && day.portName);

/** The values of an existing photo: its port is picked from the itinerary when it matches a port day. */
export function valuesOf(photo: Photo | undefined, portDays: readonly ItineraryDay[]): PhotoDetailsValues {
  const match = portDays.find(
    (day) => day.portName === photo?.portName && (!photo?.dayNumber || day.dayNumber === photo.dayNumber),
  );
  return {
    caption: photo?.caption ?? '',
    portChoice: match ? match.id : photo?.portName ? OTHER_PORT : '',
    otherPort: match ? '' : (photo?.portName ?? ''),
    day: photo?.dayNumber ? String(photo.dayNumber) : '',
  };
}

/** The port name the values say, or null. */
export function portNameOf(values: PhotoDetailsValues, portDays: readonly ItineraryDay[]): string | null {
  if (values.portChoice === OTHER_PORT || portDays.length === 0) return values.otherPort.trim() || null;
  return portDays.find((day) => day.id === values.portChoice)?.portName ?? null;
}

/**
 * Caption, port and day of a photo. The port is chosen from the itinerary's port days (which also
 * fills the day) or typed; without port days in the itinerary it is simply typed.
 */
export function PhotoDetailsFields({
  idPrefix,
  values,
  onChange,
  portDays,
  dayError,
  captionHint,
}: {
  idPrefix: string;
  values: PhotoDetailsValues;
  onChange: (values: PhotoDetailsValues) => void;
  portDays: readonly ItineraryDay[];
  dayError?: string | undefined;
  captionHint?: string;
}) {
  const set = (patch: Partial<PhotoDetailsValues>) => onChange({ ...values, ...patch });
  const choosePort = (choice: string) => {
    const day = portDays.find((d) => d.id === choice);
    set({ portChoice: choice, ...(day ? { day: String(day.dayNumber) } : {}) });
  };
  const isTyped = portDays.length === 0 || values.portChoice === OTHER_PORT;
  return (
    <>
      <Field id={`${idPrefix}-caption`} label="Caption" {...(captionHint ? { hint: captionHint } : {})}>
        <Input
          id={`${idPrefix}-caption`}
          value={values.caption}
          maxLength={LIMITS.caption}
          onChange={(e) => set({ caption: e.target.value })}
          placeholder="e.g. Whales off the bow"
        />
      </Field>
      <div className="grid grid-cols-[1fr_6.5rem] gap-3">
        {portDays.length > 0 ? (
          <Field id={`${idPrefix}-port`} label="Port">
            <Select
              id={`${idPrefix}-port`}
              value={values.portChoice || undefined}
              onValueChange={choosePort}
              placeholder="Choose a port"
              options={[
                ...portDays.map((day) => ({
                  value: day.id,
                  label: `Day ${day.dayNumber} · ${day.portName}`,
                })),
                { value: OTHER_PORT, label: 'Another place…' },
                { value: NO_PORT, label: 'No port' },
              ]}
            />
          </Field>
        ) : (
          <Field id={`${idPrefix}-other-port`} label="Port">
            <Input
              id={`${idPrefix}-other-port`}
              value={values.otherPort}
              maxLength={LIMITS.portName}
              onChange={(e) => set({ otherPort: e.target.value })}
              placeholder="e.g. Juneau"
            />
          </Field>
        )}
        <Field id={`${idPrefix}-day`} label="Day" error={dayError}>
          <Input
            id={`${idPrefix}-day`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ITINERARY_DAYS}
            value={values.day}
            aria-invalid={dayError ? true : undefined}
            aria-describedby={dayError ? `${idPrefix}-day-error` : undefined}
            onChange={(e) => set({ day: e.target.value })}
          />
        </Field>
      </div>
      {isTyped && portDays.length > 0 ? (
        <Field id={`${idPrefix}-other-port`} label="Place">
          <Input
            id={`${idPrefix}-other-port`}
            value={values.otherPort}
            maxLength={LIMITS.portName}
            onChange={(e) => set({ otherPort: e.target.value })}
            placeholder="e.g. Tracy Arm Fjord"
          />
        </Field>
      ) : null}
    </>
  );
}
