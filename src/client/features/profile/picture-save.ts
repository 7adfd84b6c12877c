import { useState } from 'react';
import { errorMessage } from '../../api/http';
import { toast } from '../../components/ui/toast';
import { useUpdateProfile } from './api';

const TEXTS = {
  coverPhotoUrl: { done: 'Cover photo updated successfully.', failed: 'Failed to update cover photo' },
  profileImageUrl: {
    done: 'Profile picture updated successfully.',
    failed: 'Failed to update profile picture',
  },
} as const;

/**
 * Saves one picture of the profile, sending only that field (SPEC.md section 7): a data URL, a
 * built-in `/defaults/…` path, or null to remove it. Toasts as SPEC.md section 8 words them;
 * `onSaved` closes the dialog.
 */
export function usePictureSave(field: keyof typeof TEXTS, onSaved: () => void) {
  const update = useUpdateProfile();
  const [action, setAction] = useState<'save' | 'remove' | null>(null);
  const save = (value: string | null) => {
    setAction(value === null ? 'remove' : 'save');
    update.mutate(field === 'coverPhotoUrl' ? { coverPhotoUrl: value } : { profileImageUrl: value }, {
      onSuccess: () => {
        toast({ title: TEXTS[field].done });
        onSaved();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `${TEXTS[field].failed}: ${errorMessage(error, 'Please try again.')}`,
          variant: 'destructive',
        }),
      onSettled: () => setAction(null),
    });
  };
  return { save, isSaving: action === 'save', isRemoving: action === 'remove', isBusy: action !== null };
}
