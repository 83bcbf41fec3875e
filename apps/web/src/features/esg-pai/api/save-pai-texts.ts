import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paiStatementSchema, type PaiStatement, type PaiText } from '@prisme/domain';
import { apiRequest, currentUserId } from '../../../api/client';
import { paiKeys } from './pai-keys';

/** PUT /api/esg/pai/texts {perimeterID, texts} → the statement with its texts as saved. */
export function savePaiTexts(perimeterId: string, texts: PaiText[]): Promise<PaiStatement> {
  return apiRequest('esg/pai/texts', {
    method: 'PUT',
    body: { userID: currentUserId(), perimeterID: perimeterId, texts },
    schema: paiStatementSchema,
  });
}

/** Saving the « Explication » and « Mesures prises » columns: the saved statement becomes the loaded one. */
export function useSavePaiTexts(perimeterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: PaiText[]) => savePaiTexts(perimeterId, texts),
    onSuccess: (saved) => queryClient.setQueryData(paiKeys.statement(perimeterId), saved),
  });
}
