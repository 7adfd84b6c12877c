/**
 * The journal's query key (its API path). In a file of its own so the photos API can refresh the
 * journal without importing the journal's API, which imports the photos API (no cycle).
 */
export const journalKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/journal-entries`] as const;
