import { ExternalLink, Share2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  parseSocialHandle,
  SOCIAL_FIELDS,
  SOCIAL_NETWORKS,
  type SocialField,
  socialProfileUrl,
} from '../../../shared/socials';
import { Input, Label } from '../../components/ui/input';
import { describedBy, FormSectionCard } from './form-section-card';
import type { ProfileFormValues } from './profile-form-values';

/** The profile link of what is typed, when it reads as a handle or link of that network. */
function profileLinkOf(field: SocialField, value: string): string | null {
  const parsed = parseSocialHandle(field, value);
  return parsed.ok && parsed.handle ? socialProfileUrl(field, parsed.handle) : null;
}

function SocialInput({ form, field }: { form: UseFormReturn<ProfileFormValues>; field: SocialField }) {
  const id = `${useId()}-${field}`;
  const label = SOCIAL_NETWORKS[field].label;
  const value = useWatch({ control: form.control, name: field });
  const error = form.formState.errors[field]?.message;
  const link = profileLinkOf(field, value);
  return (
    <div>
      {/* The link sits in the label row, so the field keeps its width as it comes and goes. */}
      <div className="mb-1.5 flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="-my-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-semibold text-ocean-700 hover:bg-ocean-50 hover:text-ocean-800 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ocean-200"
          >
            Open<span className="sr-only"> {label} profile (new tab)</span>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        ) : null}
      </div>
      <Input
        id={id}
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="@handle or profile link"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...form.register(field)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Social Links: the six networks, each a handle or a profile link, with a link to check it. */
export function SocialLinksSection({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  return (
    <FormSectionCard
      icon={Share2}
      title="Social Links"
      description="Type your handle or paste the link to your profile."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map((field) => (
          <SocialInput key={field} form={form} field={field} />
        ))}
      </div>
    </FormSectionCard>
  );
}
