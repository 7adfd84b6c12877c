/**
 * Ready-made lists a traveller can add to a cruise with one click, then edit like any other:
 * what to arrange before sailing (with due dates counted back from the sail date), what to do on
 * embarkation day, and what to pack, by category. Pure data and functions: the browser builds the
 * request (one create with inline rows), the server never needs to know a list came from here.
 */
import { daysBetween } from './cruise-timing.js';

export interface StarterChecklistItem {
  text: string;
  /** Days before the sail date it is best done by (0 = on the day); null = no due date. */
  daysBefore: number | null;
}

export interface StarterChecklist {
  key: string;
  name: string;
  category: string;
  /** One line for the picker. */
  description: string;
  items: readonly StarterChecklistItem[];
}

export interface StarterPackingItem {
  name: string;
  category: string;
  quantity?: number;
  /** One per night aboard (at most {@link MAX_NIGHTLY_QUANTITY}), for what is worn once. */
  isNightly?: boolean;
  notes?: string;
}

export interface StarterPackingList {
  key: string;
  name: string;
  description: string;
  items: readonly StarterPackingItem[];
}

/** Category suggestions of a packing item, in the order a suitcase is usually thought through. */
export const PACKING_CATEGORIES = [
  'Documents',
  'Clothing',
  'Formal night',
  'Toiletries',
  'Medications',
  'Electronics',
  'Beach & excursions',
  'Cabin hacks',
] as const;

/** Nobody packs 21 pairs of socks for a 21-night voyage: there is laundry aboard. */
export const MAX_NIGHTLY_QUANTITY = 10;

export const STARTER_CHECKLISTS: readonly StarterChecklist[] = [
  {
    key: 'before-you-sail',
    name: 'Before you sail',
    category: 'Documents & tasks',
    description: 'Passports, visas, insurance, check-in, bookings and the house, with due dates.',
    items: [
      { text: 'Check every passport is valid 6 months past the return date', daysBefore: 90 },
      { text: 'Check visa and entry rules for every port (ESTA, eTA, e-visas)', daysBefore: 90 },
      { text: 'Buy travel insurance that covers cruising and medical evacuation', daysBefore: 90 },
      { text: 'Pay the final balance of the cruise fare', daysBefore: 75 },
      { text: 'Book flights that land the day before sailing, and a hotel', daysBefore: 60 },
      { text: 'Book the shore excursions you do not want to miss', daysBefore: 60 },
      { text: 'Reserve specialty dining, shows and spa times', daysBefore: 45 },
      { text: 'Ask your doctor about vaccines and seasickness remedies', daysBefore: 30 },
      { text: 'Order enough prescription medication for the trip and a few spare days', daysBefore: 30 },
      { text: 'Arrange care for pets, plants and the house', daysBefore: 30 },
      { text: 'Complete online check-in and upload passport details', daysBefore: 21 },
      { text: 'Tell your bank and card issuers your travel dates', daysBefore: 14 },
      { text: 'Check your phone plan at sea and in port; choose a Wi-Fi package', daysBefore: 14 },
      { text: 'Print luggage tags and boarding passes (or save them to your phone)', daysBefore: 7 },
      { text: 'Get small bills for tips and some local currency', daysBefore: 7 },
      { text: 'Share the itinerary and the ship’s emergency number with family', daysBefore: 7 },
      { text: 'Hold the mail and pause deliveries', daysBefore: 3 },
      { text: 'Check the weather for each port and finish packing', daysBefore: 3 },
      { text: 'Download the cruise line’s app, offline maps and entertainment', daysBefore: 2 },
      { text: 'Confirm your terminal arrival time and the ride to the port', daysBefore: 1 },
      { text: 'Empty the fridge, take the bins out and unplug appliances', daysBefore: 1 },
    ],
  },
  {
    key: 'embarkation-day',
    name: 'Embarkation day',
    category: 'On board',
    description: 'From the terminal to sailaway: what to keep at hand and what to check first.',
    items: [
      { text: 'Keep passports, boarding passes and cards in your carry-on', daysBefore: 0 },
      { text: 'Photograph your luggage and its tags before handing it over', daysBefore: 0 },
      { text: 'Arrive at the terminal at your assigned time', daysBefore: 0 },
      { text: 'Attend the safety briefing at your muster station', daysBefore: 0 },
      { text: 'Confirm dining times and reservations', daysBefore: 0 },
      { text: 'Find the life jackets and try the cabin safe', daysBefore: 0 },
      { text: 'Check the onboard account and the card linked to it', daysBefore: 0 },
      { text: 'Watch sailaway from the top deck', daysBefore: null },
    ],
  },
];

export const STARTER_PACKING_LISTS: readonly StarterPackingList[] = [
  {
    key: 'cruise-suitcase',
    name: 'Cruise packing list',
    description:
      'Documents, clothes, formal night, toiletries, medicine, gadgets, beach days and cabin hacks.',
    items: [
      { name: 'Passports', category: 'Documents', notes: 'Valid 6 months past the return date' },
      { name: 'Boarding passes and luggage tags', category: 'Documents' },
      { name: 'Travel insurance details', category: 'Documents' },
      { name: 'Cards, some cash and small bills for tips', category: 'Documents' },
      { name: 'Copies of documents (paper and phone)', category: 'Documents' },
      { name: 'Day outfits', category: 'Clothing', isNightly: true },
      { name: 'Underwear and socks', category: 'Clothing', isNightly: true },
      { name: 'Swimwear', category: 'Clothing', quantity: 2 },
      { name: 'Light jacket or cardigan for the evenings', category: 'Clothing' },
      { name: 'Comfortable walking shoes', category: 'Clothing' },
      { name: 'Sleepwear', category: 'Clothing' },
      { name: 'Formal outfits', category: 'Formal night', quantity: 2 },
      { name: 'Dress shoes', category: 'Formal night' },
      { name: 'Accessories and jewellery', category: 'Formal night' },
      { name: 'Toothbrush and toothpaste', category: 'Toiletries' },
      { name: 'Reef-safe sunscreen', category: 'Toiletries' },
      { name: 'After-sun lotion', category: 'Toiletries' },
      { name: 'Deodorant, shampoo and hair care', category: 'Toiletries' },
      { name: 'Prescription medicines in their original packs', category: 'Medications' },
      { name: 'Seasickness remedy', category: 'Medications' },
      { name: 'Painkillers and a small first-aid kit', category: 'Medications' },
      { name: 'Hand sanitiser', category: 'Medications' },
      { name: 'Phone and charger', category: 'Electronics' },
      { name: 'USB charger with several ports (no surge protector)', category: 'Electronics' },
      { name: 'Travel plug adapter', category: 'Electronics' },
      { name: 'Power bank', category: 'Electronics' },
      { name: 'Headphones', category: 'Electronics' },
      { name: 'Day backpack', category: 'Beach & excursions' },
      { name: 'Refillable water bottle', category: 'Beach & excursions' },
      { name: 'Sunglasses and a hat', category: 'Beach & excursions' },
      { name: 'Water shoes', category: 'Beach & excursions' },
      { name: 'Dry bag for phone and cards', category: 'Beach & excursions' },
      { name: 'Magnetic hooks (cabin walls are metal)', category: 'Cabin hacks', quantity: 4 },
      { name: 'Over-the-door organiser', category: 'Cabin hacks' },
      { name: 'Lanyard for the cruise card', category: 'Cabin hacks' },
      { name: 'Small night light', category: 'Cabin hacks' },
      { name: 'Laundry bag', category: 'Cabin hacks' },
    ],
  },
  {
    key: 'embarkation-carry-on',
    name: 'Embarkation day carry-on',
    description: 'What to keep with you until your suitcase reaches the cabin, often late afternoon.',
    items: [
      { name: 'Passports and boarding passes', category: 'Documents' },
      { name: 'Medications for the first day', category: 'Medications' },
      { name: 'Swimwear', category: 'Clothing' },
      { name: 'Change of clothes for dinner', category: 'Clothing' },
      { name: 'Sunscreen', category: 'Toiletries' },
      { name: 'Phone, charger and power bank', category: 'Electronics' },
      { name: 'Valuables and jewellery', category: 'Documents' },
    ],
  },
];

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, independent of the time zone). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The due date of a starter item: `daysBefore` the sail date, but never before today. A task whose
 * ideal date has passed still has to be done before sailing, so it is due today (it then leads the
 * dashboard's reminders) rather than "overdue" the moment the list is made. Once the cruise has
 * sailed no pre-sailing deadline makes sense, so items get no due date at all.
 */
export function starterDueDate(sailDate: string, daysBefore: number | null, today: string): string | null {
  if (daysBefore === null || daysBetween(today, sailDate) < 0) return null;
  const ideal = addDays(sailDate, -daysBefore);
  return daysBetween(today, ideal) < 0 ? today : ideal;
}

/** A starter checklist as the rows of a new list, dated for this cruise (`today` is the traveller's date). */
export function checklistFromStarter(
  starter: StarterChecklist,
  { sailDate, today }: { sailDate: string; today: string },
) {
  return {
    name: starter.name,
    category: starter.category,
    items: starter.items.map((item) => ({
      text: item.text,
      dueDate: starterDueDate(sailDate, item.daysBefore, today),
    })),
  };
}

/** A starter packing list as the rows of a new list, with per-night quantities for this cruise. */
export function packingListFromStarter(starter: StarterPackingList, { nights }: { nights: number }) {
  const nightly = Math.min(MAX_NIGHTLY_QUANTITY, Math.max(1, nights));
  return {
    name: starter.name,
    items: starter.items.map((item) => ({
      name: item.name,
      category: item.category,
      quantity: item.isNightly ? nightly : (item.quantity ?? 1),
      notes: item.notes ?? null,
    })),
  };
}
