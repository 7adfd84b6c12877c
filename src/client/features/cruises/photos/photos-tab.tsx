import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { isWaitingForConnection, NotSavedOffline } from '../../../components/ui/not-saved-offline';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useWrite } from '../../../offline/runtime';
import { useCruise } from '../api';
import { useItinerary } from '../itinerary/api';
import { AddPhotosDialog } from './add-photos-dialog';
import type { AlbumPhoto } from './album-cache';
import { usePhotos } from './api';
import { PhotoGrid } from './photo-grid';
import { PhotoViewer, preloadPhotoViewer } from './photo-viewer';
import { deletePhotoWrite, photoLabel } from './writes';

/** The Photos tab: the cruise's album as a grid, the viewer, uploads of many photos, delete. */
export function PhotosTab({ cruiseId }: { cruiseId: string }) {
  const album = usePhotos(cruiseId);
  const { data: photos, isPending: isLoading, isError } = album;
  const sailDate = useCruise(cruiseId).data?.sailDate;
  // The port choices of the add and edit dialogs: loaded with the album, so they are ready.
  useItinerary(cruiseId);
  const remove = useWrite(deletePhotoWrite);
  const [isAdding, setIsAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AlbumPhoto | null>(null);
  const hasPhotos = Boolean(photos && photos.length > 0);

  useEffect(() => {
    if (hasPhotos) preloadPhotoViewer();
  }, [hasPhotos]);

  const addButton = (
    <Button onClick={() => setIsAdding(true)}>
      <ImagePlus className="h-4 w-4" aria-hidden /> Add Photos
    </Button>
  );

  const confirmDelete = (photo: AlbumPhoto) =>
    remove.mutate(
      { id: photo.id, cruiseId, journalEntryId: photo.journalEntryId, label: photoLabel(photo) },
      {
        onSuccess: () => {
          toast({ title: 'Photo deleted successfully!' });
          setDeleting(null);
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: `Failed to delete photo: ${errorMessage(e, 'Please try again.')}`,
            variant: 'destructive',
          }),
      },
    );

  return (
    <div>
      {isWaitingForConnection(album) ? (
        <NotSavedOffline what="The album" />
      ) : isLoading ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" aria-busy>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <Skeleton key={n} className="aspect-square rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-coral-700">
          The photos could not be loaded. Check your connection and try again.
        </p>
      ) : !photos || photos.length === 0 ? (
        <EmptyState
          icon={Camera}
          title="No photos yet"
          description="Keep the best moments of the cruise: add photos with a caption, a port and a day."
          action={addButton}
        />
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between gap-3">
            <p className="text-sm text-ocean-900/80">
              {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
            </p>
            {addButton}
          </div>
          <PhotoGrid photos={photos} onOpen={setViewing} onDelete={setDeleting} />
        </>
      )}
      {isAdding ? <AddPhotosDialog cruiseId={cruiseId} onClose={() => setIsAdding(false)} /> : null}
      {viewing !== null && photos ? (
        <PhotoViewer
          photos={photos}
          startIndex={viewing}
          sailDate={sailDate}
          editCruiseId={cruiseId}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title="Delete this photo?"
          question="Are you sure you want to delete this photo?"
          isDeleting={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </div>
  );
}
