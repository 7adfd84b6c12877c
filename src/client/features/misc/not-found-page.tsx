import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-coral-50 text-coral-600">
        <Compass className="h-8 w-8" aria-hidden />
      </div>
      <p className="text-sm font-semibold uppercase tracking-widest text-coral-600">404 · Off course</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ocean-950">404 Page Not Found</h1>
      <p className="mt-4 text-ocean-900/70">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home port</Link>
      </Button>
    </div>
  );
}
