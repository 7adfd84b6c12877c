import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { errorMessage } from '../../api/http';
import { Page } from '../../components/layout/page';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { CruiseForm, emptyCruiseForm } from './cruise-form';
import { useCreateCruise } from './cruise-writes';

/** `/add-cruise` (SPEC.md section 2): the form; line and ship can arrive prefilled from a ship page. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateCruise();
  const prefill = {
    cruiseLine: params.get('cruiseLine') ?? undefined,
    shipName: params.get('shipName') ?? undefined,
  };
  return (
    <Page title="Add Cruise" subtitle="Fields marked * are required.">
      <Link
        to="/planner"
        className="-mt-4 mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-600 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to planner
      </Link>
      <Card className="mx-auto max-w-3xl">
        <CardContent>
          <CruiseForm
            mode="add"
            defaultValues={emptyCruiseForm(prefill)}
            isSaving={create.isPending}
            onCancel={() => navigate('/planner')}
            onSubmit={(values) =>
              create.mutate(
                { ...values, id: uuidv7() },
                {
                  onSuccess: () => {
                    toast({ title: 'Cruise added successfully!' });
                    navigate('/planner');
                  },
                  onError: (error) =>
                    toast({
                      title: 'Error',
                      description: `Failed to add cruise: ${errorMessage(error, 'Please try again.')}`,
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
        </CardContent>
      </Card>
    </Page>
  );
}
