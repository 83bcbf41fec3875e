import { ApiProblem } from '../../../http/errors';

/** The query option an error is about, as the client wrote it and as a French label. */
export type ODataOption = '$filter' | '$select' | '$orderby' | '$top' | '$skip';

const LABELS: Record<ODataOption, string> = {
  $filter: 'Filtre OData invalide',
  $select: 'Sélection OData invalide',
  $orderby: 'Tri OData invalide',
  $top: 'Paramètre $top invalide',
  $skip: 'Paramètre $skip invalide',
};

/**
 * A 400 VALIDATION problem about one query option: « Filtre OData invalide : … ». The
 * option is also named in `details` so that a client can point at the faulty field.
 */
export function odataError(option: ODataOption, reason: string): ApiProblem {
  const message = `${LABELS[option]} : ${reason}`;
  return new ApiProblem('VALIDATION', message, [{ path: option, message }]);
}

/**
 * « (position 12, près de « eq 'x »)» — 1-based, as people count. The parser stops
 * before the blank that precedes the faulty word: the position skips to the word.
 */
export function at(text: string, from: number): string {
  let position = from;
  while (position < text.length && /\s/.test(text[position]!)) position += 1;
  const excerpt = text.slice(position, position + 20).trimEnd();
  return `(position ${position + 1}, ${excerpt ? `près de « ${excerpt} »` : 'en fin de texte'})`;
}
