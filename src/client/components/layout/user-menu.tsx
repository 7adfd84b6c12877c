import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { AVATAR_BUTTON_CLASSES, AvatarFace, avatarLabel } from './avatar-face';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/**
 * The avatar button with the live online dot, opening the signed-in or signed-out menu. The first
 * screen shows the button alone; the menu's code loads when the browser is idle, or at once when
 * the button is pointed at, focused or pressed (then the menu opens as soon as it is there).
 */
export function UserMenu() {
  const { user } = useCurrentUser();
  const isOnline = useOnlineStatus();
  const [stage, setStage] = useState<'button' | 'menu' | 'open-menu'>('button');
  const load = () => setStage((current) => (current === 'button' ? 'menu' : current));

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 1500);
    return () => window.clearTimeout(id);
  }, []);

  const button = (
    <button
      type="button"
      className={AVATAR_BUTTON_CLASSES}
      aria-label={avatarLabel(isOnline)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => setStage('open-menu')}
    >
      <AvatarFace user={user} isOnline={isOnline} />
    </button>
  );
  if (stage === 'button') return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown defaultOpen={stage === 'open-menu'} />
    </Suspense>
  );
}
