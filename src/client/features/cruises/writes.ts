/**
 * Every write of the cruise pages, registered with the offline sync layer when loaded. The app
 * loads this module at start-up when the outbox holds changes from an earlier visit, so each can be
 * shown and settled even before the page that made it is opened. Add a line per module that
 * registers writes (`registerWrite`).
 */
import './cruise-writes';
import './itinerary/api';
import './itinerary/writes';
import './excursions/api';
import './checklists/api';
import './packing/api';
import './journal/writes';
import './photos/writes';
