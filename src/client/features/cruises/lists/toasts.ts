import { errorMessage } from '../../../api/http';
import { toast } from '../../../components/ui/toast';

/** The spec's failure toast for a list write: 'Error' / 'Failed to {action}: {message}'. */
export const failureToast = (action: string) => (error: unknown) =>
  toast({
    title: 'Error',
    description: `Failed to ${action}: ${errorMessage(error, 'Please try again.')}`,
    variant: 'destructive',
  });

/** A success toast ('Checklist created successfully!' and the like). */
export const successToast = (title: string) => () => toast({ title });
