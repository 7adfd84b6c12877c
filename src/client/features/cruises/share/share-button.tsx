import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLazyModule } from '../../../lib/use-lazy-module';

const loadDialog = () => import('./share-dialog');

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
  const { module, load, preload } = useLazyModule(loadDialog);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          load();
          setIsOpen(true);
        }}
      >
        <Share2 className="h-4 w-4" aria-hidden /> Share
      </Button>
      {isOpen && module ? <module.ShareDialog cruiseId={cruiseId} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
