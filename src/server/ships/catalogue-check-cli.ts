/**
 * `npm run catalog:check [-- --list] [-- --operator "Line"]`: the catalogue against the reference
 * data in ../shared/data (REFERENCE_DATA_DIR to point elsewhere). Prints the catalogue's size,
 * per field how many facts could be checked and how many agree, coverage per field, and every
 * disagreement not yet explained in docs/ships.md. Exits 1 when under 97 % agree or a
 * disagreement is unexplained.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths.js';
import {
  CHECKED_FIELDS,
  COVERAGE_FIELDS,
  checkCatalogue,
  coverage,
  explainedDisagreements,
  largestOceanLines,
  type ReferenceShip,
} from './catalogue-check.js';
import {
  CATALOGUE_DIR,
  type CompiledShip,
  compileCatalogue,
  readCatalogueFiles,
} from './catalogue-source.js';
import { parseCsv } from './csv.js';

const MIN_AGREEMENT = 0.97;

const args = process.argv.slice(2);
const listAll = args.includes('--list');
const operatorArg = args.includes('--operator') ? args[args.indexOf('--operator') + 1] : undefined;
const referenceDir = process.env.REFERENCE_DATA_DIR ?? path.join(projectRoot, '..', 'shared', 'data');

const num = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
};

function readWikidata(): ReferenceShip[] {
  const file = path.join(referenceDir, 'ships-wikidata-fleet-registry.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { ships: Record<string, unknown>[] };
  return data.ships.map((ship) => ({
    source: 'wikidata',
    name: String(ship.name ?? ''),
    imo: ship.imoValid ? num(ship.imo) : null,
    operator: (ship.operator as string | null) ?? null,
    shipClass: (ship.shipClass as string | null) ?? null,
    builder: (ship.builder as string | null) ?? null,
    grossTonnage: num(ship.grossTonnage),
    lengthMeters: num(ship.lengthMeters),
    beamMeters: num(ship.beamMeters),
    inServiceYear: num(ship.inServiceYear),
    capacity: num(ship.maxCapacity),
    crew: null,
  }));
}

function readMcway(): ReferenceShip[] {
  const file = path.join(referenceDir, 'ships-mcway-2020.csv');
  const text = new TextDecoder('windows-1252').decode(readFileSync(file));
  const [header, ...rows] = parseCsv(text);
  const columns = header?.fields ?? [];
  const at = (fields: string[], name: string) =>
    fields[columns.indexOf(name)]?.replace(/\u00a0/g, '').trim() ?? '';
  return rows.map(({ fields }) => ({
    source: 'mcway',
    name: at(fields, 'ship_name'),
    imo: num(at(fields, 'IMO_number')),
    operator: at(fields, 'operator') || null,
    shipClass: null,
    builder: null,
    grossTonnage: null,
    lengthMeters: null,
    beamMeters: null,
    inServiceYear: null,
    capacity: num(at(fields, 'capacity')),
    crew: num(at(fields, 'crew')),
  }));
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const pad = (text: string | number, width: number) => String(text).padEnd(width);

function printCoverage(title: string, ships: CompiledShip[]) {
  const filled = coverage(ships);
  console.log(`\n${title} (${ships.length} ships)`);
  for (const field of COVERAGE_FIELDS) {
    console.log(`  ${pad(field, 16)} ${pad(filled[field], 5)} ${pct(filled[field], ships.length)}`);
  }
}

function main() {
  if (!existsSync(referenceDir)) {
    console.error(`No reference data at ${referenceDir} (set REFERENCE_DATA_DIR).`);
    process.exit(2);
  }
  const all = compileCatalogue(readCatalogueFiles(process.env.CATALOGUE_DIR ?? CATALOGUE_DIR));
  const ships = operatorArg ? all.filter((ship) => ship.names.some((n) => n.operator === operatorArg)) : all;
  const reference = [...readWikidata(), ...readMcway()];
  const report = checkCatalogue(ships, reference);

  const inService = all.filter((ship) => ship.status === 'in_service');
  const operators = new Set(inService.map((ship) => ship.spec.operator));
  const byKind = (kind: string) => inService.filter((ship) => ship.kind === kind).length;
  console.log(
    `Catalogue: ${all.length} hulls; ${inService.length} in service from ${operators.size} lines ` +
      `(${byKind('ocean')} ocean, ${byKind('river')} river, ${byKind('expedition')} expedition), ` +
      `${all.filter((s) => s.status === 'retired').length} retired, ${all.filter((s) => s.status === 'on_order').length} on order; ` +
      `${all.filter((s) => s.names.length > 1).length} hulls with former names.`,
  );
  console.log(
    `\nAgainst the reference data (${reference.length} entries; ${report.matched} of our hulls matched)`,
  );
  console.log(`  ${pad('field', 16)} ${pad('checked', 8)} ${pad('agree', 8)} share`);
  let checked = 0;
  let agree = 0;
  for (const field of CHECKED_FIELDS) {
    const figures = report.fields[field];
    checked += figures.checked;
    agree += figures.agree;
    console.log(
      `  ${pad(field, 16)} ${pad(figures.checked, 8)} ${pad(figures.agree, 8)} ${pct(figures.agree, figures.checked)}`,
    );
  }
  console.log(`  ${pad('all', 16)} ${pad(checked, 8)} ${pad(agree, 8)} ${pct(agree, checked)}`);

  printCoverage('Coverage, every ship in service', inService);
  const largest = largestOceanLines(all);
  printCoverage(
    `Coverage, ocean ships in service of the ${largest.length} largest lines`,
    inService.filter((ship) => ship.kind === 'ocean' && largest.includes(ship.spec.operator as string)),
  );

  const docs = process.env.DISAGREEMENTS_FILE ?? path.join(projectRoot, 'docs', 'ships.md');
  const explained = explainedDisagreements(existsSync(docs) ? readFileSync(docs, 'utf8') : '');
  const open = report.disagreements.filter((d) => !explained.has(`${d.id} ${d.field}`));
  console.log(
    `\n${report.disagreements.length} disagreements, ${report.disagreements.length - open.length} explained in docs/ships.md, ${open.length} open.`,
  );
  for (const d of listAll ? report.disagreements : open) {
    console.log(`  ${pad(d.id, 34)} ${pad(d.field, 14)} ours ${pad(d.ours, 28)} reference ${d.reference}`);
  }
  const share = checked === 0 ? 1 : agree / checked;
  if (share < MIN_AGREEMENT || open.length > 0) process.exit(1);
}

main();
