import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { LIMITS } from '../../../shared/limits';
import { Field, Input, Textarea } from '../../components/ui/input';
import { describedBy, FormSectionCard } from './form-section-card';
import type { ProfileFormValues } from './profile-form-values';
import { ProfilePictureField } from './profile-picture-field';

/** The bio's count appears once it is this close to its limit. */
const BIO_COUNT_FROM = Math.round(LIMITS.bio * 0.8);

function initialsOf(firstName: string, lastName: string, email: string) {
  const letters = `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`;
  return (letters || email[0] || '?').toUpperCase();
}

/** Personal Information: picture, names, email, hometown and bio. */
export function PersonalInfoSection({
  form,
  savedPicture,
  onPreparingPicture,
}: {
  form: UseFormReturn<ProfileFormValues>;
  savedPicture: string | null;
  onPreparingPicture?: (isPreparing: boolean) => void;
}) {
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  const { errors } = form.formState;
  const [firstName, lastName, email, bio] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email', 'bio'],
  });
  const bioLength = bio.length;
  const bioHint =
    bioLength >= BIO_COUNT_FROM ? `${bioLength} / ${LIMITS.bio} characters` : 'A few lines about you.';

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'hometown',
    label: string,
    props: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string },
  ) => {
    const error = errors[name]?.message;
    return (
      <Field id={id(name)} label={label} required={props.required} error={error}>
        <Input
          id={id(name)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id(name), error)}
          aria-required={props.required || undefined}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <FormSectionCard
      icon={UserRound}
      title="Personal Information"
      description="Your picture, name and a little about you."
    >
      <Controller
        control={form.control}
        name="profileImageUrl"
        render={({ field }) => (
          <ProfilePictureField
            value={field.value}
            savedValue={savedPicture}
            initials={initialsOf(firstName, lastName, email)}
            onChange={(value) => field.onChange(value)}
            onPreparingChange={onPreparingPicture}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
        {textField('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
      </div>
      {textField('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {textField('hometown', 'Hometown', { placeholder: 'e.g. Southampton, UK' })}
      <Field id={id('bio')} label="Bio" error={errors.bio?.message} hint={bioHint}>
        <Textarea
          id={id('bio')}
          rows={4}
          maxLength={LIMITS.bio}
          placeholder="Favourite ports, first cruise, what you never sail without..."
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy(id('bio'), errors.bio?.message, bioHint)}
          {...form.register('bio')}
        />
      </Field>
    </FormSectionCard>
  );
}
