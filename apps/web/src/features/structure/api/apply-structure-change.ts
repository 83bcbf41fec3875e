import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateClientBody,
  CreateCompartmentBody,
  CreatePortfolioBody,
  UndertakingBody,
  UpdateClientBody,
  UpdateCompartmentBody,
  UpdatePortfolioBody,
} from '@prisme/domain';
import { createClient } from './create-client';
import { createCompartment } from './create-compartment';
import { createPortfolio } from './create-portfolio';
import { deleteClient } from './delete-client';
import { deleteCompartment } from './delete-compartment';
import { deletePortfolio } from './delete-portfolio';
import { setUndertaking } from './set-undertaking';
import { structureKeys } from './structure-keys';
import { updateClient } from './update-client';
import { updateCompartment } from './update-compartment';
import { updatePortfolio } from './update-portfolio';

/** One change of the structure, as the page's dialogs ask for it. */
export type StructureChange =
  | { op: 'create-client'; body: CreateClientBody }
  | { op: 'update-client'; client: string; body: UpdateClientBody }
  | { op: 'delete-client'; client: string }
  | { op: 'set-undertaking'; client: string; body: UndertakingBody }
  | { op: 'create-portfolio'; client: string; body: CreatePortfolioBody }
  | { op: 'update-portfolio'; client: string; portfolio: string; body: UpdatePortfolioBody }
  | { op: 'delete-portfolio'; client: string; portfolio: string }
  | { op: 'create-compartment'; client: string; portfolio: string; body: CreateCompartmentBody }
  | {
      op: 'update-compartment';
      client: string;
      portfolio: string;
      compartment: string;
      body: UpdateCompartmentBody;
    }
  | { op: 'delete-compartment'; client: string; portfolio: string; compartment: string };

export function applyStructureChange(change: StructureChange): Promise<unknown> {
  switch (change.op) {
    case 'create-client':
      return createClient(change.body);
    case 'update-client':
      return updateClient(change);
    case 'delete-client':
      return deleteClient(change);
    case 'set-undertaking':
      return setUndertaking(change);
    case 'create-portfolio':
      return createPortfolio(change);
    case 'update-portfolio':
      return updatePortfolio(change);
    case 'delete-portfolio':
      return deletePortfolio(change);
    case 'create-compartment':
      return createCompartment(change);
    case 'update-compartment':
      return updateCompartment(change);
    case 'delete-compartment':
      return deleteCompartment(change);
  }
}

/**
 * Every change of the page goes through one mutation (one pending state, one refusal
 * for the open dialog). After it, the tree is fetched again — its usage counts and states
 * come from the server, not from a guess here — and `onChanged` tells the rest of the
 * app (the perimeter bar's lists of clients and portfolios).
 */
export function useStructureChange(onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyStructureChange,
    onSuccess: async () => {
      onChanged?.();
      await client.invalidateQueries({ queryKey: structureKeys.tree });
    },
  });
}
