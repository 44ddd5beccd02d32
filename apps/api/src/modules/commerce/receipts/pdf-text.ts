// Tests read a PDF back as text (unpdf, a dev dependency): every page's text, lines joined with spaces and
// runs of white space (the no-break spaces of French numbers too) made one plain space.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The same normalisation for an expected string (Intl's French money holds no-break spaces). */
export const plain = (text: string) => text.replace(/\s+/g, ' ');
