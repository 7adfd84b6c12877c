import { CalendarDays, CalendarPlus, CloudOff, Copy, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DialogOnDemand } from '../../components/ui/dialog-on-demand';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useShowCalendarFeed, useTurnOffCalendarFeed, webcalUrlOf } from './api';

/**
 * The profile page's "Calendar feed" card (issue 13): shows the private subscription link (made
 * on first use), copies it, opens it in the calendar app, or turns it off (the old link then stops
 * working; showing it again makes a new one). Both need the server: offline they wait, disabled.
 */
export function CalendarFeedCard() {
  const isOnline = useOnlineStatus();
  const show = useShowCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const titleId = useId();

  const showLink = () =>
    show.mutate(undefined, {
      onSuccess: (feed) => setUrl(feed.url),
      onError: (error) =>
        toast({
          title: 'Could not show the calendar link',
          description: errorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });

  const confirmTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setIsConfirming(false);
        toast({ title: 'Calendar link turned off', description: 'The old link no longer works.' });
      },
      onError: (error) =>
        toast({
          title: 'Could not turn the link off',
          description: errorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <CalendarDays className="h-5 w-5 text-ocean-600" aria-hidden /> Calendar feed
        </CardTitle>
        <p className="text-sm text-ocean-900/70">
          Subscribe in Google Calendar, Apple Calendar or Outlook to see every cruise, port day and excursion.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {url ? (
          <>
            <div>
              <Label htmlFor="calendar-feed-link">Your calendar link</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="calendar-feed-link"
                  readOnly
                  value={url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono text-sm"
                />
                <Button variant="secondary" onClick={() => void copy(url)}>
                  <Copy className="h-4 w-4" aria-hidden /> Copy link
                </Button>
              </div>
              <p className="mt-2 text-sm text-ocean-900/70">
                Keep it private: anyone with the link can see your cruises’ dates, ports and excursions (never
                your reservation, cabin or cost). Calendar apps refresh it on their own schedule, from every
                hour to once a day.
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
              <Button asChild variant="outline" size="sm">
                <a href={webcalUrlOf(url)}>
                  <CalendarPlus className="h-4 w-4" aria-hidden /> Open in calendar app
                </a>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)} disabled={!isOnline}>
                <Link2Off className="h-4 w-4" aria-hidden /> Turn off link
              </Button>
            </div>
          </>
        ) : (
          <Button onClick={showLink} disabled={!isOnline} isLoading={show.isPending}>
            <CalendarDays className="h-4 w-4" aria-hidden /> Show my calendar link
          </Button>
        )}
        {!isOnline && (
          <p className="flex items-center gap-2 text-sm text-ocean-900/70">
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden /> The calendar link needs a connection.
          </p>
        )}
      </CardContent>
      {isConfirming && url ? (
        <DialogOnDemand
          open
          onOpenChange={(open) => (open ? undefined : setIsConfirming(false))}
          title="Turn off the calendar link?"
        >
          <p className="text-ocean-900">
            Calendars subscribed to this link will stop updating, and the link will stop working. You can make
            a new link at any time.
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setIsConfirming(false)} disabled={turnOff.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={confirmTurnOff}
              disabled={!isOnline}
              isLoading={turnOff.isPending}
            >
              Turn off link
            </Button>
          </div>
        </DialogOnDemand>
      ) : null}
    </Card>
  );
}
