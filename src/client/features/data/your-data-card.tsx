import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ImportResult } from '../../../shared/schemas/data-export';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DialogOnDemand } from '../../components/ui/dialog-on-demand';
import { toast } from '../../components/ui/toast';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { EXPORT_URL, useImportData } from './api';
import { StorageUsageLine } from './storage-usage';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Added 2 cruises, 14 photos…" from the server's counts. */
export function importSummary(result: ImportResult): string {
  const { imported, skipped } = result;
  const added = [
    plural(imported.cruises, 'cruise'),
    plural(imported.itineraryDays, 'itinerary day'),
    plural(imported.checklists + imported.packingLists, 'list'),
    plural(imported.excursions, 'excursion'),
    plural(imported.journalEntries, 'journal entry', 'journal entries'),
    plural(imported.photos, 'photo'),
  ].join(', ');
  const kept = Object.values(skipped).reduce((sum, n) => sum + n, 0);
  return `Added ${added}.${kept > 0 ? ` ${plural(kept, 'record')} you already had stayed as they were.` : ''}${
    result.accountUpdated ? ' Your profile was updated from the file.' : ''
  }`;
}

/**
 * "Your data" on the Edit profile page: download everything as one zip, or bring such a zip back
 * into this account. Both need the server, so both are off while offline.
 */
export function YourDataCard() {
  const isOnline = useOnlineStatus();
  const importData = useImportData();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    if (!chosen) return;
    setFailure(null);
    importData.mutate(chosen, {
      onSuccess: (answer) => {
        const summary = importSummary(answer);
        setResult(summary);
        setChosen(null);
        toast({ title: 'Import complete', description: summary });
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again.');
        setFailure(message);
        setChosen(null);
        toast({ title: 'Error', description: `Failed to import: ${message}`, variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2" aria-label="Storage">
          <StorageUsageLine />
        </section>
        <section className="space-y-2 border-t border-ocean-100 pt-5">
          <p className="text-ocean-900">
            One zip file with everything you keep here: your profile, every cruise with its itinerary,
            checklists, packing lists, excursions and journal, all your photos and pictures, and a spreadsheet
            (CSV) of your cruises. Passwords and security answers are never in it.
          </p>
          {isOnline ? (
            <Button asChild variant="outline">
              <a href={EXPORT_URL} download>
                <Download className="size-4" aria-hidden />
                Download my data
              </a>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              <Download className="size-4" aria-hidden />
              Download my data
            </Button>
          )}
        </section>
        <section className="space-y-2 border-t border-ocean-100 pt-5">
          <p className="text-ocean-900">
            Bring back a zip made by “Download my data”, from this app or another one: what is not in your
            account yet is added, what is already here stays as it is.
          </p>
          <input
            ref={fileInput}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            aria-label="Export file to import"
            data-testid="import-file"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              setResult(null);
              setFailure(null);
              setChosen(file);
            }}
          />
          <Button
            variant="outline"
            disabled={!isOnline || importData.isPending}
            isLoading={importData.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload className="size-4" aria-hidden />
            {importData.isPending ? 'Importing…' : 'Import data'}
          </Button>
          {!isOnline && (
            <p className="text-sm text-ocean-700">Downloading and importing need a connection.</p>
          )}
          {result && (
            <p role="status" className="text-sm text-ocean-800">
              {result}
            </p>
          )}
          {failure && (
            <p role="alert" className="text-sm text-coral-700">
              {failure}
            </p>
          )}
        </section>
      </CardContent>
      {chosen && (
        <DialogOnDemand
          open
          onOpenChange={(open) => (open ? undefined : setChosen(null))}
          title="Import this file?"
          description={`${chosen.name} (${(chosen.size / 1024 / 1024).toFixed(1)} MB)`}
        >
          <p className="text-ocean-900">
            Everything in it is added to this account: cruises you do not have yet, with their lists,
            excursions, journal and photos, and your profile’s names, bio and pictures are updated from it.
            Your email and password stay as they are, and nothing already here is removed.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button isLoading={importData.isPending} onClick={start}>
              Import
            </Button>
          </div>
        </DialogOnDemand>
      )}
    </Card>
  );
}
