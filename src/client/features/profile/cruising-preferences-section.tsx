import { Compass } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useOperators } from '../../api/ships';
import { Field } from '../../components/ui/input';
import { Select, type SelectOption } from '../../components/ui/select';
import { FormSectionCard } from './form-section-card';
import { NO_CHOICE, type ProfileFormValues } from './profile-form-values';

/** The styles a traveller picks from (a saved style outside the list is offered too). */
export const CRUISING_STYLES = [
  'Luxury',
  'Adventure',
  'Family',
  'Relaxation',
  'Expedition',
  'Budget',
  'Romantic',
  'Cultural',
] as const;

/** The choices, first "none" (a select item may not be empty), then the list and the saved value. */
function choices(none: string, names: readonly string[], saved: string): SelectOption[] {
  const all = [...new Set([...names, ...(saved && saved !== NO_CHOICE ? [saved] : [])])];
  return [{ value: NO_CHOICE, label: none }, ...all.map((name) => ({ value: name, label: name }))];
}

/** The cruise line placeholder in every state of SPEC.md section 8. */
function linePlaceholder(operators: { isPending: boolean; isError: boolean; data?: string[] }) {
  if (operators.isPending) return 'Loading cruise lines...';
  if (operators.isError) return 'Error loading cruise lines';
  if (!operators.data?.length) return 'No cruise lines available';
  return 'Choose your favourite line';
}

/** Cruising Preferences: the favourite line (from the ship directory) and the cruising style. */
export function CruisingPreferencesSection({
  form,
  savedLine,
  savedStyle,
}: {
  form: UseFormReturn<ProfileFormValues>;
  savedLine: string;
  savedStyle: string;
}) {
  const formId = useId();
  const operators = useOperators();
  return (
    <FormSectionCard
      icon={Compass}
      title="Cruising Preferences"
      description="Shown on your profile so fellow cruisers know how you like to sail."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${formId}-line`} label="Favourite cruise line">
          <Controller
            control={form.control}
            name="favoriteCruiseLine"
            render={({ field }) => (
              <Select
                id={`${formId}-line`}
                // Empty shows the placeholder, which tells how the list is doing.
                value={field.value === NO_CHOICE ? undefined : field.value || undefined}
                onValueChange={field.onChange}
                placeholder={linePlaceholder(operators)}
                options={choices('No favourite', operators.data ?? [], savedLine)}
              />
            )}
          />
        </Field>
        <Field id={`${formId}-style`} label="Cruising style">
          <Controller
            control={form.control}
            name="cruisingStyle"
            render={({ field }) => (
              <Select
                id={`${formId}-style`}
                value={field.value === NO_CHOICE ? undefined : field.value || undefined}
                onValueChange={field.onChange}
                placeholder="Choose a style"
                options={choices('No preference', CRUISING_STYLES, savedStyle)}
              />
            )}
          />
        </Field>
      </div>
    </FormSectionCard>
  );
}
