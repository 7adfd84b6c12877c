/**
 * Reads an uploaded export zip from a file on disk (the route streams the body there, so a
 * 200 MB upload never sits in memory), with limits, before anything else looks at it. The central
 * directory is read first and refused on the number of entries, each entry's declared size
 * (data.json, each image), the total of all, and each entry's compression ratio. Then only
 * data.json is inflated; a media file is inflated only when the import asks for it (one a record
 * uses), one at a time, and every inflation is counted again against the same limits (yauzl's
 * validateEntrySizes, plus our own count per entry and in total: reading stops at the limit).
 * Names must be the export's own: `data.json`, `cruises.csv`, `README.txt` or `media/<name>`,
 * each once; `..`, absolute paths, backslashes and anything else refuse the whole file.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MEDIA_PATH_PATTERN } from '../../shared/schemas/data-export.js';
import { AppError } from '../errors.js';
import { MAX_IMAGE_BYTES } from '../media/images.js';

export const ZIP_LIMITS = {
  /** Entries in one file (data.json, the CSV, the README and the media files). */
  maxEntries: 50_000,
  /** data.json, inflated. */
  maxDataJsonBytes: 64 * 1024 * 1024,
  /** Any other entry, inflated: an image is at most 5 MB. */
  maxEntryBytes: MAX_IMAGE_BYTES,
  /** Everything inflated together (declared in the directory, and counted while inflating). */
  maxTotalBytes: 1024 * 1024 * 1024,
  /** Inflated ÷ compressed, for entries above {@link ZIP_LIMITS.ratioFloorBytes}. */
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};
export type ZipLimits = typeof ZIP_LIMITS;

const badFile = (message: string) => new AppError('INVALID_EXPORT_FILE', 400, message);
const notAZip = () => badFile('This file is not a zip made by “Download my data”.');

/** An opened export zip: data.json's bytes, and the media entries, inflated on demand. */
export interface ExportZip {
  /** data.json, inflated (within its limit). */
  readDataJson(): Promise<Buffer>;
  /** Whether the zip holds this `media/<name>` entry. */
  has(name: string): boolean;
  /** The inflated bytes of one media entry (within the limits); refuses the file otherwise. */
  read(name: string): Promise<Buffer>;
  close(): void;
}

const KNOWN_FILES = new Set(['data.json', 'cruises.csv', 'README.txt']);

/** Why a name is refused, or null when it is one of the export's own. */
function problemWithName(name: string): string | null {
  if (name.includes('\\')) return `The file holds a path with a backslash (${JSON.stringify(name)}).`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    return `The file holds an absolute path (${JSON.stringify(name)}).`;
  if (name.split('/').some((part) => part === '..' || part === '.'))
    return `The file holds a path that leaves its folder (${JSON.stringify(name)}).`;
  if (KNOWN_FILES.has(name) || name === 'media/' || MEDIA_PATH_PATTERN.test(name)) return null;
  return `The file holds an entry an export never has (${JSON.stringify(name.slice(0, 100))}).`;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, autoClose: false },
      (error, zipfile) => (error ? reject(notAZip()) : resolve(zipfile)),
    );
  });
}

/** The inflated bytes of one entry, reading no further than `limit` (and `budget`, the total left). */
function readEntry(
  zipfile: ZipFile,
  entry: Entry,
  limit: number,
  tooBig: () => AppError,
  budget: { left: number; tooMuch: () => AppError },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(notAZip());
      const chunks: Buffer[] = [];
      let size = 0;
      let failed = false;
      const fail = (reason: AppError) => {
        if (failed) return;
        failed = true;
        stream.destroy();
        reject(reason);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        budget.left -= chunk.length;
        if (size > limit) return fail(tooBig());
        if (budget.left < 0) return fail(budget.tooMuch());
        chunks.push(chunk);
      });
      stream.on('error', () => fail(notAZip()));
      stream.on('end', () => {
        if (!failed) resolve(Buffer.concat(chunks));
      });
    });
  });
}

/** Reads the directory of the zip at `file` within `limits`; refuses the file with a clear 400 otherwise. */
export async function openExportZip(file: string, limits: ZipLimits = ZIP_LIMITS): Promise<ExportZip> {
  const zipfile = await openZip(file);
  try {
    if (zipfile.entryCount > limits.maxEntries) {
      throw badFile(`The file has more than ${limits.maxEntries} entries.`);
    }
    const entries = await readDirectory(zipfile, limits);
    const budget = {
      left: limits.maxTotalBytes,
      tooMuch: () => badFile(`The file inflates to more than ${limits.maxTotalBytes / 1024 / 1024} MB.`),
    };
    const data = entries.get('data.json');
    if (!data) throw badFile('The file has no data.json.');
    return {
      readDataJson: () =>
        readEntry(
          zipfile,
          data,
          limits.maxDataJsonBytes,
          () => badFile(`data.json is larger than ${limits.maxDataJsonBytes / 1024 / 1024} MB.`),
          budget,
        ),
      has: (name) => name.startsWith('media/') && entries.has(name),
      async read(name) {
        const entry = name.startsWith('media/') ? entries.get(name) : undefined;
        if (!entry) throw badFile(`data.json names ${name}, which is not in the file.`);
        return readEntry(
          zipfile,
          entry,
          limits.maxEntryBytes,
          () => badFile(`${name} is larger than ${limits.maxEntryBytes / 1024 / 1024} MB.`),
          budget,
        );
      },
      close: () => zipfile.close(),
    };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

/** Every entry of the central directory, checked by name and declared size; nothing inflated. */
function readDirectory(zipfile: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let total = 0;
  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      reject(error instanceof AppError ? error : notAZip());
    };
    zipfile.on('error', fail);
    zipfile.on('end', () => {
      if (done) return;
      done = true;
      resolve(entries);
    });
    zipfile.on('entry', (entry: Entry) => {
      if (done) return;
      const raw = entry.fileName as unknown as Buffer;
      const name = raw.toString('utf8');
      const problem = problemWithName(name);
      if (problem) return fail(badFile(problem));
      if (entries.has(name)) return fail(badFile(`The file holds ${JSON.stringify(name)} twice.`));
      if (entry.isEncrypted()) return fail(badFile('The file holds an encrypted entry.'));
      entries.set(name, entry);
      const isData = name === 'data.json';
      const limit = isData ? limits.maxDataJsonBytes : limits.maxEntryBytes;
      if (entry.uncompressedSize > limit) {
        return fail(
          badFile(
            isData
              ? `data.json is larger than ${limits.maxDataJsonBytes / 1024 / 1024} MB.`
              : `${name} is larger than ${limits.maxEntryBytes / 1024 / 1024} MB.`,
          ),
        );
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes)
        return fail(badFile(`The file inflates to more than ${limits.maxTotalBytes / 1024 / 1024} MB.`));
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > entry.compressedSize * limits.maxRatio
      ) {
        return fail(badFile(`${name} is compressed suspiciously well (a zip bomb?).`));
      }
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });
}
