import {
  BarChart3,
  BookOpen,
  CalendarRange,
  LayoutDashboard,
  type LucideIcon,
  PlusCircle,
  Ship,
  UserCircle2,
} from 'lucide-react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell, type RouteHandle } from './components/layout/app-shell';
import { RequireAuth } from './components/layout/require-auth';
import { SecurityQuestionsOffer } from './features/auth/security-questions-offer';
import { LandingPage } from './features/landing/landing-page';
import { ComingSoonPage } from './features/misc/coming-soon-page';
import { NotFoundPage } from './features/misc/not-found-page';
import { RouteErrorPage } from './features/misc/route-error-page';

/** A route whose screen arrives with a later capability: the real shell, a clear placeholder body. */
function soon(
  path: string,
  title: string,
  icon: LucideIcon,
  description: string,
  handle: RouteHandle = {},
): RouteObject {
  return {
    path,
    handle: { title, ...handle },
    element: <ComingSoonPage title={title} icon={icon} description={description} />,
  };
}

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppShell overlays={<SecurityQuestionsOffer />} />,
    // If the shell itself fails, the error page alone; a page that fails shows it inside the shell.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: '/login',
            handle: { title: 'Sign In', hideTabBar: true },
            lazy: () => import('./features/auth/login-page'),
          },
          {
            path: '/sign-in',
            handle: { title: 'Sign In', hideTabBar: true },
            lazy: () => import('./features/auth/sign-in-page'),
          },
          {
            path: '/reset-password',
            handle: { title: 'Reset Password', hideTabBar: true },
            lazy: () => import('./features/auth/reset-password-page'),
          },
          {
            path: '/ships',
            handle: { title: 'Ship Directory' },
            lazy: () => import('./features/ships/ships-page'),
          },
          {
            path: '/ships/:id',
            handle: { title: 'Ship' },
            lazy: () => import('./features/ships/ship-detail-page'),
          },
          soon('/user/:id', 'Profile', UserCircle2, 'Public cruiser profiles are on their way.'),
          {
            path: '/privacy-policy',
            handle: { title: 'Privacy Policy' },
            lazy: () => import('./features/legal/privacy-policy-page'),
          },
          {
            path: '/terms-of-service',
            handle: { title: 'Terms of Service' },
            lazy: () => import('./features/legal/terms-of-service-page'),
          },
          {
            element: <RequireAuth />,
            children: [
              soon(
                '/dashboard',
                'Dashboard',
                LayoutDashboard,
                'Your countdown, upcoming cruises and recent logs will live here.',
              ),
              soon(
                '/planner',
                'Trip Planner',
                CalendarRange,
                'Plan upcoming cruises with itineraries, checklists and packing lists.',
              ),
              soon(
                '/add-cruise',
                'Add Cruise',
                PlusCircle,
                'Add a cruise with its line, ship, dates and destination.',
                {
                  hideTabBar: true,
                },
              ),
              soon(
                '/logbook',
                'Cruise Logbook',
                BookOpen,
                'Completed cruises with ratings, reviews and photos.',
              ),
              soon(
                '/stats',
                'Statistics',
                BarChart3,
                'Cruises, nights at sea, ports and countries, counted for you.',
              ),
              soon('/profile', 'My Profile', UserCircle2, 'Your profile is on its way.'),
              {
                path: '/profile/edit',
                handle: { title: 'Edit Profile', hideTabBar: true },
                lazy: () => import('./features/auth/edit-profile-page'),
              },
              soon('/cruise/:id', 'Cruise', Ship, 'Cruise details are on their way.'),
            ],
          },
          { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
