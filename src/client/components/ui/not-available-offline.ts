import { toast } from './toast';

/**
 * Says that code the user asked for (a dialog, a form's checks, a save) could not load: this
 * device did not download it before the connection went. `what` begins the sentence.
 */
export function toastNotAvailableOffline(what = 'This part of the app') {
  toast({
    title: 'Not available offline yet',
    description: `${what} was not downloaded on this device before the connection went. Try again when you are back online.`,
    variant: 'destructive',
  });
}
