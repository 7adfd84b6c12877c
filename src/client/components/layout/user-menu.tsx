import { useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useLazyModule, usePreloadWhenIdle } from '../../lib/use-lazy-module';
import { AVATAR_BUTTON_CLASSES, AvatarFace, avatarLabel } from './avatar-face';

const loadDropdown = () => import('./user-menu-dropdown');

/**
 * The avatar button with the live online dot, opening the signed-in or signed-out menu. The first
 * screen shows the button alone; the menu's code loads when the browser is idle a few seconds later, or at once when
 * the button is pointed at, focused or pressed (then the menu opens as soon as it is there). If
 * the code cannot load (offline), the button stays and the next press tries again.
 */
export function UserMenu() {
  const { user } = useCurrentUser();
  const isOnline = useOnlineStatus();
  const { module, load, preload } = useLazyModule(loadDropdown);
  const [isOpenWanted, setIsOpenWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  // Not before the page's own code and data: on a slow phone connection the menu's code would
  // compete with the first screen (issue 15). Pointing at the button loads it at once.
  usePreloadWhenIdle(preload);

  // The real trigger replaces this button: it opens if the button was pressed, and takes the
  // focus if the button had it, so neither a click nor a keyboard user notices the swap.
  if (module) return <module.default defaultOpen={isOpenWanted} autoFocus={hasFocus} />;
  return (
    <button
      type="button"
      className={AVATAR_BUTTON_CLASSES}
      aria-label={avatarLabel(isOnline)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onPointerDown={() => setIsOpenWanted(true)}
      onFocus={() => {
        setHasFocus(true);
        load();
      }}
      onBlur={() => setHasFocus(false)}
      onClick={() => {
        setIsOpenWanted(true);
        load();
      }}
    >
      <AvatarFace user={user} isOnline={isOnline} />
    </button>
  );
}
