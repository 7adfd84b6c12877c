import { Camera, Compass, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { RenderLater } from '../../lib/render-later';
import { LazyRecoveryDialog } from './lazy-recovery-dialog';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const blurb = [
  {
    icon: MapIcon,
    title: 'Plan',
    text: 'Itineraries, checklists, packing lists and excursions for every sailing.',
  },
  { icon: Compass, title: 'Experience', text: 'A countdown to sail day and everything you need on board.' },
  { icon: Camera, title: 'Remember', text: 'A logbook of every voyage with photos, ratings and ports.' },
];

/** `/login`: provider sign-in, then Sign In and Sign Up tabs (`?tab=signup` opens Sign Up). */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'signup' ? 'register' : 'login';
  const [isRecoveryOpen, setIsRecoveryOpen] = useState(false);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/dashboard" replace />;

  const goToDashboard = () => navigate('/dashboard', { replace: true });
  const selectTab = (value: string) =>
    setSearchParams(value === 'register' ? { tab: 'signup' } : {}, { replace: true });

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:py-16">
      <Card className="order-1 mx-auto w-full max-w-md p-6 sm:p-8 lg:order-2">
        <h1 className="font-display text-3xl font-semibold text-ocean-950">
          {tab === 'login' ? 'Welcome aboard' : 'Create your account'}
        </h1>
        <p className="mt-1.5 text-ocean-900/70">
          {tab === 'login'
            ? 'Sign in to your cruise companion.'
            : 'Start planning your next voyage in a minute.'}
        </p>
        <ProviderButtons className="mt-6" />
        <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-ocean-900/70">
          <span className="h-px flex-1 bg-ocean-100" /> or with email{' '}
          <span className="h-px flex-1 bg-ocean-100" />
        </div>
        <RenderLater>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="w-full sm:w-full">
              <TabsTrigger value="login" className="sm:flex-1">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="register" className="sm:flex-1">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm onSignedIn={goToDashboard} onForgotPassword={() => setIsRecoveryOpen(true)} />
            </TabsContent>
            <TabsContent value="register">
              <SignUpForm onSignedUp={goToDashboard} />
            </TabsContent>
          </Tabs>
        </RenderLater>
      </Card>
      <RenderLater>
        <section aria-label="Why Cruise Companion" className="order-2 lg:order-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-coral-600">
            Plan it. Sail it. Relive it.
          </p>
          <h2 className="mt-3 font-display text-3xl font-semibold text-ocean-950 sm:text-4xl">
            Every cruise, from the first idea to the last photo
          </h2>
          <ul className="mt-8 space-y-5">
            {blurb.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ocean-950 text-sand-100">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ocean-950">{title}</h3>
                  <p className="mt-0.5 text-ocean-900/70">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </RenderLater>
      <LazyRecoveryDialog open={isRecoveryOpen} onOpenChange={setIsRecoveryOpen} />
    </div>
  );
}
