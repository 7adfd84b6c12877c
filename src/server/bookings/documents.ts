/**
 * A booking document's text: pasted text as it is, an e-mail (`.eml`) read with postal-mime (its
 * plain text, else its HTML as text, and the text of a PDF it carries), a PDF read with PDF.js
 * (through unpdf). Bounded: the size is checked before (the route), a PDF's pages and the time
 * spent reading it here; a document that is not what it says is refused with a clear message.
 * PDF.js never runs a document's scripts (`isEvalSupported: false`, no scripting).
 */
import PostalMime from 'postal-mime';
import type { BookingType } from '../../shared/schemas/bookings.js';
import { AppError } from '../errors.js';

/** The most pages a confirmation or e-ticket is read for. */
export const MAX_BOOKING_PAGES = 30;
/** The most text kept from a document (an itinerary paste's limit). */
const MAX_TEXT = 200_000;
/** The longest a PDF may take to read before it is refused. */
const PDF_TIME_MS = 10_000;

const unreadable = (message: string) => new AppError('UNREADABLE_DOCUMENT', 400, message);

/** HTML as the text a reader sees: block ends as line breaks, tags and scripts gone, entities decoded. */
export function htmlText(html: string): string {
  return html
    .slice(0, MAX_TEXT * 5)
    .replace(/<(script|style|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|tr|li|h[1-6]|table|section)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^>]{0,2000}>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#(\d{1,6});/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  if (!isPdf(bytes)) throw unreadable('This file is not a PDF.');
  const { getDocumentProxy, extractText } = await import('unpdf');
  const reading = (async () => {
    const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, stopAtErrors: false }).catch(() => {
      throw unreadable('This PDF could not be read: it is damaged or protected by a password.');
    });
    try {
      if (pdf.numPages > MAX_BOOKING_PAGES)
        throw unreadable(
          `This PDF has ${pdf.numPages} pages; a booking confirmation is read up to ${MAX_BOOKING_PAGES}.`,
        );
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    } finally {
      await pdf.destroy().catch(() => undefined);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable('This PDF took too long to read.')), PDF_TIME_MS);
  });
  try {
    return await Promise.race([reading, timeout]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('This PDF could not be read.');
  } finally {
    clearTimeout(timer);
  }
}

const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');

async function emailText(bytes: Uint8Array): Promise<string> {
  // An e-mail starts with its header lines ("From: …", "Subject: …"); anything else is not one.
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  if (
    !/^(?:[!-9;-~]+:[^\r\n]*\r?\n)+/.test(head) ||
    !/^(?:from|subject|date|to|mime-version|received|message-id):/im.test(head)
  )
    throw unreadable('This is not an e-mail (.eml) file: it has no headers.');
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
  } catch {
    throw unreadable('This e-mail could not be read.');
  }
  const parts = [email.subject ? `Subject: ${email.subject}` : ''];
  if (email.text?.trim()) parts.push(email.text);
  else if (email.html) parts.push(htmlText(email.html));
  // An e-ticket sent as the e-mail's PDF: its text too (the first few, each bounded like an upload).
  const pdfs = email.attachments
    .filter((file) => file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.filename ?? ''))
    .slice(0, 3);
  for (const file of pdfs) {
    const content = file.content;
    if (!(content instanceof ArrayBuffer)) continue;
    parts.push(await pdfText(new Uint8Array(content)).catch(() => ''));
  }
  const text = parts.filter(Boolean).join('\n');
  if (!text.replace(/^Subject:.*$/m, '').trim()) throw unreadable('This e-mail holds no text to read.');
  return text;
}

/** The text of a booking document of `type`, at most {@link MAX_TEXT} characters. */
export async function documentText(type: BookingType, bytes: Uint8Array): Promise<string> {
  let text: string;
  if (type === 'application/pdf') text = await pdfText(bytes);
  else if (type === 'message/rfc822') text = await emailText(bytes);
  else text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  text = text.slice(0, MAX_TEXT);
  if (!text.trim()) throw unreadable('The document holds no text to read.');
  return text;
}
