import type { StructureChange } from '../api/apply-structure-change';
import {
  createCodeLabelBody,
  createPortfolioBody,
  codeLabelStateBody,
  portfolioStateBody,
  updateCodeLabelBody,
  updatePortfolioBody,
  type CodeLabelValues,
  type PortfolioOutput,
} from './structure-forms';
import type { StructureNode } from './structure-node';

/** Where a client or compartment dialog writes: `code` is set when it changes an existing one. */
export type CodeLabelTarget =
  | { level: 'client'; code?: string }
  | { level: 'compartment'; clientCode: string; portfolioCode: string; code?: string };

export function codeLabelChange(target: CodeLabelTarget, values: CodeLabelValues): StructureChange {
  if (target.level === 'client') {
    return target.code === undefined
      ? { op: 'create-client', body: createCodeLabelBody(values) }
      : { op: 'update-client', client: target.code, body: updateCodeLabelBody(values) };
  }
  const place = { client: target.clientCode, portfolio: target.portfolioCode };
  return target.code === undefined
    ? { op: 'create-compartment', ...place, body: createCodeLabelBody(values) }
    : {
        op: 'update-compartment',
        ...place,
        compartment: target.code,
        body: updateCodeLabelBody(values),
      };
}

/** A portfolio of `clientCode`: created when `code` is undefined, else changed. */
export function portfolioChange(
  clientCode: string,
  code: string | undefined,
  values: PortfolioOutput,
): StructureChange {
  return code === undefined
    ? { op: 'create-portfolio', client: clientCode, body: createPortfolioBody(values) }
    : {
        op: 'update-portfolio',
        client: clientCode,
        portfolio: code,
        body: updatePortfolioBody(values),
      };
}

export function deleteChange(node: StructureNode): StructureChange {
  switch (node.level) {
    case 'client':
      return { op: 'delete-client', client: node.item.code };
    case 'portfolio':
      return { op: 'delete-portfolio', client: node.clientCode, portfolio: node.item.code };
    case 'compartment':
      return {
        op: 'delete-compartment',
        client: node.clientCode,
        portfolio: node.portfolioCode,
        compartment: node.item.code,
      };
  }
}

/** « Désactiver » / « Réactiver »: null when the portfolio lacks the fields its PUT needs. */
export function stateChange(node: StructureNode, active: boolean): StructureChange | null {
  switch (node.level) {
    case 'client':
      return {
        op: 'update-client',
        client: node.item.code,
        body: codeLabelStateBody(node.item, active),
      };
    case 'portfolio': {
      const body = portfolioStateBody(node.item, active);
      return (
        body && { op: 'update-portfolio', client: node.clientCode, portfolio: node.item.code, body }
      );
    }
    case 'compartment':
      return {
        op: 'update-compartment',
        client: node.clientCode,
        portfolio: node.portfolioCode,
        compartment: node.item.code,
        body: codeLabelStateBody(node.item, active),
      };
  }
}
