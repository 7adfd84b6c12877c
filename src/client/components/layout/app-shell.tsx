import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cn } from '../../lib/cn';
import { RenderLater } from '../../lib/render-later';
import { SyncStatusBar } from '../../offline/sync-status-bar';
import { UpdatePrompt } from '../../pwa/update-prompt';
import { Toaster } from '../ui/toast';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

/** What a route may say about the shell in its `handle`. */
export interface RouteHandle {
  title?: string;
  /** Hide the phone tab bar on this page (focused flows such as a form). */
  hideTabBar?: boolean;
}

/**
 * Header, page, footer, the phone tab bar (for members) and the one toast region. `overlays` are
 * what features add on top of every page (the router passes them: components never import features).
 */
export function AppShell({ overlays }: { overlays?: React.ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const title = handles.findLast((handle) => handle.title)?.title;
  const isTabBarHidden = handles.some((handle) => handle.hideTabBar);
  const { user } = useCurrentUser();
  const showTabBar = Boolean(user) && !isTabBarHidden;
  useDocumentTitle(title);

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        showTabBar && 'pb-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom))] md:pb-0',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <RenderLater>
        <Header />
      </RenderLater>
      <SyncStatusBar />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps down as a page's
          content arrives (layout shift, issue 15). */}
      <RenderLater>
        <main id="main" className="min-h-dvh flex-1">
          <Outlet />
        </main>
      </RenderLater>
      <RenderLater>
        <Footer />
      </RenderLater>
      {showTabBar ? (
        <RenderLater>
          <BottomTabBar />
        </RenderLater>
      ) : null}
      {overlays}
      <UpdatePrompt />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
