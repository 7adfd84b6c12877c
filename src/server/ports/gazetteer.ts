/**
 * The ports gazetteer shipped in catalog/ports.json: read once, indexed by folded name and alias.
 * Ports visited and countries (the stats) are counted with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type GazetteerPort,
  type PortIndex,
  portIndex,
  resolvePort,
} from '../../shared/itinerary-reader/ports.js';
import { foldPlaceName, isSeaDay } from '../../shared/places.js';
import { catalogDir } from '../paths.js';

/** A port of catalog/ports.json: the shape the itinerary reader resolves names against too. */
export type Port = GazetteerPort;

export const PORTS_FILE = path.join(catalogDir, 'ports.json');

let readerIndex: PortIndex | undefined;
/** Every folded name and alias with its port, for suggestions. */
let names: { key: string; name: string; port: Port }[] = [];

/**
 * The gazetteer as the itinerary reader looks names up in it (the browser builds the same from
 * the same file), read once; the suggestions' name list is made with it.
 */
export function gazetteerIndex(): PortIndex {
  if (!readerIndex) {
    const ports = JSON.parse(readFileSync(PORTS_FILE, 'utf8')) as Port[];
    readerIndex = portIndex(ports);
    names = ports.flatMap((port) =>
      [port.name, ...port.aliases].map((name) => ({ key: foldPlaceName(name), name, port })),
    );
  }
  return readerIndex;
}

/**
 * The gazetteer's port for a written name (case, accents and punctuation ignored), if any: the
 * whole name, else its parts as the reader tries them ("Nassau, Bahamas", "Piraeus (Athens)").
 * Of ports sharing a name, the first in the file.
 */
export function findPort(name: string): Port | undefined {
  return resolvePort(gazetteerIndex(), name) ?? undefined;
}

/**
 * Ports visited and countries among itinerary names: sea days and scenic cruising are not ports;
 * a matched name counts as its port (so "Rome (Civitavecchia)" and "Civitavecchia" are one); an
 * unmatched name still counts as a port of its own, but adds no country.
 */
export function countPortsAndCountries(names: Iterable<string>): { ports: number; countries: number } {
  const ports = new Set<string>();
  const countries = new Set<string>();
  for (const name of names) {
    if (isSeaDay(name)) continue;
    const port = findPort(name);
    if (port) {
      ports.add(`port:${port.id}`);
      countries.add(port.country);
    } else {
      ports.add(`name:${foldPlaceName(name)}`);
    }
  }
  return { ports: ports.size, countries: countries.size };
}

/**
 * Ports whose name or alias starts with what was typed (then those that contain it), each port
 * once, best first: the suggestions of the itinerary form.
 */
export function suggestPorts(query: string, limit = 8): Port[] {
  gazetteerIndex();
  const folded = foldPlaceName(query);
  if (folded.length < 2) return [];
  const starts = names.filter((n) => n.key.startsWith(folded) || n.key.includes(` ${folded}`));
  const contains = names.filter((n) => !starts.includes(n) && n.key.includes(folded));
  const seen = new Set<string>();
  const result: Port[] = [];
  for (const { port } of [...starts.sort((a, b) => a.key.length - b.key.length), ...contains]) {
    if (seen.has(port.id)) continue;
    seen.add(port.id);
    result.push(port);
    if (result.length >= limit) break;
  }
  return result;
}
