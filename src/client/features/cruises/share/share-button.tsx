import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { lazyComponent } from '../../../lib/lazy-component';

const shareDialog = lazyComponent(() => import('./share-dialog').then((m) => m.ShareDialog));

/**
 * The cruise header's "Share": the dialog's code comes in its own chunk, fetched when the button
 * is hovered or focused (and at the latest on the click), so the cruise page's bundle does not grow.
 */
export function ShareButton({
  cruiseId,
  variant = 'light',
}: {
  cruiseId: string;
  variant?: 'light' | 'outline';
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onPointerEnter={shareDialog.preload}
        onFocus={shareDialog.preload}
        onClick={() => setIsOpen(true)}
      >
        <Share2 className="h-4 w-4" aria-hidden /> Share
      </Button>
      {isOpen ? <LazyDialog of={shareDialog} cruiseId={cruiseId} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
