import { Eye, Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileVisibility } from '../../../shared/schemas/profiles';
import { cn } from '../../lib/cn';
import { FormSectionCard } from './form-section-card';
import type { ProfileFormValues } from './profile-form-values';

const OPTIONS: { value: ProfileVisibility; label: string; description: string; icon: typeof Globe }[] = [
  {
    value: 'public',
    label: 'Public',
    description: 'Anyone with the link can see your profile, stats and cruises',
    icon: Globe,
  },
  { value: 'private', label: 'Private', description: 'Only you can see your profile', icon: Lock },
];

/** Profile visibility: public (the default) or private, as a radio group. */
export function ProfileVisibilitySection({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const formId = useId();
  return (
    <FormSectionCard
      icon={Eye}
      title="Profile Visibility"
      description="Choose who can see your profile page."
    >
      <div role="radiogroup" aria-label="Profile visibility" className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, label, description, icon: Icon }) => {
          const id = `${formId}-${value}`;
          return (
            <label
              key={value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border border-ocean-100 bg-white p-4 transition-colors',
                'hover:border-ocean-300 has-[:checked]:border-ocean-500 has-[:checked]:bg-ocean-50/60',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ocean-200',
              )}
            >
              <input
                id={id}
                type="radio"
                value={value}
                className="mt-1 h-4 w-4 shrink-0 accent-ocean-600"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                {...form.register('profileVisibility')}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="flex items-center gap-1.5 font-semibold text-ocean-950">
                  <Icon className="h-4 w-4 text-ocean-600" aria-hidden /> {label}
                </span>
                <span id={`${id}-description`} className="mt-0.5 block text-sm text-ocean-900/70">
                  {description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </FormSectionCard>
  );
}
