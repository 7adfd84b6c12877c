import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { CurrentUser } from '../../../shared/schemas/user';
import { CURRENT_USER_KEY } from '../../api/auth';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { lazyResolver } from '../../components/ui/lazy-resolver';
import { toast } from '../../components/ui/toast';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useUpdateProfile } from './api';
import { CruisingPreferencesSection } from './cruising-preferences-section';
import { PersonalInfoSection } from './personal-info-section';
import type { ProfileFormSchema } from './profile-form-checks';
import { type ProfileFormValues, profileFormValues, profilePayload } from './profile-form-values';
import { changedProfileOf, fieldErrorsOf } from './profile-save-errors';
import { ProfileVisibilitySection } from './profile-visibility-section';
import { SocialLinksSection } from './social-links-section';

type ProfileFormOutput = z.output<typeof ProfileFormSchema>;
/** The form's checks (zod), loaded after its first screen (issue 15). */
const checks = lazyResolver<ProfileFormValues, ProfileFormOutput>(() =>
  import('./profile-form-checks').then((module) => module.profileFormResolver),
);

/**
 * The profile part of /profile/edit (SPEC.md section 2): one form, four sections, one Save Changes
 * that sends the whole profile (`PUT /api/user/profile`). Saving needs a connection.
 *
 * The save names the version the form was filled from (`updatedAt`). If the profile changed on
 * another device since, the server refuses it (409 PROFILE_CHANGED): the fields not touched here
 * take the newer values, the ones typed here stay, and the traveller saves again knowingly.
 */
export function EditProfileForm({ user }: { user: CurrentUser }) {
  const isOnline = useOnlineStatus();
  const update = useUpdateProfile();
  const queryClient = useQueryClient();
  // The version the form's values come from (not the latest current user: that may be newer).
  const [baseVersion, setBaseVersion] = useState(user.updatedAt);
  const [isPreparingPicture, setIsPreparingPicture] = useState(false);
  useEffect(checks.preload, []);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: checks.resolver,
    defaultValues: profileFormValues(user),
  });

  // A newer version arrived after the form was filled (the device's kept copy was read again on
  // opening, or another tab saved): the untouched fields take it, what is being typed stays.
  useEffect(() => {
    if (Date.parse(user.updatedAt) <= Date.parse(baseVersion)) return;
    form.reset(profileFormValues(user), { keepDirtyValues: true });
    setBaseVersion(user.updatedAt);
  }, [user, baseVersion, form]);

  const save = form.handleSubmit((values) => {
    update.mutate(
      { ...profilePayload(values), updatedAt: baseVersion },
      {
        onSuccess: (saved) => {
          // What the server kept: canonical handles, the stored picture's URL.
          form.reset(profileFormValues(saved));
          setBaseVersion(saved.updatedAt);
          toast({ title: 'Success', description: 'Profile updated successfully.' });
        },
        onError: (error) => {
          const current = changedProfileOf(error);
          if (current) {
            queryClient.setQueryData(CURRENT_USER_KEY, current);
            form.reset(profileFormValues(current), { keepDirtyValues: true });
            setBaseVersion(current.updatedAt);
            toast({
              title: 'Error',
              description:
                'Failed to update profile: Your profile was changed on another device. Your changes are still here; the rest now shows the latest version. Save again to keep them.',
              variant: 'destructive',
            });
            return;
          }
          fieldErrorsOf(error, form.getValues()).forEach(({ field, message }, index) => {
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          toast({
            title: 'Error',
            description: `Failed to update profile: ${errorMessage(error, 'Please try again.')}`,
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={save} noValidate aria-label="Profile" className="space-y-6">
      <PersonalInfoSection
        form={form}
        savedPicture={user.profileImageUrl}
        onPreparingPicture={setIsPreparingPicture}
      />
      <CruisingPreferencesSection
        form={form}
        savedLine={user.favoriteCruiseLine ?? ''}
        savedStyle={user.cruisingStyle ?? ''}
      />
      <SocialLinksSection form={form} />
      <ProfileVisibilitySection form={form} />
      <div className="flex flex-col-reverse gap-3 rounded-[var(--radius-card)] border border-ocean-100/80 bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Button asChild variant="ghost" size="md">
          <Link to="/profile">
            <UserRound className="h-4 w-4" aria-hidden /> View profile
          </Link>
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          {isOnline ? null : (
            <p className="flex items-center justify-center gap-1.5 text-sm text-ocean-900/80">
              <CloudOff className="h-4 w-4 shrink-0" aria-hidden /> You're offline. Saving needs a connection.
            </p>
          )}
          <Button type="submit" disabled={!isOnline || isPreparingPicture} isLoading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
