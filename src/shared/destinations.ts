/** The Primary Destination choices, in their groups (SPEC.md section 9). */
export const DESTINATION_GROUPS = [
  {
    label: 'Most Popular Caribbean',
    options: ['Caribbean Western', 'Caribbean Eastern', 'Caribbean Southern', 'Bahamas'],
  },
  { label: 'Popular Mediterranean', options: ['Western', 'Eastern', 'Greek Isles'] },
  { label: 'Alaska', options: ['Inside Passage', 'Gulf of Alaska'] },
  {
    label: 'Pacific & Hawaii',
    options: [
      'Hawaii',
      'Pacific (Hawaii)',
      'Australia/New Zealand',
      'Pacific (Australia/New Zealand)',
      'Tahiti',
      'Pacific (Tahiti/French Polynesia)',
      'French Polynesia',
    ],
  },
  { label: 'Asia', options: ['Southeast Asia', 'Japan', 'China/Hong Kong'] },
  {
    label: 'Northern Europe & Scandinavia',
    options: ['Baltic/Northern Europe', 'Scandinavia/Norway', 'British Isles', 'Fjords', 'Northern Lights'],
  },
  {
    label: 'Americas',
    options: ['Mexican Riviera', 'Canada/New England', 'Panama Canal', 'South America', 'Bermuda'],
  },
  { label: 'Repositioning & Crossing', options: ['Transatlantic', 'Transpacific', 'Repositioning'] },
  { label: 'Specialty & Adventure', options: ['Expedition', 'Antarctica', 'Galapagos', 'River Cruise'] },
  { label: 'Middle East & Africa', options: ['Holy Land/Middle East', 'India/Arabian Gulf', 'Africa'] },
  { label: 'Special Cruises', options: ['World Cruise', 'Theme Cruise', 'Other'] },
] as const;

export const DESTINATIONS: readonly string[] = DESTINATION_GROUPS.flatMap((group) => group.options);

export const isDestination = (value: string) => DESTINATIONS.includes(value);
