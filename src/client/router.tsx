import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { RequireAuth } from './components/layout/require-auth';
import { SecurityQuestionsOffer } from './features/auth/security-questions-offer';
import { fetchOpenCruiseTab } from './features/cruises/cruise-tab-code';
import { LandingPage } from './features/landing/landing-page';
import { NotFoundPage } from './features/misc/not-found-page';
import { RouteErrorPage } from './features/misc/route-error-page';

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
          {
            path: '/share/:token',
            handle: { title: 'Shared cruise' },
            lazy: () => import('./features/cruises/share/shared-cruise-page'),
          },
          {
            path: '/user/:id',
            handle: { title: 'Profile' },
            lazy: () => import('./features/profile/profile-page'),
          },
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
              {
                path: '/dashboard',
                handle: { title: 'Dashboard' },
                lazy: () => import('./features/cruises/dashboard-page'),
              },
              {
                path: '/planner',
                handle: { title: 'Trip Planner' },
                lazy: () => import('./features/cruises/planner-page'),
              },
              {
                path: '/add-cruise',
                handle: { title: 'Add Cruise', hideTabBar: true },
                lazy: () => import('./features/cruises/add-cruise-page'),
              },
              {
                path: '/logbook',
                handle: { title: 'Cruise Logbook' },
                lazy: () => import('./features/cruises/logbook-page'),
              },
              {
                path: '/stats',
                handle: { title: 'Statistics' },
                lazy: () => import('./features/cruises/stats-page'),
              },
              {
                path: '/profile',
                handle: { title: 'My Profile' },
                lazy: () => import('./features/profile/profile-page'),
              },
              {
                path: '/profile/edit',
                handle: { title: 'Edit Profile', hideTabBar: true },
                lazy: () => import('./pages/edit-profile-page'),
              },
              {
                path: '/cruise/:id',
                handle: { title: 'Cruise' },
                lazy: () => {
                  fetchOpenCruiseTab();
                  return import('./features/cruises/cruise-page');
                },
              },
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
