import { Dialog } from '../../components/ui/dialog';
import type { LightboxImage } from './profile-cruise-card';

/** A cruise's cover shown large (Close button and Escape close it). Loaded when first opened. */
export function CoverLightbox({ image, onClose }: { image: LightboxImage; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={image.title}
      description={image.subtitle}
      className="sm:max-w-4xl"
    >
      <img
        src={image.src}
        alt={`Cover of ${image.title}`}
        className="max-h-[70dvh] w-full rounded-2xl bg-ocean-950 object-contain"
      />
    </Dialog>
  );
}
