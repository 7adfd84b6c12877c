/**
 * Reads an uploaded export zip with limits, before anything else looks at it: the number of
 * entries, the size of each (data.json, each image) and of all together, and each entry's
 * compression ratio are checked against the central directory first, and again while the bytes
 * are inflated (yauzl's validateEntrySizes, plus our own count: reading stops at the limit). Names
 * must be the export's own: `data.json`, `cruises.csv`, `README.txt` or `media/<name>`, each once;
 * `..`, absolute paths, backslashes and anything else refuse the whole file.
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
  /** Everything inflated together. */
  maxTotalBytes: 1024 * 1024 * 1024,
  /** Inflated ÷ compressed, for entries above {@link ZIP_LIMITS.ratioFloorBytes}. */
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
} as const;

const badFile = (message: string) => new AppError('INVALID_EXPORT_FILE', 400, message);
const notAZip = () => badFile('This file is not a zip made by “Download my data”.');

/** The entries the import reads: data.json's bytes and every media file's bytes, by zip path. */
export interface ExportZipContents {
  dataJson: Buffer;
  media: Map<string, Buffer>;
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

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, autoClose: true },
      (error, zipfile) => (error ? reject(notAZip()) : resolve(zipfile)),
    );
  });
}

/** The inflated bytes of one entry, reading no further than `limit`. */
function readEntry(zipfile: ZipFile, entry: Entry, limit: number, tooBig: () => AppError): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(notAZip());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy();
          reject(tooBig());
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => reject(notAZip()));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Reads the zip's entries within {@link ZIP_LIMITS}; refuses the file with a clear 400 otherwise. */
export async function readExportZip(buffer: Buffer, limits = ZIP_LIMITS): Promise<ExportZipContents> {
  const zipfile = await openZip(buffer);
  if (zipfile.entryCount > limits.maxEntries) {
    zipfile.close();
    throw badFile(`The file has more than ${limits.maxEntries} entries.`);
  }
  const seen = new Set<string>();
  const media = new Map<string, Buffer>();
  let dataJson: Buffer | undefined;
  let total = 0;

  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zipfile.close();
        reject(error instanceof AppError ? error : notAZip());
      };
      zipfile.on('error', fail);
      zipfile.on('end', () => resolve());
      zipfile.on('entry', (entry: Entry) => {
        const raw = entry.fileName as unknown as Buffer;
        const name = raw.toString('utf8');
        const problem = problemWithName(name);
        if (problem) return fail(badFile(problem));
        if (seen.has(name)) return fail(badFile(`The file holds ${JSON.stringify(name)} twice.`));
        seen.add(name);
        if (entry.isEncrypted()) return fail(badFile('The file holds an encrypted entry.'));
        if (name.endsWith('/')) return zipfile.readEntry();

        const isData = name === 'data.json';
        const limit = isData ? limits.maxDataJsonBytes : limits.maxEntryBytes;
        const tooBig = () =>
          badFile(
            isData
              ? `data.json is larger than ${limits.maxDataJsonBytes / 1024 / 1024} MB.`
              : `${name} is larger than ${limits.maxEntryBytes / 1024 / 1024} MB.`,
          );
        if (entry.uncompressedSize > limit) return fail(tooBig());
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes)
          return fail(badFile(`The file inflates to more than ${limits.maxTotalBytes / 1024 / 1024} MB.`));
        if (
          entry.uncompressedSize > limits.ratioFloorBytes &&
          entry.uncompressedSize > entry.compressedSize * limits.maxRatio
        ) {
          return fail(badFile(`${name} is compressed suspiciously well (a zip bomb?).`));
        }
        if (!isData && !name.startsWith('media/')) return zipfile.readEntry();
        readEntry(zipfile, entry, limit, tooBig).then((bytes) => {
          if (isData) dataJson = bytes;
          else media.set(name, bytes);
          zipfile.readEntry();
        }, fail);
      });
      zipfile.readEntry();
    });
  } finally {
    zipfile.close();
  }
  if (!dataJson) throw badFile('The file has no data.json.');
  return { dataJson, media };
}
